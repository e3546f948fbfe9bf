import type { User } from "../account/user";
import { getUser } from "../account/user-store";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { isLostCondition, retryOnLostRace } from "../ports/table/lost-race";
import type { Services } from "../services";
import { mailAuthor } from "./author-notice";
import { BAN_LENGTHS, BAN_LIMITS, BAN_MESSAGES, type BanLength } from "./moderation-texts";
import { communityKeys, communityPath, isModeratorOf, type Community } from "../community/community";
import { getMembership } from "../community/community-store";
import { modLogPuts } from "./mod-log";
import { requireModerator } from "../community/moderator-rule";
import { banKeys, isRunning, NEVER, toBan, type Ban, type BanItem } from "./ban-check";
import { DAY_MS } from "../time/india-time";

/**
 * Bans (issue 13; spec §6 "ban and unban community users"). A ban is an item under the community
 * (`COMMUNITY#<id>` / `BAN#<user id>`) with its reason, length and end. Banning removes the member
 * (and one from the member count) in the same transaction as the ban and its mod-log entry; joining
 * checks in its own transaction that no running ban exists, so however a ban and a join race, a
 * banned member is never left in the members. A ban ends by itself: every check compares its end
 * with now, and the TTL tidies the item a day later. Unban ends the ban at once and marks it lifted
 * (kept 30 days, so the community's pages can tell the member they may join again); the member is
 * mailed the same, with a link to the community.
 */
export { BAN_LENGTHS, BAN_LIMITS, BAN_MESSAGES, type BanLength } from "./moderation-texts";
export { activeBan, banKeys, endedBan, isRunning, notBannedCheck, type Ban } from "./ban-check";

/** How long a lifted ban is kept to tell the member they may join again. */
const LIFTED_KEPT_SECONDS = 30 * 86_400;

/** What a ban form sends, checked: a listed length and a reason. */
export function banInputOf(input: { reason?: unknown; length?: unknown }): { reason: string; length: BanLength } {
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  const length = typeof input.length === "string" && input.length in BAN_LENGTHS ? (input.length as BanLength) : undefined;
  const problems: Record<string, string[]> = {};
  if (!reason) problems.reason = [BAN_MESSAGES.reasonRequired];
  else if (reason.length > BAN_LIMITS.maxReasonChars) problems.reason = [BAN_MESSAGES.reasonTooLong];
  if (!length) problems.length = [BAN_MESSAGES.lengthRequired];
  const first = Object.values(problems)[0]?.[0];
  if (first || !length) throw new ValidationError(first ?? BAN_MESSAGES.lengthRequired, problems);
  return { reason, length };
}

/**
 * A moderator of this community bans a member (or someone who is not a member yet). Banning again
 * replaces the earlier ban (a new reason and length). Refused: yourself, another moderator.
 */
export async function banMember(
  table: Table,
  moderator: Pick<User, "id">,
  communityId: string,
  targetUserId: string,
  input: { reason?: unknown; length?: unknown },
  now = new Date(),
): Promise<Ban> {
  const community = await requireModerator(table, moderator, communityId);
  const { reason, length } = banInputOf(input);
  if (targetUserId === moderator.id) throw new ValidationError(BAN_MESSAGES.self);
  if (isModeratorOf(community, targetUserId)) throw new ForbiddenError(BAN_MESSAGES.moderator);
  if (targetUserId.length > 100 || !(await getUser(table, targetUserId))) throw new NotFoundError(BAN_MESSAGES.noSuchMember);
  const days = BAN_LENGTHS[length].days;
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString();
  const ban: Ban = { communityId, userId: targetUserId, reason, length, until, bannedBy: moderator.id, bannedAt: now.toISOString() };
  const item: BanItem = {
    ...banKeys.ban(communityId, targetUserId),
    entity: "ban",
    ...ban,
    endsAt: until ?? NEVER,
    ...(until ? { ttl: Math.floor(Date.parse(until) / 1000) + 86_400 } : {}),
  };
  const member = communityKeys.member(communityId, targetUserId);
  const communityKey = communityKeys.item(communityId);
  // Checked again in the transaction: the moderators list may have changed since it was read.
  const notModerator = "attribute_exists(pk) AND NOT contains(moderators, :target)";
  // Two shapes, tried in turn: a member leaves the members (and one off the count) with the ban;
  // anyone else is banned with a check that they have not joined meanwhile. A lost race tries again.
  return retryOnLostRace(
    async () => {
      const isMember = await getMembership(table, communityId, targetUserId, true);
      try {
        await table.transact([
          isMember
            ? { Delete: { Key: member, ConditionExpression: "attribute_exists(pk)" } }
            : { ConditionCheck: { Key: member, ConditionExpression: "attribute_not_exists(pk)" } },
          isMember
            ? {
                Update: {
                  Key: communityKey,
                  UpdateExpression: "ADD memberCount :minus",
                  ConditionExpression: `${notModerator} AND memberCount > :zero`,
                  ExpressionAttributeValues: { ":minus": -1, ":zero": 0, ":target": targetUserId },
                },
              }
            : {
                ConditionCheck: {
                  Key: communityKey,
                  ConditionExpression: notModerator,
                  ExpressionAttributeValues: { ":target": targetUserId },
                },
              },
          { Put: { Item: item } },
          ...modLogPuts({
            communityId,
            at: ban.bannedAt,
            actorId: moderator.id,
            action: "ban",
            targetUserId,
            reason,
            detail: BAN_LENGTHS[length].label,
          }),
        ]);
        return ban;
      } catch (error) {
        if (isLostCondition(error)) {
          // Lost because the target became a moderator meanwhile: that is a refusal, not a race.
          const current = await requireModerator(table, moderator, communityId);
          if (isModeratorOf(current, targetUserId)) throw new ForbiddenError(BAN_MESSAGES.moderator);
        }
        throw error;
      }
    },
    { giveUp: () => new Error(`ban of ${targetUserId} in ${communityId} kept losing races`) },
  );
}

/**
 * A moderator of this community lifts a running ban. The member is not re-added (they left with the
 * ban) but may join again, and is told so by mail with a link to the community, whose page asks them
 * to join. The ban item stays, ended and marked lifted, for that page's notice.
 */
export async function unbanMember(
  svc: Pick<Services, "table" | "mailer" | "config">,
  moderator: Pick<User, "id">,
  communityId: string,
  targetUserId: string,
  input: { reason?: unknown } = {},
  now = new Date(),
): Promise<void> {
  const community = await requireModerator(svc.table, moderator, communityId);
  const reason = typeof input.reason === "string" ? input.reason.trim().slice(0, BAN_LIMITS.maxReasonChars) : "";
  const at = now.toISOString();
  try {
    await svc.table.transact([
      {
        Update: {
          Key: banKeys.ban(communityId, targetUserId.slice(0, 100)),
          // Ended now: every check (activeBan, the join's notBannedCheck, listBans) reads it as over.
          UpdateExpression: "SET #until = :at, endsAt = :at, liftedAt = :at, liftedBy = :by, #ttl = :ttl",
          ConditionExpression: "attribute_exists(pk) AND endsAt > :at",
          ExpressionAttributeNames: { "#until": "until", "#ttl": "ttl" },
          ExpressionAttributeValues: { ":at": at, ":by": moderator.id, ":ttl": Math.floor(now.getTime() / 1000) + LIFTED_KEPT_SECONDS },
        },
      },
      ...modLogPuts({ communityId, at, actorId: moderator.id, action: "unban", targetUserId, reason }),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(BAN_MESSAGES.notBanned);
    throw error;
  }
  await mailAuthor(
    svc,
    targetUserId,
    { kind: "lifted", community: community.name, joinUrl: new URL(communityPath(community.name), svc.config.APP_URL).toString() },
    { communityId },
  );
}

/** The community's running bans, most recent first (the moderation panel; the caller asks the rule). */
export async function listBans(table: Table, community: Pick<Community, "id">, now = new Date()): Promise<Ban[]> {
  const items = await table.queryAll<BanItem>({ pk: communityKeys.item(community.id).pk, sk: { beginsWith: banKeys.prefix } });
  return items
    .filter((item) => isRunning(item, now))
    .map(toBan)
    .sort((a, b) => b.bannedAt.localeCompare(a.bannedAt));
}

/**
 * One numbered page of the running bans read by listBans (the moderation panel; decision 009): a
 * community's bans are one partition read whole anyway, so a page number costs nothing more, and
 * `?bans=99` shows the last page.
 */
export function pageOfBans(all: Ban[], page: number, limit: number): { bans: Ban[]; page: number; pages: number } {
  const size = Math.min(Math.max(1, limit), 50);
  const pages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pages);
  return { bans: all.slice((current - 1) * size, current * size), page: current, pages };
}
