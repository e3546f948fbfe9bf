import type { User } from "../account/user";
import { userKeys } from "../account/user";
import { getUser, getUsers } from "../account/user-store";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import { addCountedAll, ParentGoneError, removeCountedAll, type CountedBy } from "./counted-relation";
import { FOLLOW_COUNTERS, FOLLOW_LIMITS, FOLLOW_MESSAGES, followKeys, type Follow } from "./follow";
import { isModeratorAccount } from "./moderator-rule";

/**
 * Follow and unfollow (spec §4), the "People you're following" list and the questions other
 * modules ask (do I follow them, whom do I follow). Following twice, or unfollowing someone not
 * followed, changes nothing; 30 members following one member at once count 30. Moderators cannot
 * be followed (moderator-rule.ts); unfollowing one (followed before they became one) is allowed.
 */
type Person = Pick<User, "id">;
type FollowItem = Follow & { pk: string; sk: string };

/** The account counters a follow moves: the follower's following, the followed member's followers. */
function countedBy(followerId: string, followedId: string): CountedBy[] {
  return [
    { key: userKeys.item(followerId), counter: FOLLOW_COUNTERS.following },
    { key: userKeys.item(followedId), counter: FOLLOW_COUNTERS.followers },
  ];
}

/** The member to follow: not oneself, an existing member account (admins are not community members). */
async function followable(table: Table, person: Person, targetId: string): Promise<User> {
  if (targetId === person.id) throw new ValidationError(FOLLOW_MESSAGES.self);
  const target = targetId && targetId.length <= 100 ? await getUser(table, targetId) : undefined;
  if (!target || target.role === "admin") throw new NotFoundError(FOLLOW_MESSAGES.userNotFound);
  return target;
}

/** Follows; the answer is when the follow began (the earlier one when it already existed). */
export async function followMember(table: Table, person: Person, targetId: string, now = new Date()): Promise<{ followingSince: string }> {
  const target = await followable(table, person, targetId);
  if (await isModeratorAccount(table, target)) throw new ForbiddenError(FOLLOW_MESSAGES.moderator);
  await hitRateLimits(table, [{ rule: RATE_RULES.followsPerMember, key: person.id }], now.getTime());
  const follow: Follow = { followerId: person.id, followedId: target.id, followingSince: now.toISOString() };
  const items = [
    {
      ...followKeys.following(person.id, target.id),
      gsi1pk: followKeys.followedBy(person.id),
      gsi1sk: `${follow.followingSince}#${target.id}`,
      entity: "following",
      ...follow,
    },
    { ...followKeys.follower(target.id, person.id), entity: "follower", ...follow },
  ];
  try {
    if (await addCountedAll(table, items, countedBy(person.id, target.id))) return { followingSince: follow.followingSince };
  } catch (error) {
    if (error instanceof ParentGoneError) throw new NotFoundError(FOLLOW_MESSAGES.userNotFound);
    throw error;
  }
  // Already following (an earlier or a racing request): done, since the first one.
  return { followingSince: (await followingSince(table, person.id, target.id, true)) ?? follow.followingSince };
}

/** Unfollows; unfollowing someone not followed changes nothing. */
export async function unfollowMember(table: Table, person: Person, targetId: string, now = new Date()): Promise<void> {
  if (targetId === person.id) throw new ValidationError(FOLLOW_MESSAGES.self);
  if (!targetId || targetId.length > 100) throw new NotFoundError(FOLLOW_MESSAGES.userNotFound);
  await hitRateLimits(table, [{ rule: RATE_RULES.followsPerMember, key: person.id }], now.getTime());
  await removeCountedAll(
    table,
    [followKeys.following(person.id, targetId), followKeys.follower(targetId, person.id)],
    countedBy(person.id, targetId),
  );
}

/** Since when `followerId` follows `followedId`; undefined when they do not. */
export async function followingSince(
  table: Table,
  followerId: string,
  followedId: string,
  consistent = false,
): Promise<string | undefined> {
  const key = followKeys.following(followerId, followedId);
  return (await table.get<FollowItem>(key.pk, key.sk, consistent))?.followingSince;
}

/** Which of these members `followerId` follows, and since when: one BatchGet. */
export async function followingSinceEach(table: Table, followerId: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].filter((id) => id !== followerId);
  const items = unique.length ? await table.batchGet<FollowItem>(unique.map((id) => followKeys.following(followerId, id))) : [];
  return new Map(items.map((item) => [item.followedId, item.followingSince]));
}

/** The members `followerId` follows, most recently followed first, a page at a time. */
export async function listFollowing(
  table: Table,
  person: Person,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<{ entries: { user: User; followingSince: string }[]; cursor?: string }> {
  const limit = Math.min(Math.max(1, page.limit ?? FOLLOW_LIMITS.pageSize), FOLLOW_LIMITS.pageSize);
  const result = await table.query<FollowItem>({
    index: "gsi1",
    pk: followKeys.followedBy(person.id),
    newestFirst: true,
    limit,
    cursor: page.cursor,
  });
  const users = await getUsers(
    table,
    result.items.map((f) => f.followedId),
  );
  // A followed account that no longer exists is left out of the list.
  const entries = result.items.flatMap((f) => {
    const user = users.get(f.followedId);
    return user ? [{ user, followingSince: f.followingSince }] : [];
  });
  return { entries, cursor: result.cursor };
}

/** The ids of the members `followerId` follows, most recently followed first, at most `limit`. */
export async function followedIds(table: Table, followerId: string, limit: number): Promise<string[]> {
  const result = await table.query<FollowItem>({ index: "gsi1", pk: followKeys.followedBy(followerId), newestFirst: true, limit });
  return result.items.map((f) => f.followedId);
}

/** The follow counters on an account item (absent until the first follow). */
export function followCountsOf(user: User): { followers: number; following: number } {
  const counters = user as User & { followerCount?: number; followingCount?: number };
  return { followers: Math.max(0, counters.followerCount ?? 0), following: Math.max(0, counters.followingCount ?? 0) };
}
