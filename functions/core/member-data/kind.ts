import type { MemberDataSource } from "./source";

/** A file that goes into the export beside the JSON: an invoice PDF, a post's picture or video, the profile picture. */
export interface MemberDataFile {
  /** Path inside the archive ("invoices/SP-7K3F9Q-invoice.pdf"). */
  path: string;
  contentType: string;
  /** The bytes, read only when the archive is written; undefined when the object is gone. */
  load(): Promise<Uint8Array | undefined>;
}

export interface MemberDataRead {
  /** What goes into `<id>.json`: a list of records, or one record (the profile). */
  records: readonly unknown[] | Record<string, unknown>;
  files?: MemberDataFile[];
}

/**
 * One kind of data tied to a member (decision 051): where it lives, and how to read it for them with
 * the key plan's own access patterns (a GetItem, a Query on their partition or index, a BatchGet;
 * never a Scan). Readers keep only what is the member's own: another member appears by the name the
 * community shows, never by e-mail, phone, vehicle or id.
 */
export interface MemberDataKind {
  /** Stable name: the JSON file's name in the export, and the deletion job's handle. */
  id: string;
  /** For people: the summary's line. */
  title: string;
  /** Where it lives: the items' keys (and bucket prefixes), as docs/data-model.md names them. */
  lives: string;
  read(source: MemberDataSource): Promise<MemberDataRead>;
}

/** Drops the attributes a record must not carry out of the table: keys, index keys, TTL, bookkeeping. */
export function plain<T extends Record<string, unknown>>(item: T, also: readonly string[] = []): Record<string, unknown> {
  const drop = new Set(["pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "entity", "ttl", "version", ...also]);
  return Object.fromEntries(Object.entries(item).filter(([key]) => !drop.has(key)));
}

/** The file's extension from its key or content type, for a readable name in the archive. */
export function extensionOf(key: string, contentType: string): string {
  const fromKey = /\.([a-z0-9]{2,5})$/i.exec(key)?.[1];
  if (fromKey) return fromKey.toLowerCase();
  const fromType = /\/([a-z0-9]+)/i.exec(contentType)?.[1];
  return fromType === "jpeg" ? "jpg" : (fromType ?? "bin");
}
