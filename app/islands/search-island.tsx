import { SearchView } from "~/components/SearchView";
import type { SearchPageData } from "~/routes/search";
import { mountIsland } from "./mount";

/** The browser entry of /search: React and the search page's content, not the Remix runtime. */
mountIsland<SearchPageData>("search", (d) => <SearchView d={d} />);
