import { SearchView } from "~/components/parking/SearchView";
import type { SearchPageData } from "~/routes/parking/search";
import { mountIsland } from "./mount";
import { ISLANDS } from "./names";

/** The browser entry of /search: React and the search page's content, not the Remix runtime. */
mountIsland<SearchPageData>(ISLANDS.search.name, (d) => <SearchView d={d} />);
