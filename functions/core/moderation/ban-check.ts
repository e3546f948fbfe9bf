import type { Table, TransactItem } from "../ports/table/table";
import type { BanLength } from "./moderation-texts";

/**
 * Whether a member is banned from a community: the ban record and the checks that read it. Joining
 * (membership) and making someone a moderator ask these, so they sit apart from the moderator's
 * ban and unban actions in bans.ts: community modules import this, never bans.ts (decision 043).
 */
export interface Ban {
  communityId: string;
  userId: string;
  reason: string;
  length: BanLength;
  /** When it ends (ISO), or null for a permanent ban. */
  until: string | null;
  bannedBy: string;
  bannedAt: string;
  /** When a moderator lifted it (unban), if they did. */
  liftedAt?: string;
}

/** A permanent ban's end, as compared in conditions: after any real date. */
export const NEVER = "9999-12-31T23:59:59.999Z";

export const banKeys = {
  ban: (communityId: string, userId: string) => ({ pk: `COMMUNITY#${communityId}`, sk: `BAN#${userId}` }),
  prefix: "BAN#",
};

export type BanItem = Ban & { pk: string; sk: string; entity: "ban"; endsAt: string; ttl?: number };

export function isRunning(ban: Pick<Ban, "until">, now: Date): boolean {
  return ban.until === null || Date.parse(ban.until) > now.getTime();
}

/** The member's running ban in this community, if any (an ended one counts as none). */
export async function activeBan(table: Table, communityId: string, userId: string, now = new Date()): Promise<Ban | undefined> {
  const key = banKeys.ban(communityId, userId);
  const item = await table.get<BanItem>(key.pk, key.sk, true);
  return item && isRunning(item, now) ? toBan(item) : undefined;
}

/** To ride in a join's transaction: fails while a ban is running. */
export function notBannedCheck(communityId: string, userId: string, now: Date): TransactItem {
  return {
    ConditionCheck: {
      Key: banKeys.ban(communityId, userId),
      ConditionExpression: "attribute_not_exists(pk) OR endsAt <= :now",
      ExpressionAttributeValues: { ":now": now.toISOString() },
    },
  };
}

export function toBan(item: BanItem): Ban {
  const { communityId, userId, reason, length, until, bannedBy, bannedAt, liftedAt } = item;
  return { communityId, userId, reason, length, until, bannedBy, bannedAt, ...(liftedAt ? { liftedAt } : {}) };
}

/**
 * The member's ban here that is over (lifted by a moderator, or run out) and not yet tidied away:
 * what lets a page say "you may join again" instead of the plain members-only text (issue 29).
 */
export async function endedBan(table: Table, communityId: string, userId: string, now = new Date()): Promise<Ban | undefined> {
  const key = banKeys.ban(communityId, userId);
  const item = await table.get<BanItem>(key.pk, key.sk, true);
  return item && !isRunning(item, now) ? toBan(item) : undefined;
}
