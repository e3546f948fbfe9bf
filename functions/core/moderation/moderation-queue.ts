import type { User } from "../account/user";
import { getUsers } from "../account/user-store";
import { mailAuthor } from "./author-notice";
import { NotFoundError, ValidationError } from "../errors";
import type { Services } from "../services";
import { encodeCursor } from "../ports/table/cursor";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { communityKeys, type Community, type Membership } from "../community/community";
import { modLogPuts } from "./mod-log";
import { MOD_LOG_REASONS, MODERATION_LIMITS, MODERATION_MESSAGES } from "./moderation-texts";
import { requireModerator } from "../community/moderator-rule";
import { POST_MESSAGES, postKeys, type Post } from "../community/post";
import { getPost, getPosts } from "../community/post-store";
import { removePost } from "../community/posts";
import { REPORT_LIMITS, reportKeys, type Report, type ReportReason } from "./report";
import { readReportQueue } from "./reports";

/**
 * What a community's moderators work from (issue 13; spec §6 "read reported posts, delete a
 * reported post"): the reported posts with their reasons, removing one (files deleted, its author
 * told by mail) or dismissing its reports, and the members and moderators lists. Each call asks the
 * moderation rule (requireModerator) first; each action writes its mod-log entry in its own
 * transaction.
 */
type Person = Pick<User, "id">;
type QueueServices = Pick<Services, "table" | "files" | "mailer" | "config">;

export { MODERATION_MESSAGES } from "./moderation-texts";

export interface ReportedPost {
  post: Post;
  authorName: string;
  reportCount: number;
  /** Each reason with how many members gave it, most given first. */
  reasons: { reason: ReportReason; count: number }[];
  /** The free text members added, newest first. */
  details: string[];
  lastReportedAt: string;
}

/** A community's reported posts, most recently reported first, a page at a time. */
export async function reportedPosts(
  table: Table,
  moderator: Person,
  communityId: string,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<{ community: Community; posts: ReportedPost[]; cursor?: string }> {
  const community = await requireModerator(table, moderator, communityId);
  const queue = await readReportQueue(table, community.id, page);
  const posts = await getPosts(
    table,
    queue.entries.map((e) => e.postId),
  );
  const authors = await getUsers(
    table,
    [...posts.values()].map((p) => p.authorId),
  );
  const out: ReportedPost[] = [];
  for (const entry of queue.entries) {
    const post = posts.get(entry.postId);
    if (!post) continue; // removed meanwhile: its queue entry goes with its leftovers
    const reports = await reportsOf(table, post.id);
    const counts = new Map<ReportReason, number>();
    for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    out.push({
      post,
      authorName: authors.get(post.authorId)?.name ?? "A former member",
      reportCount: reports.length,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      details: reports
        .filter((r) => r.details)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((r) => r.details.slice(0, REPORT_LIMITS.maxDetailsChars)),
      lastReportedAt: entry.lastReportedAt,
    });
  }
  return { community, posts: out, cursor: queue.cursor };
}

async function reportsOf(table: Table, postId: string): Promise<Report[]> {
  return table.queryAll<Report & { pk: string; sk: string }>({ pk: postKeys.item(postId).pk, sk: { beginsWith: "REPORT#" } });
}

/**
 * A removal's reason: refused (not cut) when too long, as the page's form says; required, unless the
 * caller says a missing one may stand for the standard text (`whenMissing`).
 */
export function reasonOf(input: { reason?: unknown }, whenMissing?: string): string {
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (!reason && whenMissing) return whenMissing;
  const problem = !reason
    ? MODERATION_MESSAGES.reasonRequired
    : reason.length > MODERATION_LIMITS.maxReasonChars
      ? MODERATION_MESSAGES.reasonTooLong
      : undefined;
  if (problem) throw new ValidationError(problem, { reason: [problem] });
  return reason;
}

async function moderatedPost(table: Table, moderator: Person, postId: string): Promise<{ post: Post; community: Community }> {
  const post = postId.length <= 100 ? await getPost(table, postId, true) : undefined;
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  return { post, community: await requireModerator(table, moderator, post.communityId) };
}

/**
 * A moderator removes a post of their community: the post, its counts, its reports and files go,
 * the mod log records it, and its author is told by mail why. Removing a post already gone is 404.
 * The page's form asks for a reason; the API's DELETE has no payload in the spec (§7), so it passes
 * `reasonOptional` and a removal without one mails the standard text.
 */
export async function removeReportedPost(
  svc: QueueServices,
  moderator: Person,
  postId: string,
  input: { reason?: unknown; reasonOptional?: boolean },
  now = new Date(),
): Promise<Post> {
  const { post, community } = await moderatedPost(svc.table, moderator, postId);
  const reason = reasonOf(input, input.reasonOptional ? MODERATION_MESSAGES.standardRemovalReason : undefined);
  const entries = modLogPuts({
    communityId: post.communityId,
    at: now.toISOString(),
    actorId: moderator.id,
    action: "remove-post",
    targetUserId: post.authorId,
    postId: post.id,
    reason,
  });
  if (!(await removePost(svc.table, post, svc.files, entries, now))) throw new NotFoundError(POST_MESSAGES.notFound);
  await tellAuthor(svc, post, community, reason);
  return post;
}

async function tellAuthor(svc: QueueServices, post: Post, community: Community, reason: string): Promise<void> {
  await mailAuthor(
    svc,
    post.authorId,
    { kind: "removed", community: community.name, date: post.createdAt.slice(0, 10), reason },
    { postId: post.id },
  );
}

/**
 * A moderator dismisses a post's reports: the reports read go, the post's count drops by as many,
 * and it leaves the queue, with the mod-log entry, in one transaction. A report filed meanwhile is
 * kept and puts the post back in the queue.
 */
export async function dismissReports(
  table: Table,
  moderator: Person,
  postId: string,
  input: { reason?: unknown } = {},
  now = new Date(),
): Promise<void> {
  const { post } = await moderatedPost(table, moderator, postId);
  const reason = typeof input.reason === "string" && input.reason.trim() ? input.reason.trim().slice(0, 500) : MOD_LOG_REASONS.dismissed;
  // At most 90 reports per transaction (DynamoDB allows 100 items); a post with more is dismissed in turns.
  const reports = (await reportsOf(table, post.id)).slice(0, 90);
  if (reports.length === 0) throw new ValidationError(MODERATION_MESSAGES.notReported);
  try {
    await table.transact([
      ...reports.map((r) => ({ Delete: { Key: reportKeys.report(post.id, r.userId), ConditionExpression: "attribute_exists(pk)" } })),
      {
        Update: {
          Key: postKeys.item(post.id),
          UpdateExpression: "ADD reportCount :minus",
          ConditionExpression: "attribute_exists(pk) AND reportCount >= :n",
          ExpressionAttributeValues: { ":minus": -reports.length, ":n": reports.length },
        },
      },
      {
        Delete: {
          Key: reportKeys.queueEntry(post.id),
          // Only if no report came in after the ones read (a newer one keeps the post in the queue).
          ConditionExpression: "attribute_exists(pk) AND lastReportedAt <= :last",
          ExpressionAttributeValues: {
            ":last": reports
              .map((r) => r.createdAt)
              .sort()
              .at(-1),
          },
        },
      },
      ...modLogPuts({
        communityId: post.communityId,
        at: now.toISOString(),
        actorId: moderator.id,
        action: "dismiss-reports",
        targetUserId: post.authorId,
        postId: post.id,
        reason,
      }),
    ]);
  } catch (error) {
    // A racing dismissal, a new report or a removal: nothing changed; the moderator looks again.
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(MODERATION_MESSAGES.notReported);
    throw error;
  }
}

export interface MemberEntry {
  userId: string;
  name: string;
  role: Membership["role"];
  joinedAt: string;
}

/** How many membership items one search reads at most before it answers (with a cursor to go on). */
export const MEMBER_SEARCH = { chunk: 100, maxReadsPerPage: 10, maxPrefixChars: 100 } as const;

/** A name as the member search compares it: case and repeated spaces do not matter. */
export function nameSearchKey(name: string): string {
  return name.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-IN");
}

/**
 * A community's members, in the order they joined, a page at a time (the moderation panel). With
 * `namePrefix`, only members whose name starts with it (any case). Names live on the accounts, not
 * on the membership items, so a search reads the community's members in chunks and keeps the
 * matches; it stops at `limit` matches or after MEMBER_SEARCH.maxReadsPerPage chunks, and its cursor
 * is the key of the last member it looked at, so the next page goes on from there without a gap.
 */
export async function communityMembers(
  table: Table,
  moderator: Person,
  communityId: string,
  page: { cursor?: string | null; limit?: number; namePrefix?: string | null } = {},
): Promise<{ community: Community; members: MemberEntry[]; cursor?: string }> {
  const community = await requireModerator(table, moderator, communityId);
  const limit = Math.min(Math.max(1, page.limit ?? 50), 100);
  const prefix = nameSearchKey(page.namePrefix ?? "").slice(0, MEMBER_SEARCH.maxPrefixChars);
  const found: MemberEntry[] = [];
  let cursor = page.cursor ?? undefined;
  for (let reads = 0; reads < (prefix ? MEMBER_SEARCH.maxReadsPerPage : 1); reads++) {
    const result = await table.query<Membership & { pk: string; sk: string }>({
      pk: communityKeys.item(community.id).pk,
      sk: { beginsWith: "MEMBER#" },
      limit: prefix ? MEMBER_SEARCH.chunk : limit,
      cursor,
    });
    const users = await getUsers(
      table,
      result.items.map((m) => m.userId),
    );
    cursor = result.cursor;
    for (const [i, m] of result.items.entries()) {
      const name = users.get(m.userId)?.name ?? "A former member";
      if (prefix && !nameSearchKey(name).startsWith(prefix)) continue;
      found.push({
        userId: m.userId,
        name,
        role: community.moderators.includes(m.userId) ? "moderator" : "member",
        joinedAt: m.joinedAt,
      });
      if (found.length === limit) {
        // Full: go on after this member next time (there may be more in this chunk or after it).
        const more = i < result.items.length - 1 || Boolean(result.cursor);
        return { community, members: found, cursor: more ? encodeCursor({ pk: m.pk, sk: m.sk }) : undefined };
      }
    }
    if (!cursor) break;
  }
  return { community, members: found, cursor };
}

/** A community's moderators with their names (spec §7 GET /communities/{id}/moderators). */
export async function communityModerators(
  table: Table,
  moderator: Person,
  communityId: string,
): Promise<{ userId: string; name: string }[]> {
  const community = await requireModerator(table, moderator, communityId);
  const users = await getUsers(table, community.moderators);
  return community.moderators.map((id) => ({ userId: id, name: users.get(id)?.name ?? "A former member" }));
}
