import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { revalidateAfterRefusal, rowReplies, type RowReply } from "~/utils/row-replies";
import { answerRowButton } from "~/utils/row-replies.server";
import { Pager } from "~/components/kit/Pager";
import {
  BanRow,
  Empty,
  MembersList,
  Paging,
  PendingRow,
  rejectSchema,
  ReviewRow,
  Section,
} from "~/components/moderation/ModeratorPanelParts";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import {
  approvePost,
  moderatorPanel,
  purgePost,
  rejectPost,
  requireCommunityModerator,
} from "~/routes/moderation/parts/moderation-page.server";
import { DomainError, UNEXPECTED_MESSAGE } from "@core/errors";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { banFormTexts } from "~/i18n/moderation/ban.server";
import { MODERATOR_PANEL, type ModeratorPanelMessages } from "~/i18n/moderation/panel.server";

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
 * After a change the page comes back with a notice. Its texts in the page's language
 * (app/i18n/moderation/panel.server.ts); the ban form's in ban.server.ts.
 */
const POST_NOTICES = ["approved", "rejected", "purged"] as const;
type PostNotice = (typeof POST_NOTICES)[number];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const language = await pageLanguage(request);
  const t = MODERATOR_PANEL.pick(language) as ModeratorPanelMessages;
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
    language,
  );
  const done = q.get("post");
  const page = { ...panel, t, banForm: banFormTexts(language) };
  return POST_NOTICES.includes(done as PostNotice) ? { ...page, notice: t[done as PostNotice] } : page;
}

/** Reject needs a reason, sent to the author; the same rules and texts as core's. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const pathname = new URL(request.url).pathname;
  const form = await request.formData();
  const logFields = { userId: user.id, communityId: community.id };

  if (form.get("intent") === "reject") {
    const submission = parseWithZod(form, { schema: rejectSchema });
    if (submission.status !== "success") return invalidSubmission(request, submission);
    try {
      await rejectPost(user, submission.value.postId, submission.value.reason);
    } catch (error) {
      return replyWithError(request, submission, error, { logMessage: "held post not rejected", logFields });
    }
    return redirect(`${pathname}?post=rejected`);
  }
  if (form.get("intent") === "approve" || form.get("intent") === "purge") {
    const approve = form.get("intent") === "approve";
    return answerRowButton(
      request,
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
  return replyWithRefusal(request, new DomainError(UNEXPECTED_MESSAGE, 400, "bad_request"), {
    logMessage: "moderation panel: unknown intent",
    logFields,
  });
}

export const shouldRevalidate = revalidateAfterRefusal;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.titleWithCommunity, { community: data.community.name }) : "Moderation Panel") },
];

export default function ModeratorPanel() {
  const d = useLoaderData<typeof loader>();
  const t = d.t;
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
          {fill(t.backTo, { community: d.community.name })}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
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

      <Section id="reported" title={t.reportedTitle}>
        <p className="text-sm text-slate-600">{t.reportedIntro}</p>
        <Link
          to={d.community.reportedHref}
          className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t.seeReported}
        </Link>
      </Section>

      <Section id="review" title={t.reviewTitle}>
        <p className="mb-3 text-sm text-slate-600">{t.reviewIntro}</p>
        {d.review.length === 0 ? (
          <Empty>{t.noReview}</Empty>
        ) : (
          <ul className="space-y-3">
            {d.review.map((p) => (
              <ReviewRow key={p.postId} post={p} replyFor={posts.replyFor} t={t} />
            ))}
          </ul>
        )}
      </Section>

      <Section id="pending" title={t.pendingTitle}>
        <p className="mb-3 text-sm text-slate-600">{t.pendingIntro}</p>
        {d.stuck.length === 0 ? (
          <Empty>{t.noPending}</Empty>
        ) : (
          <ul className="space-y-3">
            {d.stuck.map((p) => (
              <PendingRow key={p.postId} post={p} lastResult={posts.replyFor("purge", p.postId)} t={t} />
            ))}
          </ul>
        )}
      </Section>

      <Section id="members" title={t.membersTitle}>
        <MembersList d={d} t={t} banForm={d.banForm} />
      </Section>

      <Section id="moderators" title={t.moderatorsTitle}>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {d.moderators.map((m) => (
            <li key={m.userId} className="px-4 py-3 font-medium text-slate-900">
              {m.name}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="banned" title={t.bannedTitle}>
        {d.bans.length === 0 ? (
          <Empty>{t.noBans}</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {d.bans.map((b) => (
              <BanRow key={b.userId} ban={b} t={t} />
            ))}
          </ul>
        )}
        {d.bansPage.pages > 1 ? (
          <div className="mt-3">
            <Pager page={d.bansPage.page} pages={d.bansPage.pages} href={(page) => `?bans=${page}#banned`} label={t.bansPages} />
          </div>
        ) : null}
      </Section>

      <Section id="log" title={t.logTitle}>
        {d.log.length === 0 ? (
          <Empty>{t.noLog}</Empty>
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
          label={t.logPages}
          t={t}
        />
      </Section>
    </div>
  );
}
