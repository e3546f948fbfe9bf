import type { PostCardData } from "./community-data";

/**
 * What the post page's island renders from and what its JSON address answers (spec community.md
 * §2, single-post view; decision 013). Plain JSON: links, dates and permissions worked out on the server.
 */
export interface PostPageData {
  post: PostCardData;
  /** Only the author sees Delete (spec §6); decided on the server, and core refuses anyone else anyway. */
  isMine: boolean;
  /** Where Back goes without JavaScript: the page the member came from on this site, else '/'. */
  backHref: string;
  notice: string | null;
  error: string | null;
}

/** What one control changed (`intent` names it), for the island to settle its counts. */
export type PostChange =
  | { intent: string; likeCount: number; likedByMe: boolean }
  | { intent: string; savedByCount: number; savedByMe: boolean }
  | { intent: string; redirectTo: string };

export const DELETE_QUESTION = "Are you sure you want to delete? This action cannot be undo.";
