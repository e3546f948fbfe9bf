import type { User } from "../account/user";
import { DomainError, NotFoundError } from "../errors";
import type { FileStore } from "../ports/files/file-store";
import type { Table } from "../ports/table/table";
import { indiaDayOf } from "../time/india-time";
import { EXPORT_MESSAGES } from "./export-messages";
import { createTodaysExport, dayOfExportId, latestExport, readExport, type DataExport } from "./export-store";

/**
 * "Your data" (issue 32 §1, decision 051): the rules the settings page, the API and the mailed link
 * share. One export a day per member (the day's key in the table); only the member reaches theirs
 * (every read is under their own user key); a link works 24 hours after the archive is ready, and
 * then only for its owner, signed in: the app answers it with a signed bucket link of 5 minutes.
 */
type Person = Pick<User, "id">;
type Ports = { table: Table; files: FileStore };

export { EXPORT_MESSAGES };

export type ExportState = "none" | "preparing" | "ready" | "failed" | "expired";

export interface ExportView {
  state: ExportState;
  id?: string;
  requestedAt?: string;
  readyAt?: string;
  expiresAt?: string;
  /** When the member may ask for another one (now, or the next India midnight after today's). */
  nextPossibleAt: string;
  message: string;
  /** The app's download address (needs the member signed in); only when ready. */
  downloadPath?: string;
}

/** The app's address of an export's download: it checks the member and the expiry, then sends them to the bucket. */
export const downloadPath = (exportId: string) => `/settings/data/download/${encodeURIComponent(exportId)}`;

function isExpired(e: DataExport, now: Date): boolean {
  return e.status === "ready" && (!e.expiresAt || Date.parse(e.expiresAt) <= now.getTime());
}

export function exportView(latest: DataExport | undefined, now: Date): ExportView {
  const today = indiaDayOf(now);
  const usedToday = latest && latest.status !== "failed" && Date.parse(latest.requestedAt) >= today.start.getTime();
  const nextPossibleAt = (usedToday ? today.end : now).toISOString();
  if (!latest) return { state: "none", nextPossibleAt, message: EXPORT_MESSAGES.none };
  const base = { id: latest.id, requestedAt: latest.requestedAt, nextPossibleAt };
  if (latest.status === "preparing") return { ...base, state: "preparing", message: EXPORT_MESSAGES.preparing };
  if (latest.status === "failed") return { ...base, state: "failed", message: EXPORT_MESSAGES.failed };
  if (isExpired(latest, now))
    return { ...base, state: "expired", readyAt: latest.readyAt, expiresAt: latest.expiresAt, message: EXPORT_MESSAGES.expired };
  return {
    ...base,
    state: "ready",
    readyAt: latest.readyAt,
    expiresAt: latest.expiresAt,
    message: EXPORT_MESSAGES.ready,
    downloadPath: downloadPath(latest.id),
  };
}

/** What the member's export looks like now (nothing started). */
export async function exportStatus(ports: Pick<Ports, "table">, person: Person, now = new Date()): Promise<ExportView> {
  return exportView(await latestExport(ports.table, person.id), now);
}

/**
 * Asks for today's export: starts it (the job picks it up), or answers the one already asked for
 * today with when the next is possible (`started: false`).
 */
export async function requestExport(
  ports: Pick<Ports, "table">,
  person: Person,
  now = new Date(),
): Promise<{ started: boolean; view: ExportView; refusal?: string }> {
  const { export: today, created } = await createTodaysExport(ports.table, person.id, now);
  const view = exportView(today, now);
  if (created) return { started: true, view };
  return { started: false, view, refusal: EXPORT_MESSAGES.oncePerDay(new Date(view.nextPossibleAt)) };
}

/** The member's own export by id, or "not found": an id of another member's export is looked for under this member's key only. */
async function ownExport(table: Table, person: Person, exportId: string): Promise<DataExport> {
  const day = dayOfExportId(exportId);
  const found = day ? await readExport(table, person.id, day) : undefined;
  if (!found || found.id !== exportId || found.userId !== person.id) throw new NotFoundError(EXPORT_MESSAGES.notFound);
  return found;
}

export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/**
 * A signed link to the member's own archive, for 5 minutes: what the app's download address and the
 * API answer. Refused once the export's 24 hours are over (410) or before it is ready (404).
 */
export async function exportDownloadUrl(ports: Ports, person: Person, exportId: string, now = new Date()): Promise<string> {
  const found = await ownExport(ports.table, person, exportId);
  if (found.status !== "ready") throw new NotFoundError(EXPORT_MESSAGES.notFound);
  if (isExpired(found, now)) throw new DomainError(EXPORT_MESSAGES.linkExpired, 410, "export_expired");
  return ports.files.signedUrl(found.key, DOWNLOAD_LINK_SECONDS, now);
}
