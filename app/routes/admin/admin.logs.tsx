import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { fromCursor } from "~/utils/page-cursor.server";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { CheckboxField, ErrorList, useKitForm } from "~/components/kit/forms";
import { invalidSubmission } from "~/utils/form.server";
import { interleave } from "~/components/auth/interleave";
import { pageTitle } from "~/utils/brand";
import { formatIndia } from "~/utils/india-time";
import { requireAdmin } from "~/utils/session.server";
import { ACTIVITY_KIND_LABELS, deleteLogsSchema, LOGS_MESSAGES } from "@core/activity-log/activity-log-schema";
import { ACTIVITY_KINDS, deleteSignInActivity, readActivity, type ActivityKind } from "@core/activity-log/activity-log";
import { findUserByEmail } from "@core/account/user-store";
import { communitiesForAdmin } from "@core/community/community-admin";
import { adminPeopleNames } from "~/routes/admin/parts/admin-people.server";
import { services } from "@core/services";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { ADMIN_LOGS, type AdminLogsMessages } from "~/i18n/admin/logs.server";

/**
 * /admin/logs (issue 13): sign-ins and admin and moderator actions of the last 7 days, newest first,
 * filtered by kind and by who acted (their e-mail), 50 a page; and deleting the sign-ins (the admin
 * and moderator actions are an audit trail nobody deletes). Core checks the admin rule on every read
 * and on the delete.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  // The admin area's language: the cookie or the browser's (decision 058), never a member profile.
  const language = languageOf(request);
  const t = ADMIN_LOGS.pick(language) as AdminLogsMessages;
  // Core's texts of the page (activity-log-schema.ts), in the page's language.
  const core = {
    empty: translateMessage(LOGS_MESSAGES.empty, language),
    deleteHeading: translateMessage(LOGS_MESSAGES.deleteHeading, language),
    deleteExplained: translateMessage(LOGS_MESSAGES.deleteExplained, language),
    deleteConfirmLabel: translateMessage(LOGS_MESSAGES.deleteConfirmLabel, language),
    deleteButton: translateMessage(LOGS_MESSAGES.deleteButton, language),
  };
  const url = new URL(request.url);
  const kindParam = url.searchParams.get("kind") ?? "";
  const kind = ACTIVITY_KINDS.includes(kindParam as ActivityKind) ? (kindParam as ActivityKind) : undefined;
  const email = (url.searchParams.get("email") ?? "").trim().slice(0, 254);
  const table = services().table;
  const actor = email ? await findUserByEmail(table, email) : undefined;
  const base = { t, core, kind: kind ?? "", email, deleted: url.searchParams.get("deleted") };
  if (email && !actor) return { ...base, entries: [], next: null, problem: translateMessage(LOGS_MESSAGES.unknownEmail, language) };
  // An aged-out or edited cursor: the list starts again from the newest.
  const page = await fromCursor(url.searchParams.get("cursor"), (from) =>
    readActivity(table, user, { kind, actorId: actor?.id }, { cursor: from }),
  );
  // People by name and e-mail, communities by name: one BatchGet and one Query, never a raw id.
  const [names, communities] = await Promise.all([
    adminPeopleNames(
      table,
      // What an entry was done to may be a person (a ban, a suspension): looked up alike; other ids find no one.
      page.entries.flatMap((e) => [e.actorId, e.targetId]),
      t.formerMember,
    ),
    page.entries.some((e) => e.communityId) ? communitiesForAdmin(table, user) : [],
  ]);
  const communityNames = new Map(communities.map((c) => [c.id, c.name]));
  return {
    ...base,
    problem: null,
    entries: page.entries.map((e) => ({
      id: e.id,
      at: formatIndia(e.at, language),
      kind: t[e.kind],
      who: names.label(e.actorId, e.actorEmail),
      about: names.ifPerson(e.targetId),
      summary: e.summary,
      reason: e.reason ?? null,
      community: e.communityId ? (communityNames.get(e.communityId) ?? t.removedCommunity) : null,
    })),
    next: page.cursor ?? null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: deleteLogsSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  const count = await deleteSignInActivity(services().table, user);
  return redirect(`/admin/logs?deleted=${count}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Logs · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminLogs() {
  const { t, core, kind, email, entries, next, problem, deleted } = useLoaderData<typeof loader>();
  const deletedCount = Number(deleted) || 0;
  const reply = useActionData<typeof action>();
  const { form, fields, formProps } = useKitForm(deleteLogsSchema, { id: "delete-logs", lastResult: reply?.result });
  const deleting = useNavigation().formMethod === "POST";
  const query = (cursor: string) => new URLSearchParams({ ...(kind ? { kind } : {}), ...(email ? { email } : {}), cursor });

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          {t.administration}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-2 text-slate-600">{t.intro}</p>
      {deleted ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {deletedCount === 1 ? t.deletedOne : fill(t.deletedMany, { count: deletedCount })}
        </p>
      ) : null}
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="kind" className="text-sm font-semibold text-slate-800">
            {t.kind}
          </label>
          <select id="kind" name="kind" defaultValue={kind} className="mt-1 block rounded-md border border-slate-300 px-3 py-2">
            <option value="">{t.all}</option>
            {Object.keys(ACTIVITY_KIND_LABELS).map((value) => (
              <option key={value} value={value}>
                {t[value as keyof typeof ACTIVITY_KIND_LABELS]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="email" className="text-sm font-semibold text-slate-800">
            {t.who}
          </label>
          <input
            id="email"
            name="email"
            type="email"
            defaultValue={email}
            className="mt-1 block rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          {t.filter}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-600">{core.empty}</p>
      ) : (
        <ol aria-label={t.entries} className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
          {entries.map((e) => (
            <li key={e.id} className="px-4 py-3">
              <p className="text-slate-600">
                <time>{e.at}</time> · {e.kind} ·{" "}
                <span className="font-semibold text-slate-900" data-user-content>
                  {e.who}
                </span>
              </p>
              {/* The record as written when it happened (English), like a person's own words: data. */}
              <p className="mt-1 text-slate-900" data-user-content>
                {e.summary}
              </p>
              {e.about ? <p className="text-slate-600">{interleave(t.about, { who: <span data-user-content>{e.about}</span> })}</p> : null}
              {e.reason ? (
                <p className="text-slate-600">{interleave(t.reason, { reason: <span data-user-content>{e.reason}</span> })}</p>
              ) : null}
              {e.community ? (
                <p className="text-slate-600">{interleave(t.community, { name: <span data-user-content>{e.community}</span> })}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <Link to={`/admin/logs?${query(next)}`} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          {t.older}
        </Link>
      ) : null}
      <section aria-labelledby="delete-heading" className="mt-10 rounded-xl border border-red-200 bg-white p-6">
        <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
          {core.deleteHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{core.deleteExplained}</p>
        <Form method="post" {...formProps} className="mt-4 space-y-3">
          <CheckboxField meta={fields.confirm} label={core.deleteConfirmLabel} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <button
            type="submit"
            disabled={deleting}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-75"
          >
            {deleting ? t.deleting : core.deleteButton}
          </button>
        </Form>
      </section>
    </div>
  );
}
