import type { ReactNode } from "react";
import { Form, Link, useLocation } from "@remix-run/react";
import { BanDialog } from "~/components/moderation/BanForm";
import { ConfirmDialog } from "~/components/kit/ConfirmDialog";
import { type FormReply } from "~/components/kit/forms";
import { PostReasonForm, postReasonSchema, RowButtonForm } from "~/components/kit/RowForms";
import type { ModeratorPanelData, PanelBan, PanelDraft, PanelMember } from "./moderator-panel-data";

/**
 * The moderation panel's rows and sections (app/routes/moderation/_app.community_.$name.moderator.tsx): the
 * members with Ban, the running bans with Unban, the posts waiting for review (Approve, Reject)
 * and the stuck ones (Purge). Every button is a plain POST form, so the panel works without JavaScript.
 */

/** Reject needs a reason; the route's action reads the same schema. */
export const rejectSchema = postReasonSchema("reject");

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-5 text-sm text-slate-600">{children}</p>;
}

/** Plain links (first page, next page), so paging works without JavaScript. */
export function Paging({ later, first = "?", next, label }: { later: boolean; first?: string; next: string | null; label: string }) {
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

export function MembersList({ d }: { d: ModeratorPanelData }) {
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

export function BanRow({ ban: b }: { ban: PanelBan }) {
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

export type ReplyFor = (intent: string, postId: string) => FormReply["result"] | undefined;

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

export function ReviewRow({ post, replyFor }: { post: PanelDraft; replyFor: ReplyFor }) {
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

export function PendingRow({ post, lastResult }: { post: PanelDraft; lastResult?: FormReply["result"] }) {
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
