/**
 * The parking pages' message types for components (which import no `.server` module): types only,
 * erased from every bundle; the texts themselves reach a page through its loader's data or an
 * island's props, in the page's language only (decision 058).
 */
export type { SearchBarMessages } from "./search-bar.server";
export type { SearchMessages } from "./search.server";
export type { HeartMessages, FavouritesMessages } from "./favourites.server";
export type { DetailMessages } from "./detail.server";
