import type { ReactNode } from "react";
import { Form, Link, useLocation } from "@remix-run/react";
import { BanDialog } from "~/components/moderation/BanForm";
import { ConfirmDialog } from "~/components/kit/ConfirmDialog";
import { type FormReply } from "~/components/kit/forms";
import { PostReasonForm, postReasonSchema, RowButtonForm } from "~/components/kit/RowForms";
import { fill } from "~/i18n/catalogue";
import type { BanFormTexts, ModeratorPanelMessages } from "~/i18n/moderation/texts";
import type { ModeratorPanelData, PanelBan, PanelDraft, PanelMember } from "./moderator-panel-data";

/**
 * The moderation panel's rows and sections (app/routes/moderation/_app.community_.$name.moderator.tsx): the
 * members with Ban, the running bans with Unban, the posts waiting for review (Approve, Reject)
 * and the stuck ones (Purge). Every button is a plain POST form, so the panel works without JavaScript.
 * Their texts come from the page's loader (`t`, app/i18n/moderation/panel.server.ts), in its language.
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

/** Plain links (first page, next page), so paging works without JavaScript; `label` names the list's pages. */
export function Paging({
  later,
  first = "?",
  next,
  label,
  t,
}: {
  later: boolean;
  first?: string;
  next: string | null;
  label: string;
  t: Pick<ModeratorPanelMessages, "firstPage" | "nextPage">;
}) {
  if (!later && !next) return null;
  return (
    <nav aria-label={label} className="mt-3 flex gap-3 text-sm font-semibold">
      {later ? (
        <Link to={first} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-100">
          {t.firstPage}
        </Link>
      ) : null}
      {next ? (
        <Link to={next} rel="next" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-100">
          {t.nextPage}
        </Link>
      ) : null}
    </nav>
  );
}

export function MembersList({ d, t, banForm }: { d: ModeratorPanelData; t: ModeratorPanelMessages; banForm: BanFormTexts }) {
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
            {t.searchByName}
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
          {t.search}
        </button>
        {d.search ? (
          <Link to="?#members" preventScrollReset className="px-2 py-2 text-sm font-semibold text-brand-700 hover:underline">
            {t.showAll}
          </Link>
        ) : null}
      </Form>
      {d.members.length === 0 ? (
        <Empty>{d.search ? fill(t.noMatch, { search: d.search }) : t.noMembers}</Empty>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {d.members.map((m) => (
            <MemberRow key={m.userId} member={m} t={t} banForm={banForm} />
          ))}
        </ul>
      )}
      <Paging
        later={d.laterMembersPage}
        first={d.search ? `?q=${encodeURIComponent(d.search)}#members` : "?#members"}
        next={d.membersCursor ? `?${keep}members=${encodeURIComponent(d.membersCursor)}#members` : null}
        label={t.membersPages}
        t={t}
      />
    </>
  );
}

function MemberRow({ member, t, banForm }: { member: PanelMember; t: ModeratorPanelMessages; banForm: BanFormTexts }) {
  const nameId = `member-${member.userId}`;
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link id={nameId} to={member.href} className="break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline">
            {member.name}
          </Link>
          {member.moderator ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t.moderatorBadge}</span>
          ) : null}
        </p>
        <p className="text-xs text-slate-500">{fill(t.joined, { date: member.joined })}</p>
      </div>
      {member.moderator ? null : <BanDialog userId={member.userId} name={member.name} banHref={member.banHref} texts={banForm} />}
    </li>
  );
}

export function BanRow({ ban: b, t }: { ban: PanelBan; t: ModeratorPanelMessages }) {
  const nameId = `ban-${b.userId}-name`;
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1">
        <Link id={nameId} to={b.href} className="break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline">
          {b.name}
        </Link>
        <p className="line-clamp-2 whitespace-pre-line break-words text-sm text-slate-800">{b.reason}</p>
        <p className="text-xs text-slate-500">{fill(t.banLine, { by: b.bannedBy, at: b.bannedAt, length: b.length, ends: b.ends })}</p>
      </div>
      <ConfirmDialog
        id={`unban-${b.userId}`}
        label={t.unban}
        hiddenLabel={b.name}
        fallback={b.unbanHref}
        action={b.unbanHref}
        question={fill(t.unbanQuestion, { name: b.name })}
        confirmLabel={t.unban}
        busyLabel={t.unbanning}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <p className="mt-2 text-sm text-slate-600">{t.unbanNote}</p>
      </ConfirmDialog>
    </li>
  );
}

export type ReplyFor = (intent: string, postId: string) => FormReply["result"] | undefined;

/** What the panel shows of a post not yet published: who, when, the text as text, its picture or video. */
function DraftSummary({ post, headingId, t }: { post: PanelDraft; headingId: string; t: ModeratorPanelMessages }) {
  return (
    <>
      <p id={headingId} className="font-semibold text-slate-900">
        {fill(t.postBy, { author: post.author })}
      </p>
      <p className="text-sm text-slate-500">{fill(t.posted, { date: post.posted })}</p>
      <blockquote className="mt-2 whitespace-pre-line break-words border-l-4 border-slate-200 pl-4 text-slate-800">
        {post.excerpt || t.withMedia}
      </blockquote>
      {post.file?.type === "image" ? (
        <img
          src={post.file.href}
          alt={fill(t.pictureAlt, { author: post.author })}
          className="mt-2 max-h-60 rounded-md border border-slate-200"
        />
      ) : post.file ? (
        <a href={post.file.href} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t.openVideo}
        </a>
      ) : null}
      <p className="mt-2 text-sm text-amber-800">{post.why}</p>
    </>
  );
}

export function ReviewRow({ post, replyFor, t }: { post: PanelDraft; replyFor: ReplyFor; t: ModeratorPanelMessages }) {
  const headingId = `review-${post.postId}`;
  const approveReply = replyFor("approve", post.postId);
  const rejectReply = replyFor("reject", post.postId);
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <DraftSummary post={post} headingId={headingId} t={t} />
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <RowButtonForm
          key={approveReply ? "replied" : "idle"}
          intent="approve"
          idField="postId"
          id={post.postId}
          lastResult={approveReply}
          label={
            <>
              {t.approve}
              <span className="sr-only">{fill(t.thePostBy, { author: post.author })}</span>
            </>
          }
          busyLabel={t.approving}
          tone="neutral"
          className="flex flex-col items-start gap-1"
        />
        <RejectForm key={rejectReply ? "replied" : "idle"} post={post} lastResult={rejectReply} t={t} />
      </div>
    </li>
  );
}

function RejectForm({ post, lastResult, t }: { post: PanelDraft; lastResult?: FormReply["result"]; t: ModeratorPanelMessages }) {
  return (
    <PostReasonForm schema={rejectSchema} postId={post.postId} lastResult={lastResult} reasonLabel={t.rejectReason} busyLabel={t.rejecting}>
      {t.reject}
      <span className="sr-only">{fill(t.thePostBy, { author: post.author })}</span>
    </PostReasonForm>
  );
}

export function PendingRow({ post, lastResult, t }: { post: PanelDraft; lastResult?: FormReply["result"]; t: ModeratorPanelMessages }) {
  const headingId = `pending-${post.postId}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <DraftSummary post={post} headingId={headingId} t={t} />
      <RowButtonForm
        key={lastResult ? "replied" : "idle"}
        intent="purge"
        idField="postId"
        id={post.postId}
        lastResult={lastResult}
        label={
          <>
            {t.purge}
            <span className="sr-only">{fill(t.thePostBy, { author: post.author })}</span>
          </>
        }
        busyLabel={t.purging}
        tone="danger"
        className="mt-3 flex flex-col items-start gap-1"
      >
        <p className="text-sm text-slate-600">{t.purgeNote}</p>
      </RowButtonForm>
    </li>
  );
}
