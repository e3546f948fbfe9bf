import type { Caller } from "../account/caller";
import type { User } from "../account/user";
import { requirePlatformAdmin } from "../account/admin-rule";
import { getUsers } from "../account/user-store";
import { CHECK_LABELS, type CheckName } from "../content-check/check-settings-schema";
import { NotFoundError, ValidationError } from "../errors";
import type { Services } from "../services";
import type { Table } from "../ports/table/table";
import { mailAuthor } from "./author-notice";
import type { Community } from "../community/community";
import { listCommunities } from "../community/community-store";
import { modLogPuts, type ModAction } from "./mod-log";
import { reasonOf } from "./moderation-queue";
import { MOD_LOG_REASONS } from "./moderation-texts";
import { fill } from "../i18n/catalogue";
import { requireModerator } from "../community/moderator-rule";
import {
  awaitsModerator,
  draftKeys,
  getDraft,
  publishDraft,
  toDraft,
  type DraftItem,
  type DraftPointer,
  type PostDraft,
} from "../community/post-drafts";
import { removeDraft } from "../community/draft-removal";
import type { Post } from "../community/post";

/**
 * The community moderators' side of posts not yet published (issue 13; decision 022):
 * - **waiting for review**: a post one of whose checks an admin had switched off is never
 *   published by the check; one of its community's moderators approves it (published through the
 *   same `publishDraft` as a checked post: one transaction with the community's count) or rejects
 *   it (removed with its files, the author told by mail);
 * - **pending**: drafts still in their check an hour after they were posted (a checker down for
 *   long, a video job lost): a moderator may purge them (removed with their files).
 * Every action asks the moderation rule for the draft's own community and is mod-logged in its own
 * transaction. Approve and reject both delete the draft on condition that it is still a draft, so
 * of two racing decisions exactly one wins; the other is told the post no longer waits.
 */
type Person = Pick<User, "id">;
type ReviewServices = Pick<Services, "table" | "files" | "mailer" | "config">;

export const REVIEW_LIMITS = {
  /** A draft still checking after this long is "pending" on the panel (spec: older than an hour). */
  stuckSeconds: 60 * 60,
  /** The oldest drafts the panel reads at once; a community rarely has more than a few. */
  pageSize: 100,
} as const;

export const REVIEW_MESSAGES = {
  gone: "This post is no longer waiting: another moderator may have decided on it already.",
  stillChecking: "This post is still in its content check; it can be approved once the check has finished.",
  notStuck: "Only posts still in their content check after an hour can be purged.",
  rejectedSubject: "Your post was not published",
} as const;

export interface ReviewItem {
  draft: PostDraft;
  authorName: string;
  /** The checks that were switched off, as people read them ("Text abuse check"). */
  unchecked: string[];
}

export interface ModerationDrafts {
  community: Community;
  /** Posts only a moderator can publish now, oldest first. */
  review: ReviewItem[];
  /** Drafts still in their check for more than an hour, oldest first. */
  stuck: ReviewItem[];
}

const FORMER = "A former member";

/** This community's posts waiting for review, and its drafts stuck in their check, for its moderators. */
export async function moderationDrafts(table: Table, moderator: Person, communityId: string, now = new Date()): Promise<ModerationDrafts> {
  const community = await requireModerator(table, moderator, communityId);
  const pointers = await table.query<DraftPointer>({ pk: draftKeys.ofCommunity(community.id), limit: REVIEW_LIMITS.pageSize });
  const items = await table.batchGet<DraftItem>(pointers.items.map((p) => draftKeys.item(p.postId)));
  const drafts = items
    .filter((item) => item.entity === "post-draft")
    .map(toDraft)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const authors = await getUsers(
    table,
    drafts.map((d) => d.authorId),
  );
  const itemOf = (draft: PostDraft): ReviewItem => ({
    draft,
    authorName: authors.get(draft.authorId)?.name ?? FORMER,
    unchecked: (draft.review ?? []).map((check: CheckName) => CHECK_LABELS[check]),
  });
  return {
    community,
    review: drafts.filter(awaitsModerator).map(itemOf),
    stuck: drafts.filter((d) => !awaitsModerator(d) && isStuck(d, now)).map(itemOf),
  };
}

function isStuck(draft: PostDraft, now: Date): boolean {
  return Date.parse(draft.createdAt) + REVIEW_LIMITS.stuckSeconds * 1000 <= now.getTime();
}

/** The draft and its community, for that community's moderators only; a draft gone is one message. */
async function moderatedDraft(table: Table, moderator: Person, postId: string): Promise<{ draft: PostDraft; community: Community }> {
  const draft = postId.length <= 100 ? await getDraft(table, postId) : undefined;
  if (!draft) throw new NotFoundError(REVIEW_MESSAGES.gone);
  return { draft, community: await requireModerator(table, moderator, draft.communityId) };
}

function logged(draft: PostDraft, moderator: Person, action: ModAction, reason: string, now: Date) {
  return modLogPuts({
    communityId: draft.communityId,
    at: now.toISOString(),
    actorId: moderator.id,
    action,
    targetUserId: draft.authorId,
    postId: draft.id,
    reason,
  });
}

/** Approve: the post is published (counted as any post), logged; the author finds it in the feed. */
export async function approveHeldPost(table: Table, moderator: Person, postId: string, now = new Date()): Promise<Post> {
  const { draft } = await moderatedDraft(table, moderator, postId);
  if (!draft.review?.length) throw new NotFoundError(REVIEW_MESSAGES.gone);
  if (!awaitsModerator(draft)) throw new ValidationError(REVIEW_MESSAGES.stillChecking);
  const reason = fill(MOD_LOG_REASONS.approved, { checks: draft.review.map((c) => CHECK_LABELS[c]).join(", ") });
  const post = await publishDraft(table, draft, logged(draft, moderator, "approve-post", reason, now));
  if (!post) throw new NotFoundError(REVIEW_MESSAGES.gone);
  return post;
}

/** Reject: the draft and its files go, logged with the moderator's reason, and its author is told by mail. */
export async function rejectHeldPost(
  svc: ReviewServices,
  moderator: Person,
  postId: string,
  input: { reason?: unknown },
  now = new Date(),
): Promise<void> {
  const { draft, community } = await moderatedDraft(svc.table, moderator, postId);
  if (!draft.review?.length) throw new NotFoundError(REVIEW_MESSAGES.gone);
  const reason = reasonOf(input);
  if (!(await removeDraft(svc.table, svc.files, draft, logged(draft, moderator, "reject-post", reason, now))))
    throw new NotFoundError(REVIEW_MESSAGES.gone);
  await mailAuthor(
    svc,
    draft.authorId,
    { kind: "rejected", community: community.name, date: draft.createdAt.slice(0, 10), reason },
    { postId: draft.id },
  );
}

/** Purge: a draft still in its check after an hour goes, with its files; logged. */
export async function purgePendingPost(
  svc: Pick<Services, "table" | "files">,
  moderator: Person,
  postId: string,
  now = new Date(),
): Promise<void> {
  const { draft } = await moderatedDraft(svc.table, moderator, postId);
  if (awaitsModerator(draft) || !isStuck(draft, now)) throw new ValidationError(REVIEW_MESSAGES.notStuck);
  const reason = MOD_LOG_REASONS.purged;
  if (!(await removeDraft(svc.table, svc.files, draft, logged(draft, moderator, "purge-post", reason, now))))
    throw new NotFoundError(REVIEW_MESSAGES.gone);
}

/**
 * How many posts wait for a moderator's review on the whole platform (the admin's settings page):
 * one Query per community over its draft pointers (a handful of communities, each with few drafts).
 */
export async function postsHeldForReview(table: Table, admin: Pick<Caller, "role" | "proof">): Promise<number> {
  requirePlatformAdmin(admin);
  const communities = await listCommunities(table);
  const counts = await Promise.all(
    communities.map(
      async (c) =>
        (
          await table.queryAll<DraftPointer>({
            pk: draftKeys.ofCommunity(c.id),
            filter: { expression: "#review = :yes", names: { "#review": "review" }, values: { ":yes": true } },
          })
        ).length,
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}
