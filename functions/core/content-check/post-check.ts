import { errorFields, log } from "../log";
import type { Services } from "../services";
import type { PostFile } from "../community/post";
import { CheckUnavailableError } from "../ports/content/image-moderator";
import { CATEGORY_CORPUS } from "./category-corpus";
import { hasEnoughText, judgeCategory } from "./category";
import { DEFAULT_CHECK_SETTINGS, type CheckName, type ContentCheckSettings } from "./check-settings-schema";
import { judgeImageLabels } from "./image-moderation";
import { checkText } from "./text-check";
import { CONTENT_MESSAGES } from "./content-messages";

/**
 * What the content check says about a post or comment (issue 12, spec community.md §4, §8), in the
 * order that costs least: the text (in-process, microseconds), its topic (posts only), then the
 * picture or video (a model or Rekognition). The caller stores, refuses or holds accordingly
 * (community/publish-post.ts); nothing here writes.
 *
 * Fails closed: a checker that cannot answer is `unavailable`, never `pass`. A check an admin
 * switched off (decision 022) is never `pass` either: the caller learns it was skipped
 * (`uncheckedParts`, `unchecked`) and sends the post to its community's moderators.
 */
export type TextOutcome =
  | { kind: "pass" }
  | { kind: "inappropriate"; source: "text"; reasons: string[] }
  | { kind: "mismatch"; recommendedCommunityId: string }
  | { kind: "undetermined" };

export type MediaOutcome =
  | { kind: "pass" }
  | { kind: "inappropriate"; source: "image" | "video"; reasons: string[] }
  | { kind: "unavailable"; checker: string }
  | { kind: "checking"; jobId: string }
  /** Its check is switched off: a moderator must look at it. */
  | { kind: "unchecked"; check: "image" | "video" };

export { CONTENT_MESSAGES };

/** A comment's text: only the abuse check (comments have no topic). */
export function checkCommentText(content: string): TextOutcome {
  const verdict = checkText(content);
  return verdict.ok ? { kind: "pass" } : { kind: "inappropriate", source: "text", reasons: verdict.reasons };
}

/** Whether the topic check applies to this post at all (enough text, a community with a corpus). */
function topicApplies(content: string, communityId: string): boolean {
  return communityId in CATEGORY_CORPUS && hasEnoughText(content);
}

/**
 * A post's text: abuse first, then its topic among the seeded communities. A post with too little
 * text to classify (a picture with a caption of two words) and a community the classifier has no
 * corpus for are not judged on topic. A switched-off check is skipped here; `uncheckedParts` names it.
 */
export function checkPostText(content: string, communityId: string, settings: ContentCheckSettings = DEFAULT_CHECK_SETTINGS): TextOutcome {
  if (settings.checks.text) {
    const abuse = checkCommentText(content);
    if (abuse.kind !== "pass") return abuse;
  }
  if (!settings.checks.category || !topicApplies(content, communityId)) return { kind: "pass" };
  const topic = judgeCategory(content, communityId, settings.category);
  if (topic.kind === "mismatch") return { kind: "mismatch", recommendedCommunityId: topic.recommendedCommunity };
  if (topic.kind === "undetermined") return { kind: "undetermined" };
  return { kind: "pass" };
}

/**
 * The checks a post's text would have had but that are switched off: such a post is never
 * published by the check, only by a moderator (moderation/post-review.ts).
 */
export function uncheckedTextParts(content: string, communityId: string, settings: ContentCheckSettings): CheckName[] {
  const parts: CheckName[] = [];
  if (!content.trim()) return parts;
  if (!settings.checks.text) parts.push("text");
  if (!settings.checks.category && topicApplies(content, communityId)) parts.push("category");
  return parts;
}

/**
 * A post's accepted file (community/post-media.ts made it): a picture is checked in its web size when
 * it has one (what members see first, and small for the model), a video by the video checker, which
 * may answer later (`checking`, Rekognition's job).
 */
export async function checkPostFile(
  svc: Pick<Services, "imageModerator" | "videoModerator">,
  file: PostFile,
  /** The post's id: a video job carries it, so its completion finds the post again. */
  postId: string,
  settings: ContentCheckSettings = DEFAULT_CHECK_SETTINGS,
): Promise<MediaOutcome> {
  if (!settings.checks[file.type]) return { kind: "unchecked", check: file.type };
  try {
    if (file.type === "image") {
      const picture = file.web
        ? { key: file.web.key, contentType: file.web.contentType }
        : { key: file.key, contentType: file.contentType };
      const verdict = judgeImageLabels(await svc.imageModerator.labels(picture), settings.imageThresholds);
      return verdict.ok ? { kind: "pass" } : { kind: "inappropriate", source: "image", reasons: verdict.reasons };
    }
    const check = await svc.videoModerator.start({ key: file.key, contentType: file.contentType, postId });
    if (check.state === "started") return { kind: "checking", jobId: check.jobId };
    const verdict = judgeImageLabels(check.labels, settings.imageThresholds);
    return verdict.ok ? { kind: "pass" } : { kind: "inappropriate", source: "video", reasons: verdict.reasons };
  } catch (error) {
    // Any failure holds the post: an unexpected one too, since nothing unchecked may be shown.
    const checker = error instanceof CheckUnavailableError ? error.checker : "unknown";
    log.warn("content check could not answer", { checker, fileKey: file.key, ...errorFields(error) });
    return { kind: "unavailable", checker };
  }
}
