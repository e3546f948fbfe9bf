import { SearchBar, type SearchBarProps } from "~/components/parking/SearchBar";
import { Island } from "./Island";
import { ISLANDS } from "./names";

/**
 * The search bar as an island of its own, for pages whose only interactive part it is (home): the
 * route exports `handle = { island: ISLANDS.searchBar.name }` and the browser hydrates just the bar.
 */
export function SearchBarIsland(props: SearchBarProps & { idPrefix: string }) {
  return (
    <Island name={ISLANDS.searchBar.name} props={props}>
      <SearchBar {...props} />
    </Island>
  );
}
