import type { Caller } from "../account/caller";
import { randomUUID } from "node:crypto";
import type { Item, Table, TransactItem } from "../ports/table/table";
import { requirePlatformAdmin } from "../account/admin-rule";
import { ValidationError } from "../errors";
import { DAY_MS } from "../time/india-time";

/**
 * The platform's activity log (issue 13, the admin area's "Logs"): sign-ins, kept 7 days, and every
 * admin and moderator action, kept 365 days. Admins read the last 7 days on /admin/logs, filter them
 * by kind and by who acted, and may delete the sign-ins (SocialEcho's admin has these).
 *
 * Admin and moderator actions are the audit trail (issue 28): nothing in the product deletes them,
 * so an admin who misuses their power cannot wipe the record of it; only their TTL ends them.
 *
 * An action's entry rides in the action's own transaction (`activityPut`), so an action is never
 * done unlogged and a refused one leaves nothing; a sign-in, which has no transaction, is written
 * after it (`recordActivity`). The community's own mod log (moderation/mod-log.ts) is separate: it is
 * that community's record, kept without a TTL and read by its moderators.
 *
 * Keys: one partition per UTC day (`ACTIVITY#<YYYY-MM-DD>`, sort `<at>#<uuid>`), so "the last 7
 * days" is 7 Queries newest first and the TTL empties old entries by itself. A day's partition takes
 * every entry of that day; at this product's scale (sign-ins and staff actions, not page views)
 * that is far below a partition's 1,000 writes a second.
 */
export type ActivityKind = "sign-in" | "admin" | "moderator";
export const ACTIVITY_KINDS: readonly ActivityKind[] = ["sign-in", "admin", "moderator"];

/** How far back the page reads, and how long a sign-in is kept. */
export const ACTIVITY_RETENTION_DAYS = 7;
/** How long an admin's or a moderator's action is kept: a year of audit trail. */
export const AUDIT_RETENTION_DAYS = 365;

/** Admin and moderator actions are the audit trail; sign-ins are the member's activity. */
export const isAuditKind = (kind: ActivityKind): boolean => kind !== "sign-in";

export interface ActivityEntry {
  kind: ActivityKind;
  /** What happened, a short stable name: "sign-in", "sign-in-failed", "coupon-create", "ban"... */
  action: string;
  /** Who did it (the signed-in person, or the account a failed sign-in was for). */
  actorId: string;
  actorEmail?: string;
  /** One line for people, shown as text (never as HTML). */
  summary: string;
  /** What it was done to (a user, a post, a coupon, a car park...). */
  targetId?: string;
  communityId?: string;
  reason?: string;
}

export type ActivityRecord = ActivityEntry & { at: string; id: string };

type ActivityItem = ActivityRecord & Item & { entity: "activity"; ttl: number };

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const partitionOf = (day: string) => `ACTIVITY#${day}`;

/** Every day partition an entry may still live in, newest first (an account's erasure anonymises them). */
export function auditPartitions(now = new Date()): string[] {
  return Array.from({ length: AUDIT_RETENTION_DAYS + 1 }, (_, i) => partitionOf(dayOf(new Date(now.getTime() - i * DAY_MS))));
}

function itemOf(entry: ActivityEntry, now: Date): ActivityItem {
  const at = now.toISOString();
  const id = randomUUID();
  return {
    pk: partitionOf(dayOf(now)),
    sk: `${at}#${id}`,
    entity: "activity",
    ...entry,
    at,
    id,
    // The TTL is the only end of an audit entry; a sign-in is tidied away once the page stops showing it.
    ttl: Math.floor(now.getTime() / 1000) + (isAuditKind(entry.kind) ? AUDIT_RETENTION_DAYS : ACTIVITY_RETENTION_DAYS) * 86_400,
  };
}

/** The entry's Put, to ride in the action's own transaction. */
export function activityPut(entry: ActivityEntry, now = new Date()): TransactItem {
  return { Put: { Item: itemOf(entry, now), ConditionExpression: "attribute_not_exists(pk)" } };
}

/** Writes an entry on its own, for events that have no transaction of their own (sign-ins). */
export async function recordActivity(table: Table, entry: ActivityEntry, now = new Date()): Promise<void> {
  await table.create(itemOf(entry, now));
}

/** The days the log keeps, newest first (today in UTC and the 6 before it). */
export function activityDays(now = new Date()): string[] {
  return Array.from({ length: ACTIVITY_RETENTION_DAYS }, (_, i) => dayOf(new Date(now.getTime() - i * DAY_MS)));
}

export interface ActivityFilter {
  kind?: ActivityKind;
  /** The acting person's id. */
  actorId?: string;
}

/**
 * A page of the log, newest first, across the retained days. The cursor is "<day>.<that day's
 * cursor>": it says which day to go on with, and the table checks the inner cursor belongs to it.
 */
export async function readActivity(
  table: Table,
  admin: Pick<Caller, "role" | "proof">,
  filter: ActivityFilter = {},
  page: { cursor?: string | null; limit?: number } = {},
  now = new Date(),
): Promise<{ entries: ActivityRecord[]; cursor?: string }> {
  requirePlatformAdmin(admin);
  const limit = Math.min(Math.max(1, page.limit ?? 50), 200);
  const days = activityDays(now);
  let dayIndex = 0;
  let inner: string | undefined;
  if (page.cursor) {
    const [day, rest] = page.cursor.split(".", 2);
    dayIndex = days.indexOf(day ?? "");
    // A day that has aged out, or a cursor made up: start again is wrong, so say so.
    if (dayIndex < 0) throw new ValidationError("Invalid page cursor.");
    inner = rest || undefined;
  }
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (filter.kind) {
    conditions.push("#kind = :kind");
    names["#kind"] = "kind";
    values[":kind"] = filter.kind;
  }
  if (filter.actorId) {
    conditions.push("actorId = :actor");
    values[":actor"] = filter.actorId;
  }
  const entries: ActivityRecord[] = [];
  while (dayIndex < days.length && entries.length < limit) {
    const result = await table.query<ActivityItem>({
      pk: partitionOf(days[dayIndex]!),
      newestFirst: true,
      limit: limit - entries.length,
      cursor: inner,
      filter: conditions.length
        ? { expression: conditions.join(" AND "), names: Object.keys(names).length ? names : undefined, values }
        : undefined,
    });
    entries.push(...result.items.map(recordOf));
    if (result.cursor) inner = result.cursor;
    else {
      dayIndex += 1;
      inner = undefined;
    }
  }
  const more = dayIndex < days.length;
  return { entries, cursor: more ? `${days[dayIndex]}.${inner ?? ""}` : undefined };
}

function recordOf({ pk: _pk, sk: _sk, entity: _e, ttl: _t, ...record }: ActivityItem): ActivityRecord {
  return record;
}

/**
 * 'Delete all' clears the sign-in activity of the retained days (and the day before, which the TTL
 * may not have reached yet), never the audit trail, then records who did it: that entry is an admin
 * action, so it stays too.
 */
export async function deleteSignInActivity(
  table: Table,
  admin: Pick<Caller, "id" | "role" | "proof"> & { email?: string },
  now = new Date(),
): Promise<number> {
  requirePlatformAdmin(admin);
  let deleted = 0;
  for (const day of [...activityDays(now), dayOf(new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS))]) {
    const items = await table.queryAll<ActivityItem>({
      pk: partitionOf(day),
      filter: { expression: "#kind = :signIn", names: { "#kind": "kind" }, values: { ":signIn": "sign-in" } },
    });
    await table.batchDelete(items.map(({ pk, sk }) => ({ pk, sk })));
    deleted += items.length;
  }
  await recordActivity(
    table,
    {
      kind: "admin",
      action: "logs-delete-sign-ins",
      actorId: admin.id,
      actorEmail: admin.email,
      summary: `Deleted the sign-in activity (${deleted} ${deleted === 1 ? "entry" : "entries"}).`,
    },
    now,
  );
  return deleted;
}
