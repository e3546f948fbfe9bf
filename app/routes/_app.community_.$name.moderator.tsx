import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { revalidateAfterRefusal, rowReplies, type RowReply } from "~/utils/row-replies";
import { answerRowButton } from "~/utils/row-replies.server";
import type { ReactNode } from "react";
import { z } from "zod";
import { ErrorList, Field, useKitForm, type FormReply } from "~/components/forms";
import { PostReasonForm, postReasonSchema, ROW_BUTTON, RowButtonForm, RowFields, useRowBusy } from "~/components/RowForms";
import { SelectField } from "~/components/select-field";
import { SubmitButton } from "~/components/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import {
  approvePost,
  ban,
  moderatorPanel,
  purgePost,
  rejectPost,
  requireCommunityModerator,
  unban,
  type ModeratorPanelData,
  type PanelBan,
  type PanelDraft,
  type PanelMember,
} from "~/utils/moderation-page.server";
import { BAN_LENGTHS, BAN_LIMITS, BAN_MESSAGES, type BanLength } from "@core/community/moderation-texts";

/**
 * /community/{name}/moderator (spec community.md §2, issue 13): the community's moderation panel,
 * for its moderators only (core's rule; anyone else goes to /access-denied). Members with a ban form
 * each, the moderators, the running bans with Unban, a link to the reported posts and the mod log;
 * the posts waiting for review (a content check an admin switched off, decision 022) with Approve
 * and Reject, and the pending posts still in their check after an hour with Purge.
 * Every form is a plain POST to this route (`intent` ban or unban, the member in `userId`), so it
 * all works without JavaScript; after a change the page comes back with a notice.
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
  const panel = await moderatorPanel(user, community, { members: q.get("members"), log: q.get("log") }, url.pathname, {
    banned: q.get("banned"),
    unbanned: q.get("unbanned"),
  });
  const done = q.get("post");
  return done && done in POST_NOTICES ? { ...panel, notice: POST_NOTICES[done as PostNotice] } : panel;
}

/** Reject needs a reason, sent to the author; the same rules and texts as core's. */
const rejectSchema = postReasonSchema("reject");

const LENGTH_KEYS = Object.keys(BAN_LENGTHS) as [BanLength, ...BanLength[]];
const LENGTH_OPTIONS = LENGTH_KEYS.map((key) => ({ value: key, label: BAN_LENGTHS[key].label }));

/** One member's ban form; the same rules and texts as core's `banInputOf`. */
const banSchema = z.object({
  intent: z.literal("ban"),
  userId: z.string().min(1).max(100),
  reason: z
    .string({ required_error: BAN_MESSAGES.reasonRequired })
    .trim()
    .min(1, BAN_MESSAGES.reasonRequired)
    .max(BAN_LIMITS.maxReasonChars, BAN_MESSAGES.reasonTooLong),
  length: z.enum(LENGTH_KEYS, { errorMap: () => ({ message: BAN_MESSAGES.lengthRequired }) }),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const pathname = new URL(request.url).pathname;
  const form = await request.formData();
  const logFields = { userId: user.id, communityId: community.id };

  if (form.get("intent") === "ban") {
    const submission = parseWithZod(form, { schema: banSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      await ban(user, community, submission.value);
    } catch (error) {
      return replyWithError(submission, error, { logMessage: "ban failed", logFields });
    }
    return redirect(`${pathname}?banned=${encodeURIComponent(submission.value.userId)}`);
  }

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

  // Unban: hidden fields only; which ban the answer is for travels beside it, so only its form shows it.
  const userId = String(form.get("userId") ?? "");
  return answerRowButton(form, { intent: "unban", idField: "userId" }, (id) => unban(user, community, id), {
    done: `${pathname}?unbanned=${encodeURIComponent(userId)}`,
    logMessage: "unban failed",
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
  const { target, replyFor, allErrors } = rowReplies(reply, "userId");
  const posts = rowReplies(reply, "postId");
  const postTarget = posts.target;
  // A refusal for a form no longer on the page (the member left, the ban was lifted, another moderator decided) shows at the top.
  const shown = postTarget
    ? postTarget.intent === "purge"
      ? d.stuck.some((p) => p.postId === postTarget.id)
      : d.review.some((p) => p.postId === postTarget.id)
    : target &&
      (target.intent === "ban"
        ? d.members.some((m) => m.userId === target.id && !m.moderator)
        : d.bans.some((b) => b.userId === target.id));
  const orphanErrors = reply && !shown ? allErrors() : [];

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
        <MembersList d={d} replyFor={replyFor} />
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
          <ul className="space-y-3">
            {d.bans.map((b) => (
              <BanRow key={b.userId} ban={b} lastResult={replyFor("unban", b.userId)} />
            ))}
          </ul>
        )}
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
        <Paging later={d.laterLogPage} next={d.logCursor ? `?log=${encodeURIComponent(d.logCursor)}` : null} label="mod log" />
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
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
function Paging({ later, next, label }: { later: boolean; next: string | null; label: string }) {
  if (!later && !next) return null;
  return (
    <nav aria-label={`Pages of the ${label}`} className="mt-3 flex gap-3 text-sm font-semibold">
      {later ? (
        <Link to="?" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-100">
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

function MembersList({
  d,
  replyFor,
}: {
  d: ModeratorPanelData;
  replyFor: (intent: string, userId: string) => FormReply["result"] | undefined;
}) {
  if (d.members.length === 0) return <Empty>No members yet.</Empty>;
  return (
    <>
      <ul className="space-y-3">
        {d.members.map((m) => (
          <MemberRow key={m.userId} member={m} lastResult={replyFor("ban", m.userId)} />
        ))}
      </ul>
      <Paging
        later={d.laterMembersPage}
        next={d.membersCursor ? `?members=${encodeURIComponent(d.membersCursor)}` : null}
        label="members"
      />
    </>
  );
}

function MemberRow({ member, lastResult }: { member: PanelMember; lastResult?: FormReply["result"] }) {
  const headingId = `member-${member.userId}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p id={headingId} className="font-semibold text-slate-900">
          {member.name}
        </p>
        {member.moderator ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">Moderator</span>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">Joined {member.joined}</p>
      {member.moderator ? null : (
        // A fresh form once its refusal is no longer the page's answer (Conform keeps the last one it was given).
        <BanForm key={lastResult ? "replied" : "idle"} member={member} lastResult={lastResult} />
      )}
    </li>
  );
}

function BanForm({ member, lastResult }: { member: PanelMember; lastResult?: FormReply["result"] }) {
  const { form, fields, formProps } = useKitForm(banSchema, { id: `ban-${member.userId}`, lastResult });
  const busy = useRowBusy("ban", "userId", member.userId);
  return (
    <Form method="post" preventScrollReset {...formProps} className="mt-3 grid gap-3 sm:max-w-xl">
      <RowFields intent="ban" idField="userId" id={member.userId} />
      <Field meta={fields.reason} label="Reason" multiline textareaProps={{ rows: 2 }} />
      <SelectField meta={fields.length} label="Length" placeholder="Choose a length" options={LENGTH_OPTIONS} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <SubmitButton busy={busy} busyLabel="Banning..." className={ROW_BUTTON.danger}>
          Ban<span className="sr-only"> {member.name}</span>
        </SubmitButton>
      </div>
    </Form>
  );
}

function BanRow({ ban: b, lastResult }: { ban: PanelBan; lastResult?: FormReply["result"] }) {
  const headingId = `ban-${b.userId}-name`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p id={headingId} className="font-semibold text-slate-900">
        {b.name}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Reason</dt>
        <dd className="whitespace-pre-line break-words text-slate-800">{b.reason}</dd>
        <dt className="text-slate-500">Banned by</dt>
        <dd className="text-slate-800">
          {b.bannedBy}, {b.bannedAt} ({b.length})
        </dd>
        <dt className="text-slate-500">Ends</dt>
        <dd className="text-slate-800">{b.ends}</dd>
      </dl>
      <UnbanForm key={lastResult ? "replied" : "idle"} ban={b} lastResult={lastResult} />
    </li>
  );
}

function UnbanForm({ ban: b, lastResult }: { ban: PanelBan; lastResult?: FormReply["result"] }) {
  return (
    <RowButtonForm
      intent="unban"
      idField="userId"
      id={b.userId}
      lastResult={lastResult}
      label={
        <>
          Unban<span className="sr-only"> {b.name}</span>
        </>
      }
      busyLabel="Unbanning..."
      tone="neutral"
      className="mt-3 flex flex-col items-start gap-1"
    />
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
