/**
 * The content check's texts (spec community.md §4, §5, §8; issue 12), and ours where the spec gives
 * none. A module of its own that imports nothing, so the pages' islands show the same words without
 * loading the checkers.
 */
export const CONTENT_MESSAGES = {
  warningTitle: "Warning: Inappropriate Content",
  inappropriatePost: "This post violates the community guidelines. Please clean it up before posting.",
  inappropriateComment: "This comment violates the community guidelines. Please clean it up before posting.",
  mismatch: (community: string, recommended: string) => `This post looks like it belongs in ${recommended}, not ${community}.`,
  undetermined: "We could not tell whether this post fits this community. You can post it anyway or discard it.",
  /** §4: the undetermined modal's warning. */
  banWarning: "Moderators may remove posts that break the community guidelines, which can lead to a ban.",
  held: "Your post is waiting for its content check. Only you can see it until it has passed.",
  /** A check an admin switched off sends the post to the moderators (decision 022). */
  review: "Your post is waiting for a moderator's review. Only you can see it until a moderator approves it.",
  reviewState: "Waiting for a moderator's review.",
  /** The author's waiting list, when a picture or video was refused after they left the page. */
  refusedLater: (kind: "image" | "video") =>
    `Not posted: its ${kind === "image" ? "picture" : "video"} did not pass the content check. This post violates the community guidelines.`,
} as const;
