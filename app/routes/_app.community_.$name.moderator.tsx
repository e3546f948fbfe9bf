import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { revalidateAfterRefusal, rowReplies, type RowReply } from "~/utils/row-replies";
import { answerRowButton } from "~/utils/row-replies.server";
import type { ReactNode } from "react";
import { type FormReply } from "~/components/forms";
import { BanDialog } from "~/components/BanForm";
import { ConfirmDialog } from "~/components/ConfirmDialog";
import { Pager } from "~/components/Pager";
import { PostReasonForm, postReasonSchema, RowButtonForm } from "~/components/RowForms";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import {
  approvePost,
  moderatorPanel,
  purgePost,
  rejectPost,
  requireCommunityModerator,
  type ModeratorPanelData,
  type PanelBan,
  type PanelDraft,
  type PanelMember,
} from "~/utils/moderation-page.server";
import { DomainError, UNEXPECTED_MESSAGE } from "@core/errors";

/**
 * /community/{name}/moderator (spec community.md §2, issue 13): the community's moderation panel,
 * for its moderators only (core's rule; anyone else goes to /access-denied). The members, a page of
 * compact rows searchable by the start of a name, each name linking to the profile and each with one
 * Ban button (issue 29 item 11): with JavaScript it opens the ban form in a dialog, without it leads
 * to the member's ban page; both post to that page's action, so a refusal shows where the moderator
 * is looking. The running bans likewise, numbered pages with Unban behind a confirmation (dialog or
 * page). Then the moderators, a link to the reported posts and the mod log; the posts waiting for
 * review (a content check an admin switched off, decision 022) with Approve and Reject, and the
 * pending posts still in their check after an hour with Purge, as plain POSTs to this route.
 * After a change the page comes back with a notice.
 */
const POST_NOTICES = {
  approved: "The post is approved and published.",
  rejected: "The post is rejected and removed. Its author has been sent your reason.",
  purged: "The pending post is purged, with its files.",
} as const;
type PostNotice = keyof typeof POST_NOTICES;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const url = new URL(request.url);
  const q = url.searchParams;
  const panel = await moderatorPanel(
    user,
    community,
    { members: q.get("members"), log: q.get("log"), search: q.get("q"), bansPage: q.get("bans") },
    url.pathname,
    {
      banned: q.get("banned"),
      unbanned: q.get("unbanned"),
    },
  );
  const done = q.get("post");
  return done && done in POST_NOTICES ? { ...panel, notice: POST_NOTICES[done as PostNotice] } : panel;
}

/** Reject needs a reason, sent to the author; the same rules and texts as core's. */
const rejectSchema = postReasonSchema("reject");

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const pathname = new URL(request.url).pathname;
  const form = await request.formData();
  const logFields = { userId: user.id, communityId: community.id };

  if (form.get("intent") === "reject") {
    const submission = parseWithZod(form, { schema: rejectSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      await rejectPost(user, submission.value.postId, submission.value.reason);
    } catch (error) {
      return replyWithError(submission, error, { logMessage: "held post not rejected", logFields });
    }
    return redirect(`${pathname}?post=rejected`);
  }
  if (form.get("intent") === "approve" || form.get("intent") === "purge") {
    const approve = form.get("intent") === "approve";
    return answerRowButton(
      form,
      { intent: approve ? "approve" : "purge", idField: "postId" },
      (id) => (approve ? approvePost(user, id) : purgePost(user, id)),
      {
        done: `${pathname}?post=${approve ? "approved" : "purged"}`,
        logMessage: approve ? "held post not approved" : "pending post not purged",
        logFields,
      },
    );
  }

  // Any other intent is refused: bans and unbans post to their own pages (ban/{userId}, unban/{userId}).
  return replyWithRefusal(new DomainError(UNEXPECTED_MESSAGE, 400, "bad_request"), {
    logMessage: "moderation panel: unknown intent",
    logFields,
  });
}

export const shouldRevalidate = revalidateAfterRefusal;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Moderation Panel — ${data.community.name}` : "Moderation Panel") },
];

export default function ModeratorPanel() {
  const d = useLoaderData<typeof loader>();
  const reply: RowReply | undefined = useActionData<typeof action>();
  const posts = rowReplies(reply, "postId");
  const postTarget = posts.target;
  // A refusal for a form no longer on the page (another moderator decided first) shows at the top.
  const shown =
    postTarget &&
    (postTarget.intent === "purge" ? d.stuck.some((p) => p.postId === postTarget.id) : d.review.some((p) => p.postId === postTarget.id));
  const orphanErrors = reply && !shown ? posts.allErrors() : [];

  return (
    <div className="space-y-8">
      <div>
        <Link to={d.community.href} className="text-sm font-semibold text-brand-700 hover:underline">
          Back to {d.community.name}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">Moderation Panel</h1>
        <p className="mt-1 text-slate-600">{d.community.name}</p>
        {orphanErrors.length ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {orphanErrors.join(" ")}
          </p>
        ) : d.notice && !reply ? (
          <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {d.notice}
          </p>
        ) : null}
      </div>

      <Section id="reported" title="Reported posts">
        <p className="text-sm text-slate-600">Posts members have reported, with their reasons; remove them or dismiss the reports.</p>
        <Link
          to={d.community.reportedHref}
          className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          See reported posts
        </Link>
      </Section>

      <Section id="review" title="Waiting for review">
        <p className="mb-3 text-sm text-slate-600">
          Posts a content check did not judge because an admin switched it off. Nobody else sees them until you approve one.
        </p>
        {d.review.length === 0 ? (
          <Empty>No posts are waiting for review.</Empty>
        ) : (
          <ul className="space-y-3">
            {d.review.map((p) => (
              <ReviewRow key={p.postId} post={p} replyFor={posts.replyFor} />
            ))}
          </ul>
        )}
      </Section>

      <Section id="pending" title="Pending posts">
        <p className="mb-3 text-sm text-slate-600">Posts still in their content check more than an hour after they were posted.</p>
        {d.stuck.length === 0 ? (
          <Empty>No posts are stuck in their check.</Empty>
        ) : (
          <ul className="space-y-3">
            {d.stuck.map((p) => (
              <PendingRow key={p.postId} post={p} lastResult={posts.replyFor("purge", p.postId)} />
            ))}
          </ul>
        )}
      </Section>

      <Section id="members" title="Members">
        <MembersList d={d} />
      </Section>

      <Section id="moderators" title="Moderators">
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {d.moderators.map((m) => (
            <li key={m.userId} className="px-4 py-3 font-medium text-slate-900">
              {m.name}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="banned" title="Banned members">
        {d.bans.length === 0 ? (
          <Empty>No one is banned.</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {d.bans.map((b) => (
              <BanRow key={b.userId} ban={b} />
            ))}
          </ul>
        )}
        {d.bansPage.pages > 1 ? (
          <div className="mt-3">
            <Pager
              page={d.bansPage.page}
              pages={d.bansPage.pages}
              href={(page) => `?bans=${page}#banned`}
              label="Pages of the banned members"
            />
          </div>
        ) : null}
      </Section>

      <Section id="log" title="Mod log">
        {d.log.length === 0 ? (
          <Empty>No moderation yet.</Empty>
        ) : (
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {d.log.map((e) => (
              <li key={e.key} className="px-4 py-3 text-sm">
                <p className="font-medium text-slate-900">
                  {e.actor}: {e.what}
                </p>
                <p className="text-slate-600">
                  {e.at}
                  {e.reason ? ` — ${e.reason}` : ""}
                </p>
              </li>
            ))}
          </ol>
        )}
        <Paging
          later={d.laterLogPage}
          first="?#log"
          next={d.logCursor ? `?log=${encodeURIComponent(d.logCursor)}#log` : null}
          label="mod log"
        />
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-5 text-sm text-slate-600">{children}</p>;
}

/** Plain links (first page, next page), so paging works without JavaScript. */
function Paging({ later, first = "?", next, label }: { later: boolean; first?: string; next: string | null; label: string }) {
  if (!later && !next) return null;
  return (
    <nav aria-label={`Pages of the ${label}`} className="mt-3 flex gap-3 text-sm font-semibold">
      {later ? (
        <Link to={first} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-100">
          First page
        </Link>
      ) : null}
      {next ? (
        <Link to={next} rel="next" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-100">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

function MembersList({ d }: { d: ModeratorPanelData }) {
  const location = useLocation();
  const keep = d.search ? `q=${encodeURIComponent(d.search)}&` : "";
  return (
    <>
      {/* A GET form: the search is in the address (shareable, Back works), with or without JavaScript. */}
      <Form
        method="get"
        action={`${location.pathname}#members`}
        preventScrollReset
        role="search"
        className="mb-3 flex flex-wrap items-end gap-2"
      >
        <div className="grow sm:max-w-xs">
          <label htmlFor="member-search" className="block text-sm font-medium text-slate-700">
            Search by name
          </label>
          <input
            id="member-search"
            name="q"
            type="search"
            defaultValue={d.search}
            maxLength={100}
            autoComplete="off"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Search
        </button>
        {d.search ? (
          <Link to="?#members" preventScrollReset className="px-2 py-2 text-sm font-semibold text-brand-700 hover:underline">
            Show all members
          </Link>
        ) : null}
      </Form>
      {d.members.length === 0 ? (
        <Empty>{d.search ? `No members whose name starts with "${d.search}".` : "No members yet."}</Empty>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {d.members.map((m) => (
            <MemberRow key={m.userId} member={m} />
          ))}
        </ul>
      )}
      <Paging
        later={d.laterMembersPage}
        first={d.search ? `?q=${encodeURIComponent(d.search)}#members` : "?#members"}
        next={d.membersCursor ? `?${keep}members=${encodeURIComponent(d.membersCursor)}#members` : null}
        label="members"
      />
    </>
  );
}

function MemberRow({ member }: { member: PanelMember }) {
  const nameId = `member-${member.userId}`;
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link id={nameId} to={member.href} className="break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline">
            {member.name}
          </Link>
          {member.moderator ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">Moderator</span>
          ) : null}
        </p>
        <p className="text-xs text-slate-500">Joined {member.joined}</p>
      </div>
      {member.moderator ? null : <BanDialog userId={member.userId} name={member.name} banHref={member.banHref} />}
    </li>
  );
}

function BanRow({ ban: b }: { ban: PanelBan }) {
  const nameId = `ban-${b.userId}-name`;
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1">
        <Link id={nameId} to={b.href} className="break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline">
          {b.name}
        </Link>
        <p className="line-clamp-2 whitespace-pre-line break-words text-sm text-slate-800">{b.reason}</p>
        <p className="text-xs text-slate-500">
          By {b.bannedBy}, {b.bannedAt} ({b.length}). Ends: {b.ends}
        </p>
      </div>
      <ConfirmDialog
        id={`unban-${b.userId}`}
        label="Unban"
        hiddenLabel={b.name}
        fallback={b.unbanHref}
        action={b.unbanHref}
        question={`Unban ${b.name}?`}
        confirmLabel="Unban"
        busyLabel="Unbanning..."
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <p className="mt-2 text-sm text-slate-600">They may join again; they are not added back.</p>
      </ConfirmDialog>
    </li>
  );
}

type ReplyFor = (intent: string, postId: string) => FormReply["result"] | undefined;

/** What the panel shows of a post not yet published: who, when, the text as text, its picture or video. */
function DraftSummary({ post, headingId }: { post: PanelDraft; headingId: string }) {
  return (
    <>
      <p id={headingId} className="font-semibold text-slate-900">
        Post by {post.author}
      </p>
      <p className="text-sm text-slate-500">Posted {post.posted}</p>
      <blockquote className="mt-2 whitespace-pre-line break-words border-l-4 border-slate-200 pl-4 text-slate-800">
        {post.excerpt || "A post with a picture or video"}
      </blockquote>
      {post.file?.type === "image" ? (
        <img
          src={post.file.href}
          alt={`The picture of the post by ${post.author}`}
          className="mt-2 max-h-60 rounded-md border border-slate-200"
        />
      ) : post.file ? (
        <a href={post.file.href} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Open its video
        </a>
      ) : null}
      <p className="mt-2 text-sm text-amber-800">{post.why}</p>
    </>
  );
}

function ReviewRow({ post, replyFor }: { post: PanelDraft; replyFor: ReplyFor }) {
  const headingId = `review-${post.postId}`;
  const approveReply = replyFor("approve", post.postId);
  const rejectReply = replyFor("reject", post.postId);
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <DraftSummary post={post} headingId={headingId} />
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <RowButtonForm
          key={approveReply ? "replied" : "idle"}
          intent="approve"
          idField="postId"
          id={post.postId}
          lastResult={approveReply}
          label={
            <>
              Approve<span className="sr-only"> the post by {post.author}</span>
            </>
          }
          busyLabel="Approving..."
          tone="neutral"
          className="flex flex-col items-start gap-1"
        />
        <RejectForm key={rejectReply ? "replied" : "idle"} post={post} lastResult={rejectReply} />
      </div>
    </li>
  );
}

function RejectForm({ post, lastResult }: { post: PanelDraft; lastResult?: FormReply["result"] }) {
  return (
    <PostReasonForm
      schema={rejectSchema}
      postId={post.postId}
      lastResult={lastResult}
      reasonLabel="Reason for rejecting"
      busyLabel="Rejecting..."
    >
      Reject<span className="sr-only"> the post by {post.author}</span>
    </PostReasonForm>
  );
}

function PendingRow({ post, lastResult }: { post: PanelDraft; lastResult?: FormReply["result"] }) {
  const headingId = `pending-${post.postId}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <DraftSummary post={post} headingId={headingId} />
      <RowButtonForm
        key={lastResult ? "replied" : "idle"}
        intent="purge"
        idField="postId"
        id={post.postId}
        lastResult={lastResult}
        label={
          <>
            Purge<span className="sr-only"> the post by {post.author}</span>
          </>
        }
        busyLabel="Purging..."
        tone="danger"
        className="mt-3 flex flex-col items-start gap-1"
      >
        <p className="text-sm text-slate-600">Deletes the post and its files; its author is not told.</p>
      </RowButtonForm>
    </li>
  );
}
