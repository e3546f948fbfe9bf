import type { User } from "@core/account/user";
import { fromCursor } from "../../../utils/page-cursor.server";
import { savedPosts, userPosts, type FeedPage as CoreFeedPage } from "@core/community/feeds";
import type { Community } from "@core/community/community";
import { followMember, unfollowMember } from "@core/community/follows";
import { savedMediaType } from "@core/community/post";
import { toApiPostsOf } from "@core/community/post-view";
import { followingList, publicProfile, type PublicProfile } from "@core/community/profiles";
import { services } from "@core/services";
import { formatLongUsDateIndia } from "@core/time/india-time";
import type { FeedPage, PostCardData } from "~/components/community/community-data";
import { communityHref, profileHref, toPostCard } from "~/routes/community/parts/community-page.server";
import type { Language } from "@core/i18n/languages";
import { fill } from "~/i18n/catalogue";
import { PEOPLE } from "~/i18n/community/people.server";

/**
 * The server half of /saved, /following and /user/{id} (spec community.md §2 "Lists and empty
 * states", "Public profile"): core decides who sees what (saved posts of visible communities, a
 * member's posts only for their followers, who can be followed); this file words dates and links.
 */

async function cards(
  page: CoreFeedPage & { communities: Map<string, Community> },
  viewerId: string,
  language: Language,
): Promise<{ posts: PostCardData[]; files: Map<string, string> }> {
  const api = await toApiPostsOf(services().table, page.posts, page.communities, viewerId);
  const files = new Map(page.posts.flatMap((p) => (p.file ? [[p.id, p.file.key] as const] : [])));
  return { posts: api.map((post) => toPostCard(post, viewerId, language)), files };
}

/**
 * /saved: the viewer's saved posts, most recently saved first. A file is a picture by its stored
 * type, or else by the spec's picture extensions on its key (`savedMediaType`).
 */
export async function savedPage(user: User, cursor: string | null, language: Language): Promise<FeedPage> {
  const page = await fromCursor(cursor, (c) => savedPosts(services().table, user, { cursor: c }));
  const { posts, files } = await cards(page, user.id, language);
  return {
    posts: posts.map((post) =>
      post.fileUrl ? { ...post, fileType: savedMediaType(post.fileType, files.get(post._id) ?? post.fileUrl) } : post,
    ),
    nextCursor: page.cursor ?? null,
  };
}

/** A member's posts for a viewer who follows them (core refuses anyone else with a ForbiddenError). */
export async function memberPostsPage(user: User, memberId: string, cursor: string | null, language: Language): Promise<FeedPage> {
  const page = await fromCursor(cursor, (c) => userPosts(services().table, user, memberId, { cursor: c }));
  return { posts: (await cards(page, user.id, language)).posts, nextCursor: page.cursor ?? null };
}

export interface FollowingEntryView {
  _id: string;
  name: string;
  avatar: string;
  href: string;
  location: string;
  sinceText: string;
}

/** "People you're following", most recently followed first. */
export async function followingPage(
  user: User,
  cursor: string | null,
  language: Language,
): Promise<{ entries: FollowingEntryView[]; nextCursor: string | null }> {
  const page = await fromCursor(cursor, (c) => followingList(services().table, user, { cursor: c }));
  return {
    entries: page.entries.map((e) => ({
      _id: e._id,
      name: e.name,
      avatar: e.avatar,
      href: profileHref(e._id, user.id),
      location: e.location,
      sinceText: followingSinceText(e.followingSince, language),
    })),
    nextCursor: page.cursor ?? null,
  };
}

/** Spec §2: the following-since date in a long US form, e.g. "Following since November 24, 2026" (in Hindi, its Hindi form). */
export function followingSinceText(since: string, language: Language): string {
  return fill(PEOPLE.pick(language).followingSince, { date: formatLongUsDateIndia(since, language) });
}

export interface ProfileView extends PublicProfile {
  joinedText: string;
  followingSinceText: string | null;
  commonCommunityLinks: { _id: string; name: string; href: string }[];
}

/** The public profile as the page shows it; core's NotFoundError for an unknown member. */
export async function profileView(user: User, memberId: string, language: Language): Promise<ProfileView> {
  const profile = await publicProfile(services().table, user, memberId);
  return {
    ...profile,
    joinedText: formatLongUsDateIndia(profile.joinedOn, language),
    followingSinceText: profile.followingSince ? followingSinceText(profile.followingSince, language) : null,
    commonCommunityLinks: profile.commonCommunities.map((c) => ({ ...c, href: communityHref(c.name) })),
  };
}

export type FollowIntent = "follow" | "unfollow";

/** Follows or unfollows; core decides (not oneself, no moderators, the rate limit) and throws its refusal. */
export async function changeFollow(user: User, memberId: string, intent: FollowIntent): Promise<void> {
  if (intent === "follow") await followMember(services().table, user, memberId);
  else await unfollowMember(services().table, user, memberId);
}
