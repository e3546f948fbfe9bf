import type { SESv2Client } from "@aws-sdk/client-sesv2";
import { createSesClient, onFirstUse, type ClientSource } from "../aws-clients";
import type { Mailer, MailMessage } from "./mailer";
import { toMime } from "./mime";

export function createSesMailer(region: string, from: string, configurationSet?: string): SesMailer {
  return new SesMailer(() => createSesClient(region), from, configurationSet);
}

/** Production mail through Amazon SES (raw MIME, so attachments such as the booking PDFs go too). */
export class SesMailer implements Mailer {
  private readonly ses: () => Promise<SESv2Client>;

  constructor(
    ses: ClientSource<SESv2Client>,
    private readonly from: string,
    /** The configuration set whose event destination reports bounces and complaints (infra/constructs/mail-events.ts). */
    private readonly configurationSet?: string,
  ) {
    // Built when the first mail goes, not when the function starts (decision 034).
    this.ses = onFirstUse(ses);
  }

  async send(message: MailMessage): Promise<void> {
    const [ses, { SendEmailCommand }] = await Promise.all([this.ses(), import("@aws-sdk/client-sesv2")]);
    await ses.send(
      new SendEmailCommand({
        Content: { Raw: { Data: Buffer.from(toMime(message, this.from)) } },
        Destination: { ToAddresses: [message.to] },
        ...(this.configurationSet ? { ConfigurationSetName: this.configurationSet } : {}),
      }),
    );
  }
}
