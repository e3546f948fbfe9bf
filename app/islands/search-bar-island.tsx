import { SearchBar, type SearchBarProps } from "~/components/parking/SearchBar";
import { mountIsland } from "./mount";
import { ISLANDS } from "./names";

/** The browser entry of the search bar island (home): React and the bar, not the Remix runtime. */
mountIsland<SearchBarProps>(ISLANDS.searchBar.name, (props) => <SearchBar {...props} />);
