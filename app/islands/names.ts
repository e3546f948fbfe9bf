/**
 * The islands (decision 005), each with its browser entry. The Vite plugin builds the entries, a
 * route names its island in `handle`, and the entry hydrates the element of that name.
 */
export const ISLANDS = {
  /** /search: the whole page content (SearchView). */
  search: { name: "search", entry: "app/islands/search-island.tsx" },
  /** Home: only the search bar. */
  searchBar: { name: "search-bar", entry: "app/islands/search-bar-island.tsx" },
  /** /community/{name}: the feed, its tabs, the composer and the side panel (decision 011). */
  community: { name: "community", entry: "app/islands/community-island.tsx" },
  /** /post/{id}: the single-post view with its controls and comments (decision 013). */
  post: { name: "post", entry: "app/islands/post-island.tsx" },
  /** /offline: what the service worker shows without a network, with the vouchers kept on the phone (issue 34). */
  offline: { name: "offline", entry: "app/islands/offline-island.tsx" },
} as const;
