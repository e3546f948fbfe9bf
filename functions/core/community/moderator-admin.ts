import { requirePlatformAdmin } from "../account/admin-rule";
import { isSuspended, type User } from "../account/user";
import { findUserByEmail, getUser } from "../account/user-store";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { type Table } from "../ports/table/table";
import { retryOnLostRace } from "../ports/table/lost-race";
import { parseWith } from "../validation";
import { activeBan, notBannedCheck } from "../moderation/ban-check";
import { communityKeys, isModeratorOf, type Community } from "./community";
import { COMMUNITY_ADMIN_MESSAGES, moderatorByEmailSchema, moderatorOfCommunitySchema } from "./community-admin-schema";
import { getMembership, membershipItem, toCommunity } from "./community-store";
import { modLogPuts } from "../moderation/mod-log";

import { adminEntry, readCommunity, type Admin } from "./community-admin";

/** A platform admin names and removes a community's moderators (the community page and the user page). */

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
