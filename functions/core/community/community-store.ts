import { ConflictError } from "../errors";
import { ConditionFailedError, TransactionFailedError, type Table } from "../ports/table/table";
import { COMMUNITY_ADMIN_MESSAGES } from "./community-admin-schema";
import { communityKeys, communityNameKey, communitySlug, type Community, type Membership } from "./community";

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

/** A stored item as core's Community: its keys and any other stored field (an admin's version) left out. */
export function toCommunity(item: CommunityItem): Community {
  const { id, name, description, rules, banner, moderators, memberCount, postCount, createdAt, descriptionHi, rulesHi } = item;
  return {
    id,
    name,
    description,
    rules,
    banner,
    moderators,
    memberCount,
    postCount,
    createdAt,
    ...(descriptionHi ? { descriptionHi } : {}),
    ...(rulesHi && rulesHi.length > 0 ? { rulesHi } : {}),
  };
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

/**
 * The community a page address names (`/community/{address}`): its slug (parking-tips) or its
 * display name in any case or spacing (Parking Tips), both read through `communitySlug`. Slugs are
 * unique (the admin's forms refuse a taken one); should two old names share one, the one whose name
 * is spelt as asked wins. One Query over the handful of communities.
 */
export async function findCommunityByAddress(table: Table, address: string): Promise<Community | undefined> {
  const slug = communitySlug(address);
  if (!slug || address.length > 100) return undefined;
  const matches = (await listCommunities(table)).filter((c) => communitySlug(c.name) === slug);
  return matches.find((c) => communityNameKey(c.name) === communityNameKey(address)) ?? matches[0];
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

/** The name's uniqueness item, to ride in the transaction that writes or renames the community. */
export function communityNameItem(community: Pick<Community, "id" | "name">) {
  return { ...communityKeys.name(community.name), communityId: community.id, entity: "community-name" };
}

/**
 * Writes a new community with its name's uniqueness item (the seed, tests; the admin's screens use
 * community-admin.ts, which also logs it). Refused when the id exists (ConditionFailedError), so a
 * re-run never resets a live counter; a name already taken is a ConflictError.
 */
export async function createCommunity(table: Table, community: Community): Promise<void> {
  try {
    await table.transact([
      { Put: { Item: communityItem(community), ConditionExpression: "attribute_not_exists(pk)" } },
      { Put: { Item: communityNameItem(community), ConditionExpression: "attribute_not_exists(pk)" } },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionFailedError)) throw error;
    if (error.reasons[0] === "ConditionalCheckFailed") throw new ConditionFailedError();
    if (error.reasons[1] === "ConditionalCheckFailed") throw new ConflictError(COMMUNITY_ADMIN_MESSAGES.nameTaken);
    throw error;
  }
}
