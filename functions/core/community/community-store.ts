import type { Table } from "../ports/table/table";
import { communityKeys, communityNameKey, type Community, type Membership } from "./community";

/** The stored shapes: the domain objects plus their keys. */
export type CommunityItem = Community & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; entity: "community" };
export type MembershipItem = Membership & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; entity: "membership" };

export function communityItem(community: Community): CommunityItem {
  return {
    ...communityKeys.item(community.id),
    gsi1pk: communityKeys.all,
    gsi1sk: `${communityNameKey(community.name)}#${community.id}`,
    entity: "community",
    ...community,
  };
}

export function membershipItem(membership: Membership): MembershipItem {
  return {
    ...communityKeys.member(membership.communityId, membership.userId),
    gsi1pk: communityKeys.joinedBy(membership.userId),
    gsi1sk: `${membership.joinedAt}#${membership.communityId}`,
    entity: "membership",
    ...membership,
  };
}

function toCommunity(item: CommunityItem): Community {
  const { id, name, description, rules, banner, moderators, memberCount, postCount, createdAt } = item;
  return { id, name, description, rules, banner, moderators, memberCount, postCount, createdAt };
}

function toMembership(item: MembershipItem): Membership {
  const { communityId, userId, role, joinedAt } = item;
  return { communityId, userId, role, joinedAt };
}

export async function getCommunity(table: Table, id: string, consistent = false): Promise<Community | undefined> {
  const key = communityKeys.item(id);
  const item = await table.get<CommunityItem>(key.pk, key.sk, consistent);
  return item ? toCommunity(item) : undefined;
}

/** By its name, as typed in a link (/community/{communityName}): one Query on the names index. */
export async function findCommunityByName(table: Table, name: string): Promise<Community | undefined> {
  const key = communityNameKey(name);
  if (!key) return undefined;
  const page = await table.query<CommunityItem>({ index: "gsi1", pk: communityKeys.all, sk: { beginsWith: `${key}#` }, limit: 5 });
  const item = page.items.find((c) => communityNameKey(c.name) === key);
  return item ? toCommunity(item) : undefined;
}

/** Every community, by name. The platform has a handful (the admin creates them), so one list is fine. */
export async function listCommunities(table: Table): Promise<Community[]> {
  return (await table.queryAll<CommunityItem>({ index: "gsi1", pk: communityKeys.all })).map(toCommunity);
}

export async function getMembership(
  table: Table,
  communityId: string,
  userId: string,
  consistent = false,
): Promise<Membership | undefined> {
  const key = communityKeys.member(communityId, userId);
  const item = await table.get<MembershipItem>(key.pk, key.sk, consistent);
  return item ? toMembership(item) : undefined;
}

/** The communities a member has joined, oldest first. */
export async function listMemberships(table: Table, userId: string): Promise<Membership[]> {
  return (await table.queryAll<MembershipItem>({ index: "gsi1", pk: communityKeys.joinedBy(userId) })).map(toMembership);
}

/**
 * Writes a new community (the seed today; the admin's screens in a later issue, which also make
 * the name unique). Refused when the id exists, so a re-run never resets a live counter.
 */
export async function createCommunity(table: Table, community: Community): Promise<void> {
  await table.create(communityItem(community));
}
