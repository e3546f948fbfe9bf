import type { User } from "../account/user";
import { ValidationError } from "../errors";
import type { Services } from "../services";
import type { Community } from "./community";
import { getCommunity } from "./community-store";
import { awaitsModerator, DRAFT_MESSAGES, draftForToken, draftKeys, nextCheckAt, publishDraft, type PostDraft } from "./post-drafts";
import { removeDraft } from "./draft-removal";
import { heldMessage, type PublishResult } from "./publish-post";

/**
 * The author's answer to failedDetection (spec §4: Post Anyway or Discard; §7 POST
 * /posts/confirm/{token} and /posts/reject/{token}). The token is used once, in the same transaction
 * as the answer, so two answers racing cannot both win. Only the author may answer, while a member.
 */
type Person = Pick<User, "id">;

/** Post Anyway: published now, or, while its picture or video still waits for its check, once that passes. */
export async function confirmDraft(svc: Pick<Services, "table">, person: Person, token: string, now = new Date()): Promise<PublishResult> {
  const { draft, tokenKey } = await draftForToken(svc.table, person, token, now);
  const community = await communityOf(svc, draft);
  const confirmed: PostDraft = { ...draft, confirmed: true };
  confirmed.nextCheckAt = nextCheckAt(confirmed, now);
  // The token is used first, with the confirmation and nothing else: of two answers racing, only one
  // gets past here. (Using it in the publishing transaction could not tell them apart: when the post
  // is already there, storeCountedPost answers as if it had stored it, so both were told 201.) Should
  // publishing fail after this, the draft is confirmed and the sweeper publishes it.
  // One that now waits for a moderator only (a check was switched off) leaves the sweeper's queue.
  const dueKeys = awaitsModerator(confirmed) ? "REMOVE gsi2pk, gsi2sk" : ", gsi2sk = :due";
  try {
    await svc.table.transact([
      {
        Update: {
          Key: draftKeys.item(draft.id),
          UpdateExpression: `SET confirmed = :yes, nextCheckAt = :next ${dueKeys}`,
          ConditionExpression: "attribute_exists(pk) AND confirmed = :no",
          ExpressionAttributeValues: {
            ":yes": true,
            ":no": false,
            ":next": confirmed.nextCheckAt,
            ...(awaitsModerator(confirmed) ? {} : { ":due": `${confirmed.nextCheckAt}#${draft.id}` }),
          },
        },
      },
      { Delete: { Key: tokenKey, ConditionExpression: "attribute_exists(pk)" } },
    ]);
  } catch {
    throw new ValidationError(DRAFT_MESSAGES.tokenUsed);
  }
  if (!draft.mediaChecked || awaitsModerator(confirmed))
    return { state: "held", draft: confirmed, community, message: heldMessage(confirmed) };
  const post = await publishDraft(svc.table, confirmed);
  if (!post) throw new ValidationError(DRAFT_MESSAGES.tokenUsed);
  return {
    state: "published",
    post: { ...post, likedByMe: false, savedByMe: false, reportedByMe: false },
    community: { ...community, postCount: community.postCount + 1 },
  };
}

/** Discard: the post and its files are removed, and the token with them. */
export async function rejectDraft(svc: Pick<Services, "table" | "files">, person: Person, token: string, now = new Date()): Promise<void> {
  const { draft, tokenKey } = await draftForToken(svc.table, person, token, now);
  const removed = await removeDraft(svc.table, svc.files, draft, [
    { Delete: { Key: tokenKey, ConditionExpression: "attribute_exists(pk)" } },
  ]);
  if (!removed) throw new ValidationError(DRAFT_MESSAGES.tokenUsed);
}

async function communityOf(svc: Pick<Services, "table">, draft: PostDraft): Promise<Community> {
  const community = await getCommunity(svc.table, draft.communityId);
  if (!community) throw new ValidationError(DRAFT_MESSAGES.tokenUsed);
  return community;
}
