import type { User } from "../account/user";
import { NotFoundError, ValidationError } from "../errors";
import type { Table, TransactItem } from "../ports/table/table";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import { addCounted, ParentGoneError } from "../community/counted-relation";
import { requireMember } from "../community/membership";
import { POST_MESSAGES, postKeys, type Post } from "../community/post";
import { getPost } from "../community/post-store";
import { count } from "../metrics";
import { REPORT_MESSAGES, reportKeys, reportReasonOf, type Report } from "./report";

/**
 * Reporting a post (spec §4 "Report": once sent, the button shows 'Reported'). One report per
 * member per post: the report item's key is the member, so a second report (a double click, a
 * second tab) changes nothing and is answered as done, with the first report kept. The post's
 * `reportCount` and its entry in the community's queue of reported posts move in the report's
 * transaction, so the moderators' list (next issue) is one Query on gsi1, never a Scan.
 */
type Person = Pick<User, "id">;

export interface ReportInput {
  postId: string;
  /** The spec's `reportReason`: a listed reason, or free text (filed as "Other"). */
  reportReason: string;
  /** Optional free text beside a listed reason. */
  details?: string;
  /** The spec's payload names the community; when given it must be the post's. */
  communityId?: string;
}

/** Files the member's report; `alreadyReported` when they had reported this post before (nothing changes). */
export async function reportPost(
  table: Table,
  person: Person,
  input: ReportInput,
  now = new Date(),
): Promise<{ alreadyReported: boolean }> {
  // The payload names the community: its members-only rule comes before anything else is looked at.
  if (input.communityId) await requireMember(table, person, input.communityId);
  const post = await getPost(table, input.postId);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  if (input.communityId !== post.communityId) {
    // Members of the post's own community only learn that it is elsewhere.
    await requireMember(table, person, post.communityId);
    if (input.communityId) throw new ValidationError(REPORT_MESSAGES.wrongCommunity);
  }
  const said = reportReasonOf(input.reportReason, input.details);
  if ("problem" in said) throw new ValidationError(said.problem, { reportReason: [said.problem] });
  await hitRateLimits(table, [{ rule: RATE_RULES.reportsPerMember, key: person.id }], now.getTime());
  const report: Report = {
    postId: post.id,
    communityId: post.communityId,
    userId: person.id,
    reason: said.reason,
    details: said.details,
    createdAt: now.toISOString(),
  };
  try {
    const item = {
      ...reportKeys.report(post.id, person.id),
      gsi1pk: reportKeys.byReporter(person.id),
      gsi1sk: `${report.createdAt}#${post.id}`,
      entity: "report",
      ...report,
    };
    const added = await addCounted(table, item, postKeys.item(post.id), "reportCount", [queueEntry(post, report.createdAt)]);
    if (added) count("Reports");
    return { alreadyReported: !added };
  } catch (error) {
    if (error instanceof ParentGoneError) throw new NotFoundError(POST_MESSAGES.notFound);
    throw error;
  }
}

/** Puts (or moves up) the post in its community's queue of reported posts: most recently reported first. */
function queueEntry(post: Post, reportedAt: string): TransactItem {
  return {
    Update: {
      Key: reportKeys.queueEntry(post.id),
      UpdateExpression:
        "SET gsi1pk = :queue, gsi1sk = :position, entity = :entity, postId = :postId, communityId = :communityId, " +
        "lastReportedAt = :at, firstReportedAt = if_not_exists(firstReportedAt, :at)",
      ExpressionAttributeValues: {
        ":queue": reportKeys.queue(post.communityId),
        ":position": `${reportedAt}#${post.id}`,
        ":entity": "report-queue",
        ":postId": post.id,
        ":communityId": post.communityId,
        ":at": reportedAt,
      },
    },
  };
}

export interface ReportQueueEntry {
  postId: string;
  communityId: string;
  firstReportedAt: string;
  lastReportedAt: string;
}

/**
 * A community's reported posts, most recently reported first, a page by cursor. For the moderation
 * service (next issue), which asks its moderator rule before calling this: nothing here decides who may read it.
 */
export async function readReportQueue(
  table: Table,
  communityId: string,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<{ entries: ReportQueueEntry[]; cursor?: string }> {
  const result = await table.query<ReportQueueEntry & { pk: string; sk: string }>({
    index: "gsi1",
    pk: reportKeys.queue(communityId),
    newestFirst: true,
    limit: Math.min(Math.max(1, page.limit ?? 10), 50),
    cursor: page.cursor,
  });
  return {
    entries: result.items.map(({ postId, communityId: cid, firstReportedAt, lastReportedAt }) => ({
      postId,
      communityId: cid,
      firstReportedAt,
      lastReportedAt,
    })),
    cursor: result.cursor,
  };
}
