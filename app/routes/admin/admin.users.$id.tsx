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

/**
 * /admin/users/{id} (issue 13): a user's profile, bookings (each tab, a page at a time) and posts;
 * suspend and unsuspend with a reason; make and unmake them a moderator of a community. Every form
 * is a plain POST to this route (`intent` says which), so it all works without JavaScript; after a
 * change the page comes back with a notice.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(1000, Number.parseInt(q.get("page") ?? "1", 10) || 1));
  const data = await userPage(request, params.id ?? "", { tab: bookingTab(q.get("tab")), page, posts: q.get("posts") });
  return { ...data, done: DONE[q.get("done") ?? ""] ?? null };
}

/** The notices after a change: fixed texts, so an edited link can announce nothing made up. */
const DONE: Record<string, string> = {
  suspended: "The account is suspended, and its sessions have ended.",
  unsuspended: "The suspension is lifted: they can sign in again.",
  "moderator-added": "They are now a moderator of that community.",
  "moderator-removed": "They are no longer a moderator of that community (they stay a member).",
};

export async function action({ request, params }: ActionFunctionArgs) {
  await adminOf(request);
  const id = params.id ?? "";
  const form = await request.formData();
  const intent = form.get("intent");
  const done = (key: keyof typeof DONE) => redirect(`/admin/users/${encodeURIComponent(id)}?done=${key}`);
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
  { title: pageTitle(`${data?.user.email ?? "User"} · Admin`) },
  { name: "robots", content: "noindex" },
];

const SECTION = "mt-10 border-t border-slate-200 pt-6";

export default function AdminUser() {
  const { user, bookings, posts, moderating, others, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as RowReply | undefined;
  const intent = (reply?.result.initialValue as Record<string, unknown> | null | undefined)?.intent ?? reply?.intent;
  const rows = rowReplies(reply, "communityId");
  const base = `/admin/users/${user.id}`;
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/users" className="hover:underline">
          Users
        </Link>
      </p>
      <h1 className="mt-1 break-words text-3xl font-bold text-slate-900">{user.email}</h1>
      {done ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {done}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-700">Name</dt>
        <dd>{user.name}</dd>
        <dt className="font-semibold text-slate-700">Role</dt>
        <dd>{user.role}</dd>
        <dt className="font-semibold text-slate-700">Joined</dt>
        <dd>{user.joined}</dd>
        <dt className="font-semibold text-slate-700">E-mail verified</dt>
        <dd>{user.emailVerified ? "Yes" : "No"}</dd>
        {user.city ? (
          <>
            <dt className="font-semibold text-slate-700">City</dt>
            <dd>{user.city}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-700">Account</dt>
        <dd className={user.suspended ? "font-semibold text-red-800" : "text-emerald-800"}>
          {user.suspended ? `Suspended since ${user.suspendedAt}: ${user.suspendedReason}` : "Active"}
        </dd>
      </dl>

      <section className={SECTION} aria-labelledby="suspension">
        <h2 id="suspension" className="text-xl font-bold text-slate-900">
          {user.suspended ? "Lift the suspension" : "Suspend"}
        </h2>
        {user.self ? (
          <p className="mt-2 text-sm text-slate-600">This is your own account: it cannot be suspended from here.</p>
        ) : user.role === "admin" ? (
          <p className="mt-2 text-sm text-slate-600">Administrators cannot be suspended here.</p>
        ) : user.suspended ? (
          <UnsuspendForm lastResult={intent === "unsuspend" ? reply?.result : undefined} />
        ) : (
          <SuspendForm lastResult={intent === "suspend" ? reply?.result : undefined} />
        )}
      </section>

      <section className={SECTION} aria-labelledby="moderating">
        <h2 id="moderating" className="text-xl font-bold text-slate-900">
          Moderator of
        </h2>
        {moderating.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No community.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {moderating.map((c) => (
              <li key={c.id} className="px-4 py-3">
                <RowButtonForm
                  intent="unmake-moderator"
                  idField="communityId"
                  id={c.id}
                  lastResult={rows.replyFor("unmake-moderator", c.id)}
                  label={`Remove as moderator of ${c.name}`}
                  busyLabel="Removing..."
                  tone="danger"
                  className="flex flex-wrap items-center justify-between gap-3"
                >
                  <Link to={`/admin/communities/${c.id}`} className="font-semibold text-brand-700 hover:underline">
                    {c.name}
                  </Link>
                </RowButtonForm>
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 ? (
          <MakeModeratorForm options={others} lastResult={intent === "make-moderator" ? reply?.result : undefined} />
        ) : null}
      </section>

      <section className={SECTION} aria-labelledby="bookings">
        <h2 id="bookings" className="text-xl font-bold text-slate-900">
          Bookings
        </h2>
        <nav aria-label="Booking tabs" className="mt-3 flex flex-wrap gap-2">
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
              {tab}
            </Link>
          ))}
        </nav>
        {bookings.rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No {bookings.tab.toLowerCase()} bookings.</p>
        ) : (
          <div className="mt-3 overflow-x-auto" role="region" aria-label="Bookings" tabIndex={0}>
            {/* A wide table scrolls in its own box on a phone; the page never scrolls sideways. */}
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th className="py-2 pr-3">Code</th>
                  <th className="py-2 pr-3">Car park</th>
                  <th className="py-2 pr-3">From</th>
                  <th className="py-2 pr-3">To</th>
                  <th className="py-2 pr-3">Total</th>
                </tr>
              </thead>
              <tbody>
                {bookings.rows.map((b) => (
                  <tr key={b.id} className="border-b border-slate-100">
                    <td className="py-2 pr-3 font-mono">{b.code}</td>
                    <td className="py-2 pr-3">{b.parking}</td>
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
              label="Booking pages"
            />
          </div>
        ) : null}
      </section>

      <section className={SECTION} aria-labelledby="posts">
        <h2 id="posts" className="text-xl font-bold text-slate-900">
          Posts
        </h2>
        {posts.rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No posts.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {posts.rows.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
                <p className="text-xs text-slate-500">
                  {p.community} · {p.posted}
                  {p.hasFile ? " · with a picture or video" : ""}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{p.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
        {posts.next ? (
          <Link
            to={`${base}?${new URLSearchParams({ posts: posts.next })}`}
            className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
          >
            Older posts
          </Link>
        ) : null}
      </section>
    </div>
  );
}
