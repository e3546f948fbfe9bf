import { crc32, deflateRawSync } from "node:zlib";

/**
 * A ZIP archive (PKWARE APPNOTE 6.3) written in memory: no dependency for the few hundred lines a
 * library would bring (decision 051). Text is DEFLATEd with node:zlib; pictures, videos and PDFs are
 * already compressed, so they are STOREd. Names are UTF-8 (flag bit 11). ZIP64 is not written: an
 * archive over 4 GB, or of more than 65 535 files, is refused rather than written wrong.
 */
export interface ZipEntry {
  /** Path inside the archive, `/`-separated, no leading `/`, no `..`. */
  name: string;
  data: Uint8Array | string;
  /** Deflate it (text); otherwise stored as it is (media, PDFs). */
  compress?: boolean;
  modifiedAt?: Date;
}

const LIMIT_32 = 0xffff_ffff;
const UTF8_NAMES = 0x0800;

/** MS-DOS time and date, as ZIP keeps them (two-second steps, local to nobody: we write UTC). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export function assertEntryName(name: string): void {
  if (!name || name.startsWith("/") || name.includes("\\") || name.split("/").some((part) => part === ".." || part === ""))
    throw new Error(`Invalid ZIP entry name: ${name}`);
}

export function zipArchive(entries: readonly ZipEntry[], now = new Date()): Uint8Array {
  if (entries.length > 0xffff) throw new Error("Too many files for a ZIP without ZIP64.");
  const seen = new Set<string>();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    assertEntryName(entry.name);
    if (seen.has(entry.name)) throw new Error(`Duplicate ZIP entry name: ${entry.name}`);
    seen.add(entry.name);
    const name = Buffer.from(entry.name, "utf8");
    const raw = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : Buffer.from(entry.data);
    const deflated = entry.compress ? deflateRawSync(raw) : undefined;
    // Deflating what does not shrink only costs the reader: store it then.
    const method = deflated && deflated.length < raw.length ? 8 : 0;
    const body = method === 8 ? deflated! : raw;
    const crc = crc32(raw);
    const { time, date } = dosDateTime(entry.modifiedAt ?? now);
    if (raw.length > LIMIT_32 || offset + 30 + name.length + body.length > LIMIT_32)
      throw new Error("The archive is too large for ZIP without ZIP64.");

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    // extra, comment, disk number start, internal attributes: 0
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}
