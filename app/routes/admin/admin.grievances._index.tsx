import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GRIEVANCE_RESPONSE_DAYS } from "@core/privacy/grievance-schema";
import type { GrievanceStatus } from "@core/privacy/grievance-service";
import { pageTitle } from "~/utils/brand";
import { fromCursor } from "~/utils/page-cursor.server";
import { grievanceList } from "~/routes/admin/parts/grievance-admin.server";
import { fill } from "~/i18n/catalogue";
import { ADMIN_GRIEVANCES, type AdminGrievancesMessages } from "~/i18n/admin/grievances.server";
import { languageOf } from "~/i18n/language.server";

/**
 * /admin/grievances (issue 32 §5, decision 050): privacy requests to the Grievance Officer. Open ones
 * first, the most urgent (earliest due) at the top, overdue ones marked; answered ones, the newest
 * answer first. 20 a page by cursor.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const url = new URL(request.url);
  const status: GrievanceStatus = url.searchParams.get("status") === "answered" ? "answered" : "open";
  const { rows, next } = await fromCursor(url.searchParams.get("cursor"), (from) => grievanceList(request, status, from, language));
  const answered = url.searchParams.get("answered");
  const t = ADMIN_GRIEVANCES.pick(language) as AdminGrievancesMessages;
  return { status, rows, next, answered, t };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.metaTitle ?? "Grievances · Admin") },
  { name: "robots", content: "noindex" },
];

const TABS: readonly { status: GrievanceStatus; label: "open" | "answered" }[] = [
  { status: "open", label: "open" },
  { status: "answered", label: "answered" },
];

export default function AdminGrievances() {
  const { status, rows, next, answered, t } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          {t.administration}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-600">{fill(t.intro, { days: GRIEVANCE_RESPONSE_DAYS })}</p>
      {answered ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {fill(t.answeredNotice, { reference: answered })}
        </p>
      ) : null}
      <nav aria-label={t.statusTabs} className="mt-6 flex gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            to={`/admin/grievances?status=${tab.status}`}
            aria-current={tab.status === status ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              tab.status === status ? "bg-brand-600 text-white" : "border border-slate-300 text-slate-800 hover:bg-slate-100"
            }`}
          >
            {t[tab.label]}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">{status === "open" ? t.noOpen : t.noAnswered}</p>
      ) : (
        <ol
          aria-label={status === "open" ? t.openList : t.answeredList}
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm"
        >
          {rows.map((g) => (
            <li key={g.reference} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/admin/grievances/${g.reference}`} className="font-mono font-semibold text-brand-700 hover:underline">
                  {g.reference}
                </Link>
                <p className="mt-1 text-slate-900">{g.topic}</p>
                <p className="break-words text-slate-600">
                  <Named template={t.from} name={g.name} />
                </p>
              </div>
              <div className="text-right text-slate-700">
                <p>{fill(t.received, { date: g.received })}</p>
                {g.answered ? <p>{fill(t.answeredOn, { date: g.answered })}</p> : <p>{fill(t.due, { date: g.due })}</p>}
                {g.overdue ? (
                  <p className="mt-1 inline-block rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800">{t.overdue}</p>
                ) : null}
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
          {t.more}
        </Link>
      ) : null}
    </div>
  );
}

/** A sentence with the requester's name in its place, the name marked as what a person wrote. */
function Named({ template, name }: { template: string; name: string }) {
  const [before, after = ""] = template.split("{name}");
  return (
    <>
      {before}
      <span data-user-content>{name}</span>
      {after}
    </>
  );
}
