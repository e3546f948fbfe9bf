import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GRIEVANCE_RESPONSE_DAYS } from "@core/privacy/grievance-schema";
import type { GrievanceStatus } from "@core/privacy/grievance-service";
import { pageTitle } from "~/utils/brand";
import { fromCursor } from "~/utils/page-cursor.server";
import { grievanceList } from "~/routes/admin/parts/grievance-admin.server";

/**
 * /admin/grievances (issue 32 §5, decision 050): privacy requests to the Grievance Officer. Open ones
 * first, the most urgent (earliest due) at the top, overdue ones marked; answered ones, the newest
 * answer first. 20 a page by cursor.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const status: GrievanceStatus = url.searchParams.get("status") === "answered" ? "answered" : "open";
  const { rows, next } = await fromCursor(url.searchParams.get("cursor"), (from) => grievanceList(request, status, from));
  return { status, rows, next, answered: url.searchParams.get("answered") };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Grievances · Admin") }, { name: "robots", content: "noindex" }];

const TABS: readonly { status: GrievanceStatus; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "answered", label: "Answered" },
];

export default function AdminGrievances() {
  const { status, rows, next, answered } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          Administration
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Grievances</h1>
      <p className="mt-2 text-slate-600">
        Privacy requests to the Grievance Officer. Each is due {GRIEVANCE_RESPONSE_DAYS} days after it was received.
      </p>
      {answered ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Answered {answered}; the answer was e-mailed.
        </p>
      ) : null}
      <nav aria-label="Grievance status" className="mt-6 flex gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            to={`/admin/grievances?status=${tab.status}`}
            aria-current={tab.status === status ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              tab.status === status ? "bg-brand-600 text-white" : "border border-slate-300 text-slate-800 hover:bg-slate-100"
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">{status === "open" ? "No open requests." : "No answered requests yet."}</p>
      ) : (
        <ol
          aria-label={status === "open" ? "Open requests" : "Answered requests"}
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm"
        >
          {rows.map((g) => (
            <li key={g.reference} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/admin/grievances/${g.reference}`} className="font-mono font-semibold text-brand-700 hover:underline">
                  {g.reference}
                </Link>
                <p className="mt-1 text-slate-900">{g.topic}</p>
                <p className="break-words text-slate-600">From {g.name}</p>
              </div>
              <div className="text-right text-slate-700">
                <p>Received {g.received}</p>
                {g.answered ? <p>Answered {g.answered}</p> : <p>Due {g.due}</p>}
                {g.overdue ? <p className="mt-1 inline-block rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800">Overdue</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <Link
          to={`/admin/grievances?${new URLSearchParams({ status, cursor: next })}`}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          More requests
        </Link>
      ) : null}
    </div>
  );
}
