import { redirect } from "@remix-run/node";
import type { Community } from "@core/community/community";
import { findCommunityByAddress } from "@core/community/community-store";
import { services } from "@core/services";
import { communityHref } from "~/components/community/community-links";

/**
 * The community a page's address names (`/community/{address}/…`), by its slug or its display name
 * (issue 29). A page asked for by any other spelling than the readable address
 * (`/community/Parking%20Tips`) answers 301 to it, the rest of the path and the query kept, so old
 * links and bookmarks land where links now point. Only GET and HEAD move: a form's POST to an old
 * address is served where it is, since a redirect would turn it into a GET and lose its fields.
 */
export async function communityAtAddress(request: Request, address: string | undefined): Promise<Community | undefined> {
  const community = address ? await findCommunityByAddress(services().table, address) : undefined;
  if (!community || (request.method !== "GET" && request.method !== "HEAD")) return community;
  const url = new URL(request.url);
  const segments = url.pathname.split("/");
  const readable = communityHref(community.name).split("/")[2]!;
  if (segments[1] === "community" && segments[2] !== readable) {
    segments[2] = readable;
    throw redirect(`${segments.join("/")}${url.search}`, 301);
  }
  return community;
}
