import { interestsList, locationOf, profileImageUrl, type User } from "../account/user";
import { getUser, getUsers } from "../account/user-store";
import { NotFoundError } from "../errors";
import type { Table } from "../ports/table/table";
import { postsInLastDays, postsPerCommunity } from "./author-stats";
import { communityKeys, type Community } from "./community";
import { FOLLOW_MESSAGES } from "./follow";
import { followCountsOf, followingSince, followingSinceEach, listFollowing } from "./follows";
import { communitiesVisibleTo } from "./membership";
import { isModeratorAccount, moderatorAccounts } from "./moderator-rule";

/**
 * Public profiles (spec §2 "Public profile", §3) and the list of people to find (GET
 * /users/public-users). Every total is a counter or a bounded read: follower and following
 * counters on the account, post tallies per community and per day (author-stats.ts), and the
 * memberships of a member (one per community, a handful).
 */
type Person = Pick<User, "id">;

export interface PublicProfile {
  _id: string;
  name: string;
  avatar: string;
  location: string;
  bio: string;
  /** "moderator" under the one moderator rule (moderator-rule.ts), else "user". */
  role: "user" | "moderator";
  interests: string[];
  totalPosts: number;
  totalCommunities: number;
  joinedOn: string;
  /** Hidden (null) for moderators (spec §2: "follower counts are not shown"). */
  totalFollowers: number | null;
  totalFollowing: number | null;
  isFollowing: boolean;
  followingSince: string | null;
  postsLast30Days: number;
  commonCommunities: { _id: string; name: string }[];
  /** False for moderators and for one's own profile: the client shows no follow button. */
  canFollow: boolean;
  isOwnProfile: boolean;
}

/** A member's account as others may see it; admins have no community profile. */
async function memberAccount(table: Table, userId: string): Promise<User> {
  const user = userId && userId.length <= 100 ? await getUser(table, userId) : undefined;
  if (!user || user.role === "admin") throw new NotFoundError(FOLLOW_MESSAGES.userNotFound);
  return user;
}

/** The public profile of `userId` as `person` sees it (their own too: the page redirects it to /profile). */
export async function publicProfile(table: Table, person: Person, userId: string, now = new Date()): Promise<PublicProfile> {
  const user = await memberAccount(table, userId);
  const own = user.id === person.id;
  const [moderator, theirs, mine, tallies, recent, since] = await Promise.all([
    isModeratorAccount(table, user),
    communitiesVisibleTo(table, user),
    own ? undefined : communitiesVisibleTo(table, person),
    postsPerCommunity(table, user.id),
    postsInLastDays(table, user.id, now),
    own ? undefined : followingSince(table, person.id, user.id),
  ]);
  const common = [...theirs.values()].filter((c) => (mine ?? theirs).has(c.id));
  const counts = followCountsOf(user);
  return {
    _id: user.id,
    name: user.name,
    avatar: profileImageUrl(user.profileImage),
    location: locationOf(user),
    bio: user.bio ?? "",
    role: moderator ? "moderator" : "user",
    interests: interestsList(user.interests),
    totalPosts: [...tallies.values()].reduce((sum, n) => sum + n, 0),
    totalCommunities: theirs.size,
    joinedOn: user.createdAt,
    totalFollowers: moderator ? null : counts.followers,
    totalFollowing: moderator ? null : counts.following,
    isFollowing: Boolean(since),
    followingSince: since ?? null,
    postsLast30Days: recent,
    commonCommunities: common.map(toRef),
    canFollow: !own && !moderator,
    isOwnProfile: own,
  };
}

const toRef = (c: Community) => ({ _id: c.id, name: c.name });

export interface PersonEntry {
  _id: string;
  name: string;
  avatar: string;
  location: string;
  role: "user" | "moderator";
  isFollowing: boolean;
  canFollow: boolean;
  commonCommunities: { _id: string; name: string }[];
}

/**
 * GET /users/public-users: people who share a community with the viewer, so there is someone to
 * follow. Bounded: the first PEOPLE_PER_COMMUNITY members of each of the viewer's communities (by
 * member key, i.e. a stable sample, not a ranking), at most PEOPLE_MAX in all, by name.
 */
export const PEOPLE_PER_COMMUNITY = 25;
export const PEOPLE_MAX = 50;

export async function communityPeople(table: Table, person: Person): Promise<PersonEntry[]> {
  const communities = [...(await communitiesVisibleTo(table, person)).values()];
  const pages = await Promise.all(
    communities.map((c) =>
      table.query<{ pk: string; sk: string; userId: string }>({
        pk: communityKeys.item(c.id).pk,
        sk: { beginsWith: communityKeys.member(c.id, "").sk },
        limit: PEOPLE_PER_COMMUNITY,
      }),
    ),
  );
  const shared = new Map<string, Community[]>();
  pages.forEach((page, i) => {
    for (const { userId } of page.items) if (userId !== person.id) shared.set(userId, [...(shared.get(userId) ?? []), communities[i]!]);
  });
  const ids = [...shared.keys()].slice(0, PEOPLE_MAX);
  const users = [...(await getUsers(table, ids)).values()].filter((u) => u.role !== "admin");
  const [moderators, following] = await Promise.all([
    moderatorAccounts(table, users),
    followingSinceEach(
      table,
      person.id,
      users.map((u) => u.id),
    ),
  ]);
  return users
    .map((u) => ({
      _id: u.id,
      name: u.name,
      avatar: profileImageUrl(u.profileImage),
      location: locationOf(u),
      role: moderators.has(u.id) ? ("moderator" as const) : ("user" as const),
      isFollowing: following.has(u.id),
      canFollow: !moderators.has(u.id),
      commonCommunities: (shared.get(u.id) ?? []).map(toRef),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** An entry of "People you're following" (spec §3 "Following-user entry"). */
export interface FollowingEntry {
  _id: string;
  avatar: string;
  name: string;
  location: string;
  followingSince: string;
}

/** /following and GET /users/following: whom the viewer follows, most recently followed first, a page at a time. */
export async function followingList(
  table: Table,
  person: Person,
  page: { cursor?: string | null } = {},
): Promise<{ entries: FollowingEntry[]; cursor?: string }> {
  const { entries, cursor } = await listFollowing(table, person, page);
  return {
    entries: entries.map(({ user, followingSince: since }) => ({
      _id: user.id,
      avatar: profileImageUrl(user.profileImage),
      name: user.name,
      location: locationOf(user),
      followingSince: since,
    })),
    cursor,
  };
}
