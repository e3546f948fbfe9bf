import type { Caller } from "../account/caller";
import { randomBytes } from "node:crypto";
import { requirePlatformAdmin } from "../account/admin-rule";
import { isSuspended, type User } from "../account/user";
import { findUserByEmail, getUser, getUsers } from "../account/user-store";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { errorFields, log } from "../log";
import { adminPictureUploadForm, checkAdminPictureUpload, reencodeAdminPicture, type AdminPictureRule } from "../media/admin-picture";
import { TransactionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { retryOnLostRace } from "../ports/table/lost-race";
import type { Services } from "../services";
import { parseWith } from "../validation";
import { activeBan, notBannedCheck } from "./bans";
import { COMMUNITY_BANNER_PREFIX, COMMUNITY_MESSAGES, communityKeys, communityNameKey, isModeratorOf, type Community } from "./community";
import {
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_BANNER_LIMITS,
  communityFormSchema,
  uploadedBannerSchema,
  moderatorByEmailSchema,
  moderatorOfCommunitySchema,
  rulesOf,
  type CommunityFormValues,
} from "./community-admin-schema";
import {
  communityItem,
  communityNameItem,
  findCommunityByAddress,
  getCommunity,
  getMembership,
  listCommunities,
  membershipItem,
  type CommunityItem,
} from "./community-store";
import { modLogPuts, readModLog, type ModLogEntry } from "./mod-log";

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
type Admin = Pick<Caller, "id" | "email" | "role" | "proof">;

type StoredCommunity = CommunityItem & { version?: number };

async function readCommunity(table: Table, id: string): Promise<StoredCommunity> {
  const key = communityKeys.item(id);
  const item = id && id.length <= 100 ? await table.get<StoredCommunity>(key.pk, key.sk, true) : undefined;
  if (!item) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
  return item;
}

const nameTaken = () => new ValidationError(COMMUNITY_ADMIN_MESSAGES.nameTaken, { name: [COMMUNITY_ADMIN_MESSAGES.nameTaken] });

/** The banners an admin may choose: those the communities already have (a new one is uploaded: setUploadedBanner). */
export async function bannerChoices(table: Table, admin: Admin): Promise<{ key: string; label: string }[]> {
  requirePlatformAdmin(admin);
  const byKey = new Map<string, string[]>();
  for (const community of await listCommunities(table)) {
    if (community.banner) byKey.set(community.banner, [...(byKey.get(community.banner) ?? []), community.name]);
  }
  return [...byKey].map(([key, names]) => ({ key, label: `The banner of ${names.join(", ")}` }));
}

async function checkBanner(table: Table, admin: Admin, banner: string, current = ""): Promise<void> {
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
async function readForEdit(
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
  const changed: Community = { ...toCommunity(current), name: data.name, description: data.description, rules, banner: data.banner };
  const items: TransactItem[] = [
    {
      Update: {
        Key: communityKeys.item(current.id),
        UpdateExpression:
          "SET #name = :name, #description = :description, #rules = :rules, #banner = :banner, gsi1sk = :sort, #version = :next",
        ConditionExpression:
          version === 0 ? "attribute_exists(pk) AND attribute_not_exists(#version)" : "attribute_exists(pk) AND #version = :version",
        // Several of these are DynamoDB reserved words.
        ExpressionAttributeNames: {
          "#name": "name",
          "#description": "description",
          "#rules": "rules",
          "#banner": "banner",
          "#version": "version",
        },
        ExpressionAttributeValues: {
          ":name": changed.name,
          ":description": changed.description,
          ":rules": changed.rules,
          ":banner": changed.banner,
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

function toCommunity(item: StoredCommunity): Community {
  const { id, name, description, rules, banner, moderators, memberCount, postCount, createdAt } = item;
  return { id, name, description, rules, banner, moderators, memberCount, postCount, createdAt };
}

function adminEntry(
  admin: Admin,
  communityId: string,
  action: ModLogEntry["action"],
  now: Date,
  more: Partial<ModLogEntry> = {},
): ModLogEntry {
  return { communityId, at: now.toISOString(), actorId: admin.id, actorEmail: admin.email, action, reason: "", ...more };
}

/**
 * An uploaded banner (decision 020), through the admin picture flow car park pictures use
 * (media/admin-picture.ts): the form's key is named for this community, so a key signed for
 * another community (or for a car park) is refused here.
 */
function bannerRule(communityId: string): AdminPictureRule {
  const { maxBytes, minWidth, minHeight, minRatio } = COMMUNITY_BANNER_LIMITS;
  return {
    maxBytes,
    badFile: COMMUNITY_ADMIN_MESSAGES.bannerFile,
    uploadName: `banner-for-${communityId}`,
    notIssued: COMMUNITY_ADMIN_MESSAGES.bannerNotIssued,
    fits: ({ width, height }) => width >= minWidth && height >= minHeight && width >= height * minRatio,
  };
}

/** Uploaded banners: `community-banners/<community id>-<48 random bits>.<ext>` (seeded ones are `<id>.svg`). */
const UPLOADED_BANNER = /^community-banners\/[A-Za-z0-9-]{1,100}-[0-9a-f]{12}\.(jpg|webp)$/;

/** The signed form that sends a new banner for this community to the bucket and the browser back to `returnTo`. */
export async function bannerUploadForm(
  svc: Pick<Services, "table" | "files" | "config">,
  admin: Admin,
  communityId: string,
  returnTo: string,
  now = new Date(),
): Promise<{ url: string; fields: Record<string, string> }> {
  requirePlatformAdmin(admin);
  const community = await readCommunity(svc.table, communityId);
  return adminPictureUploadForm(svc, admin, bannerRule(community.id), returnTo, now);
}

/** What the bucket sent the browser back with: this admin's upload for this community, a picture within 5 MB. */
export async function checkBannerUpload(
  svc: Pick<Services, "table" | "files">,
  admin: Admin,
  communityId: string,
  key: string,
): Promise<{ size: number }> {
  requirePlatformAdmin(admin);
  const community = await readCommunity(svc.table, communityId);
  return checkAdminPictureUpload(svc, admin, bannerRule(community.id), key);
}

/**
 * Makes the uploaded picture the community's banner: the bytes checked and re-encoded (wide enough,
 * no EXIF or GPS), stored under `community-banners/` with a fresh name (so its public link changes
 * and no cache shows the old one), then one transaction sets it, conditioned on the version the
 * page was read at, with the mod-log and activity-log entries. The replaced banner's file goes if
 * it was an uploaded one that no community shows any more.
 */
export async function setUploadedBanner(
  svc: Pick<Services, "table" | "files">,
  admin: Admin,
  communityId: string,
  input: unknown,
  now = new Date(),
): Promise<Community> {
  requirePlatformAdmin(admin);
  const data = parseWith(uploadedBannerSchema, input);
  const { current, version } = await readForEdit(svc.table, communityId, data.version);
  const full = await reencodeAdminPicture(svc, admin, bannerRule(current.id), data.key);
  const banner = `${COMMUNITY_BANNER_PREFIX}${current.id}-${randomBytes(6).toString("hex")}.${full.ext}`;
  await svc.files.put(banner, full.bytes, full.contentType, { cacheControl: "public, max-age=31536000, immutable" });
  try {
    await svc.table.transact([
      {
        Update: {
          Key: communityKeys.item(current.id),
          UpdateExpression: "SET #banner = :banner, #version = :next",
          ConditionExpression:
            version === 0 ? "attribute_exists(pk) AND attribute_not_exists(#version)" : "attribute_exists(pk) AND #version = :version",
          ExpressionAttributeNames: { "#banner": "banner", "#version": "version" },
          ExpressionAttributeValues: { ":banner": banner, ":next": version + 1, ...(version === 0 ? {} : { ":version": version }) },
        },
      },
      ...modLogPuts(adminEntry(admin, current.id, "edit-community", now, { detail: `${current.name} (a new banner)` })),
    ]);
  } catch (error) {
    // Not stored: the new file would be an orphan. The upload stays for another try (it expires in a day).
    await svc.files.delete([banner]);
    if (error instanceof TransactionFailedError && error.conditionFailed)
      throw new ConflictError(COMMUNITY_ADMIN_MESSAGES.changedMeanwhile);
    throw error;
  }
  const leftovers = [data.key];
  if (
    UPLOADED_BANNER.test(current.banner) &&
    !(await listCommunities(svc.table)).some((c) => c.id !== current.id && c.banner === current.banner)
  )
    leftovers.push(current.banner);
  await svc.files
    .delete(leftovers)
    .catch((error: unknown) => log.warn("banner leftovers not deleted", { leftovers, ...errorFields(error) }));
  return { ...toCommunity(current), banner };
}

/** Who is to be made a moderator: by e-mail (the community page) or by id (the user page). */
export type ModeratorTarget = { email: unknown } | { userId: string };

async function resolveTarget(table: Table, target: ModeratorTarget): Promise<User> {
  if ("email" in target) {
    const { email } = parseWith(moderatorByEmailSchema, { email: target.email });
    const user = await findUserByEmail(table, email);
    if (!user) throw new ValidationError(COMMUNITY_ADMIN_MESSAGES.noSuchUser, { email: [COMMUNITY_ADMIN_MESSAGES.noSuchUser] });
    return user;
  }
  const user = target.userId && target.userId.length <= 100 ? await getUser(table, target.userId) : undefined;
  if (!user) throw new NotFoundError(COMMUNITY_ADMIN_MESSAGES.noSuchMember);
  return user;
}

/** The community id a form chose (the user page's select), checked. */
export function communityIdOf(input: unknown): string {
  return parseWith(moderatorOfCommunitySchema, input).communityId;
}

/**
 * Makes someone a moderator of a community, and a member of it if they were not (counted), in one
 * transaction with the logs. Refused: already a moderator, banned there, a suspended account.
 */
export async function addModerator(
  table: Table,
  admin: Admin,
  communityId: string,
  target: ModeratorTarget,
  now = new Date(),
): Promise<{ community: Community; user: User }> {
  requirePlatformAdmin(admin);
  const user = await resolveTarget(table, target);
  if (isSuspended(user)) throw new ValidationError(COMMUNITY_ADMIN_MESSAGES.suspended);
  return retryOnLostRace(
    async () => {
      const community = toCommunity(await readCommunity(table, communityId));
      if (isModeratorOf(community, user.id)) throw new ValidationError(COMMUNITY_ADMIN_MESSAGES.alreadyModerator);
      if (await activeBan(table, community.id, user.id, now)) throw new ValidationError(COMMUNITY_ADMIN_MESSAGES.banned);
      const membership = await getMembership(table, community.id, user.id, true);
      const member = communityKeys.member(community.id, user.id);
      await table.transact([
        {
          Update: {
            Key: communityKeys.item(community.id),
            UpdateExpression: membership
              ? "SET moderators = list_append(moderators, :new)"
              : "SET moderators = list_append(moderators, :new) ADD memberCount :one",
            ConditionExpression: "attribute_exists(pk) AND NOT contains(moderators, :id)",
            ExpressionAttributeValues: { ":new": [user.id], ":id": user.id, ...(membership ? {} : { ":one": 1 }) },
          },
        },
        membership
          ? {
              Update: {
                Key: member,
                UpdateExpression: "SET #role = :moderator",
                ConditionExpression: "attribute_exists(pk)",
                ExpressionAttributeNames: { "#role": "role" },
                ExpressionAttributeValues: { ":moderator": "moderator" },
              },
            }
          : {
              Put: {
                Item: membershipItem({ communityId: community.id, userId: user.id, role: "moderator", joinedAt: now.toISOString() }),
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
        // A ban landing meanwhile wins (ban refuses moderators, so the two cannot both land).
        notBannedCheck(community.id, user.id, now),
        ...modLogPuts(adminEntry(admin, community.id, "add-moderator", now, { targetUserId: user.id, detail: user.email })),
      ]);
      return { community: { ...community, moderators: [...community.moderators, user.id] }, user };
    },
    // Lost a race (a join, a leave, another admin's change): read again and retry.
    { giveUp: () => new ConflictError(COMMUNITY_ADMIN_MESSAGES.changedMeanwhile) },
  );
}

/** Removes someone from a community's moderators; they stay a member. */
export async function removeModerator(
  table: Table,
  admin: Admin,
  communityId: string,
  userId: string,
  now = new Date(),
): Promise<{ community: Community; user: User | undefined }> {
  requirePlatformAdmin(admin);
  return retryOnLostRace(
    async () => {
      const community = toCommunity(await readCommunity(table, communityId));
      const index = community.moderators.indexOf(userId);
      if (index < 0) throw new ValidationError(COMMUNITY_ADMIN_MESSAGES.notModerator);
      const [membership, user] = await Promise.all([getMembership(table, community.id, userId, true), getUser(table, userId)]);
      await table.transact([
        {
          Update: {
            Key: communityKeys.item(community.id),
            // A list element is removed by index; the condition makes sure the index still holds this person.
            UpdateExpression: `REMOVE moderators[${index}]`,
            ConditionExpression: `moderators[${index}] = :id`,
            ExpressionAttributeValues: { ":id": userId },
          },
        },
        ...(membership
          ? [
              {
                Update: {
                  Key: communityKeys.member(community.id, userId),
                  UpdateExpression: "SET #role = :member",
                  ConditionExpression: "attribute_exists(pk)",
                  ExpressionAttributeNames: { "#role": "role" },
                  ExpressionAttributeValues: { ":member": "member" },
                },
              },
            ]
          : []),
        ...modLogPuts(adminEntry(admin, community.id, "remove-moderator", now, { targetUserId: userId, detail: user?.email })),
      ]);
      return { community: { ...community, moderators: community.moderators.filter((id) => id !== userId) }, user };
    },
    // Lost a race (a join, a leave, another admin's change): read again and retry.
    { giveUp: () => new ConflictError(COMMUNITY_ADMIN_MESSAGES.changedMeanwhile) },
  );
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
