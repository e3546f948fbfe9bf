import type { User } from "../account/user";
import { NotFoundError } from "../errors";
import type { Table } from "../ports/table/table";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import { addCounted, ParentGoneError, removeCounted } from "./counted-relation";
import { requireMember } from "./membership";
import { POST_MESSAGES, postKeys, type Post } from "./post";
import { getPost } from "./post-store";

/**
 * Likes and saves (spec §4): each an item of its own under the post, counted by `likeCount` and
 * `saveCount` in the same transaction. Liking twice counts once; 200 members liking at once count
 * 200. Members of the post's community only; likes and saves share one rate limit per member.
 */
type Person = Pick<User, "id">;
export type Reaction = "like" | "save";

const COUNTER: Record<Reaction, "likeCount" | "saveCount"> = { like: "likeCount", save: "saveCount" };

async function postForMember(table: Table, person: Person, postId: string, now: number): Promise<Post> {
  const post = await getPost(table, postId);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  await requireMember(table, person, post.communityId);
  await hitRateLimits(table, [{ rule: RATE_RULES.reactionsPerMember, key: person.id }], now);
  return post;
}

function relationKey(reaction: Reaction, postId: string, userId: string) {
  return reaction === "like" ? postKeys.like(postId, userId) : postKeys.save(postId, userId);
}

/** The stored like or save (exported for the demo seed, which writes many at once with their counts). */
export function reactionItem(reaction: Reaction, postId: string, userId: string, at: Date) {
  return {
    ...relationKey(reaction, postId, userId),
    entity: reaction,
    postId,
    userId,
    createdAt: at.toISOString(),
    // Each is also listed under the member, newest first: saves for /saved, likes for their data export and the account's erasure (decisions 051, 052).
    gsi1pk: reaction === "save" ? postKeys.savedBy(userId) : postKeys.likedBy(userId),
    gsi1sk: `${at.toISOString()}#${postId}`,
  };
}

/** Likes or saves; the answer is the post's count afterwards (read consistently). */
export async function react(table: Table, person: Person, postId: string, reaction: Reaction, now = new Date()): Promise<number> {
  const post = await postForMember(table, person, postId, now.getTime());
  const item = reactionItem(reaction, post.id, person.id, now);
  try {
    await addCounted(table, item, postKeys.item(post.id), COUNTER[reaction]);
  } catch (error) {
    if (error instanceof ParentGoneError) throw new NotFoundError(POST_MESSAGES.notFound);
    throw error;
  }
  return countOf(table, post.id, reaction);
}

/** Unlikes or unsaves; doing it twice changes nothing. */
export async function unreact(table: Table, person: Person, postId: string, reaction: Reaction, now = new Date()): Promise<number> {
  const post = await postForMember(table, person, postId, now.getTime());
  await removeCounted(table, relationKey(reaction, post.id, person.id), postKeys.item(post.id), COUNTER[reaction]);
  return countOf(table, post.id, reaction);
}

async function countOf(table: Table, postId: string, reaction: Reaction): Promise<number> {
  const post = await getPost(table, postId, true);
  return post?.[COUNTER[reaction]] ?? 0;
}
