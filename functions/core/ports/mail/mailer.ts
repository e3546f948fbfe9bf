/** The mail port: the outbox folder locally, Amazon SES in production. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * Extra header lines (List-Unsubscribe and List-Unsubscribe-Post for mail a member may stop,
   * RFC 8058). Names are plain tokens and values one line: mime.ts refuses anything else, so no
   * value can smuggle in a header of its own.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
