/**
 * Following another member (spec community.md §2 "Public profile", §4 "Follow/unfollow"). A follow
 * is two items, one under each member (`USER#<follower>` / `FOLLOWING#<followed>` and
 * `USER#<followed>` / `FOLLOWER#<follower>`), and two counters on their accounts
 * (`followingCount`, `followerCount`), all in one transaction. Zod-free: pages read the texts here.
 */
export interface Follow {
  followerId: string;
  followedId: string;
  followingSince: string;
}

export const FOLLOW_LIMITS = {
  /** Entries per page of "People you're following". */
  pageSize: 100,
} as const;

/** The spec's empty states (§2) and our refusals (it gives none). */
export const FOLLOW_MESSAGES = {
  notFollowingAnyone: "You are not following anyone yet.",
  self: "You cannot follow yourself.",
  moderator: "Moderators cannot be followed.",
  userNotFound: "User not found.",
  postsHidden: "Follow this member to see their posts.",
} as const;

export const followKeys = {
  following: (followerId: string, followedId: string) => ({ pk: `USER#${followerId}`, sk: `FOLLOWING#${followedId}` }),
  follower: (followedId: string, followerId: string) => ({ pk: `USER#${followedId}`, sk: `FOLLOWER#${followerId}` }),
  /** gsi1 of a FOLLOWING item: whom a member follows, most recently followed first. */
  followedBy: (followerId: string) => `USER#${followerId}#FOLLOWING`,
};

/** The counters on the account item (`USER#<id>` / `PROFILE`). */
export const FOLLOW_COUNTERS = { followers: "followerCount", following: "followingCount" } as const;
