import { communityPath } from "@core/community/community";

/** A community page's address, `/community/{slug}` (issue 29): for the server, the pages and the islands alike. */
export function communityHref(name: string): string {
  return communityPath(name);
}

/** The join confirmation (a page without JavaScript; with it, the same action behind a dialog). */
export function joinHref(communityId: string): string {
  return `/communities/${encodeURIComponent(communityId)}/join`;
}
