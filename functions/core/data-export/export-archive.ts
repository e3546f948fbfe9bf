import type { User } from "../account/user";
import { MEMBER_DATA_KINDS, MemberDataSource, type MemberDataKind, type MemberDataPorts } from "../member-data/catalogue";
import { zipArchive, type ZipEntry } from "../ports/archive/zip-writer";
import { formatIndia } from "../time/india-time";

/**
 * The export's one file (issue 32 §1): a ZIP with `<kind>.json` for every kind in the catalogue, a
 * plain-text `summary.txt` anyone can read, and the files the kinds name (invoice PDFs, the
 * member's post pictures and videos, their profile picture). Plain text rather than HTML: nothing
 * the member or anyone else typed can run when it is opened.
 */
interface KindResult {
  kind: MemberDataKind;
  count: number;
  files: { path: string; missing: boolean }[];
}

function countOf(records: readonly unknown[] | Record<string, unknown>): number {
  return Array.isArray(records) ? records.length : 1;
}

export function summaryText(user: Pick<User, "name" | "email">, results: readonly KindResult[], now: Date): string {
  const lines = [
    "SMART PARKING: your data",
    "",
    `Prepared for ${user.name || user.email} (${user.email}) on ${formatIndia(now)} (India time).`,
    "",
    "This archive holds everything SMART PARKING keeps about you, one JSON file per kind:",
    "",
    ...results.map(({ kind, count }) => `  ${`${kind.id}.json`.padEnd(24)} ${kind.title}: ${count} ${count === 1 ? "record" : "records"}`),
    "",
  ];
  const files = results.flatMap((r) => r.files);
  const missing = files.filter((f) => f.missing);
  if (files.length)
    lines.push(
      `Files: ${files.length - missing.length} (invoices/ holds your tax invoices, posts/ your pictures and videos, profile/ your picture).`,
      "",
    );
  if (missing.length) lines.push(`Not found when this archive was made: ${missing.map((f) => f.path).join(", ")}.`, "");
  lines.push(
    "Other members appear only by the name the community shows (on posts you liked, saved, reported or commented on, and in follows).",
    "Times are UTC (ISO 8601). Amounts: bookings in rupees, payment orders and refunds in paise.",
    "",
    "Questions about your data: write to us from the Contact page.",
    "",
  );
  return lines.join("\n");
}

export async function buildExportArchive(ports: MemberDataPorts, user: User, now: Date): Promise<Uint8Array> {
  const source = new MemberDataSource(ports, user, now);
  const entries: ZipEntry[] = [];
  const results: KindResult[] = [];
  // One kind after another: an archive is built for one member at a time, and the reads stay few.
  for (const kind of MEMBER_DATA_KINDS) {
    const read = await kind.read(source);
    entries.push({ name: `${kind.id}.json`, data: `${JSON.stringify(read.records, null, 2)}\n`, compress: true, modifiedAt: now });
    const files: KindResult["files"] = [];
    for (const file of read.files ?? []) {
      const bytes = await file.load();
      files.push({ path: file.path, missing: !bytes });
      // Pictures, videos and PDFs are compressed already: stored as they are.
      if (bytes) entries.push({ name: file.path, data: bytes, modifiedAt: now });
    }
    results.push({ kind, count: countOf(read.records), files });
  }
  return zipArchive([{ name: "summary.txt", data: summaryText(user, results, now), compress: true, modifiedAt: now }, ...entries], now);
}
