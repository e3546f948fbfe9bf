import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Mailer, MailMessage } from "./mailer";
import { toMime } from "./mime";

/**
 * The local mail adapter: one .eml file per message in the outbox folder, plus a JSON sidecar so
 * /dev/outbox can list messages without parsing MIME. Never used in production (config refuses it).
 */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date();
    // Sortable, unique, and safe as a file name and URL segment.
    const id = `${sentAt.toISOString().replace(/[-:.]/g, "")}-${Math.random().toString(36).slice(2, 10)}`;
    const entry: OutboxEntry = {
      id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      sentAt: sentAt.toISOString(),
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.byteLength,
      })),
    };
    await writeFile(join(this.dir, `${id}.eml`), toMime(message, this.from, sentAt));
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(entry));
  }

  /** Newest first. */
  async list(): Promise<OutboxEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const entries = await Promise.all(
      names.filter((n) => n.endsWith(".json")).map(async (n) => JSON.parse(await readFile(join(this.dir, n), "utf8")) as OutboxEntry),
    );
    return entries.sort((a, b) => b.id.localeCompare(a.id));
  }

  async get(id: string): Promise<OutboxEntry | undefined> {
    if (!/^[0-9TZ]+-[a-z0-9]+$/.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), "utf8")) as OutboxEntry;
    } catch {
      return undefined;
    }
  }

  async raw(id: string): Promise<Buffer | undefined> {
    if (!/^[0-9TZ]+-[a-z0-9]+$/.test(id)) return undefined;
    try {
      return await readFile(join(this.dir, `${id}.eml`));
    } catch {
      return undefined;
    }
  }
}
