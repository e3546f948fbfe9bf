import { randomUUID } from "node:crypto";
import type { User } from "../account/user";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { errorFields, log } from "../log";
import type { FileStore } from "../ports/files/file-store";
import type { Table, TransactItem } from "../ports/table/table";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import { COMMUNITY_MESSAGES, communityKeys, type Community } from "./community";
import { addCounted, ParentGoneError, removeCounted } from "./counted-relation";
import { authorTallies } from "./author-stats";
import { queueMediaRemoval } from "./media-cleanup";
import { requireMember } from "./membership";
import { purgeMarker, purgePostLeftovers } from "./post-purge";
import { POST_LIMITS, POST_MESSAGES, postKeys, postProblem, storedPostFile, type Post, type PostFile } from "./post";
import { getPost, postItem, toPost, viewerMarks, type PostItem } from "./post-store";

/**
 * Posting, reading and deleting posts (spec community.md §2, §4, §5). Every call asks the
 * members-only rule first (requireMember), so a non-member gets 403 however the request is shaped.
 * The community's post count moves in the same transaction as the post.
 */
type Person = Pick<User, "id">;

/** A post with what this member has done to it (spec: `likes`/`savedBy` as the viewer's own state). */
export interface PostView extends Post {
  likedByMe: boolean;
  savedByMe: boolean;
  reportedByMe: boolean;
}

export interface NewPost {
  content: string;
  /** An upload already checked (type by magic bytes, size) and stored under the member's prefix. */
  file?: PostFile & { size: number };
}

/**
 * Stores a post as it is, with no content check: for the seed and for tests that set up posts. The
 * API and the pages publish through publish-post.ts `publishPost`, which checks text, topic and
 * media first (issue 12); a new caller that members reach must use that, never this.
 */
export async function createPost(
  table: Table,
  person: Person,
  communityId: string,
  input: NewPost,
  now = new Date(),
): Promise<{ post: PostView; community: Community }> {
  const { community } = await requireMember(table, person, communityId);
  const problem = postProblem(input.content, input.file);
  if (problem) throw new ValidationError(problem, { content: [problem] });
  await hitRateLimits(table, [{ rule: RATE_RULES.postsPerMember, key: person.id }], now.getTime());
  const post = newPost(person, communityId, input, now);
  await storeCountedPost(table, post);
  return {
    post: { ...post, likedByMe: false, savedByMe: false, reportedByMe: false },
    community: { ...community, postCount: community.postCount + 1 },
  };
}

/**
 * Stores a new post in its community's feed, counted by the community and in its author's tallies,
 * in one transaction; `also` rides along (publishing a draft deletes it in the same write,
 * post-drafts.ts). Throws NotFoundError when the community is gone or an `also` condition failed
 * (DynamoDB cannot tell which from here; post-drafts.ts reads the draft again to know).
 */
export async function storeCountedPost(table: Table, post: Post, also: TransactItem[] = []): Promise<boolean> {
  // A post is counted by its community like a member is: the same helper, the same transaction.
  // False when a post with its id is there already (a draft published by a racing request).
  try {
    return await addCounted(table, postItem(post), communityKeys.item(post.communityId), "postCount", [...authorTallies(post, 1), ...also]);
  } catch (error) {
    if (error instanceof ParentGoneError) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    throw error;
  }
}

/** A new post's stored shape: counts at zero, the text trimmed, the file's known fields only. */
export function newPost(person: Person, communityId: string, input: NewPost, now: Date, id: string = randomUUID()): Post {
  return {
    id,
    communityId,
    authorId: person.id,
    content: input.content.trim(),
    ...(input.file ? { file: storedPostFile(input.file) } : {}),
    likeCount: 0,
    commentCount: 0,
    saveCount: 0,
    createdAt: now.toISOString(),
  };
}

/** A post for a member of its community; anyone else gets 403, as for the community itself. */
export async function readPost(table: Table, person: Person, postId: string): Promise<{ post: PostView; community: Community }> {
  const post = await getPost(table, postId);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  const { community } = await requireMember(table, person, post.communityId);
  const [view] = await withViewerMarks(table, person.id, [post]);
  return { post: view!, community };
}

/** How far the spec's `skip` may reach; beyond it the client pages on with cursors. */
export const MAX_FEED_SKIP = 1000;

/**
 * One page of a community's feed, newest first (10 a page, spec §9), with the next page's cursor.
 * It starts at `cursor`, else after the first `skip` posts (the spec's `skip`, which "Load More"
 * sets to the count already loaded): a Query of `skip` posts finds where they end, capped at
 * MAX_FEED_SKIP. Past the end of the feed the page is empty. Members only, asked once.
 */
export async function communityFeed(
  table: Table,
  person: Person,
  communityId: string,
  page: { cursor?: string | null; skip?: number; limit?: number } = {},
): Promise<{ posts: PostView[]; cursor?: string; total: number; community: Community }> {
  const { community } = await requireMember(table, person, communityId);
  const limit = Math.min(Math.max(1, page.limit ?? POST_LIMITS.pageSize), 50);
  const feed = { index: "gsi1" as const, pk: postKeys.feed(communityId), newestFirst: true };
  let cursor = page.cursor ?? undefined;
  const skip = page.skip ?? 0;
  if (!cursor && skip > 0) {
    if (skip > MAX_FEED_SKIP) throw new ValidationError(`Use the cursor to page further than ${MAX_FEED_SKIP} posts.`);
    const passed = await table.query<PostItem>({ ...feed, limit: skip });
    if (passed.items.length < skip || !passed.cursor) return { posts: [], total: community.postCount, community };
    cursor = passed.cursor;
  }
  const result = await table.query<PostItem>({ ...feed, limit, cursor });
  const posts = await withViewerMarks(table, person.id, result.items.map(toPost));
  return { posts, cursor: result.cursor, total: community.postCount, community };
}

/**
 * Deletes the author's own post (spec §6: only the author); the community's count and the author's
 * tallies drop with it, and its likes, saves, comments and reports go after it (post-purge.ts).
 * Its media are queued for removal first and, given `files`, deleted at once (media-cleanup.ts);
 * without `files`, or if that fails, the sweeper deletes them.
 */
export async function deletePost(
  table: Table,
  person: Person,
  postId: string,
  files?: Pick<FileStore, "delete">,
  now = new Date(),
): Promise<Post> {
  const post = await getPost(table, postId, true);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  await requireMember(table, person, post.communityId);
  if (post.authorId !== person.id) throw new ForbiddenError(POST_MESSAGES.notAuthor);
  await removePost(table, post, files, [], now);
  return post;
}

/**
 * Removes a post (its author's delete, or a moderator's removal with its mod-log entry in `also`):
 * the post, the counts and the purge marker in one transaction, then its leftovers and files. False
 * when a racing request removed it first (that one purges; `also` was not written).
 */
export async function removePost(
  table: Table,
  post: Post,
  files: Pick<FileStore, "delete"> | undefined,
  also: TransactItem[],
  now = new Date(),
): Promise<boolean> {
  const media = await queueMediaRemoval(table, post);
  const removed = await removeCounted(table, postKeys.item(post.id), communityKeys.item(post.communityId), "postCount", [
    ...authorTallies(post, -1),
    purgeMarker(post.id, now),
    ...also,
  ]);
  // Not removed and still there: the count is out of step with the posts, which must not pass silently.
  if (!removed && (await getPost(table, post.id, true))) throw new Error(`post ${post.id} not deleted: its community's postCount refused`);
  // Removed by a racing request: that one purges. A purge that fails is not the member's failure:
  // the post is gone, and its marker leaves the rest to the sweeper.
  if (removed)
    await purgePostLeftovers(table, post.id).catch((error: unknown) =>
      log.warn("post leftovers left to the sweeper", { postId: post.id, ...errorFields(error) }),
    );
  if (files) await media.removeNow(files);
  return removed;
}

/** Posts with what this member has done to them: one BatchGet for the page. */
export async function withViewerMarks(table: Table, userId: string, posts: Post[]): Promise<PostView[]> {
  const marks = await viewerMarks(
    table,
    userId,
    posts.map((p) => p.id),
  );
  return posts.map((p) => ({
    ...p,
    likedByMe: marks.liked.has(p.id),
    savedByMe: marks.saved.has(p.id),
    reportedByMe: marks.reported.has(p.id),
  }));
}
