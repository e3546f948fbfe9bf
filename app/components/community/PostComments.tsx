import { useState, type FormEvent, type MouseEvent } from "react";
import { COMMENT_LIMITS, COMMENT_MESSAGES, commentProblem } from "@core/community/comment";
import type { PostPageMessages } from "~/i18n/community/texts";
import { shownMessage } from "./island-message";
import { fetchJson, postForm } from "~/islands/island-fetch";
import type { CommentData, CommentsPage, PostChange } from "./post-data";
import { Avatar } from "./PostCard";

/**
 * The comment form and the recent-comments panel (spec community.md §2, §4, §5): at most 500
 * characters, 'Write a comment...', the form locked with 'Loading...' while it sends, ten comments
 * at a time with 'Load More', 'No Comments Yet' when there are none. Without JavaScript the form
 * posts to the page and 'Load More' is a link to the next ten.
 */
export function PostComments({
  postHref,
  postId,
  first,
  t,
  onCommented,
}: {
  postHref: string;
  postId: string;
  first: CommentsPage;
  t: PostPageMessages;
  onCommented: (commentCount: number) => void;
}) {
  const [comments, setComments] = useState(first.comments);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [content, setContent] = useState("");
  const [sending, setSending] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(first.error);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = commentProblem(content);
    if (problem) return setError(problem === COMMENT_MESSAGES.required ? t.commentRequired : t.commentTooLong);
    setSending(true);
    const result = await postForm<PostChange>(`${postHref}/actions`, event.currentTarget);
    setSending(false);
    if (!result.ok) return setError(shownMessage(result.message, t));
    if ("comment" in result.data) {
      const { comment, commentCount } = result.data;
      setComments((shown) => [comment, ...shown.filter((c) => c._id !== comment._id)]);
      onCommented(commentCount);
    }
    setContent("");
    setError(null);
  }

  async function onLoadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (!cursor || loading) return;
    setLoading(true);
    const result = await fetchJson<CommentsPage>(`${postHref}/comments?${new URLSearchParams({ cursor })}`);
    setLoading(false);
    if (!result.ok) return setError(shownMessage(result.message, t));
    const seen = new Set(comments.map((c) => c._id));
    setComments([...comments, ...result.data.comments.filter((c) => !seen.has(c._id))]);
    setCursor(result.data.nextCursor);
  }

  return (
    <section id="comments" aria-labelledby="comments-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="comments-heading" className="text-lg font-semibold text-slate-900">
        {t.comments}
      </h2>
      <form method="post" onSubmit={onSubmit} className="mt-3">
        <fieldset disabled={sending}>
          <input type="hidden" name="intent" value="comment" />
          <input type="hidden" name="postId" value={postId} />
          <label htmlFor="comment-content" className="sr-only">
            {t.comment}
          </label>
          <textarea
            id="comment-content"
            name="content"
            rows={2}
            maxLength={COMMENT_LIMITS.maxChars}
            placeholder={t.commentPlaceholder}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            aria-describedby={error ? "comment-error" : undefined}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 disabled:bg-slate-50"
          />
          <div className="mt-2 flex items-center justify-between gap-3">
            <span className="text-xs text-slate-600">
              {content.length}/{COMMENT_LIMITS.maxChars}
            </span>
            <button
              type="submit"
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
            >
              {sending ? t.commentLoading : t.comment}
            </button>
          </div>
        </fieldset>
        {error ? (
          <div id="comment-error" role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {/* Spec §5: an abusive comment opens 'Warning: Inappropriate Content' (with or without JavaScript). */}
            {error === t.inappropriateComment ? <p className="font-bold">{t.warningTitle}</p> : null}
            <p>{error}</p>
          </div>
        ) : null}
      </form>

      {comments.length === 0 ? (
        <p className="mt-4 text-center text-slate-600">{t.noComments}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {comments.map((comment) => (
            <CommentItem key={comment._id} comment={comment} />
          ))}
        </ul>
      )}
      {!first.firstPage ? (
        <a href={`${postHref}#comments`} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t.newestComments}
        </a>
      ) : null}
      {cursor ? (
        <div className="mt-3 text-center">
          <a
            href={`${postHref}?${new URLSearchParams({ comments: cursor })}#comments`}
            onClick={onLoadMore}
            className="inline-block rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {loading ? t.loading : t.loadMore}
          </a>
        </div>
      ) : null}
    </section>
  );
}

function CommentItem({ comment }: { comment: CommentData }) {
  return (
    <li className="flex gap-3 py-3">
      <Avatar person={comment.user} size="h-8 w-8" />
      <div className="min-w-0 text-sm">
        <p>
          <a href={comment.user.href} className="font-semibold text-slate-900 hover:underline" data-user-content>
            {comment.user.name}
          </a>{" "}
          <time dateTime={comment.createdAt} className="text-slate-600">
            {comment.dateText}
          </time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-slate-800" data-user-content>
          {comment.content}
        </p>
      </div>
    </li>
  );
}
