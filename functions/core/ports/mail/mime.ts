import { randomBytes } from "node:crypto";
import type { MailMessage } from "./mailer";

/**
 * A message as RFC 5322 / MIME text: what the outbox stores as .eml and what SES sends raw, so the
 * local outbox shows exactly the bytes production would send.
 */
export function toMime(message: MailMessage, from: string, date = new Date()): string {
  const boundary = `sp-${randomBytes(12).toString("hex")}`;
  const alt = `alt-${boundary}`;
  const lines = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(16).toString("hex")}@smartparking>`,
    ...extraHeaders(message.headers),
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    `Content-Type: multipart/alternative; boundary="${alt}"`,
    "",
    `--${alt}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    wrap(Buffer.from(message.text, "utf8").toString("base64")),
    `--${alt}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    wrap(Buffer.from(message.html, "utf8").toString("base64")),
    `--${alt}--`,
  ];
  for (const file of message.attachments ?? []) {
    lines.push(
      `--${boundary}`,
      `Content-Type: ${file.contentType}; name="${file.filename}"`,
      `Content-Disposition: attachment; filename="${file.filename}"`,
      "Content-Transfer-Encoding: base64",
      "",
      wrap(Buffer.from(file.content).toString("base64")),
    );
  }
  lines.push(`--${boundary}--`, "");
  return lines.join("\r\n");
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
const HEADER_VALUE = /^[\x20-\x7e]*$/;

function extraHeaders(headers: Record<string, string> = {}): string[] {
  return Object.entries(headers).map(([name, value]) => {
    // A line break in a value would start a header (or the body) of the caller's choosing.
    if (!HEADER_NAME.test(name) || !HEADER_VALUE.test(value)) throw new Error(`Refused mail header ${JSON.stringify(name)}`);
    return `${name}: ${value}`;
  });
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

function wrap(base64: string): string {
  return base64.replace(/.{1,76}/g, "$&\r\n").trimEnd();
}
