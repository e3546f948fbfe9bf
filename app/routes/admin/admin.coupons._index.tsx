import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { fromCursor } from "~/utils/page-cursor.server";
import { Link, useLoaderData } from "@remix-run/react";
import type { CouponStatus } from "@core/coupon/coupon";
import { formatIndia } from "@core/time/india-time";
import { pageTitle } from "~/utils/brand";
import { AdminListHeader } from "~/components/admin/AdminListHeader";
import { couponList } from "~/routes/admin/parts/coupon-admin.server";

/** /admin/coupons (issue 13): the coupons by code, 20 a page, each with its uses and status; links to edit and to add one. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor");
  // An edited cursor starts the list again.
  const { coupons, cursor: next } = await fromCursor(cursor, (from) => couponList(request, from));
  return {
    saved: url.searchParams.get("saved"),
    coupons: coupons.map((c) => ({
      ...c,
      validity: `${formatIndia(c.validFrom)} to ${formatIndia(c.validTo)}`,
      limits: `${c.perMemberLimit} per member${c.totalLimit === undefined ? "" : `, ${c.totalLimit} in all`}`,
    })),
    next: next ?? null,
  };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Coupons · Admin") }, { name: "robots", content: "noindex" }];

const STATUS: Record<CouponStatus, { label: string; className: string }> = {
  scheduled: { label: "Scheduled", className: "text-amber-800" },
  active: { label: "Active", className: "text-emerald-800" },
  ended: { label: "Ended", className: "font-semibold text-red-800" },
  expired: { label: "Expired", className: "text-slate-600" },
};

export default function AdminCoupons() {
  const { coupons, next, saved } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <AdminListHeader title={"Coupons"} add={{ to: "/admin/coupons/new", label: "Add a coupon" }} saved={saved} />
      {coupons.length === 0 ? (
        <p className="mt-6 text-slate-600">No coupons yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Code
                </th>
                <th scope="col" className="px-4 py-3">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3">
                  Where
                </th>
                <th scope="col" className="px-4 py-3">
                  Valid (India time)
                </th>
                <th scope="col" className="px-4 py-3">
                  Limits
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Uses
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
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
                    <p className="font-normal text-slate-600">{c.description}</p>
                  </th>
                  <td className="px-4 py-3 align-top">{c.amount}</td>
                  <td className="px-4 py-3 align-top">{c.scope}</td>
                  <td className="px-4 py-3 align-top">{c.validity}</td>
                  <td className="px-4 py-3 align-top">{c.limits}</td>
                  <td className="px-4 py-3 text-right align-top" data-label="uses">
                    {c.uses}
                  </td>
                  <td className={`px-4 py-3 align-top ${STATUS[c.status].className}`} data-label="status">
                    {STATUS[c.status].label}
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
          Next page
        </Link>
      ) : null}
    </div>
  );
}
