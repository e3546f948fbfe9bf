import { greeting, layout, mailLanguage } from "../account/emails";
import type { User } from "../account/user";
import { getUser } from "../account/user-store";
import { fill } from "../i18n/catalogue";
import { errorFields, log } from "../log";
import type { FileStore } from "../ports/files/file-store";
import type { Mailer, MailMessage } from "../ports/mail/mailer";
import type { Table } from "../ports/table/table";
import { formatIndia } from "../time/india-time";
import { downloadPath } from "./data-export";
import { EXPORT_MAIL_TEXTS } from "./export-mail.texts";
import { buildExportArchive } from "./export-archive";
import { claimExport, exportsDue, markExportFailedAttempt, markExportReady, type DataExport } from "./export-store";

/**
 * The export job (decision 051): every minute in AWS (EventBridge), every few seconds in the local
 * stack, it takes the exports waiting in the queue, builds each archive, puts it under the member's
 * own prefix in the bucket, marks it ready and mails the link. An attempt holds a 10-minute lease;
 * three failed attempts mark it failed, and the member may ask again the same day.
 */
interface JobPorts {
  table: Table;
  files: FileStore;
  mailer: Mailer;
  config: { APP_URL: string };
}

const LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;
const PER_RUN = 5;

export interface ExportRun {
  ready: number;
  retried: number;
  failed: number;
}

/** In the member's language (their profile's; issue 35 §4). */
export function exportReadyEmail(
  user: Pick<User, "email" | "name" | "emailVerifiedAt" | "language">,
  url: string,
  expiresAt: string,
): MailMessage {
  const language = mailLanguage(user);
  const t = EXPORT_MAIL_TEXTS.pick(language);
  const lines = [greeting(user, language), t.ready, fill(t.until, { until: formatIndia(expiresAt, language) }), t.notYou];
  return {
    to: user.email,
    subject: t.subject,
    text: `${lines.join("\n\n")}\n\n${t.download}: ${url}\n`,
    html: layout(t.title, lines, { label: t.download, url }, undefined, language),
  };
}

async function build(ports: JobPorts, claimed: DataExport, user: User, now: Date): Promise<DataExport> {
  const archive = await buildExportArchive(ports, user, now);
  await ports.files.put(claimed.key, archive, "application/zip");
  return markExportReady(ports.table, claimed, archive.byteLength, new Date());
}

export async function runExportJobs(ports: JobPorts, now = new Date()): Promise<ExportRun> {
  const run: ExportRun = { ready: 0, retried: 0, failed: 0 };
  for (const entry of await exportsDue(ports.table, now, PER_RUN)) {
    const claimed = await claimExport(ports.table, entry, new Date(now.getTime() + LEASE_MS));
    if (!claimed) continue; // another run took it
    const user = await getUser(ports.table, claimed.userId);
    try {
      if (!user) throw new Error("the member's account is gone");
      const ready = await build(ports, claimed, user, now);
      run.ready++;
      const url = new URL(downloadPath(ready.id), ports.config.APP_URL).toString();
      // The page shows a ready export too: a mail that fails is logged, not a reason to build it again.
      await ports.mailer
        .send(exportReadyEmail(user, url, ready.expiresAt!))
        .catch((error: unknown) => log.warn("export mail failed", { exportId: ready.id, ...errorFields(error) }));
    } catch (error) {
      const again = user && claimed.attempts < MAX_ATTEMPTS;
      log.error("export failed", { exportId: claimed.id, attempt: claimed.attempts, ...errorFields(error) });
      await markExportFailedAttempt(ports.table, claimed, again ? new Date(now.getTime() + claimed.attempts * 60_000) : undefined, now);
      if (again) run.retried++;
      else run.failed++;
    }
  }
  return run;
}
