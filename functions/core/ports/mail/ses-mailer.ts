import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import type { Mailer, MailMessage } from "./mailer";
import { toMime } from "./mime";

export function createSesMailer(region: string, from: string): SesMailer {
  return new SesMailer(new SESv2Client({ region }), from);
}

/** Production mail through Amazon SES (raw MIME, so attachments such as the booking PDFs go too). */
export class SesMailer implements Mailer {
  constructor(
    private readonly ses: SESv2Client,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.ses.send(
      new SendEmailCommand({
        Content: { Raw: { Data: Buffer.from(toMime(message, this.from)) } },
        Destination: { ToAddresses: [message.to] },
      }),
    );
  }
}
