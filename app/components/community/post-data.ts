import type { PostPageMessages } from "~/i18n/community/texts";
import type { PersonLink, PostCardData } from "./community-data";

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
  /** Whether this member has reported the post (spec §4: then a green, disabled 'Reported'). */
  reported: boolean;
  comments: CommentsPage;
  notice: string | null;
  error: string | null;
  /** The page's texts in its language (decision 005: they travel in the island's props). */
  t: PostPageMessages;
}

export interface CommentData {
  _id: string;
  content: string;
  createdAt: string;
  dateText: string;
  user: PersonLink;
}

/** Ten comments, newest first, and where the next ten start. */
export interface CommentsPage {
  comments: CommentData[];
  nextCursor: string | null;
  /** False on a later page reached without JavaScript ('Load More' as a link). */
  firstPage: boolean;
  /** A comment refused without JavaScript, shown under the form. */
  error: string | null;
}

/** What one control changed (`intent` names it), for the island to settle its counts. */
export type PostChange =
  | { intent: string; likeCount: number; likedByMe: boolean }
  | { intent: string; savedByCount: number; savedByMe: boolean }
  | { intent: string; redirectTo: string }
  | { intent: string; comment: CommentData; commentCount: number }
  | { intent: string; reported: true };
