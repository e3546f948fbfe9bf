import type { User } from "../account/user";
import { ForbiddenError, NotFoundError } from "../errors";
import type { Table } from "../ports/table/table";
import { COMMUNITY_MESSAGES, communityKeys, isModeratorOf, type Community, type Membership } from "./community";
import { addCounted, ParentGoneError, removeCounted } from "./counted-relation";
import { getCommunity, getMembership, listCommunities, listMemberships, membershipItem } from "./community-store";
import { activeBan, notBannedCheck } from "../moderation/ban-check";
import { BAN_MESSAGES } from "../moderation/moderation-texts";

/**
 * Joining and leaving (spec community.md §4), and the members-only rule every community page and
 * API call asks first. The membership item and the community's member counter change in one
 * transaction, so the count is exact however many people join at once, and joining twice (a double
 * click, two tabs) counts once: both calls end with the member in, and the second changes nothing.
 */
type Person = Pick<User, "id">;

async function requireCommunity(table: Table, communityId: string): Promise<Community> {
  const community = communityId.length <= 100 ? await getCommunity(table, communityId) : undefined;
  if (!community) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
  return community;
}

export async function joinCommunity(table: Table, person: Person, communityId: string, now = new Date()): Promise<Membership> {
  const community = await requireCommunity(table, communityId);
  await refuseIfBanned(table, community, person, now);
  const membership: Membership = {
    communityId,
    userId: person.id,
    role: isModeratorOf(community, person.id) ? "moderator" : "member",
    joinedAt: now.toISOString(),
  };
  try {
    // The ban is checked again in the join's transaction: a ban landing meanwhile wins.
    const also = [notBannedCheck(communityId, person.id, now)];
    if (await addCounted(table, membershipItem(membership), communityKeys.item(communityId), "memberCount", also)) return membership;
  } catch (error) {
    if (error instanceof ParentGoneError) {
      await refuseIfBanned(table, community, person, now);
      throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    }
    throw error;
  }
  // Already a member (an earlier or a racing request): joining is done.
  const existing = await getMembership(table, communityId, person.id, true);
  if (existing) return existing;
  throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
}

/** A banned member is told until when (issue 13), wherever they are refused. */
async function refuseIfBanned(table: Table, community: Community, person: Person, now = new Date()): Promise<void> {
  const ban = await activeBan(table, community.id, person.id, now);
  if (ban) throw new ForbiddenError(BAN_MESSAGES.banned(community.name, ban.until));
}

/** Leaves; leaving a community one is not in changes nothing. A moderator cannot leave (spec §6). */
export async function leaveCommunity(table: Table, person: Person, communityId: string): Promise<void> {
  const community = await requireCommunity(table, communityId);
  if (isModeratorOf(community, person.id)) throw new ForbiddenError(COMMUNITY_MESSAGES.moderatorCannotLeave);
  // Not a member (never joined, or a racing request left first): nothing to do.
  await removeCounted(table, communityKeys.member(communityId, person.id), communityKeys.item(communityId), "memberCount");
}

/**
 * The members-only rule (spec §6): only members see a community, its feed and its posts; its
 * moderators always do. Asked before anything else, so a non-member learns nothing from how a
 * request is shaped. Throws 403, which pages turn into /access-denied.
 */
export async function requireMember(
  table: Table,
  person: Person,
  communityId: string,
): Promise<{ community: Community; membership: Membership }> {
  const known = communityId.length <= 100;
  const [community, membership] = await Promise.all([
    known ? getCommunity(table, communityId) : undefined,
    known ? getMembership(table, communityId, person.id) : undefined,
  ]);
  // An unknown community is refused the same way: its existence is not a non-member's business.
  if (!community) throw new ForbiddenError(COMMUNITY_MESSAGES.notMember);
  return { community, membership: await membershipOrRefuse(table, community, person, membership) };
}

/** The same rule for a community already read (e.g. found by its name): reads only the membership. */
export async function requireMemberOf(table: Table, person: Person, community: Community): Promise<Membership> {
  return membershipOrRefuse(table, community, person, await getMembership(table, community.id, person.id));
}

async function membershipOrRefuse(
  table: Table,
  community: Community,
  person: Person,
  membership: Membership | undefined,
): Promise<Membership> {
  if (membership) return membership;
  if (isModeratorOf(community, person.id))
    return { communityId: community.id, userId: person.id, role: "moderator", joinedAt: community.createdAt };
  // Only a refusal pays for the ban lookup: a banned member learns until when.
  await refuseIfBanned(table, community, person);
  throw new ForbiddenError(COMMUNITY_MESSAGES.notMember);
}

/** The two lists of /communities: joined (in the order joined) and not joined (by name). */
export async function communitiesFor(table: Table, person: Person): Promise<{ joined: Community[]; notJoined: Community[] }> {
  const [communities, memberships] = await Promise.all([listCommunities(table), listMemberships(table, person.id)]);
  const byId = new Map(communities.map((c) => [c.id, c]));
  const joined = memberships.map((m) => byId.get(m.communityId)).filter((c): c is Community => c !== undefined);
  const joinedIds = new Set(joined.map((c) => c.id));
  return { joined, notJoined: communities.filter((c) => !joinedIds.has(c.id)) };
}

/**
 * The communities whose posts this person may see (the members-only rule for lists that span
 * communities: saved posts, a member's posts): those joined, and those they moderate.
 */
export async function communitiesVisibleTo(table: Table, person: Person): Promise<Map<string, Community>> {
  const [communities, memberships] = await Promise.all([listCommunities(table), listMemberships(table, person.id)]);
  const joined = new Set(memberships.map((m) => m.communityId));
  return new Map(communities.filter((c) => joined.has(c.id) || isModeratorOf(c, person.id)).map((c) => [c.id, c]));
}
