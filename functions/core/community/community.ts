import type { Language } from "../i18n/languages";
import { formatIndianNumber } from "../i18n/numbers";

/**
 * Communities and their members (spec community.md §2–§4). A community is one item; each member is
 * an item of their own under it, so a popular community never holds an unbounded list, and the
 * member count is a counter changed in the same transaction as the membership it counts.
 * Keys are spelled here only (docs/data-model.md, "Communities").
 */
export interface CommunityRule {
  _id: string;
  rule: string;
}

export interface Community {
  id: string;
  name: string;
  description: string;
  rules: CommunityRule[];
  /**
   * The description and rules in Hindi (issue 35), optional: a Hindi page shows them when present,
   * the English ones otherwise. Data, like the English: seeded for the demo communities and edited
   * in the admin's community form (one rule a line, as the English).
   */
  descriptionHi?: string;
  rulesHi?: string[];
  /** File-store key of the banner picture, or "" for the placeholder. */
  banner: string;
  /** The moderators' user ids: a few people, set by the platform admin, never by members. */
  moderators: string[];
  memberCount: number;
  postCount: number;
  createdAt: string;
}

export type MemberRole = "member" | "moderator";

export interface Membership {
  communityId: string;
  userId: string;
  role: MemberRole;
  joinedAt: string;
}

/** The spec's texts (community.md §8) and ours where it is silent. */
export const COMMUNITY_MESSAGES = {
  joinFailed: "Error joining community",
  leaveFailed: "Error leaving community",
  notFound: "Community not found.",
  notMember: "Only members of this community can see it. Join the community first.",
  moderatorCannotLeave: "Moderators cannot leave their community.",
} as const;

/** Names are unique without regard to case or spacing: "Parking Tips" and "parking  tips" are one. */
export function communityNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * The community's readable address, `/community/{slug}` (issue 29): the name in lower case, "&" as
 * "and", apostrophes dropped, every other run of spaces and punctuation one hyphen
 * ("Traffic and Commuting" is traffic-and-commuting). The display name and any spelling of it give
 * the same slug, so one function both builds the links and reads them back; the admin's forms
 * refuse a name whose slug another community already has.
 */
export function communitySlug(name: string): string {
  return communityNameKey(name)
    .replace(/&/g, " and ")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A community page's path, `/community/{slug}`: the one place links to a community are built (pages, islands, e-mails). */
export function communityPath(name: string): string {
  return `/community/${encodeURIComponent(communitySlug(name))}`;
}

export const communityKeys = {
  item: (id: string) => ({ pk: `COMMUNITY#${id}`, sk: "COMMUNITY" }),
  /** The name's uniqueness item (decision 020): written with the community, moved by a rename. */
  name: (name: string) => ({ pk: `COMMUNITYNAME#${communityNameKey(name)}`, sk: "NAME" }),
  /** gsi1: every community, by name (the list pages, and GET /communities/{name}). */
  all: "COMMUNITIES",
  member: (communityId: string, userId: string) => ({ pk: `COMMUNITY#${communityId}`, sk: `MEMBER#${userId}` }),
  /** gsi1 of a membership: the communities one member has joined, oldest first. */
  joinedBy: (userId: string) => `USER#${userId}#COMMUNITIES`,
};

/** "1 member", "N members" (spec §2: singular for 1); in Hindi "1 सदस्य", "N सदस्य" (digits in Indian grouping). */
export function memberCountText(count: number, language: Language = "en"): string {
  if (language === "hi") return `${formatIndianNumber(count)} सदस्य`;
  return `${count} ${count === 1 ? "member" : "members"}`;
}

/**
 * The description and rules a page in `language` shows (issue 35): the Hindi ones on a Hindi page
 * when the community has them, else the English (a community with no Hindi reads as it always did).
 */
export function communityTexts(
  community: Pick<Community, "description" | "rules" | "descriptionHi" | "rulesHi">,
  language: Language,
): { description: string; rules: string[] } {
  const hindi = language === "hi";
  const description = hindi && community.descriptionHi?.trim() ? community.descriptionHi : community.description;
  const rulesHi = (community.rulesHi ?? []).filter((rule) => rule.trim());
  const rules = hindi && rulesHi.length > 0 ? rulesHi : community.rules.map((r) => r.rule);
  return { description, rules };
}

export function isModeratorOf(community: Pick<Community, "moderators">, userId: string): boolean {
  return community.moderators.includes(userId);
}

/** Where community banners live in the files bucket; a community's `banner` is a key under it. */
export const COMMUNITY_BANNER_PREFIX = "community-banners/";
