import type { Table, TransactItem } from "../ports/table/table";
import type { Post } from "./post";
import { DAY_MS } from "../time/india-time";

/**
 * A member's post tallies, kept as counters beside their account so a profile never counts posts
 * by Query: one item per community they posted in (`USER#<id>` / `POSTCOUNT#<community id>`, which
 * also tells the readers which of the author's per-community post lists are worth a Query) and one
 * per UTC day (`USER#<id>` / `POSTDAY#<yyyy-mm-dd>`, removed by TTL after a month) for "posts in
 * the last 30 days". Both move in the post's own create and delete transactions.
 */
export const authorStatsKeys = {
  inCommunity: (userId: string, communityId: string) => ({ pk: `USER#${userId}`, sk: `POSTCOUNT#${communityId}` }),
  inCommunityPrefix: "POSTCOUNT#",
  onDay: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `POSTDAY#${day}` }),
  onDayPrefix: "POSTDAY#",
};

/** How many days "posts in the last 30 days" covers, today (UTC) included. */
export const RECENT_POST_DAYS = 30;

/**
 * The transaction items that count `post` for its author (+1 on create, -1 on delete). Unconditional
 * ADDs: they ride on the post's own conditioned write, so they move exactly when the post does.
 */
export function authorTallies(post: Pick<Post, "authorId" | "communityId" | "createdAt">, delta: 1 | -1): TransactItem[] {
  const day = post.createdAt.slice(0, 10);
  // A day bucket is useless once it is out of the window; TTL removes it a little after.
  const ttl = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + (RECENT_POST_DAYS + 2) * 86_400;
  return [
    {
      Update: {
        Key: authorStatsKeys.inCommunity(post.authorId, post.communityId),
        UpdateExpression: "ADD #count :delta SET entity = :entity, communityId = :communityId, userId = :userId",
        ExpressionAttributeNames: { "#count": "count" },
        ExpressionAttributeValues: { ":delta": delta, ":entity": "post-tally", ":communityId": post.communityId, ":userId": post.authorId },
      },
    },
    {
      Update: {
        Key: authorStatsKeys.onDay(post.authorId, day),
        UpdateExpression: "ADD #count :delta SET entity = :entity, #ttl = :ttl",
        ExpressionAttributeNames: { "#count": "count", "#ttl": "ttl" },
        ExpressionAttributeValues: { ":delta": delta, ":entity": "post-day", ":ttl": ttl },
      },
    },
  ];
}

type TallyItem = { pk: string; sk: string; count?: number };
/** A count that an inconsistent history (e.g. posts written around createPost) drove below zero reads as zero. */
const countOf = (item: TallyItem | undefined) => Math.max(0, item?.count ?? 0);

/** The author's post count per community they posted in (a handful of items: one per community). */
export async function postsPerCommunity(table: Table, userId: string): Promise<Map<string, number>> {
  const items = await table.queryAll<TallyItem>({ pk: `USER#${userId}`, sk: { beginsWith: authorStatsKeys.inCommunityPrefix } });
  return new Map(items.map((item) => [item.sk.slice(authorStatsKeys.inCommunityPrefix.length), countOf(item)]));
}

/** Posts in one community by each of these authors: one BatchGet (the following feed asks it of up to 100 authors). */
export async function postsInCommunityBy(table: Table, authorIds: string[], communityId: string): Promise<Map<string, number>> {
  const items = authorIds.length
    ? await table.batchGet<TallyItem>(authorIds.map((id) => authorStatsKeys.inCommunity(id, communityId)))
    : [];
  return new Map(items.map((item) => [item.pk.slice("USER#".length), countOf(item)]));
}

/** Posts in the last RECENT_POST_DAYS UTC days, today included: one Query of at most 30 items. */
export async function postsInLastDays(table: Table, userId: string, now = new Date()): Promise<number> {
  const first = new Date(now.getTime() - (RECENT_POST_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const last = now.toISOString().slice(0, 10);
  const items = await table.queryAll<TallyItem>({
    pk: `USER#${userId}`,
    sk: { between: [authorStatsKeys.onDay(userId, first).sk, authorStatsKeys.onDay(userId, last).sk] },
  });
  return items.reduce((sum, item) => sum + countOf(item), 0);
}
