import { randomBytes } from "node:crypto";
import { ConditionFailedError, type Table } from "../ports/table/table";
import { indiaDate } from "../time/india-time";

/**
 * A member's data export in the table (decision 051): `USER#<id>` / `EXPORT#<India day>`, so the
 * day's one export is one key and a second request the same day loses a conditional create. While
 * it is being prepared it sits in the job's queue, gsi1 `EXPORTS#PREPARING` / `<due>#<user id>#<day>`.
 */
export type ExportStatus = "preparing" | "ready" | "failed";

export interface DataExport {
  /** `<India day>-<12 hex>`: the day finds the item under the member's key, the rest makes the link unguessable. */
  id: string;
  userId: string;
  day: string;
  status: ExportStatus;
  requestedAt: string;
  /** The archive's key in the files bucket (under the member's own prefix). */
  key: string;
  attempts: number;
  readyAt?: string;
  /** The link stops working then (24 hours after it was ready); the bucket deletes the file a day or two later. */
  expiresAt?: string;
  size?: number;
  failedAt?: string;
}

type ExportItem = DataExport & {
  pk: string;
  sk: string;
  entity: "data-export";
  gsi1pk?: string;
  gsi1sk?: string;
  nextAttemptAt?: string;
  ttl: number;
};

export const EXPORTS_PREFIX = "exports/";
export const EXPORT_QUEUE = "EXPORTS#PREPARING";
export const EXPORT_LINK_HOURS = 24;
/** Kept a week in the table, so the page can say an old one expired; the file goes sooner (the bucket's lifecycle rule). */
const KEEP_SECONDS = 7 * 86_400;

export const exportKeys = {
  item: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `EXPORT#${day}` }),
  prefix: "EXPORT#",
  /** Every export of a member under one prefix of the bucket: `exports/<user id>/`. */
  file: (userId: string, id: string) => `${EXPORTS_PREFIX}${userId}/${id}.zip`,
};

const DAY_ID = /^(\d{4}-\d{2}-\d{2})-[0-9a-f]{12}$/;

/** The India day an export id was made on; undefined for anything that is not an export id. */
export function dayOfExportId(id: string): string | undefined {
  return DAY_ID.exec(id)?.[1];
}

interface Change {
  set?: Record<string, unknown>;
  remove?: string[];
  add?: Record<string, number>;
  condition: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
}

/** One UpdateItem from named parts (every attribute through a placeholder: `status` is a reserved word). */
function change(table: Table, key: { pk: string; sk: string }, c: Change): Promise<ExportItem> {
  const names: Record<string, string> = { ...c.condition.names };
  const values: Record<string, unknown> = { ...c.condition.values };
  const parts: string[] = [];
  const sets = Object.entries(c.set ?? {}).map(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  if (sets.length) parts.push(`SET ${sets.join(", ")}`);
  const adds = Object.entries(c.add ?? {}).map(([name, value], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = value;
    return `#a${i} :a${i}`;
  });
  if (adds.length) parts.push(`ADD ${adds.join(", ")}`);
  const removes = (c.remove ?? []).map((name, i) => {
    names[`#r${i}`] = name;
    return `#r${i}`;
  });
  if (removes.length) parts.push(`REMOVE ${removes.join(", ")}`);
  return table.update<ExportItem>(key.pk, key.sk, { expression: parts.join(" "), names, values }, c.condition.expression);
}

function strip(item: ExportItem): DataExport {
  const { id, userId, day, status, requestedAt, key, attempts, readyAt, expiresAt, size, failedAt } = item;
  return { id, userId, day, status, requestedAt, key, attempts, readyAt, expiresAt, size, failedAt };
}

const queued = (due: Date, userId: string, day: string) => ({ gsi1pk: EXPORT_QUEUE, gsi1sk: `${due.toISOString()}#${userId}#${day}` });

/**
 * Today's export for the member: created, or the one already there (`created: false`). A failed one
 * is tried again (it does not use up the day). Two requests at once make one: the create is
 * conditioned on the day's key being free, the retry of a failed one on it still being failed.
 */
export async function createTodaysExport(table: Table, userId: string, now: Date): Promise<{ export: DataExport; created: boolean }> {
  const day = indiaDate(now);
  const id = `${day}-${randomBytes(6).toString("hex")}`;
  const item: ExportItem = {
    ...exportKeys.item(userId, day),
    entity: "data-export",
    id,
    userId,
    day,
    status: "preparing",
    requestedAt: now.toISOString(),
    key: exportKeys.file(userId, id),
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    ...queued(now, userId, day),
    ttl: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
  };
  try {
    await table.create(item);
    return { export: strip(item), created: true };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  const existing = (await readExport(table, userId, day))!;
  if (existing.status !== "failed") return { export: existing, created: false };
  try {
    const key = exportKeys.item(userId, day);
    await change(table, key, {
      set: {
        status: "preparing",
        attempts: 0,
        requestedAt: now.toISOString(),
        nextAttemptAt: now.toISOString(),
        ...queued(now, userId, day),
      },
      remove: ["failedAt"],
      condition: { expression: "#status = :failed", names: { "#status": "status" }, values: { ":failed": "failed" } },
    });
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  return { export: (await readExport(table, userId, day))!, created: true };
}

export async function readExport(table: Table, userId: string, day: string): Promise<DataExport | undefined> {
  const key = exportKeys.item(userId, day);
  const item = await table.get<ExportItem>(key.pk, key.sk, true);
  return item ? strip(item) : undefined;
}

/** The member's most recent export (the settings page and the API show it). */
export async function latestExport(table: Table, userId: string): Promise<DataExport | undefined> {
  const page = await table.query<ExportItem>({
    pk: `USER#${userId}`,
    sk: { beginsWith: exportKeys.prefix },
    newestFirst: true,
    limit: 1,
    consistent: true,
  });
  return page.items[0] ? strip(page.items[0]) : undefined;
}

/** Exports due for (another) attempt: the job's queue, oldest due first. */
export async function exportsDue(table: Table, now: Date, limit: number): Promise<{ userId: string; day: string; due: string }[]> {
  const page = await table.query<ExportItem>({ index: "gsi1", pk: EXPORT_QUEUE, sk: { lte: `${now.toISOString()}#~` }, limit });
  return page.items.map((i) => ({ userId: i.userId, day: i.day, due: i.gsi1sk! }));
}

/**
 * Takes an export for one attempt: its place in the queue moves to the end of a lease, conditioned
 * on the place read, so of two jobs that read it only one builds it; a job that dies leaves it due
 * again when the lease ends.
 */
export async function claimExport(
  table: Table,
  entry: { userId: string; day: string; due: string },
  leaseUntil: Date,
): Promise<DataExport | undefined> {
  const key = exportKeys.item(entry.userId, entry.day);
  try {
    const item = await change(table, key, {
      set: { nextAttemptAt: leaseUntil.toISOString(), gsi1sk: queued(leaseUntil, entry.userId, entry.day).gsi1sk },
      add: { attempts: 1 },
      condition: {
        expression: "#status = :preparing AND gsi1sk = :due",
        names: { "#status": "status" },
        values: { ":preparing": "preparing", ":due": entry.due },
      },
    });
    return item ? strip(item) : undefined;
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}

/** The archive is in the bucket: ready, out of the queue, the link valid for 24 hours from now. */
export async function markExportReady(table: Table, done: DataExport, size: number, now: Date): Promise<DataExport> {
  const key = exportKeys.item(done.userId, done.day);
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_HOURS * 3600_000).toISOString();
  await change(table, key, {
    set: { status: "ready", readyAt: now.toISOString(), expiresAt, size },
    remove: ["gsi1pk", "gsi1sk", "nextAttemptAt"],
    condition: {
      expression: "id = :id AND #status = :preparing",
      names: { "#status": "status" },
      values: { ":id": done.id, ":preparing": "preparing" },
    },
  });
  return { ...done, status: "ready", readyAt: now.toISOString(), expiresAt, size };
}

/** An attempt failed: due again after `retryAt`, or, with no attempts left, failed (the member may ask again). */
export async function markExportFailedAttempt(table: Table, failed: DataExport, retryAt: Date | undefined, now: Date): Promise<void> {
  const key = exportKeys.item(failed.userId, failed.day);
  const condition = {
    expression: "id = :id AND #status = :preparing",
    names: { "#status": "status" },
    values: { ":id": failed.id, ":preparing": "preparing" },
  };
  try {
    if (retryAt)
      await change(table, key, {
        set: { nextAttemptAt: retryAt.toISOString(), gsi1sk: queued(retryAt, failed.userId, failed.day).gsi1sk },
        condition,
      });
    else
      await change(table, key, {
        set: { status: "failed", failedAt: now.toISOString() },
        remove: ["gsi1pk", "gsi1sk", "nextAttemptAt"],
        condition,
      });
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}
