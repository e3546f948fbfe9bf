import { randomUUID } from "node:crypto";
import { formatIndia } from "../time/india-time";
import { errorFields, log } from "../log";
import type { MailMessage } from "../ports/mail/mailer";
import type { Item, Page, Table } from "../ports/table/table";
import { ipKey } from "../security/network-key";
import { hitRateLimits, type RateRule } from "../security/rate-limit";
import type { Services } from "../services";
import { parseWith } from "../validation";
import { contactSchema, listingEnquirySchema, type ContactInput } from "./schemas";

/**
 * The "Get in Touch" form of /contact. The original only logged the values in the browser; here a
 * message is stored (so none is lost when mail fails, and the admin area can list them) and mailed
 * to support.
 */

/** A person writing to support legitimately sends one or two; five an hour stops a script, not a driver. */
export const CONTACT_RATE_RULE: RateRule = { name: "contact-ip", limit: 5, windowSeconds: 60 * 60 };

export const CONTACT_LIST_KEY = "CONTACT#MESSAGES";

/** A stored message. Listed newest first through gsi1 (`CONTACT#MESSAGES` / createdAt). */
export interface ContactMessageItem extends Item {
  gsi1pk: typeof CONTACT_LIST_KEY;
  gsi1sk: string;
  entity: "contact";
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** "listing": a car park's owner or operator asking to list it (/professionals); absent: the contact form. */
  topic?: "listing";
  ip: string;
  createdAt: string;
}

type Svc = Pick<Services, "table" | "mailer" | "config">;

/**
 * Validates, counts the attempt against the sender's IP (a RateLimitedError, 429, when over), stores
 * the message and mails it to support. Invalid input is refused before it counts or stores anything.
 */
export async function sendContactMessage(svc: Svc, input: unknown, meta: { ip: string }): Promise<{ id: string; createdAt: string }> {
  return deliver(svc, parseWith(contactSchema, input), meta);
}

/**
 * The listing enquiry of /professionals: checked by its own schema, then the same limit, store and
 * mail as a contact message, so it reaches the same team the same way (topic "listing").
 */
export async function sendListingEnquiry(svc: Svc, input: unknown, meta: { ip: string }): Promise<{ id: string; createdAt: string }> {
  const data = parseWith(listingEnquirySchema, input);
  return deliver(
    svc,
    {
      name: data.name,
      email: data.email,
      phone: data.phone,
      subject: `${data.carPark}, ${data.city}`,
      message: `Car park: ${data.carPark}\nCity: ${data.city}\n\n${data.message}`,
    },
    meta,
    "listing",
  );
}

async function deliver(
  svc: Svc,
  data: ContactInput,
  meta: { ip: string },
  topic?: ContactMessageItem["topic"],
): Promise<{ id: string; createdAt: string }> {
  await hitRateLimits(svc.table, [{ rule: CONTACT_RATE_RULE, key: ipKey(meta.ip) }]);

  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const item: ContactMessageItem = {
    pk: `CONTACT#${id}`,
    sk: "MESSAGE",
    gsi1pk: CONTACT_LIST_KEY,
    gsi1sk: createdAt,
    entity: "contact",
    id,
    ...data,
    ...(topic ? { topic } : {}),
    ip: meta.ip,
    createdAt,
  };
  await svc.table.create(item);

  // The message is stored whatever happens to the mail: a failed send must not make the sender
  // retype it, and support still finds it in the admin list.
  try {
    await svc.mailer.send(contactEmail(svc.config.SUPPORT_EMAIL, item));
  } catch (error) {
    log.error("contact message stored but not mailed", { contactId: id, ...errorFields(error) });
  }
  return { id, createdAt };
}

/** The stored messages, newest first, a page at a time (for the admin area). */
export async function listContactMessages(
  table: Table,
  options: { limit?: number; cursor?: string | null } = {},
): Promise<Page<ContactMessageItem>> {
  return table.query<ContactMessageItem>({
    index: "gsi1",
    pk: CONTACT_LIST_KEY,
    newestFirst: true,
    limit: options.limit ?? 25,
    cursor: options.cursor,
  });
}

export function contactEmail(to: string, m: ContactMessageItem): MailMessage {
  const received = formatIndia(m.createdAt);
  // One line: the subject is typed by a stranger and ends up in a mail header.
  const subject = m.subject.replace(/\s+/g, " ");
  const form = m.topic === "listing" ? "Listing enquiry" : "Contact form";
  const details: [string, string][] = [
    ["Name", m.name],
    ["E-mail", m.email],
    ["Phone", m.phone],
    ["Subject", subject],
    ["Received", `${received} (India time)`],
    ["Sender IP", m.ip],
    ["Reference", m.id],
  ];
  const text = [
    m.topic === "listing"
      ? "A car park's owner or operator asks to list it on SMART PARKING (the form on /professionals)."
      : "A message from the contact form of SMART PARKING.",
    "Reply to the sender at the e-mail address or phone number below (not to this e-mail).",
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    m.message,
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:640px;margin:auto">`,
    `<h1 style="color:#114a93;font-size:20px">SMART PARKING</h1>`,
    `<h2 style="font-size:18px">${form}: ${escapeHtml(subject)}</h2>`,
    `<p>Reply to the sender at the e-mail address or phone number below (not to this e-mail).</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    ...details.map(
      ([label, value]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    `<h3 style="font-size:16px">Message</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    `</body></html>`,
  ].join("");
  return { to, subject: `${form}: ${subject}`, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
