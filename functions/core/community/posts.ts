import { randomUUID } from "node:crypto";
import type { User } from "../account/user";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import { communityKeys, type Community } from "./community";
import { requireMember } from "./membership";
import { POST_LIMITS, POST_MESSAGES, postKeys, postProblem, type Post, type PostFile } from "./post";
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
}

export interface NewPost {
  content: string;
  /** An upload already checked (type by magic bytes, size) and stored under the member's prefix. */
  file?: PostFile & { size: number };
}

export async function createPost(table: Table, person: Person, communityId: string, input: NewPost, now = new Date()): Promise<Post> {
  await requireMember(table, person, communityId);
  const problem = postProblem(input.content, input.file);
  if (problem) throw new ValidationError(problem, { content: [problem] });
  await hitRateLimits(table, [{ rule: RATE_RULES.postsPerMember, key: person.id }], now.getTime());
  const post: Post = {
    id: randomUUID(),
    communityId,
    authorId: person.id,
    content: input.content.trim(),
    ...(input.file ? { file: { key: input.file.key, type: input.file.type, contentType: input.file.contentType } } : {}),
    likeCount: 0,
    commentCount: 0,
    saveCount: 0,
    createdAt: now.toISOString(),
  };
  await table.transact([
    { Put: { Item: postItem(post), ConditionExpression: "attribute_not_exists(pk)" } },
    {
      Update: {
        Key: communityKeys.item(communityId),
        UpdateExpression: "ADD postCount :one",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":one": 1 },
      },
    },
  ]);
  return post;
}

/** A post for a member of its community; anyone else gets 403, as for the community itself. */
export async function readPost(table: Table, person: Person, postId: string): Promise<{ post: PostView; community: Community }> {
  const post = await getPost(table, postId);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  const { community } = await requireMember(table, person, post.communityId);
  const marks = await viewerMarks(table, person.id, [post.id]);
  return { post: { ...post, likedByMe: marks.liked.has(post.id), savedByMe: marks.saved.has(post.id) }, community };
}

/** One page of a community's feed, newest first (10 a page, spec §9), with the next page's cursor. */
export async function communityFeed(
  table: Table,
  person: Person,
  communityId: string,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<{ posts: PostView[]; cursor?: string; total: number; community: Community }> {
  const { community } = await requireMember(table, person, communityId);
  const limit = Math.min(Math.max(1, page.limit ?? POST_LIMITS.pageSize), 50);
  const result = await table.query<PostItem>({
    index: "gsi1",
    pk: postKeys.feed(communityId),
    limit,
    cursor: page.cursor,
    newestFirst: true,
  });
  const posts = result.items.map(toPost);
  const marks = await viewerMarks(
    table,
    person.id,
    posts.map((p) => p.id),
  );
  return {
    posts: posts.map((p) => ({ ...p, likedByMe: marks.liked.has(p.id), savedByMe: marks.saved.has(p.id) })),
    cursor: result.cursor,
    total: community.postCount,
    community,
  };
}

/** How far the spec's `skip` may reach; beyond it the client pages on with cursors. */
export const MAX_FEED_SKIP = 1000;

/**
 * The cursor after the first `skip` posts of a feed (the spec's `skip`, which "Load More" sets to
 * the count already loaded), or null when the feed has no more. Members only, like the feed.
 */
export async function feedCursorAt(table: Table, person: Person, communityId: string, skip: number): Promise<string | null> {
  await requireMember(table, person, communityId);
  if (skip > MAX_FEED_SKIP) throw new ValidationError(`Use the cursor to page further than ${MAX_FEED_SKIP} posts.`);
  const passed = await table.query<PostItem>({ index: "gsi1", pk: postKeys.feed(communityId), limit: skip, newestFirst: true });
  return passed.items.length === skip && passed.cursor ? passed.cursor : null;
}

/** Deletes the author's own post (spec §6: only the author); the community's count drops with it. */
export async function deletePost(table: Table, person: Person, postId: string): Promise<Post> {
  const post = await getPost(table, postId, true);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  await requireMember(table, person, post.communityId);
  if (post.authorId !== person.id) throw new ForbiddenError(POST_MESSAGES.notAuthor);
  try {
    await table.transact([
      { Delete: { Key: postKeys.item(post.id), ConditionExpression: "attribute_exists(pk)" } },
      {
        Update: {
          Key: communityKeys.item(post.communityId),
          UpdateExpression: "ADD postCount :minus",
          ConditionExpression: "attribute_exists(pk) AND postCount > :zero",
          ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
        },
      },
    ]);
  } catch (error) {
    // A racing delete won: the post is gone either way.
    if (!(await getPost(table, postId, true))) return post;
    throw error;
  }
  return post;
}
