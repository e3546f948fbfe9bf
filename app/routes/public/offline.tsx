import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OfflineView, type OfflineViewProps } from "~/components/pwa/OfflineView";
import { pageLanguage } from "~/i18n/language.server";
import { OFFLINE, type OfflineMessages } from "~/i18n/public/offline.server";
import { Island, type IslandHandle } from "~/islands/Island";
import { ISLANDS } from "~/islands/names";
import { pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";

/**
 * /offline: the page the service worker keeps and answers with when a page cannot be fetched
 * (issue 34, decision 057). The same for everyone (it holds nobody's data; the kept vouchers are
 * read in the browser), so it is kept at the edge like the other static pages, one copy per language:
 * the service worker keeps both (app/pwa/service-worker.ts) and answers in the visitor's.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<OfflineViewProps & { title: string }> {
  const language = await pageLanguage(request);
  const t = OFFLINE.pick(language) as OfflineMessages;
  return { title: t.title, t, language };
}
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.title ?? "Offline") },
  { name: "robots", content: "noindex" },
];

export const handle: IslandHandle = { island: ISLANDS.offline.name };

export default function Offline() {
  const { t, language } = useLoaderData<typeof loader>();
  // Island pages carry no loader data to the browser: the island gets its texts as its props.
  const props: OfflineViewProps = { t, language };
  return (
    <Island name={ISLANDS.offline.name} props={props}>
      <OfflineView {...props} />
    </Island>
  );
}
