import type { Mailer, MailMessage } from "../ports/mail/mailer";
import type { Table } from "../ports/table/table";
import { log } from "../log";
import { readSuppression, stopsMail } from "./suppression";

/**
 * Every mail, account and booking mail included, passes this wrapper of the mail port (services.ts):
 * an address that bounced hard gets nothing more (decision 049). Complaints stop only the optional
 * kinds, which the optional-mail gate checks before this.
 */
export class SuppressingMailer implements Mailer {
  constructor(
    private readonly inner: Mailer,
    private readonly table: Table,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const suppression = await readSuppression(this.table, message.to);
    if (stopsMail(suppression, true)) {
      log.info("mail to a suppressed address not sent", { reason: suppression!.reason });
      return;
    }
    await this.inner.send(message);
  }
}
