import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatIndia } from "@core/time/india-time";
import { AdminListHeader } from "~/components/admin/AdminListHeader";
import { OFFER_STATUS } from "~/components/admin/offer-status";
import { pageTitle } from "~/utils/brand";
import { fromCursor } from "~/utils/page-cursor.server";
import { offerList } from "~/routes/admin/parts/offer-admin.server";
import { fill } from "~/i18n/catalogue";
import { listHeaderTexts } from "~/i18n/admin/frame.server";
import { languageOf } from "~/i18n/language.server";
import { OFFERS } from "~/i18n/admin/offers.server";
import { ADMIN_PARKING_WORDS } from "~/i18n/admin/parking-forms.server";
import type { OffersMessages } from "~/i18n/admin/parking-texts";

/** /admin/offers (issue 32 §4): the offer mails, newest first, each with where its sending stands and its counts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const t = OFFERS.pick(language) as OffersMessages;
  const cursor = new URL(request.url).searchParams.get("cursor");
  const { offers, cursor: next } = await fromCursor(cursor, (from) => offerList(request, from));
  return {
    listHeader: listHeaderTexts(language),
    t,
    nextPage: ADMIN_PARKING_WORDS.pick(language).nextPage,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: t.metaTitle }),
    offers: offers.map((o) => ({
      id: o.id,
      subject: o.subject,
      couponCode: o.couponCode,
      city: o.city ?? t.everyCity,
      status: o.status,
      counts: o.counts,
      createdAt: formatIndia(o.createdAt, language),
    })),
    next: next ?? null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Offer mails · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminOffers() {
  const { t, nextPage, offers, next, listHeader } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <AdminListHeader title={t.title} add={{ to: "/admin/offers/new", label: t.newOffer }} texts={listHeader} />
      <p className="mt-2 max-w-3xl text-slate-600">{t.intro}</p>
      {offers.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {offers.map((o) => (
            <li key={o.id} className="px-4 py-4" data-offer={o.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/admin/offers/${o.id}`} className="break-words font-semibold text-brand-700 hover:underline" data-user-content>
                  {o.subject}
                </Link>
                <span className={`text-sm ${OFFER_STATUS[o.status].className}`} data-label="status">
                  {t[o.status]}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                <span className="font-mono">{o.couponCode}</span> · {fill(t.startedLine, { city: o.city, date: o.createdAt })}
              </p>
              <p className="mt-1 text-sm text-slate-700" data-label="counts">
                {fill(t.counts, o.counts)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <Link
          to={`/admin/offers?${new URLSearchParams({ cursor: next })}`}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {nextPage}
        </Link>
      ) : null}
    </div>
  );
}
