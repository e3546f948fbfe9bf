import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { fromCursor } from "~/utils/page-cursor.server";
import { Link, useLoaderData } from "@remix-run/react";
import type { CouponStatus } from "@core/coupon/coupon";
import { formatIndia } from "@core/time/india-time";
import { pageTitle } from "~/utils/brand";
import { AdminListHeader } from "~/components/admin/AdminListHeader";
import { couponList } from "~/routes/admin/parts/coupon-admin.server";
import { fill } from "~/i18n/catalogue";
import { listHeaderTexts } from "~/i18n/admin/frame.server";
import { languageOf } from "~/i18n/language.server";
import { COUPONS } from "~/i18n/admin/coupons.server";
import { ADMIN_PARKING_WORDS, couponAmountText } from "~/i18n/admin/parking-forms.server";
import type { CouponsMessages } from "~/i18n/admin/parking-texts";
import type { Language } from "@core/i18n/languages";

/** /admin/coupons (issue 13): the coupons by code, 20 a page, each with its uses and status; links to edit and to add one. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const t = COUPONS.pick(language) as CouponsMessages;
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor");
  // An edited cursor starts the list again.
  const { coupons, cursor: next } = await fromCursor(cursor, (from) => couponList(request, from));
  return {
    listHeader: listHeaderTexts(language),
    t,
    nextPage: ADMIN_PARKING_WORDS.pick(language).nextPage,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: t.metaTitle }),
    saved: savedNote(url.searchParams.get("saved"), language),
    coupons: coupons.map((c) => ({
      code: c.code,
      description: c.description,
      status: c.status,
      uses: c.uses,
      amount: couponAmountText(language, c),
      scope: c.city
        ? fill(t.carParksIn, { city: c.city })
        : c.parkingCount
          ? c.parkingCount === 1
            ? t.oneCarPark
            : fill(t.carParksCount, { count: c.parkingCount })
          : t.allCarParks,
      validity: fill(t.validity, { from: formatIndia(c.validFrom, language), to: formatIndia(c.validTo, language) }),
      limits:
        c.totalLimit === undefined
          ? fill(t.perMember, { count: c.perMemberLimit })
          : fill(t.perMemberInAll, { count: c.perMemberLimit, total: c.totalLimit }),
    })),
    next: next ?? null,
  };
}

/** The note a save redirects back with: a code, "<code> ended" or "<code> uses recounted, <before> → <after>" (the edit page's words). */
function savedNote(saved: string | null, language: Language): string | null {
  if (!saved || language === "en") return saved;
  const t = COUPONS.pick(language);
  const ended = /^(\S+) ended$/.exec(saved);
  if (ended) return fill(t.endedNote, { code: ended[1]! });
  const recounted = /^(\S+) uses recounted, (\d+) → (\d+)$/.exec(saved);
  if (recounted) return fill(t.recountedNote, { code: recounted[1]!, before: recounted[2]!, after: recounted[3]! });
  return saved;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Coupons · Admin") },
  { name: "robots", content: "noindex" },
];

const STATUS_CLASS: Record<CouponStatus, string> = {
  scheduled: "text-amber-800",
  active: "text-emerald-800",
  ended: "font-semibold text-red-800",
  expired: "text-slate-600",
};

export default function AdminCoupons() {
  const { t, nextPage, coupons, next, saved, listHeader } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <AdminListHeader title={t.title} add={{ to: "/admin/coupons/new", label: t.add }} saved={saved} texts={listHeader} />
      {coupons.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t.code}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t.amount}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t.where}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t.valid}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t.limits}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t.uses}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t.status}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {coupons.map((c) => (
                <tr key={c.code} data-code={c.code}>
                  <th scope="row" className="px-4 py-3 align-top">
                    <Link to={`/admin/coupons/${c.code}`} className="font-mono font-semibold text-brand-700 hover:underline">
                      {c.code}
                    </Link>
                    <p className="font-normal text-slate-600" data-user-content>
                      {c.description}
                    </p>
                  </th>
                  <td className="px-4 py-3 align-top">{c.amount}</td>
                  <td className="px-4 py-3 align-top">{c.scope}</td>
                  <td className="px-4 py-3 align-top">{c.validity}</td>
                  <td className="px-4 py-3 align-top">{c.limits}</td>
                  <td className="px-4 py-3 text-right align-top" data-label="uses">
                    {c.uses}
                  </td>
                  <td className={`px-4 py-3 align-top ${STATUS_CLASS[c.status]}`} data-label="status">
                    {t[c.status]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next ? (
        <Link
          to={`/admin/coupons?${new URLSearchParams({ cursor: next })}`}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {nextPage}
        </Link>
      ) : null}
    </div>
  );
}
