import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { revalidateAfterRefusal, rowReplies, type RowReply } from "~/utils/row-replies";
import { answerRowButton } from "~/utils/row-replies.server";
import { type FormReply } from "~/components/kit/forms";
import { PostReasonForm, postReasonSchema, RowButtonForm } from "~/components/kit/RowForms";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import {
  dismissPost,
  moderatorHref,
  removePost,
  reportedPostsPage,
  requireCommunityModerator,
  type ReportedPostData,
} from "~/routes/moderation/parts/moderation-page.server";
import { communityHref } from "~/components/community/community-links";
import { formatIndianNumber } from "@core/i18n/numbers";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { REPORTED_POSTS } from "~/i18n/moderation/reported.server";
import type { ReportedPostsMessages } from "~/i18n/moderation/texts";

/**
 * /community/{name}/reported-post (spec community.md §2, §6; issue 13): the community's reported
 * posts for its moderators (others go to /access-denied), most recently reported first, each with
 * its reasons and how many gave each, and the details members wrote. Remove post needs a reason
 * (the form is its own confirmation: nothing is removed without one, with or without JavaScript);
 * core deletes the post and its files and mails the author the reason. Dismiss reports keeps it.
 * Each card shows the post's picture or video and links to the post (issue 29 item 10). Texts in the
 * page's language (app/i18n/moderation/reported.server.ts), the report reasons too.
 */
const NOTICES = ["removed", "dismissed"] as const;
type Notice = (typeof NOTICES)[number];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const language = await pageLanguage(request);
  const t = REPORTED_POSTS.pick(language) as ReportedPostsMessages;
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor");
  const done = url.searchParams.get("done");
  const page = await reportedPostsPage(user, community, cursor, url.pathname, language);
  return {
    community: { name: community.name, href: communityHref(community.name), panelHref: moderatorHref(community) },
    ...page,
    later: Boolean(cursor),
    notice: NOTICES.includes(done as Notice) ? t[done as Notice] : null,
    t,
  };
}

const removeSchema = postReasonSchema("remove");

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const pathname = new URL(request.url).pathname;
  const form = await request.formData();
  const logFields = { userId: user.id, communityId: community.id };

  if (form.get("intent") === "remove") {
    const submission = parseWithZod(form, { schema: removeSchema });
    if (submission.status !== "success") return invalidSubmission(request, submission);
    try {
      await removePost(user, submission.value.postId, submission.value.reason);
    } catch (error) {
      return replyWithError(request, submission, error, { logMessage: "post removal failed", logFields });
    }
    return redirect(`${pathname}?done=removed`);
  }

  return answerRowButton(request, form, { intent: "dismiss", idField: "postId" }, (id) => dismissPost(user, id), {
    done: `${pathname}?done=dismissed`,
    logMessage: "dismissal failed",
    logFields,
  });
}

export const shouldRevalidate = revalidateAfterRefusal;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.titleWithCommunity, { community: data.community.name }) : "Reported posts") },
];

export default function ReportedPosts() {
  const d = useLoaderData<typeof loader>();
  const t = d.t;
  const reply: RowReply | undefined = useActionData<typeof action>();
  const { target, replyFor, allErrors } = rowReplies(reply, "postId");
  // A refusal about a post no longer listed (removed or dismissed meanwhile) shows at the top.
  const orphanErrors = reply && !(target && d.posts.some((p) => p.postId === target.id)) ? allErrors() : [];

  return (
    <div className="space-y-6">
      <div>
        <Link to={d.community.panelHref} className="text-sm font-semibold text-brand-700 hover:underline">
          {t.backToPanel}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-slate-600">
          <Link to={d.community.href} className="hover:underline">
            {d.community.name}
          </Link>
        </p>
        {orphanErrors.length ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {[...new Set(orphanErrors)].join(" ")}
          </p>
        ) : d.notice && !reply ? (
          <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {d.notice}
          </p>
        ) : null}
      </div>

      {d.posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">{t.none}</p>
      ) : (
        <ul className="space-y-4">
          {d.posts.map((post) => (
            <ReportedPostCard key={post.postId} post={post} replyFor={replyFor} t={t} />
          ))}
        </ul>
      )}

      {d.later || d.cursor ? (
        <nav aria-label={t.pages} className="flex gap-3 text-sm font-semibold">
          {d.later ? (
            <Link to="?" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-100">
              {t.firstPage}
            </Link>
          ) : null}
          {d.cursor ? (
            <Link
              to={`?cursor=${encodeURIComponent(d.cursor)}`}
              rel="next"
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-100"
            >
              {t.nextPage}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function ReportedPostCard({
  post,
  replyFor,
  t,
}: {
  post: ReportedPostData;
  replyFor: (intent: string, postId: string) => FormReply["result"] | undefined;
  t: ReportedPostsMessages;
}) {
  const headingId = `reported-${post.postId}`;
  const removeReply = replyFor("remove", post.postId);
  const dismissReply = replyFor("dismiss", post.postId);
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {fill(t.postBy, { author: post.author })}
        </h2>
        <p className="text-sm text-slate-500">{fill(t.posted, { date: post.posted })}</p>
        <blockquote className="mt-3 whitespace-pre-line break-words border-l-4 border-slate-200 pl-4 text-slate-800">
          {post.excerpt || t.withMedia}
        </blockquote>
        <ReportedMedia post={post} t={t} />
        <p className="mt-2">
          <Link to={post.postHref} className="text-sm font-semibold text-brand-700 hover:underline">
            {t.openPost}
            <span className="sr-only">{fill(t.openPostHidden, { author: post.author })}</span>
          </Link>
        </p>
        <p className="mt-3 text-sm text-slate-700">
          {post.reportCount === 1
            ? fill(t.oneReport, { date: post.lastReported })
            : fill(t.reports, { count: formatIndianNumber(post.reportCount), date: post.lastReported })}
        </p>
        <h3 className="mt-3 text-sm font-semibold text-slate-900">{t.reasons}</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {post.reasons.map((r) => (
            <li key={r.reason}>
              {r.count === 1
                ? fill(t.oneMember, { reason: r.reason })
                : fill(t.members, { reason: r.reason, count: formatIndianNumber(r.count) })}
            </li>
          ))}
        </ul>
        {post.details.length ? (
          <>
            <h3 className="mt-3 text-sm font-semibold text-slate-900">{t.whatMembersWrote}</h3>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {post.details.map((text, i) => (
                <li key={i} className="whitespace-pre-line break-words rounded bg-slate-50 px-3 py-2">
                  {text}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <RemoveForm key={removeReply ? "replied" : "idle"} post={post} lastResult={removeReply} t={t} />
          <DismissForm key={dismissReply ? "replied" : "idle"} post={post} lastResult={dismissReply} t={t} />
        </div>
      </article>
    </li>
  );
}

/**
 * The picture or video the members reported, so the moderator judges what they saw (issue 29 item
 * 10). Through the members-only media route, which lets a community's moderators in; a video loads
 * nothing until it is played.
 */
function ReportedMedia({ post, t }: { post: ReportedPostData; t: ReportedPostsMessages }) {
  if (!post.file) return null;
  return post.file.type === "image" ? (
    <img
      src={post.file.href}
      alt={fill(t.pictureAlt, { author: post.author })}
      loading="lazy"
      className="mt-3 max-h-80 max-w-full rounded-md border border-slate-200 object-contain"
    />
  ) : (
    <video
      src={post.file.href}
      controls
      preload="none"
      aria-label={fill(t.videoLabel, { author: post.author })}
      className="mt-3 max-h-80 w-full max-w-xl rounded-md border border-slate-200 bg-slate-900"
    />
  );
}

function RemoveForm({ post, lastResult, t }: { post: ReportedPostData; lastResult?: FormReply["result"]; t: ReportedPostsMessages }) {
  return (
    <PostReasonForm schema={removeSchema} postId={post.postId} lastResult={lastResult} reasonLabel={t.removeReason} busyLabel={t.removing}>
      {t.remove}
    </PostReasonForm>
  );
}

function DismissForm({ post, lastResult, t }: { post: ReportedPostData; lastResult?: FormReply["result"]; t: ReportedPostsMessages }) {
  return (
    <RowButtonForm
      intent="dismiss"
      idField="postId"
      id={post.postId}
      lastResult={lastResult}
      label={t.dismiss}
      busyLabel={t.dismissing}
      tone="neutral"
      className="flex flex-col items-start gap-2 md:justify-end"
    >
      <p className="text-sm text-slate-600">{t.dismissNote}</p>
    </RowButtonForm>
  );
}
