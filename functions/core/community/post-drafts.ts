import { createHash, randomBytes } from "node:crypto";
import type { User } from "../account/user";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import { requireMember } from "./membership";
import type { Post } from "./post";
import { storeCountedPost } from "./posts";
import type { CheckName } from "../content-check/check-settings-schema";

/**
 * Posts the content check has not let through yet (issue 12): stored as a *draft*, an item of its
 * own (`POST#<id>` / `DRAFT`) that no feed, post page or API read ever finds (they read `POST`), so
 * an unchecked post cannot be shown by mistake: it is published only by moving it to `POST`.
 *
 * A draft waits for one or both of:
 * - **the author's answer** (`confirmed: false`): the topic could not be determined (failedDetection);
 *   a single-use token, good for an hour, confirms (Post Anyway) or rejects (Discard) it;
 * - **its picture or video's check** (`mediaChecked: false`): a checker could not answer (held,
 *   retried by the sweeper with back-off) or a video job is running (`jobId`, Rekognition).
 * When both are done it is published; a draft still unconfirmed after an hour is removed, files too.
 *
 * A draft one of whose checks an admin had switched off (`review`, decision 022) is never published
 * by the check: once its other waits are over it waits for its community's moderators
 * (post-review.ts), and leaves the sweeper's queue.
 *
 * Every draft has a pointer in its community's partition (`DRAFTS#<community id>`, written and
 * deleted in the same transactions as the draft), so the moderators' panel lists one community's
 * waiting posts with one Query instead of reading the platform-wide due queue.
 */
export type Person = Pick<User, "id">;

export interface PostDraft extends Post {
  confirmed: boolean;
  mediaChecked: boolean;
  /** Rekognition's video job, while it runs. */
  jobId?: string;
  /** Media checks tried and failed so far (the back-off). */
  attempts: number;
  /** When the sweeper looks at it next: a retry, a job to poll, or an unanswered draft's expiry. */
  nextCheckAt: string;
  /** The checks that were switched off for it: non-empty → only a moderator may publish it. */
  review?: CheckName[];
}

/** A draft's state as its author sees it. */
export type DraftState = "pending" | "held" | "checking" | "review";

export function draftState(draft: Pick<PostDraft, "confirmed" | "jobId" | "mediaChecked" | "review">): DraftState {
  return !draft.confirmed ? "pending" : draft.jobId ? "checking" : awaitsModerator(draft) ? "review" : "held";
}

/** Checked as far as the settings let it be, answered by its author: only a moderator can publish it now. */
export function awaitsModerator(draft: Pick<PostDraft, "confirmed" | "mediaChecked" | "review">): boolean {
  return Boolean(draft.review?.length) && draft.confirmed && draft.mediaChecked;
}

export const DRAFT_LIMITS = {
  /** failedDetection: the token and the unanswered post live an hour (issue 12). */
  answerSeconds: 60 * 60,
  /** Retries of a held check: 1, 2, 4… minutes, at most an hour apart. */
  firstRetrySeconds: 60,
  maxRetrySeconds: 60 * 60,
} as const;

export const DRAFT_MESSAGES = {
  tokenUsed: "This confirmation has expired or was already used.",
  notAuthor: "Only the post's author can answer this.",
} as const;

export const draftKeys = {
  item: (postId: string) => ({ pk: `POST#${postId}`, sk: "DRAFT" }),
  /** gsi1: an author's drafts, newest first (their own pages show them marked). */
  byAuthor: (authorId: string) => `USER#${authorId}#DRAFTS`,
  /** gsi2: every draft by when the sweeper is due to look at it. */
  due: "DRAFTS#DUE",
  token: (token: string) => ({ pk: `CONFIRM#${createHash("sha256").update(token).digest("hex")}`, sk: "CONFIRM" }),
  /** The draft's pointer in its community's partition, oldest first (the moderators' panel). */
  ofCommunity: (communityId: string) => `DRAFTS#${communityId}`,
  pointer: (draft: Pick<PostDraft, "communityId" | "createdAt" | "id">) => ({
    pk: `DRAFTS#${draft.communityId}`,
    sk: `${draft.createdAt}#${draft.id}`,
  }),
};

/** What the community's pointer holds: enough to list and count without reading the drafts. */
export type DraftPointer = {
  pk: string;
  sk: string;
  entity: "community-draft";
  postId: string;
  authorId: string;
  createdAt: string;
  review: boolean;
};

function pointerItem(draft: PostDraft): DraftPointer {
  return {
    ...draftKeys.pointer(draft),
    entity: "community-draft",
    postId: draft.id,
    authorId: draft.authorId,
    createdAt: draft.createdAt,
    review: Boolean(draft.review?.length),
  };
}

export const deletePointer = (draft: PostDraft) => ({ Delete: { Key: draftKeys.pointer(draft) } });

export type DraftItem = PostDraft & {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
  entity: "post-draft";
  ttl?: number;
};
/**
 * What stays of a draft whose picture or video the check refused after its author had left the page
 * (a video job's verdict, a held picture's retry): the author learns the outcome on their waiting
 * list. No text and no file are kept (spec §4: nothing of refused content is stored); it goes when
 * the author dismisses it, or after a week by TTL. Same key as the draft it replaces, so a racing
 * confirmation or publish (conditioned on a draft) finds nothing to act on.
 */
export interface RefusedDraft {
  id: string;
  communityId: string;
  authorId: string;
  createdAt: string;
  refused: "image" | "video";
  refusedAt: string;
}
export type RefusedItem = RefusedDraft & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; entity: "post-refused"; ttl: number };
export const REFUSED_NOTICE_SECONDS = 7 * 86_400;

/** Only a live draft may be changed or published: never a refusal notice left in its place. */
export const IS_DRAFT = { expression: "attribute_exists(pk) AND entity = :draft", values: { ":draft": "post-draft" } };

type TokenItem = { pk: string; sk: string; entity: "post-confirmation"; postId: string; authorId: string; expiresAt: string; ttl: number };

function draftItem(draft: PostDraft): DraftItem {
  return {
    ...draftKeys.item(draft.id),
    gsi1pk: draftKeys.byAuthor(draft.authorId),
    gsi1sk: `${draft.createdAt}#${draft.id}`,
    // One that waits for a moderator only has nothing for the sweeper to do: out of its queue.
    ...(awaitsModerator(draft) ? {} : { gsi2pk: draftKeys.due, gsi2sk: `${draft.nextCheckAt}#${draft.id}` }),
    entity: "post-draft",
    ...draft,
  };
}

export function toDraft(item: DraftItem): PostDraft {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g1s, gsi2pk: _g2, gsi2sk: _g2s, entity: _e, ttl: _t, ...draft } = item;
  return draft;
}

function toPostOf(draft: PostDraft): Post {
  const { confirmed: _c, mediaChecked: _m, jobId: _j, attempts: _a, nextCheckAt: _n, ...post } = draft;
  return post;
}

const secondsLater = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** When a draft is next due: its media retry or job poll, else (unanswered) its expiry. */
export function nextCheckAt(draft: Pick<PostDraft, "mediaChecked" | "confirmed" | "attempts" | "createdAt" | "jobId">, now: Date): string {
  if (!draft.mediaChecked) {
    const wait = draft.jobId
      ? 5 * 60 // an SNS completion normally comes first; this is the fallback poll
      : Math.min(DRAFT_LIMITS.firstRetrySeconds * 2 ** draft.attempts, DRAFT_LIMITS.maxRetrySeconds);
    return secondsLater(now, wait);
  }
  return secondsLater(new Date(draft.createdAt), DRAFT_LIMITS.answerSeconds);
}

/**
 * Stores a post that may not be published yet; for one awaiting its author's answer, also the
 * single-use token (only its hash is stored) that the author gets back.
 */
export async function storeDraft(
  table: Table,
  post: Post,
  waits: { confirmed: boolean; mediaChecked: boolean; jobId?: string; review?: CheckName[] },
  now = new Date(),
): Promise<{ draft: PostDraft; token?: string }> {
  const { review, ...rest } = waits;
  const draft: PostDraft = { ...post, ...rest, ...(review?.length ? { review } : {}), attempts: 0, nextCheckAt: "" };
  draft.nextCheckAt = nextCheckAt(draft, now);
  const stored = [
    { Put: { Item: draftItem(draft), ConditionExpression: "attribute_not_exists(pk)" } },
    { Put: { Item: pointerItem(draft) } },
  ];
  if (draft.confirmed) {
    await table.transact(stored);
    return { draft };
  }
  const token = randomBytes(24).toString("base64url");
  const expiresAt = secondsLater(new Date(post.createdAt), DRAFT_LIMITS.answerSeconds);
  const tokenItem: TokenItem = {
    ...draftKeys.token(token),
    entity: "post-confirmation",
    postId: post.id,
    authorId: post.authorId,
    expiresAt,
    ttl: Math.floor(Date.parse(expiresAt) / 1000) + 86_400,
  };
  await table.transact([...stored, { Put: { Item: tokenItem, ConditionExpression: "attribute_not_exists(pk)" } }]);
  return { draft, token };
}

export async function getDraft(table: Table, postId: string): Promise<PostDraft | undefined> {
  const item = await table.get<DraftItem | RefusedItem>(draftKeys.item(postId).pk, "DRAFT", true);
  return item?.entity === "post-draft" ? toDraft(item) : undefined;
}

async function authorItems(table: Table, authorId: string, communityId?: string): Promise<(DraftItem | RefusedItem)[]> {
  const page = await table.query<DraftItem | RefusedItem>({
    index: "gsi1",
    pk: draftKeys.byAuthor(authorId),
    newestFirst: true,
    limit: 20,
  });
  return page.items.filter((item) => !communityId || item.communityId === communityId);
}

/** An author's drafts, newest first, at most 20 (their own pages show them as waiting). */
export async function authorDrafts(table: Table, authorId: string, communityId?: string): Promise<PostDraft[]> {
  return (await authorItems(table, authorId, communityId)).flatMap((item) => (item.entity === "post-draft" ? [toDraft(item)] : []));
}

/** An author's drafts and the refusals that replaced drafts, newest first (their waiting list). */
export async function authorWaitingList(
  table: Table,
  authorId: string,
  communityId: string,
): Promise<({ kind: "draft"; draft: PostDraft } | { kind: "refused"; refused: RefusedDraft })[]> {
  return (await authorItems(table, authorId, communityId)).map((item) =>
    item.entity === "post-draft" ? { kind: "draft", draft: toDraft(item) } : { kind: "refused", refused: toRefused(item) },
  );
}

function toRefused(item: RefusedItem): RefusedDraft {
  const { id, communityId, authorId, createdAt, refused, refusedAt } = item;
  return { id, communityId, authorId, createdAt, refused, refusedAt };
}

/**
 * Publishes a draft whose waits are over: the post goes to its community's feed, counted, and the
 * draft goes, in one transaction; `also` rides along (the used token). Answers the post, or
 * undefined when the draft was already published or removed by a racing request.
 */
export async function publishDraft(
  table: Table,
  draft: PostDraft,
  also: Parameters<typeof storeCountedPost>[2] = [],
): Promise<Post | undefined> {
  const post = toPostOf(draft);
  try {
    const stored = await storeCountedPost(table, post, [
      { Delete: { Key: draftKeys.item(draft.id), ConditionExpression: IS_DRAFT.expression, ExpressionAttributeValues: IS_DRAFT.values } },
      deletePointer(draft),
      ...(also ?? []),
    ]);
    return stored ? post : undefined;
  } catch (error) {
    if (error instanceof NotFoundError && !(await getDraft(table, draft.id))) return undefined;
    throw error;
  }
}

/** Saves a draft's changed waits (a passed check, a retry, a confirmation) unless it is gone or refused. */
export async function updateDraft(table: Table, draft: PostDraft): Promise<void> {
  await table.transact([
    { Put: { Item: draftItem(draft), ConditionExpression: IS_DRAFT.expression, ExpressionAttributeValues: IS_DRAFT.values } },
    { Put: { Item: pointerItem(draft) } },
  ]);
}

/**
 * The draft a confirmation token answers, for its author only, while the token is good. A used,
 * expired or unknown token is one message (400); someone else's is 403.
 */
export async function draftForToken(
  table: Table,
  person: Person,
  token: string,
  now = new Date(),
): Promise<{ draft: PostDraft; tokenKey: { pk: string; sk: string } }> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new ValidationError(DRAFT_MESSAGES.tokenUsed);
  const tokenKey = draftKeys.token(token);
  const stored = await table.get<TokenItem>(tokenKey.pk, tokenKey.sk, true);
  if (!stored || Date.parse(stored.expiresAt) <= now.getTime()) throw new ValidationError(DRAFT_MESSAGES.tokenUsed);
  if (stored.authorId !== person.id) throw new ForbiddenError(DRAFT_MESSAGES.notAuthor);
  const draft = await getDraft(table, stored.postId);
  if (!draft || draft.confirmed) throw new ValidationError(DRAFT_MESSAGES.tokenUsed);
  // Members only, as for every post: an author who has left or been banned cannot publish.
  await requireMember(table, person, draft.communityId);
  return { draft, tokenKey };
}
