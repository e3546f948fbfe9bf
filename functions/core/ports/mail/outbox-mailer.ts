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
  /** The message's extra headers (List-Unsubscribe…), so tests and /dev/outbox can read them. */
  headers?: Record<string, string>;
}

/**
 * SES's mailbox simulator, played locally: mail to bounce@ or complaint@simulator.amazonses.com
 * (with any +label, as SES allows) is written to the outbox like any other, and then the event SES
 * would publish to the configuration set's SNS topic is handed to `onEvent`, in SES's own JSON
 * shape, so the code that records it is the code that runs in AWS.
 */
export type MailEventListener = (sesEvent: Record<string, unknown>) => Promise<void>;

const SIMULATOR = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;

export function simulatedSesEvent(to: string, messageId: string, at: Date): Record<string, unknown> | undefined {
  const kind = SIMULATOR.exec(to)?.[1]?.toLowerCase();
  if (!kind) return undefined;
  const timestamp = at.toISOString();
  const mail = { timestamp, messageId, source: "outbox", destination: [to] };
  return kind === "bounce"
    ? {
        eventType: "Bounce",
        bounce: {
          bounceType: "Permanent",
          bounceSubType: "General",
          bouncedRecipients: [{ emailAddress: to, action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
          timestamp,
          feedbackId: `${messageId}-bounce`,
        },
        mail,
      }
    : {
        eventType: "Complaint",
        complaint: {
          complainedRecipients: [{ emailAddress: to }],
          timestamp,
          feedbackId: `${messageId}-complaint`,
          complaintFeedbackType: "abuse",
        },
        mail,
      };
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly onEvent?: MailEventListener,
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
      ...(message.headers ? { headers: message.headers } : {}),
    };
    await writeFile(join(this.dir, `${id}.eml`), toMime(message, this.from, sentAt));
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(entry));
    const event = this.onEvent && simulatedSesEvent(message.to, id, sentAt);
    if (event) await this.onEvent!(event);
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
