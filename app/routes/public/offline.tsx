import type { MetaFunction } from "@remix-run/node";
import { OfflineView } from "~/components/pwa/OfflineView";
import { Island, type IslandHandle } from "~/islands/Island";
import { ISLANDS } from "~/islands/names";
import { pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";

/**
 * /offline: the page the service worker keeps and answers with when a page cannot be fetched
 * (issue 34, decision 057). The same for everyone (it holds nobody's data; the kept vouchers are
 * read in the browser), so it is kept at the edge like the other static pages.
 */
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction = () => [{ title: pageTitle("Offline") }, { name: "robots", content: "noindex" }];

export const handle: IslandHandle = { island: ISLANDS.offline.name };

export default function Offline() {
  return (
    <Island name={ISLANDS.offline.name} props={{}}>
      <OfflineView />
    </Island>
  );
}
