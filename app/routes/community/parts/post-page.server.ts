import { errorResponseIn } from "@core/i18n/error-response";
import { data, redirect } from "@remix-run/node";
import { fromCursor } from "../../../utils/page-cursor.server";
import type { User } from "@core/account/user";
import type { Community } from "@core/community/community";
import { getCommunity } from "@core/community/community-store";
import { toApiComments, type ApiComment } from "@core/community/comment-view";
import { addComment, commentsPage } from "@core/community/comments";
import { getPost } from "@core/community/post-store";
import { reportPost } from "@core/moderation/reports";
import { formatIndia } from "@core/time/india-time";
import { toApiPosts } from "@core/community/post-view";
import { deletePost, readPost, type PostView } from "@core/community/posts";
import { react, unreact, type Reaction } from "@core/community/reactions";
import { ForbiddenError, NotFoundError, ValidationError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import type { PostCardData } from "~/components/community/community-data";
import type { CommentData, CommentsPage, PostChange, PostPageData } from "~/components/community/post-data";
import { communityHref, profileHref, toPostCard } from "~/routes/community/parts/community-page.server";
import { accessDeniedHref } from "~/routes/community/parts/access-denied.server";
import { notFoundOn } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";
import type { Language } from "@core/i18n/languages";
import { pageLanguage } from "~/i18n/language.server";
import { postPageTexts } from "~/i18n/community/post-page.server";

/**
 * The server half of the post page (spec community.md §2, single-post view): who may open a post,
 * and what its controls do. The page's action (JavaScript off) and its JSON address (on) both call
 * `changePost`, which calls core; core decides membership, authorship and the counts.
 */

/** The post for a member of its community; core's NotFoundError or ForbiddenError otherwise. */
export async function memberPost(user: User, id: string | undefined): Promise<{ post: PostView; community: Community }> {
  if (!id || id.length > 100) throw new NotFoundError("Post not found.");
  return readPost(services().table, user, id);
}

/** For a page: the signed-in member and the post; a non-member goes to /access-denied (spec §2). */
export async function requirePostMember(request: Request, id: string | undefined) {
  const { user } = await requireUser(request);
  try {
    return { user, ...(await memberPost(user, id)) };
  } catch (error) {
    notFoundOn(error);
    if (error instanceof ForbiddenError) {
      // A banned member is told until when (issue 13): the post names its community.
      const post = await getPost(services().table, id!);
      throw redirect(await accessDeniedHref(user, post ? { id: post.communityId } : undefined));
    }
    throw error;
  }
}

export async function postCard(post: PostView, community: Community, viewerId: string, language: Language): Promise<PostCardData> {
  const [api] = await toApiPosts(services().table, [post], community, viewerId);
  return toPostCard(api!, viewerId, language);
}

const REACTIONS: Record<string, { reaction: Reaction; on: boolean }> = {
  like: { reaction: "like", on: true },
  unlike: { reaction: "like", on: false },
  save: { reaction: "save", on: true },
  unsave: { reaction: "save", on: false },
};

/**
 * One of the post's controls, named by the form's `intent`: like, unlike, save, unsave or delete.
 * Answers what changed, so the island can settle its optimistic count and the page can redirect.
 */
export async function changePost(user: User, postId: string, form: FormData, language: Language = "en"): Promise<PostChange> {
  const intent = String(form.get("intent") ?? "");
  const table = services().table;
  const reacting = REACTIONS[intent];
  if (reacting) {
    const count = reacting.on ? await react(table, user, postId, reacting.reaction) : await unreact(table, user, postId, reacting.reaction);
    return reacting.reaction === "like"
      ? { intent, likeCount: count, likedByMe: reacting.on }
      : { intent, savedByCount: count, savedByMe: reacting.on };
  }
  if (intent === "comment") {
    const comment = await addComment(table, user, postId, {
      content: String(form.get("content") ?? ""),
      postId: String(form.get("postId") ?? postId),
    });
    const [api] = await toApiComments(table, [comment]);
    const post = await getPost(table, postId, true);
    return { intent, comment: toCommentData(api!, user.id, language), commentCount: post?.commentCount ?? 0 };
  }
  if (intent === "report") {
    await reportPost(table, user, {
      postId,
      reportReason: String(form.get("reportReason") ?? ""),
      details: String(form.get("details") ?? ""),
    });
    return { intent, reported: true };
  }
  if (intent === "delete") {
    const post = await deletePost(table, user, postId, services().files);
    const community = await readCommunityName(post.communityId);
    return { intent, redirectTo: community ? `${communityHref(community)}?deleted=1` : "/communities" };
  }
  throw new ValidationError("Unknown action.");
}

async function readCommunityName(id: string): Promise<string | undefined> {
  return (await getCommunity(services().table, id))?.name;
}

/**
 * Where Back goes without JavaScript (spec §2: the previous location, else '/'): the page the member
 * came from when it is on this site and not this post's own forms, else home.
 */
export function backHref(request: Request): string {
  const here = new URL(request.url);
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== here.origin || from.pathname.startsWith(here.pathname)) return "/";
    return from.pathname + from.search;
  } catch {
    return "/";
  }
}

export function toCommentData(comment: ApiComment, viewerId: string, language: Language): CommentData {
  return {
    ...comment,
    dateText: formatIndia(comment.createdAt, language),
    user: { ...comment.user, href: profileHref(comment.user._id, viewerId) },
  };
}

/** Ten comments of a post the member may read, from `cursor` on (a cursor from elsewhere starts again). */
export async function commentsFrom(
  postId: string,
  viewerId: string,
  cursor: string | null,
  language: Language,
): Promise<Omit<CommentsPage, "error">> {
  const table = services().table;
  const page = await fromCursor(cursor, (from) => commentsPage(table, postId, from));
  const api = await toApiComments(table, page.comments);
  return { comments: api.map((c) => toCommentData(c, viewerId, language)), nextCursor: page.cursor ?? null, firstPage: !cursor };
}

/** The post page's data (/post/{id} and the author's /my/post/{id}). */
export async function loadPostPage(request: Request, id: string | undefined): Promise<PostPageData> {
  const { user, post, community } = await requirePostMember(request, id);
  const language = await pageLanguage(request);
  // Only this language's texts reach the browser, in the island's props (decision 058).
  const t = postPageTexts(language);
  const query = new URL(request.url).searchParams;
  const [card, comments] = await Promise.all([
    postCard(post, community, user.id, language),
    commentsFrom(post.id, user.id, query.get("comments"), language),
  ]);
  return {
    post: card,
    isMine: post.authorId === user.id,
    reported: post.reportedByMe,
    backHref: backHref(request),
    comments: { ...comments, error: null },
    notice: query.get("done") === "reported" ? t.reportedNotice : null,
    error: null,
    t,
  };
}

/** The post page's controls without JavaScript: do it, then show the post again (or the community after a delete). */
export async function postPageAction(request: Request, id: string | undefined) {
  const { user } = await requirePostMember(request, id);
  const language = await pageLanguage(request);
  let intent = "";
  try {
    const form = await request.formData();
    intent = String(form.get("intent") ?? "");
    const change = await changePost(user, id!, form, language);
    const here = new URL(request.url).pathname;
    return redirect("redirectTo" in change ? change.redirectTo : "comment" in change ? `${here}#comments` : here);
  } catch (error) {
    const { status, body } = errorResponseIn(error, language);
    if (status === 500) log.error("post change failed", { userId: user.id, postId: id, ...errorFields(error) });
    // A refused comment shows under the comment form; anything else under the post's controls.
    return data(
      { error: intent === "comment" ? null : body.message, commentError: intent === "comment" ? body.message : null },
      { status },
    );
  }
}
