/** A community page's address (`/community/{name}`, the name URL-encoded): for the server and the islands alike. */
export function communityHref(name: string): string {
  return `/community/${encodeURIComponent(name)}`;
}
