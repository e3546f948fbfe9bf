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
import { couponKeys, type CouponItem } from "@core/coupon/coupon";
import type { Language } from "@core/i18n/languages";
import { formatRupees } from "@core/pricing/pricing";
import type { Table } from "@core/ports/table/table";
import type { ReceivedOffer } from "@core/offers/offers-received";
import { fill } from "~/i18n/catalogue";
import { SETTINGS_NAV, type SettingsNavMessages } from "~/i18n/account/layout.server";
import { OFFERS_RECEIVED, type OffersReceivedMessages } from "~/i18n/account/settings.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Settings → Offers (issue 32 §4): the offer mails the signed-in member was sent, newest first,
 * each with its coupon and whether it can still be used. Only the caller's own: the page names no
 * member. Whether offers are on is said at the top, with the way to change it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const t = OFFERS_RECEIVED.pick(language) as OffersReceivedMessages;
  const cursor = new URL(request.url).searchParams.get("cursor");
  const [{ offers, cursor: next }, prefs] = await Promise.all([
    fromCursor(cursor, (from) => offersReceived(services().table, user.id, from)),
    readMailPreferences(services().table, user.id),
  ]);
  const lines = await couponLines(services().table, offers, language, t);
  return {
    offers: offers.map((o) => ({ ...o, sentAt: formatIndia(o.sentAt, language), couponLine: lines.get(o.offerId) ?? o.couponLine })),
    next: next ?? null,
    on: prefs.offers,
    t,
    nav: SETTINGS_NAV.pick(language) as SettingsNavMessages,
  };
}

/**
 * The coupon's line in the page's language. Core writes it in English (the offer mail's words,
 * functions/core/offers/offer-mail.ts); in Hindi the same facts are told again from the coupons.
 */
async function couponLines(table: Table, offers: ReceivedOffer[], language: Language, t: OffersReceivedMessages) {
  const lines = new Map<string, string>();
  if (language === "en" || offers.length === 0) return lines;
  const codes = [...new Set(offers.map((o) => o.couponCode))];
  const coupons = new Map((await table.batchGet<CouponItem>(codes.map((code) => couponKeys.item(code)))).map((c) => [c.code, c]));
  for (const offer of offers) {
    const coupon = coupons.get(offer.couponCode);
    if (!coupon) {
      lines.set(offer.offerId, fill(t.couponGone, { code: offer.couponCode }));
      continue;
    }
    const amount =
      coupon.kind === "flat"
        ? fill(t.flatOff, { amount: formatRupees(coupon.value) })
        : fill(t.percentOff, { percent: coupon.value }) +
          (coupon.maxDiscount ? fill(t.upTo, { amount: formatRupees(coupon.maxDiscount) }) : "");
    const where = coupon.city ? fill(t.couponCity, { city: coupon.city }) : "";
    lines.set(offer.offerId, fill(t.couponLine, { code: coupon.code, amount, where, date: formatIndia(coupon.validTo, language) }));
  }
  return lines;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Offers") }];

export default function OffersSettings() {
  const { offers, next, on, t, nav } = useLoaderData<typeof loader>();
  return (
    <div>
      <SettingsNav t={nav} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600" data-label="offers-switch">
        {on ? t.on : t.off}{" "}
        <Link to="/settings/mail" className="font-semibold text-brand-700 underline">
          {on ? t.turnOff : t.turnOn}
        </Link>
        {t.sentenceEnd}
      </p>
      {offers.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul className="mt-6 max-w-2xl space-y-4">
          {offers.map((o) => (
            <li key={o.offerId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="break-words text-lg font-semibold text-slate-900">{o.subject}</h2>
              <p className="text-sm text-slate-500">{fill(t.sent, { date: o.sentAt })}</p>
              <p className="mt-3 whitespace-pre-line break-words text-slate-800">{o.text}</p>
              <p
                className={`mt-3 rounded-md px-3 py-2 text-sm ${o.couponUsable ? "bg-emerald-50 text-emerald-900" : "bg-slate-100 text-slate-600"}`}
              >
                {o.couponLine}
                {o.couponUsable ? "" : ` ${t.noLongerUsable}`}
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
          {t.older}
        </Link>
      ) : null}
    </div>
  );
}
