/**
 * What the moderation panel (/community/{name}/moderator) shows: built by
 * app/routes/moderation/parts/moderation-page.server.ts, drawn by ModeratorPanelParts.tsx.
 */
export interface PanelMember {
  userId: string;
  name: string;
  /** Their public profile (/user/{id}). */
  href: string;
  moderator: boolean;
  joined: string;
  /** The ban page (no JavaScript), which the Ban dialog posts to as well. */
  banHref: string;
}

export interface PanelBan {
  userId: string;
  name: string;
  href: string;
  /** The Unban confirmation page (no JavaScript), which the Unban dialog posts to as well. */
  unbanHref: string;
  reason: string;
  bannedBy: string;
  bannedAt: string;
  /** "Permanent", or when it ends in India time. */
  ends: string;
  length: string;
}

export interface PanelLogEntry {
  key: string;
  at: string;
  actor: string;
  what: string;
  reason: string;
}

/** A post not yet published, as the panel lists it (waiting for review, or stuck in its check). */
export interface PanelDraft {
  postId: string;
  excerpt: string;
  author: string;
  posted: string;
  /** The picture or video, for its moderators to judge (/media/posts/{id}/web). */
  file: { type: "image" | "video"; href: string } | null;
  /** Review: the checks that were off. Stuck: where it waits. */
  why: string;
}

export interface ModeratorPanelData {
  community: { id: string; name: string; href: string; reportedHref: string };
  members: PanelMember[];
  /** The next page of members, when the core gives one. */
  membersCursor: string | null;
  /** This page is not the first. */
  laterMembersPage: boolean;
  /** The name prefix searched for, as typed ("" for all members). */
  search: string;
  moderators: { userId: string; name: string }[];
  bans: PanelBan[];
  /** The banned list's page number and page count (numbered pages, decision 009). */
  bansPage: { page: number; pages: number };
  log: PanelLogEntry[];
  logCursor: string | null;
  laterLogPage: boolean;
  /** Posts a switched-off check sent to the moderators (approve or reject). */
  review: PanelDraft[];
  /** Drafts still in their check after an hour (purge). */
  stuck: PanelDraft[];
  /** What the last ban or unban did, e.g. "Asha is banned until …". */
  notice: string | null;
}
