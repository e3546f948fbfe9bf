import { escapeHtml } from "../contact/contact-service";
import { layout } from "../account/emails";
import type { MailMessage } from "../ports/mail/mailer";
import { fill } from "../i18n/catalogue";
import { isLanguage, type Language } from "../i18n/languages";
import { formatIndia, formatIndiaDay } from "../time/india-time";
import { GRIEVANCE_MAIL_TEXTS } from "./grievance-mails.texts";
import { GRIEVANCE_TOPICS } from "./grievance-schema";
import type { GrievanceItem } from "./grievance-service";

/**
 * The grievance mails (decision 050). The acknowledgement goes to an address nobody has proved, so
 * it carries fixed text, the reference and the dates only, nothing the form's sender typed: the
 * form must not become a way to send anybody a text of one's choosing (as the verification mail,
 * account/emails.ts). The answer is the Grievance Officer's own text. Both go in the language of the
 * page the request was sent from (stored with it; a request from before issue 35 has none: English).
 */
export function grievanceAcknowledgement(g: GrievanceItem): MailMessage {
  const language = requesterLanguage(g);
  const t = GRIEVANCE_MAIL_TEXTS.pick(language);
  const reference = g.reference;
  const lines = [
    t.hello,
    fill(t.ackReceived, { reference }),
    fill(t.ackWhen, { received: formatIndia(g.receivedAt, language) }),
    fill(t.ackDue, { due: formatIndiaDay(g.dueAt, language) }),
    t.ackQuote,
  ];
  return {
    to: g.email,
    subject: fill(t.ackSubject, { reference }),
    text: `${lines.join("\n\n")}\n`,
    html: layout(t.ackTitle, lines, undefined, undefined, language),
  };
}

function requesterLanguage(g: Pick<GrievanceItem, "language">): Language {
  return isLanguage(g.language) ? g.language : "en";
}

/** To the Grievance Officer: the request in full, every typed value escaped. */
export function grievanceNotice(to: string, g: GrievanceItem): MailMessage {
  const details: [string, string][] = [
    ["Reference", g.reference],
    ["About", GRIEVANCE_TOPICS[g.topic]],
    ["Name", g.name],
    ["E-mail", g.email],
    ["Signed in as", g.userId ?? "not signed in"],
    ["Received", `${formatIndia(g.receivedAt)} (India time)`],
    ["Answer by", formatIndiaDay(g.dueAt)],
  ];
  const text = [
    "A privacy request from the grievance form of SMART PARKING. Answer it in the admin area (Grievances).",
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    "Request:",
    g.message,
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:640px;margin:auto">`,
    `<h1 style="color:#114a93;font-size:20px">SMART PARKING</h1>`,
    `<h2 style="font-size:18px">Privacy request ${escapeHtml(g.reference)}</h2>`,
    `<p>Answer it in the admin area (Grievances).</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    ...details.map(
      ([label, value]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    `<h3 style="font-size:16px">Request</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(g.message)}</p>`,
    `</body></html>`,
  ].join("");
  return { to, subject: `Privacy request ${g.reference}: ${GRIEVANCE_TOPICS[g.topic]}`, text, html };
}

/** The answer, signed by the Grievance Officer. */
export function grievanceAnswerMail(g: GrievanceItem, answer: string, officer: { name: string; role: string }): MailMessage {
  const language = requesterLanguage(g);
  const t = GRIEVANCE_MAIL_TEXTS.pick(language);
  const reference = g.reference;
  const intro = fill(t.answerIntro, { reference, received: formatIndiaDay(g.receivedAt, language) });
  const signature = `${officer.name}, ${officer.role}`;
  const text = [t.hello, intro, answer, signature].join("\n\n");
  return {
    to: g.email,
    subject: fill(t.answerSubject, { reference }),
    text: `${text}\n`,
    // layout escapes every paragraph; the answer's line breaks are kept as separate paragraphs.
    html: layout(fill(t.answerTitle, { reference }), [t.hello, intro, ...answer.split(/\n+/), signature], undefined, undefined, language),
  };
}
