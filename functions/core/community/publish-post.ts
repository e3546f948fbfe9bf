import { randomUUID } from "node:crypto";
import type { User } from "../account/user";
import { ContentRefusedError, ValidationError } from "../errors";
import { errorFields, log } from "../log";
import { count } from "../metrics";
import type { Services } from "../services";
import { checkPostFile, checkPostText, CONTENT_MESSAGES, uncheckedTextParts, type TextOutcome } from "../content-check/post-check";
import { contentCheckSettings } from "../content-check/check-settings";
import { recordRefusal } from "../content-check/refusal-stats";
import { uploadOwner } from "../media/media-keys";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import type { Community } from "./community";
import { getCommunity } from "./community-store";
import { mediaKeysOf } from "./media-cleanup";
import { requireMember } from "./membership";
import { postProblem } from "./post";
import { acceptUpload, type AcceptedFile } from "./post-media";
import { draftState, storeDraft, type PostDraft } from "./post-drafts";
import { newPost, storeCountedPost, type PostView } from "./posts";

/**
 * Posting (spec §4, §5, issue 12): a message of 10–3000 characters, a picture or video, or both, and
 * nothing is shown to other members until the content check has passed it. What the API's
 * POST /api/posts and the pages' composers call.
 *
 * The order keeps cost and leftovers low: members only, the text's rules, the rate, then the text's
 * check (abuse, then topic; in-process), then the upload is accepted (re-encoded) and its picture or
 * video checked. Outcomes:
 * - inappropriate (text, picture or video): 403 inappropriateContent; nothing is stored but a count
 *   for the moderators, and the file is deleted;
 * - topic conflict: 403 categoryMismatch naming both communities; the upload is kept, so the member
 *   can post the same to the recommended community;
 * - topic undetermined: the post is kept as a draft, unseen, with a single-use token: 403
 *   failedDetection {confirmationToken} (post-drafts.ts confirms or rejects it);
 * - a checker that cannot answer, or a video job still running: the post is kept as a draft and
 *   the author told it is waiting (`held`); the sweeper retries. It fails closed.
 * - a check an admin switched off (decision 022): the post is not published by the check; it is
 *   kept as a draft that its community's moderators approve or reject (post-review.ts), and the
 *   author told it waits for a moderator's review.
 */
type Person = Pick<User, "id">;

export interface PublishInput {
  content?: string;
  /** The key an upload form gave (`uploads/<user id>/…`), once the browser has sent the file. */
  upload?: string;
}

export type PublishResult =
  { state: "published"; post: PostView; community: Community } | { state: "held"; draft: PostDraft; community: Community; message: string };

type PublishServices = Pick<Services, "table" | "files" | "imageModerator" | "videoModerator">;

export async function publishPost(
  svc: PublishServices,
  person: Person,
  communityId: string,
  input: PublishInput,
  now = new Date(),
): Promise<PublishResult> {
  const content = input.content ?? "";
  const upload = input.upload?.trim() || undefined;
  const { community } = await requireMember(svc.table, person, communityId);
  // The file itself is judged by acceptUpload; here only whether there is one.
  const problem = postProblem(content, upload ? { size: 1, contentType: "image/*" } : undefined);
  if (problem) throw new ValidationError(problem, { content: [problem] });
  await hitRateLimits(svc.table, [{ rule: RATE_RULES.postsPerMember, key: person.id }], now.getTime());

  const settings = await contentCheckSettings(svc.table);
  const text: TextOutcome = content.trim() ? checkPostText(content, communityId, settings) : { kind: "pass" };
  if (text.kind === "inappropriate") {
    await refuseInappropriate(svc, communityId, "post-text", now);
    // The file came with abusive words: it is not kept for a second try.
    if (upload && uploadOwner(upload) === person.id) await svc.files.delete([upload]).catch(() => undefined);
    throw inappropriate();
  }
  if (text.kind === "mismatch") throw await topicConflict(svc, community, text.recommendedCommunityId);

  const file: AcceptedFile | undefined = upload ? await acceptUpload(svc, person.id, upload) : undefined;
  let kept = false;
  try {
    const postId = randomUUID();
    const media = file ? await checkPostFile(svc, file, postId, settings) : ({ kind: "pass" } as const);
    if (media.kind === "inappropriate") {
      await refuseInappropriate(svc, communityId, media.source === "image" ? "post-image" : "post-video", now);
      throw inappropriate();
    }
    const post = newPost(person, communityId, { content, file }, now, postId);
    const confirmed = text.kind !== "undetermined";
    // A switched-off picture or video check has nothing to wait for: the moderators look at it instead.
    const mediaChecked = media.kind === "pass" || media.kind === "unchecked";
    const review = [...uncheckedTextParts(content, communityId, settings), ...(media.kind === "unchecked" ? [media.check] : [])];
    if (confirmed && mediaChecked && review.length === 0) {
      await storeCountedPost(svc.table, post);
      kept = true;
      count("ContentChecks", 1, { outcome: "published" });
      return {
        state: "published",
        post: { ...post, likedByMe: false, savedByMe: false, reportedByMe: false },
        community: { ...community, postCount: community.postCount + 1 },
      };
    }
    const { draft, token } = await storeDraft(
      svc.table,
      post,
      { confirmed, mediaChecked, review, ...(media.kind === "checking" ? { jobId: media.jobId } : {}) },
      now,
    );
    kept = true;
    // "held": a checker could not answer (the alarm's outcome); "checking": a video job runs; "review": a moderator looks.
    count("ContentChecks", 1, { outcome: token ? "undetermined" : draftState(draft) });
    if (token) throw new ContentRefusedError(CONTENT_MESSAGES.undetermined, { type: "failedDetection", confirmationToken: token });
    return { state: "held", draft, community, message: heldMessage(draft) };
  } finally {
    if (file && !kept)
      await svc.files
        .delete(mediaKeysOf(file))
        .catch((cleanup: unknown) =>
          log.warn("media of an unstored post not deleted", { keys: mediaKeysOf(file), ...errorFields(cleanup) }),
        );
  }
}

/** What the author is told about a post kept back: its check, or a moderator's review. */
export function heldMessage(draft: PostDraft): string {
  return draftState(draft) === "review" ? CONTENT_MESSAGES.review : CONTENT_MESSAGES.held;
}

function inappropriate(): ContentRefusedError {
  return new ContentRefusedError(CONTENT_MESSAGES.inappropriatePost, { type: "inappropriateContent" });
}

/** The refusal is counted for the moderators; a count that fails must not turn a refusal into a 500. */
async function refuseInappropriate(
  svc: PublishServices,
  communityId: string,
  kind: Parameters<typeof recordRefusal>[2],
  now: Date,
): Promise<void> {
  count("ContentChecks", 1, { outcome: "refused" });
  await recordRefusal(svc.table, communityId, kind, now).catch((error: unknown) =>
    log.warn("refusal not counted", { communityId, kind, ...errorFields(error) }),
  );
}

/** 403 categoryMismatch with both communities' names (spec §4: the modal names both) and the recommended one's id. */
async function topicConflict(svc: PublishServices, community: Community, recommendedId: string): Promise<ContentRefusedError> {
  count("ContentChecks", 1, { outcome: "mismatch" });
  const recommended = await getCommunity(svc.table, recommendedId);
  const name = recommended?.name ?? recommendedId;
  return new ContentRefusedError(CONTENT_MESSAGES.mismatch(community.name, name), {
    type: "categoryMismatch",
    community: community.name,
    recommendedCommunity: name,
    recommendedCommunityId: recommendedId,
  });
}
