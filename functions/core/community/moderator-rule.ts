import type { User } from "../account/user";
import { ForbiddenError, NotFoundError } from "../errors";
import type { Table } from "../ports/table/table";
import { COMMUNITY_MESSAGES, isModeratorOf, type Community } from "./community";
import { getCommunity, listCommunities } from "./community-store";

export const MODERATOR_MESSAGES = {
  notModerator: "Only this community's moderators can do that.",
} as const;

/**
 * The moderation rule (issue 13; spec §4 "Moderator status"): a moderator of a community is someone
 * in that community's moderators list, and nothing else — not an e-mail domain, not a global role
 * alone. Every moderation page and API call asks this first; an unknown community is 404.
 */
export async function requireModerator(table: Table, person: Pick<User, "id">, communityId: string): Promise<Community> {
  const community = communityId.length <= 100 ? await getCommunity(table, communityId, true) : undefined;
  if (!community) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
  if (!isModeratorOf(community, person.id)) throw new ForbiddenError(MODERATOR_MESSAGES.notModerator);
  return community;
}

/**
 * Who counts as a moderator for following and profiles (spec §2: "Users with role moderator cannot
 * be followed", §4: a moderator of a community is in its moderators list). One rule, here: a member
 * whose role is moderator, or who moderates any community. Both are set by the platform, never by
 * members; the list of communities is a handful (one Query), so the rule costs little.
 */
export async function isModeratorAccount(table: Table, user: Pick<User, "id" | "role">): Promise<boolean> {
  if (user.role === "moderator") return true;
  return (await listCommunities(table)).some((community) => isModeratorOf(community, user.id));
}

/** The same rule for several members at once (one Query of the communities for them all). */
export async function moderatorAccounts(table: Table, users: Pick<User, "id" | "role">[]): Promise<Set<string>> {
  const communities = await listCommunities(table);
  const moderating = new Set(communities.flatMap((c) => c.moderators));
  return new Set(users.filter((u) => u.role === "moderator" || moderating.has(u.id)).map((u) => u.id));
}
