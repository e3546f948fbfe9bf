/**
 * The seeded community content (issue 11, docs/demo-data.md): members, follows, and 26–30 posts per
 * community with their comments, likes and saves. Pure data and small pure helpers; the seed
 * (../community-posts.ts) writes it, and the texts double as the topic checker's labelled corpus,
 * so every post is clearly about its own community.
 */
import { CAR_CARE_POSTS } from "./car-care";
import { ELECTRIC_VEHICLES_POSTS } from "./electric-vehicles";
import { SEED_MEMBERS } from "./members";
import { PARKING_TIPS_POSTS } from "./parking-tips";
import { ROAD_TRIPS_POSTS } from "./road-trips";
import { TRAFFIC_AND_COMMUTING_POSTS } from "./traffic-and-commuting";
import { TWO_WHEELERS_POSTS } from "./two-wheelers";
import type { Age, CommunityId, MemberHandle, SeedMember, SeedPost } from "./types";

export * from "./types";
export { DEMO_MEMBER_PASSWORD, DEMO_MEMBER_PASSWORD_HASH, SEED_FOLLOWS, SEED_MEMBERS } from "./members";

export const SEED_POSTS: Record<CommunityId, SeedPost[]> = {
  "parking-tips": PARKING_TIPS_POSTS,
  "electric-vehicles": ELECTRIC_VEHICLES_POSTS,
  "two-wheelers": TWO_WHEELERS_POSTS,
  "car-care": CAR_CARE_POSTS,
  "road-trips": ROAD_TRIPS_POSTS,
  "traffic-and-commuting": TRAFFIC_AND_COMMUTING_POSTS,
};

/** `seed-post-parking-tips-01`: fixed, so likes and saves (and bookmarks in a kept table) keep pointing at the same post. */
export function seedPostId(communityId: CommunityId, n: number): string {
  return `seed-post-${communityId}-${String(n).padStart(2, "0")}`;
}

const HOUR_MS = 3_600_000;

/** "5h" → 5 hours, "12d" → 12 days, in milliseconds. */
export function ageMs(age: Age): number {
  const value = Number(age.slice(0, -1));
  return age.endsWith("d") ? value * 24 * HOUR_MS : value * HOUR_MS;
}

const BY_HANDLE = new Map(SEED_MEMBERS.map((m) => [m.handle, m]));

export function seedMember(handle: MemberHandle): SeedMember {
  const member = BY_HANDLE.get(handle);
  if (!member) throw new Error(`unknown seeded member ${handle}`);
  return member;
}

/** The seeded members of one community (the demo accounts' memberships live in ../communities.ts). */
export function seedMembersOf(communityId: CommunityId): SeedMember[] {
  return SEED_MEMBERS.filter((m) => m.communities.includes(communityId));
}
