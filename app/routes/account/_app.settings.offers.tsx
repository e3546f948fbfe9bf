import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SettingsNav } from "~/components/account/SettingsNav";
import { pageTitle } from "~/utils/brand";
import { fromCursor } from "~/utils/page-cursor.server";
import { requireUser } from "~/utils/session.server";
import { readMailPreferences } from "@core/mail-preferences/preferences";
import { offersReceived } from "@core/offers/offers-received";
import { services } from "@core/services";
import { formatIndia } from "@core/time/india-time";

/**
 * Settings → Offers (issue 32 §4): the offer mails the signed-in member was sent, newest first,
 * each with its coupon and whether it can still be used. Only the caller's own: the page names no
 * member. Whether offers are on is said at the top, with the way to change it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const cursor = new URL(request.url).searchParams.get("cursor");
  const [{ offers, cursor: next }, prefs] = await Promise.all([
    fromCursor(cursor, (from) => offersReceived(services().table, user.id, from)),
    readMailPreferences(services().table, user.id),
  ]);
  return { offers: offers.map((o) => ({ ...o, sentAt: formatIndia(o.sentAt) })), next: next ?? null, on: prefs.offers };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Offers") }];

export default function OffersSettings() {
  const { offers, next, on } = useLoaderData<typeof loader>();
  return (
    <div>
      <SettingsNav />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Offers</h1>
      <p className="mt-2 max-w-2xl text-slate-600" data-label="offers-switch">
        {on ? "Offers and coupons by e-mail are on." : "Offers and coupons by e-mail are off."}{" "}
        <Link to="/settings/mail" className="font-semibold text-brand-700 underline">
          {on ? "Turn them off under Mail" : "Turn them on under Mail"}
        </Link>
        .
      </p>
      {offers.length === 0 ? (
        <p className="mt-6 text-slate-600">No offers yet.</p>
      ) : (
        <ul className="mt-6 max-w-2xl space-y-4">
          {offers.map((o) => (
            <li key={o.offerId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="break-words text-lg font-semibold text-slate-900">{o.subject}</h2>
              <p className="text-sm text-slate-500">Sent {o.sentAt}</p>
              <p className="mt-3 whitespace-pre-line break-words text-slate-800">{o.text}</p>
              <p
                className={`mt-3 rounded-md px-3 py-2 text-sm ${o.couponUsable ? "bg-emerald-50 text-emerald-900" : "bg-slate-100 text-slate-600"}`}
              >
                {o.couponLine}
                {o.couponUsable ? "" : " It can no longer be used."}
              </p>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <Link
          to={`/settings/offers?${new URLSearchParams({ cursor: next })}`}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          Older offers
        </Link>
      ) : null}
    </div>
  );
}
