import { randomUUID } from "node:crypto";
import type { Table, TransactItem } from "../ports/table/table";
import { activityPut } from "../activity-log/activity-log";

/**
 * The mod log (issue 13): every moderator and admin action on a community — who, what, when, the
 * reason — written in the same transaction as the action it records, so an action never happens
 * unlogged and a refused action leaves no entry. Read by that community's moderators and by admins
 * (the caller asks the rule first). Kept without a TTL: it is the community's record of how it was
 * moderated.
 */
export type ModAction =
  | "ban"
  | "unban"
  | "remove-post"
  | "dismiss-reports"
  | "approve-post"
  | "reject-post"
  | "purge-post"
  // The platform admin's (community-admin.ts): logged here too, and as "admin" in the activity log.
  | "create-community"
  | "edit-community"
  | "add-moderator"
  | "remove-moderator";

const ADMIN_ACTIONS: ReadonlySet<ModAction> = new Set(["create-community", "edit-community", "add-moderator", "remove-moderator"]);

export interface ModLogEntry {
  communityId: string;
  at: string;
  actorId: string;
  /** The actor's e-mail, for the activity log (admin actions carry it). */
  actorEmail?: string;
  action: ModAction;
  /** The member acted on (ban, unban) or the post's author (the post actions). */
  targetUserId?: string;
  postId?: string;
  reason: string;
  /** A ban's length as chosen ("1 day", "permanent"). */
  detail?: string;
}

export const modLogKeys = {
  entry: (communityId: string, at: string, id: string) => ({ pk: `MODLOG#${communityId}`, sk: `${at}#${id}` }),
  partition: (communityId: string) => `MODLOG#${communityId}`,
};

const SUMMARIES: Record<ModAction, (entry: ModLogEntry) => string> = {
  ban: (e) => `Banned a member${e.detail ? ` (${e.detail})` : ""}.`,
  unban: () => "Unbanned a member.",
  "remove-post": () => "Removed a reported post.",
  "dismiss-reports": () => "Dismissed the reports on a post.",
  "create-community": (e) => `Created the community${e.detail ? ` ${e.detail}` : ""}.`,
  "edit-community": (e) => `Edited the community${e.detail ? ` ${e.detail}` : ""}.`,
  "add-moderator": (e) => `Made ${e.detail ?? "a member"} a moderator.`,
  "remove-moderator": (e) => `Removed ${e.detail ?? "a member"} from the moderators.`,
  "approve-post": () => "Approved a post held for review (published).",
  "reject-post": () => "Rejected a post held for review (removed).",
  "purge-post": () => "Purged a post stuck in its content check.",
};

/**
 * The entry's Puts, to ride in the action's own transaction: the community's mod log, and the
 * platform's 7-day activity log the admins read (activity-log/activity-log.ts).
 */
export function modLogPuts(entry: ModLogEntry): TransactItem[] {
  return [
    {
      Put: {
        Item: { ...modLogKeys.entry(entry.communityId, entry.at, randomUUID()), entity: "mod-log", ...entry },
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
    activityPut(
      {
        kind: ADMIN_ACTIONS.has(entry.action) ? "admin" : "moderator",
        action: entry.action,
        actorId: entry.actorId,
        ...(entry.actorEmail ? { actorEmail: entry.actorEmail } : {}),
        summary: SUMMARIES[entry.action](entry),
        targetId: entry.postId ?? entry.targetUserId,
        communityId: entry.communityId,
        reason: entry.reason,
      },
      new Date(entry.at),
    ),
  ];
}

/** A community's mod log, newest first, a page at a time. */
export async function readModLog(
  table: Table,
  communityId: string,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<{ entries: ModLogEntry[]; cursor?: string }> {
  const result = await table.query<ModLogEntry & { pk: string; sk: string; entity: string }>({
    pk: modLogKeys.partition(communityId),
    newestFirst: true,
    limit: Math.min(Math.max(1, page.limit ?? 20), 100),
    cursor: page.cursor,
  });
  return {
    entries: result.items.map(({ pk: _pk, sk: _sk, entity: _e, ...entry }) => entry),
    cursor: result.cursor,
  };
}
