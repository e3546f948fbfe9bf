/**
 * What the community pages' islands render from (spec community.md §2, §3): plain JSON the server
 * builds (app/routes/community/parts/community-page.server.ts) and the browser reads back, so no Date objects and
 * every link and date already worked out on the server.
 */
export interface PersonLink {
  _id: string;
  name: string;
  avatar: string;
  /** /user/{id}, or /profile for the viewer (spec §2). */
  href: string;
}

export interface PostCardData {
  _id: string;
  content: string;
  /** 'image', anything else is a video (spec §3); '' when the post has no file. */
  fileType: string;
  /** The picture or video as the feed shows it (the web-sized picture); '' without a file. */
  fileUrl: string;
  /** The full-size picture, for the zoom. */
  fullUrl: string;
  /** Pictures: the web and full sizes for `srcset`, and the full size in pixels. */
  srcSet?: string;
  width?: number;
  height?: number;
  user: PersonLink;
  community: { _id: string; name: string; href: string };
  createdAt: string;
  /** The date in India time, worded on the server so the island renders the same text. */
  dateText: string;
  likeCount: number;
  likedByMe: boolean;
  savedByCount: number;
  savedByMe: boolean;
  commentCount: number;
  href: string;
}

export interface CommunityPanelData {
  _id: string;
  name: string;
  description: string;
  banner: string;
  href: string;
  rules: string[];
  memberText: string;
  isModerator: boolean;
  moderators: PersonLink[];
  /** The communities the viewer has not joined (spec §2), each with its join confirmation's address. */
  toJoin: { _id: string; name: string; memberText: string; joinHref: string }[];
}

export type FeedTab = "all" | "following";

/** One page of a feed as the JSON address answers it, and as the page renders it first. */
export interface FeedPage {
  posts: PostCardData[];
  nextCursor: string | null;
}

/** What the JSON addresses answer when they refuse: the message to show (spec §8). */
export interface JsonRefusal {
  message: string;
}

/** The author's own post still waiting for its content check (issue 12): only they see it, marked so. */
export interface WaitingPost {
  id: string;
  content: string;
  dateText: string;
  stateText: string;
  /** Refused by the check after the author left the page: shown once more, with Dismiss. */
  refused: boolean;
}
