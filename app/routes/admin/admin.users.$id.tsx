import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { MakeModeratorForm, SuspendForm, UnsuspendForm } from "~/components/admin/AdminUserForms";
import { Pager } from "~/components/kit/Pager";
import { RowButtonForm } from "~/components/kit/RowForms";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { revalidateAfterRefusal, rowReplies, type RowReply } from "~/utils/row-replies";
import { answerRowButton } from "~/utils/row-replies.server";
import { adminOf, bookingTab, makeModerator, suspend, unmakeModerator, unsuspend, userPage } from "~/routes/admin/parts/user-admin.server";
import { LISTED_STATUSES } from "@core/booking/booking";
import { moderatorOfCommunitySchema } from "@core/community/community-admin-schema";
import { suspendSchema, unsuspendSchema } from "@core/account/user-admin-schema";
import { fill } from "~/i18n/catalogue";
import { ADMIN_USER, type AdminUserMessages } from "~/i18n/admin/users.server";
import { languageOf } from "~/i18n/language.server";

/**
 * /admin/users/{id} (issue 13): a user's profile, bookings (each tab, a page at a time) and posts;
 * suspend and unsuspend with a reason; make and unmake them a moderator of a community. Every form
 * is a plain POST to this route (`intent` says which), so it all works without JavaScript; after a
 * change the page comes back with a notice.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const t = ADMIN_USER.pick(language) as AdminUserMessages;
  const q = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(1000, Number.parseInt(q.get("page") ?? "1", 10) || 1));
  const data = await userPage(request, params.id ?? "", { tab: bookingTab(q.get("tab")), page, posts: q.get("posts") }, language);
  const done = DONE.find((key) => key === q.get("done"));
  return { ...data, done: done ? t[done] : null, t };
}

/** The notices after a change: fixed texts (the catalogue's), so an edited link can announce nothing made up. */
const DONE = ["suspended", "unsuspended", "moderator-added", "moderator-removed"] as const;

/** The empty tab's sentence, by tab. */
const NO_BOOKINGS = { Confirmed: "noConfirmed", Parked: "noParked", Completed: "noCompleted", Cancelled: "noCancelled" } as const;

export async function action({ request, params }: ActionFunctionArgs) {
  await adminOf(request);
  const id = params.id ?? "";
  const form = await request.formData();
  const intent = form.get("intent");
  const done = (key: (typeof DONE)[number]) => redirect(`/admin/users/${encodeURIComponent(id)}?done=${key}`);
  const logFields = { userId: id, intent: String(intent) };
  if (intent === "suspend" || intent === "unsuspend") {
    const submission = parseWithZod(form, { schema: intent === "suspend" ? suspendSchema : unsuspendSchema });
    if (submission.status !== "success") return invalidSubmission(request, submission);
    try {
      await (intent === "suspend" ? suspend : unsuspend)(request, id, submission.value);
    } catch (error) {
      return replyWithError(request, submission, error, { logMessage: `${intent} failed`, logFields });
    }
    return done(intent === "suspend" ? "suspended" : "unsuspended");
  }
  if (intent === "make-moderator") {
    const submission = parseWithZod(form, { schema: moderatorOfCommunitySchema });
    if (submission.status !== "success") return invalidSubmission(request, submission);
    try {
      await makeModerator(request, id, submission.value);
    } catch (error) {
      return replyWithError(request, submission, error, { logMessage: "make moderator failed", logFields, fieldFor: () => "communityId" });
    }
    return done("moderator-added");
  }
  return answerRowButton(
    request,
    form,
    { intent: "unmake-moderator", idField: "communityId" },
    (communityId) => unmakeModerator(request, id, communityId),
    { done: `/admin/users/${encodeURIComponent(id)}?done=moderator-removed`, logMessage: "unmake moderator failed", logFields },
  );
}

export const shouldRevalidate = revalidateAfterRefusal;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.metaTitle, { email: data.user.email }) : "User · Admin") },
  { name: "robots", content: "noindex" },
];

const SECTION = "mt-10 border-t border-slate-200 pt-6";

export default function AdminUser() {
  const { user, bookings, posts, moderating, others, done, t } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as RowReply | undefined;
  const intent = (reply?.result.initialValue as Record<string, unknown> | null | undefined)?.intent ?? reply?.intent;
  const rows = rowReplies(reply, "communityId");
  const base = `/admin/users/${user.id}`;
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/users" className="hover:underline">
          {t.users}
        </Link>
      </p>
      <h1 className="mt-1 break-words text-3xl font-bold text-slate-900">{user.email}</h1>
      {done ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {done}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-700">{t.name}</dt>
        <dd data-user-content>{user.name}</dd>
        <dt className="font-semibold text-slate-700">{t.role}</dt>
        <dd>{user.role}</dd>
        <dt className="font-semibold text-slate-700">{t.joined}</dt>
        <dd>{user.joined}</dd>
        <dt className="font-semibold text-slate-700">{t.emailVerified}</dt>
        <dd>{user.emailVerified ? t.yes : t.no}</dd>
        {user.city ? (
          <>
            <dt className="font-semibold text-slate-700">{t.city}</dt>
            <dd data-user-content>{user.city}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-700">{t.account}</dt>
        <dd className={user.suspended ? "font-semibold text-red-800" : "text-emerald-800"}>
          {user.suspended ? <Suspended at={user.suspendedAt ?? ""} reason={user.suspendedReason ?? ""} t={t} /> : t.active}
        </dd>
      </dl>

      <section className={SECTION} aria-labelledby="suspension">
        <h2 id="suspension" className="text-xl font-bold text-slate-900">
          {user.suspended ? t.liftHeading : t.suspendHeading}
        </h2>
        {user.self ? (
          <p className="mt-2 text-sm text-slate-600">{t.ownAccount}</p>
        ) : user.isAdmin ? (
          <p className="mt-2 text-sm text-slate-600">{t.adminAccount}</p>
        ) : user.suspended ? (
          <UnsuspendForm lastResult={intent === "unsuspend" ? reply?.result : undefined} t={t} />
        ) : (
          <SuspendForm lastResult={intent === "suspend" ? reply?.result : undefined} t={t} />
        )}
      </section>

      <section className={SECTION} aria-labelledby="moderating">
        <h2 id="moderating" className="text-xl font-bold text-slate-900">
          {t.moderatorOf}
        </h2>
        {moderating.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.noCommunity}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {moderating.map((c) => (
              <li key={c.id} className="px-4 py-3">
                <RowButtonForm
                  intent="unmake-moderator"
                  idField="communityId"
                  id={c.id}
                  lastResult={rows.replyFor("unmake-moderator", c.id)}
                  label={fill(t.removeModerator, { name: c.name })}
                  busyLabel={t.removing}
                  tone="danger"
                  className="flex flex-wrap items-center justify-between gap-3"
                >
                  <Link to={`/admin/communities/${c.id}`} className="font-semibold text-brand-700 hover:underline" data-user-content>
                    {c.name}
                  </Link>
                </RowButtonForm>
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 ? (
          <MakeModeratorForm options={others} lastResult={intent === "make-moderator" ? reply?.result : undefined} t={t} />
        ) : null}
      </section>

      <section className={SECTION} aria-labelledby="bookings">
        <h2 id="bookings" className="text-xl font-bold text-slate-900">
          {t.bookings}
        </h2>
        <nav aria-label={t.bookingTabs} className="mt-3 flex flex-wrap gap-2">
          {LISTED_STATUSES.map((tab) => (
            <Link
              key={tab}
              to={`${base}?tab=${tab}`}
              aria-current={tab === bookings.tab ? "page" : undefined}
              className={
                tab === bookings.tab
                  ? "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
                  : "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
              }
            >
              {t[tab]}
            </Link>
          ))}
        </nav>
        {bookings.rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t[NO_BOOKINGS[bookings.tab]]}</p>
        ) : (
          <div className="mt-3 overflow-x-auto" role="region" aria-label={t.bookings} tabIndex={0}>
            {/* A wide table scrolls in its own box on a phone; the page never scrolls sideways. */}
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th className="py-2 pr-3">{t.code}</th>
                  <th className="py-2 pr-3">{t.carPark}</th>
                  <th className="py-2 pr-3">{t.from}</th>
                  <th className="py-2 pr-3">{t.to}</th>
                  <th className="py-2 pr-3">{t.total}</th>
                </tr>
              </thead>
              <tbody>
                {bookings.rows.map((b) => (
                  <tr key={b.id} className="border-b border-slate-100">
                    <td className="py-2 pr-3 font-mono">{b.code}</td>
                    <td className="py-2 pr-3" data-user-content>
                      {b.parking}
                    </td>
                    <td className="py-2 pr-3">{b.from}</td>
                    <td className="py-2 pr-3">{b.to}</td>
                    <td className="py-2 pr-3">₹{b.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {bookings.pages > 1 ? (
          <div className="mt-3">
            <Pager
              page={bookings.page}
              pages={bookings.pages}
              href={(p) => `${base}?tab=${bookings.tab}&page=${p}`}
              label={t.bookingPages}
            />
          </div>
        ) : null}
      </section>

      <section className={SECTION} aria-labelledby="posts">
        <h2 id="posts" className="text-xl font-bold text-slate-900">
          {t.posts}
        </h2>
        {posts.rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t.noPosts}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {posts.rows.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
                <p className="text-xs text-slate-500">
                  <span data-user-content>{p.community}</span> · {p.posted}
                  {p.hasFile ? t.withFile : ""}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm text-slate-800" data-user-content>
                  {p.excerpt}
                </p>
              </li>
            ))}
          </ul>
        )}
        {posts.next ? (
          <Link
            to={`${base}?${new URLSearchParams({ posts: posts.next })}`}
            className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
          >
            {t.olderPosts}
          </Link>
        ) : null}
      </section>
    </div>
  );
}

/** "Suspended since {at}: {reason}", the reason as the admin wrote it (marked as such), in the sentence's place. */
function Suspended({ at, reason, t }: { at: string; reason: string; t: AdminUserMessages }) {
  const [before, after = ""] = fill(t.suspendedSince, { at }).split("{reason}");
  return (
    <>
      {before}
      <span data-user-content>{reason}</span>
      {after}
    </>
  );
}
