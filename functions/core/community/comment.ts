/**
 * Comments (spec community.md §3 "Comment", §5, §9): each an item of its own in its post's
 * partition, sorted by time, counted by the post's `commentCount` in the same transaction.
 * Zod-free constants: the comment form's browser check reads the limit from here.
 */
export interface Comment {
  id: string;
  postId: string;
  authorId: string;
  content: string;
  createdAt: string;
}

export const COMMENT_LIMITS = {
  maxChars: 500,
  pageSize: 10,
} as const;

/** The spec's texts (§2, §5) and ours where it gives none. */
export const COMMENT_MESSAGES = {
  placeholder: "Write a comment...",
  none: "No Comments Yet",
  required: "Please write a comment.",
  tooLong: `A comment can be at most ${COMMENT_LIMITS.maxChars} characters.`,
  wrongPost: "The comment's post does not match the address.",
} as const;

export const commentKeys = {
  /** Time first, so a post's comments come newest first from one Query. */
  item: (postId: string, createdAt: string, id: string) => ({ pk: `POST#${postId}`, sk: `COMMENT#${createdAt}#${id}` }),
  prefix: "COMMENT#",
  /** gsi1 of a comment: its author's comments, newest first (their data export, decision 051, and the account's erasure, decision 052). */
  byAuthor: (userId: string) => `USER#${userId}#COMMENTS`,
};

/** What is wrong with a comment's text; undefined when it may be posted. */
export function commentProblem(content: string): string | undefined {
  const text = content.trim();
  if (!text) return COMMENT_MESSAGES.required;
  if (text.length > COMMENT_LIMITS.maxChars) return COMMENT_MESSAGES.tooLong;
  return undefined;
}
