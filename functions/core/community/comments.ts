import { randomUUID } from "node:crypto";
import type { User } from "../account/user";
import { ContentRefusedError, NotFoundError, ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import { checkCommentText, CONTENT_MESSAGES } from "../content-check/post-check";
import { recordRefusal } from "../content-check/refusal-stats";
import { COMMENT_LIMITS, COMMENT_MESSAGES, commentKeys, commentProblem, type Comment } from "./comment";
import { addCounted, ParentGoneError } from "./counted-relation";
import { requireMember } from "./membership";
import { POST_MESSAGES, postKeys, type Post } from "./post";
import { getPost } from "./post-store";

/**
 * Commenting and reading a post's comments (spec §2 "Recent-comments panel", §4 "Comment
 * submit"). Members of the post's community only, asked before the text is looked at, so a
 * non-member gets 403 however the request is shaped. The post's `commentCount` moves in the
 * comment's transaction: 40 members commenting at once count 40.
 */
type Person = Pick<User, "id">;
/** The stored comment: the domain object under its post's partition. */
export type CommentItem = Comment & { pk: string; sk: string; gsi1pk?: string; gsi1sk?: string; entity: "comment" };

async function postForMember(table: Table, person: Person, postId: string): Promise<Post> {
  const post = await getPost(table, postId);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  await requireMember(table, person, post.communityId);
  return post;
}

/** The stored comment: under its post, and listed under its author (gsi1, decision 051). The demo seed writes these too. */
export function commentItem(comment: Comment): CommentItem {
  return {
    ...commentKeys.item(comment.postId, comment.createdAt, comment.id),
    gsi1pk: commentKeys.byAuthor(comment.authorId),
    gsi1sk: `${comment.createdAt}#${comment.id}`,
    entity: "comment",
    ...comment,
  };
}

function toComment(item: CommentItem): Comment {
  const { id, postId, authorId, content, createdAt } = item;
  return { id, postId, authorId, content, createdAt };
}

/**
 * Comments on a post; the answer is the comment as stored. `input.postId` is the spec's payload
 * field (`{content, postId}`): when sent it must name the same post as the address.
 */
export async function addComment(
  table: Table,
  person: Person,
  postId: string,
  input: { content: string; postId?: string },
  now = new Date(),
): Promise<Comment> {
  const post = await postForMember(table, person, postId);
  if (input.postId !== undefined && input.postId !== post.id) throw new ValidationError(COMMENT_MESSAGES.wrongPost);
  const content = input.content;
  const problem = commentProblem(content);
  if (problem) throw new ValidationError(problem, { content: [problem] });
  await hitRateLimits(table, [{ rule: RATE_RULES.commentsPerMember, key: person.id }], now.getTime());
  // Issue 12: an abusive comment is refused with the warning and not stored; only a count is kept.
  if (checkCommentText(content).kind === "inappropriate") {
    await recordRefusal(table, post.communityId, "comment-text", now).catch(() => undefined);
    throw new ContentRefusedError(CONTENT_MESSAGES.inappropriateComment, { type: "inappropriateContent" });
  }
  const comment: Comment = {
    id: randomUUID(),
    postId: post.id,
    authorId: person.id,
    content: content.trim(),
    createdAt: now.toISOString(),
  };
  const item = commentItem(comment);
  try {
    await addCounted(table, item, postKeys.item(post.id), "commentCount");
  } catch (error) {
    // Deleted while the comment was on its way.
    if (error instanceof ParentGoneError) throw new NotFoundError(POST_MESSAGES.notFound);
    throw error;
  }
  return comment;
}

/** One page of a post's comments, newest first (10 a page, spec §9), with the post's comment count. */
export async function listComments(
  table: Table,
  person: Person,
  postId: string,
  page: { cursor?: string | null } = {},
): Promise<{ comments: Comment[]; cursor?: string; total: number }> {
  const post = await postForMember(table, person, postId);
  return { ...(await commentsPage(table, post.id, page.cursor)), total: post.commentCount };
}

/** A page of comments of a post the caller has already cleared (readPost asked the members-only rule). */
export async function commentsPage(
  table: Table,
  postId: string,
  cursor?: string | null,
): Promise<{ comments: Comment[]; cursor?: string }> {
  const result = await table.query<CommentItem>({
    pk: postKeys.item(postId).pk,
    sk: { beginsWith: commentKeys.prefix },
    newestFirst: true,
    limit: COMMENT_LIMITS.pageSize,
    cursor,
  });
  return { comments: result.items.map(toComment), cursor: result.cursor };
}
