import type { Caller } from "../account/caller";
import { randomBytes } from "node:crypto";
import { requirePlatformAdmin } from "../account/admin-rule";
import { type User } from "../account/user";
import { getUsers } from "../account/user-store";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { TransactionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { parseWith } from "../validation";
import { COMMUNITY_MESSAGES, communityKeys, communityNameKey, isModeratorOf, type Community } from "./community";
import { COMMUNITY_ADMIN_MESSAGES, communityFormSchema, rulesOf, type CommunityFormValues } from "./community-admin-schema";
import {
  communityItem,
  communityNameItem,
  findCommunityByAddress,
  getCommunity,
  listCommunities,
  toCommunity,
  type CommunityItem,
} from "./community-store";
import { modLogPuts, readModLog, type ModLogEntry } from "../moderation/mod-log";

/**
 * The admin's Communities (issue 13; decision 020): create and edit a community (name, description,
 * rules, banner), add and remove its moderators, read its mod log. Every function asks the platform
 * admin rule first, and every change is one transaction with its mod-log and activity-log entries.
 *
 * - Names are unique (without regard to case or spacing) through a `COMMUNITYNAME#<name key>` item
 *   written in the same transaction as the community, and moved by a rename.
 * - Edits are conditioned on the `version` the form was read at: two admins' saves never overwrite
 *   each other silently. Moderator changes do not move the version (they touch only the list).
 * - Adding a moderator makes them a member too (role moderator, counted), in the same transaction;
 *   removing one leaves them a member. The list changes are conditioned on the list itself (not
 *   already in it; the removed index still holds that person), so two admins' changes both land.
 */
export type Admin = Pick<Caller, "id" | "email" | "role" | "proof">;

export type StoredCommunity = CommunityItem & { version?: number };

export async function readCommunity(table: Table, id: string): Promise<StoredCommunity> {
  const key = communityKeys.item(id);
  const item = id && id.length <= 100 ? await table.get<StoredCommunity>(key.pk, key.sk, true) : undefined;
  if (!item) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
  return item;
}

export const nameTaken = () => new ValidationError(COMMUNITY_ADMIN_MESSAGES.nameTaken, { name: [COMMUNITY_ADMIN_MESSAGES.nameTaken] });

/** The banners an admin may choose: those the communities already have (a new one is uploaded: setUploadedBanner). */
export async function bannerChoices(table: Table, admin: Admin): Promise<{ key: string; label: string }[]> {
  requirePlatformAdmin(admin);
  const byKey = new Map<string, string[]>();
  for (const community of await listCommunities(table)) {
    if (community.banner) byKey.set(community.banner, [...(byKey.get(community.banner) ?? []), community.name]);
  }
  return [...byKey].map(([key, names]) => ({ key, label: `The banner of ${names.join(", ")}` }));
}

export async function checkBanner(table: Table, admin: Admin, banner: string, current = ""): Promise<void> {
  if (!banner || banner === current) return;
  if (!(await bannerChoices(table, admin)).some((choice) => choice.key === banner))
    throw new ValidationError(COMMUNITY_ADMIN_MESSAGES.banner, { banner: [COMMUNITY_ADMIN_MESSAGES.banner] });
}

function slugOf(name: string): string {
  return (
    communityNameKey(name)
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "community"
  );
}

/** Creates a community; its name must be free. The id is the name's slug (a suffix when taken). */
export async function createCommunityAsAdmin(table: Table, admin: Admin, input: unknown, now = new Date()): Promise<Community> {
  requirePlatformAdmin(admin);
  const data = parseWith(communityFormSchema, input);
  await checkBanner(table, admin, data.banner);
  // Communities from before the name items (decision 020: backfilled once) are caught here too, and so
  // is a name that reads as another's address (Cars & Bikes, cars-and-bikes: issue 29).
  if (await findCommunityByAddress(table, data.name)) throw nameTaken();
  const slug = slugOf(data.name);
  const id = (await getCommunity(table, slug, true)) ? `${slug}-${randomBytes(3).toString("hex")}` : slug;
  const community: Community = {
    id,
    name: data.name,
    description: data.description,
    rules: rulesOf(data.rules).map((rule, i) => ({ _id: `${id}-rule-${i + 1}`, rule })),
    ...hindiTexts(data),
    banner: data.banner,
    moderators: [],
    memberCount: 0,
    postCount: 0,
    createdAt: now.toISOString(),
  };
  try {
    await table.transact([
      { Put: { Item: { ...communityItem(community), version: 1 }, ConditionExpression: "attribute_not_exists(pk)" } },
      { Put: { Item: communityNameItem(community), ConditionExpression: "attribute_not_exists(pk)" } },
      ...modLogPuts(adminEntry(admin, community.id, "create-community", now, { detail: community.name })),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[1] === "ConditionalCheckFailed") throw nameTaken();
    // The slug was taken meanwhile by a community of another name: a rare race, said plainly.
    if (error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed")
      throw new ConflictError(COMMUNITY_ADMIN_MESSAGES.changedMeanwhile);
    throw error;
  }
  return community;
}

/**
 * The community an admin's form edits, refused at once when it changed since the form was read
 * (the write is conditioned on the same version, so a change after this read is refused too).
 */
export async function readForEdit(
  table: Table,
  communityId: string,
  seen: number | undefined,
): Promise<{ current: StoredCommunity; version: number }> {
  const current = await readCommunity(table, communityId);
  const version = current.version ?? 0;
  if (seen !== undefined && seen !== version) throw new ConflictError(COMMUNITY_ADMIN_MESSAGES.changedMeanwhile);
  return { current, version };
}

/** Edits the name, description, rules and banner, conditioned on the version the form was read at. */
export async function updateCommunityAsAdmin(
  table: Table,
  admin: Admin,
  communityId: string,
  input: unknown,
  now = new Date(),
): Promise<Community> {
  requirePlatformAdmin(admin);
  const data = parseWith(communityFormSchema, input);
  const { current, version } = await readForEdit(table, communityId, data.version);
  await checkBanner(table, admin, data.banner, current.banner);
  const renamed = communityNameKey(data.name) !== communityNameKey(current.name);
  if (renamed) {
    const holder = await findCommunityByAddress(table, data.name);
    if (holder && holder.id !== current.id) throw nameTaken();
  }
  const rules = rulesOf(data.rules).map((rule) => ({
    // A rule that kept its text keeps its id.
    _id: current.rules.find((r) => r.rule === rule)?._id ?? `${current.id}-rule-${randomBytes(3).toString("hex")}`,
    rule,
  }));
  const changed: Community = {
    ...withoutHindi(toCommunity(current)),
    name: data.name,
    description: data.description,
    rules,
    ...hindiTexts(data),
    banner: data.banner,
  };
  const items: TransactItem[] = [
    {
      Update: {
        Key: communityKeys.item(current.id),
        UpdateExpression:
          "SET #name = :name, #description = :description, #rules = :rules, #banner = :banner, gsi1sk = :sort, #version = :next, " +
          "#descriptionHi = :descriptionHi, #rulesHi = :rulesHi",
        ConditionExpression:
          version === 0 ? "attribute_exists(pk) AND attribute_not_exists(#version)" : "attribute_exists(pk) AND #version = :version",
        // Several of these are DynamoDB reserved words.
        ExpressionAttributeNames: {
          "#name": "name",
          "#description": "description",
          "#rules": "rules",
          "#banner": "banner",
          "#version": "version",
          "#descriptionHi": "descriptionHi",
          "#rulesHi": "rulesHi",
        },
        ExpressionAttributeValues: {
          ":name": changed.name,
          ":description": changed.description,
          ":rules": changed.rules,
          ":banner": changed.banner,
          ":descriptionHi": changed.descriptionHi ?? "",
          ":rulesHi": changed.rulesHi ?? [],
          ":sort": communityItem(changed).gsi1sk,
          ":next": version + 1,
          ...(version === 0 ? {} : { ":version": version }),
        },
      },
    },
    // The name's item: new, or this community's own (a community from before the name items gets its item now).
    {
      Put: {
        Item: communityNameItem(changed),
        ConditionExpression: "attribute_not_exists(pk) OR communityId = :id",
        ExpressionAttributeValues: { ":id": current.id },
      },
    },
    ...(renamed ? [{ Delete: { Key: communityKeys.name(current.name) } }] : []),
    ...modLogPuts(
      adminEntry(admin, current.id, "edit-community", now, {
        detail: renamed ? `${current.name} (now ${changed.name})` : changed.name,
      }),
    ),
  ];
  try {
    await table.transact(items);
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    if (error.reasons[1] === "ConditionalCheckFailed") throw nameTaken();
    throw new ConflictError(COMMUNITY_ADMIN_MESSAGES.changedMeanwhile);
  }
  return changed;
}

/** The form's Hindi description and rules (issue 35), as a community stores them: absent when left empty. */
function hindiTexts(data: { descriptionHi?: string; rulesHi?: string }): Pick<Community, "descriptionHi" | "rulesHi"> {
  const descriptionHi = (data.descriptionHi ?? "").trim();
  const rulesHi = rulesOf(data.rulesHi ?? "");
  return { ...(descriptionHi ? { descriptionHi } : {}), ...(rulesHi.length > 0 ? { rulesHi } : {}) };
}

function withoutHindi(community: Community): Community {
  const rest = { ...community };
  delete rest.descriptionHi;
  delete rest.rulesHi;
  return rest;
}

export function adminEntry(
  admin: Admin,
  communityId: string,
  action: ModLogEntry["action"],
  now: Date,
  more: Partial<ModLogEntry> = {},
): ModLogEntry {
  return { communityId, at: now.toISOString(), actorId: admin.id, actorEmail: admin.email, action, reason: "", ...more };
}

/** Every community with its member count, by name. */
export async function communitiesForAdmin(table: Table, admin: Admin): Promise<Community[]> {
  requirePlatformAdmin(admin);
  return listCommunities(table);
}

/** The communities a user moderates (the admin's user page). */
export async function moderatedBy(table: Table, admin: Admin, userId: string): Promise<Community[]> {
  requirePlatformAdmin(admin);
  return (await listCommunities(table)).filter((community) => isModeratorOf(community, userId));
}

/** One community for its edit page: the form's values (with the version read), and its moderators. */
export async function communityForAdmin(
  table: Table,
  admin: Admin,
  communityId: string,
): Promise<{ community: Community; values: CommunityFormValues; moderators: User[] }> {
  requirePlatformAdmin(admin);
  const item = await readCommunity(table, communityId);
  const community = toCommunity(item);
  const people = await getUsers(table, community.moderators);
  return {
    community,
    values: {
      name: community.name,
      description: community.description,
      rules: community.rules.map((r) => r.rule).join("\n"),
      descriptionHi: community.descriptionHi ?? "",
      rulesHi: (community.rulesHi ?? []).join("\n"),
      banner: community.banner,
      version: item.version ?? 0,
    },
    moderators: community.moderators.map((id) => people.get(id)).filter((u): u is User => u !== undefined),
  };
}

/** The community's mod log, for admins (its moderators read it on their panel). */
export async function modLogForAdmin(table: Table, admin: Admin, communityId: string, page: { cursor?: string | null } = {}) {
  requirePlatformAdmin(admin);
  await readCommunity(table, communityId);
  return readModLog(table, communityId, { cursor: page.cursor, limit: 20 });
}
