/**
 * Posts (spec community.md §3, §5, §9). A post is one item; its likes and saves are items of their
 * own under it, and its counts are counters changed in the same transaction (decision 011).
 * Only zod-free constants and types here: the pages' browser checks read the limits from this file.
 */
export type PostFileType = "image" | "video";

export interface PostFile {
  /**
   * Bucket key of the file at full size under `media/` (private; members get short-lived links):
   * a picture re-encoded without its metadata, or the video as uploaded (decision 012).
   */
  key: string;
  type: PostFileType;
  contentType: string;
  /** Pictures: the full picture's size in pixels (for `srcset` and layout without a shift). */
  width?: number;
  height?: number;
  /** Pictures wider than the web size: the 720 px variant the feed shows on phones. */
  web?: { key: string; width: number; height: number; contentType: string };
}

/** What a post stores of a file: the descriptor's known fields, nothing a caller added. */
export function storedPostFile(file: PostFile): PostFile {
  const { key, type, contentType, width, height, web } = file;
  return {
    key,
    type,
    contentType,
    ...(width && height ? { width, height } : {}),
    ...(web ? { web: { key: web.key, width: web.width, height: web.height, contentType: web.contentType } } : {}),
  };
}

export interface Post {
  id: string;
  communityId: string;
  authorId: string;
  content: string;
  file?: PostFile;
  likeCount: number;
  commentCount: number;
  saveCount: number;
  /** How many members reported it (reports.ts); absent until the first report. Moderators' business, not shown to members. */
  reportCount?: number;
  createdAt: string;
}

/** The sizes a post's picture is served in (a video has one, served under either name). */
export type MediaVariant = "web" | "full";
export const MEDIA_VARIANTS: readonly MediaVariant[] = ["web", "full"];

export const POST_LIMITS = {
  minChars: 10,
  maxChars: 3000,
  maxFileBytes: 52_428_800,
  pageSize: 10,
} as const;

/** The spec's texts (§5) and ours where it gives none. */
export const POST_MESSAGES = {
  empty: "Please enter a message or select a file.",
  badFile: "Please select an image or video file under 50MB.",
  tooShort: `Please write at least ${POST_LIMITS.minChars} characters.`,
  tooLong: `A post can be at most ${POST_LIMITS.maxChars} characters.`,
  notFound: "Post not found.",
  notAuthor: "Only the author can delete this post.",
  uploadNotFound: "The file was not found. Please select it again.",
  uploadNotYours: "This upload belongs to someone else.",
  noFile: "This post has no picture or video.",
} as const;

export const postKeys = {
  item: (id: string) => ({ pk: `POST#${id}`, sk: "POST" }),
  /** gsi1 of a post: its community's feed, newest first. */
  feed: (communityId: string) => `COMMUNITY#${communityId}#POSTS`,
  /**
   * gsi2 of a post: its author's posts in one community, newest first. Per community because every
   * reader is: the following feed (one community), a profile's posts (the viewer's communities
   * only, members-only rule), a moderator's view of one member. All of a member's posts are a merge
   * over their few communities (author-stats.ts knows which).
   */
  byAuthorIn: (userId: string, communityId: string) => `USER#${userId}#COMMUNITY#${communityId}#POSTS`,
  like: (postId: string, userId: string) => ({ pk: `POST#${postId}`, sk: `LIKE#${userId}` }),
  save: (postId: string, userId: string) => ({ pk: `POST#${postId}`, sk: `SAVE#${userId}` }),
  /** gsi1 of a save: the member's saved posts, newest saved first. */
  savedBy: (userId: string) => `USER#${userId}#SAVED`,
  /** gsi1 of a like: the member's likes, newest first (their data export, decision 051, and the account's erasure, decision 052). */
  likedBy: (userId: string) => `USER#${userId}#LIKES`,
};

/** Spec §2: "Saved-list items treat these extensions as pictures". */
export const PICTURE_EXTENSIONS = [".jpg", ".png", ".jpeg", ".gif", ".webp", ".svg"] as const;

/**
 * Whether a file name, key or URL names a picture by the spec's extensions (§2, saved list), in any
 * case, ignoring a query string or fragment. A post's stored `file.type` ('image' | 'video', set
 * from the checked magic bytes) is the primary signal; this is the rule for a file that carries no
 * type (see `savedMediaType`).
 */
export function isPictureFile(nameOrUrl: string): boolean {
  const path = nameOrUrl.split(/[?#]/, 1)[0]!.toLowerCase();
  return PICTURE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/**
 * How the saved list shows a post's file: its stored type when it has one ('image' or 'video'),
 * otherwise a picture when the name has one of the spec's picture extensions, else a video.
 */
export function savedMediaType(fileType: string, nameOrUrl: string): PostFileType {
  if (fileType === "image" || fileType === "video") return fileType;
  return isPictureFile(nameOrUrl) ? "image" : "video";
}

/** What is wrong with a post's text and file, in the spec's words; undefined when it may be posted. */
export function postProblem(content: string, file?: { size: number; contentType: string }): string | undefined {
  const text = content.trim();
  if (!text && !file) return POST_MESSAGES.empty;
  if (file && (file.size <= 0 || file.size > POST_LIMITS.maxFileBytes || !/^(image|video)\//.test(file.contentType)))
    return POST_MESSAGES.badFile;
  if (text && text.length < POST_LIMITS.minChars) return POST_MESSAGES.tooShort;
  if (text.length > POST_LIMITS.maxChars) return POST_MESSAGES.tooLong;
  return undefined;
}
