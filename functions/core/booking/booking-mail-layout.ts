import { BRAND_NAME, PHONE } from "../brand";
import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import { BOOKING_MAIL_TEXTS } from "./booking-mail.texts";

/**
 * The booking e-mails' one look (the confirmation, the cancellation and the reminders): the brand,
 * a title, paragraphs, a table of the booking's terms, one button and plain links, and every link
 * written out again for clients that strip HTML; the text part says the same.
 */
export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export type Link = { label: string; url: string };

export function layout(
  title: string,
  intro: string[],
  rows: [string, string][],
  after: string[],
  action: Link | undefined,
  links: Link[],
  language: Language = "en",
): string {
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#475569;font-size:13px;vertical-align:top;white-space:nowrap">${esc(k)}</td><td style="padding:6px 0;font-size:14px">${esc(v)}</td></tr>`,
    )
    .join("");
  return [
    `<!doctype html><html${language === "hi" ? ' lang="hi"' : ""}><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto">`,
    `<h1 style="color:#114a93;font-size:20px">${esc(BRAND_NAME)}</h1><h2 style="font-size:18px">${esc(title)}</h2>`,
    ...intro.map((p) => `<p>${esc(p)}</p>`),
    `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${table}</table>`,
    ...after.map((p) => `<p>${esc(p)}</p>`),
    action
      ? `<p><a href="${esc(action.url)}" style="display:inline-block;padding:10px 18px;background:#155bb5;color:#fff;text-decoration:none;border-radius:6px;font-weight:600">${esc(action.label)}</a></p>`
      : "",
    ...links.map((l) => `<p><a href="${esc(l.url)}" style="color:#155bb5">${esc(l.label)}</a></p>`),
    action || links.length
      ? `<p style="color:#475569;font-size:12px">${esc(BOOKING_MAIL_TEXTS.pick(language).linksFallback)}<br>${[action, ...links]
          .filter((a): a is Link => Boolean(a))
          .map((a) => `${esc(a.label)}: ${esc(a.url)}`)
          .join("<br>")}</p>`
      : "",
    `</body></html>`,
  ].join("");
}

export function textBody(intro: string[], rows: [string, string][], after: string[], links: Link[]): string {
  const width = Math.max(...rows.map(([k]) => k.length));
  const blocks = [
    intro.join("\n\n"),
    rows.map(([k, v]) => `${`${k}:`.padEnd(width + 2)}${v}`).join("\n"),
    after.join("\n\n"),
    links.map((l) => `${l.label}: ${l.url}`).join("\n"),
  ];
  return `${blocks.filter(Boolean).join("\n\n")}\n`;
}

export function contactLine(supportEmail: string, language: Language = "en"): string {
  return fill(BOOKING_MAIL_TEXTS.pick(language).contact, { email: supportEmail, phone: PHONE });
}
