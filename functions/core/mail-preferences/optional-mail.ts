import { mailLanguage } from "../account/emails";
import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import { errorFields, log } from "../log";
import type { MailMessage } from "../ports/mail/mailer";
import type { Services } from "../services";
import type { OptionalMailKind } from "./mail-kinds";
import { OPTIONAL_MAIL_TEXTS } from "./optional-mail.texts";
import { readMailPreferences } from "./preferences";
import { readSuppression, stopsMail } from "./suppression";
import { unsubscribeUrl } from "./unsubscribe-token";

/**
 * The one door every optional mail (reminders, community notices, offers) goes through (decision
 * 049). It skips the mail when the member turned that kind off or the address is suppressed, and
 * otherwise sends it with the one-click unsubscribe headers of RFC 8058 and a footer link (text and
 * HTML) to the same signed address, which turns off this kind only.
 */
export type OptionalMailOutcome = "sent" | "off" | "suppressed";

export async function sendOptionalMail(
  svc: Pick<Services, "table" | "mailer" | "config">,
  recipient: { id: string; email: string; language?: Language },
  kind: OptionalMailKind,
  message: MailMessage,
  /** Added to the unsubscribe address, e.g. the offer a mail is from, so its unsubscribes are counted (decision 056). */
  unsubscribeParams?: Record<string, string>,
): Promise<OptionalMailOutcome> {
  const [prefs, suppression] = await Promise.all([
    readMailPreferences(svc.table, recipient.id),
    readSuppression(svc.table, recipient.email),
  ]);
  if (!prefs[kind]) return "off";
  if (stopsMail(suppression, false)) {
    log.info("optional mail suppressed", { kind, reason: suppression!.reason });
    return "suppressed";
  }
  const url = new URL(await unsubscribeUrl(svc.config, { userId: recipient.id, kind }));
  for (const [name, value] of Object.entries(unsubscribeParams ?? {})) url.searchParams.set(name, value);
  await svc.mailer.send(withUnsubscribe(message, kind, url.toString(), mailLanguage(recipient)));
  return "sent";
}

/** The same, for senders whose own work must not fail with the mail (a moderator's decision stands). */
export async function sendOptionalMailSafely(
  svc: Pick<Services, "table" | "mailer" | "config">,
  recipient: { id: string; email: string; language?: Language },
  kind: OptionalMailKind,
  message: MailMessage,
  logFields: Record<string, unknown>,
): Promise<OptionalMailOutcome | "failed"> {
  try {
    return await sendOptionalMail(svc, recipient, kind, message);
  } catch (error) {
    log.warn("optional mail not sent", { kind, ...logFields, ...errorFields(error) });
    return "failed";
  }
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The footer's line, in the member's language (the mail kind named as Settings → Mail names it, in lower case). */
export function unsubscribeFooter(kind: OptionalMailKind, language: Language = "en"): string {
  const t = OPTIONAL_MAIL_TEXTS.pick(language);
  return fill(t.footer, { kind: t[kind] });
}

/** The message with the List-Unsubscribe headers and a footer in both bodies. */
export function withUnsubscribe(message: MailMessage, kind: OptionalMailKind, url: string, language: Language = "en"): MailMessage {
  const line = unsubscribeFooter(kind, language);
  const footer = `<p style="color:#475569;font-size:12px;border-top:1px solid #e2e8f0;padding-top:12px">${esc(line)} <a href="${esc(url)}" style="color:#155bb5">${esc(OPTIONAL_MAIL_TEXTS.pick(language).unsubscribe)}</a></p>`;
  const html = message.html.includes("</body>") ? message.html.replace("</body>", `${footer}</body>`) : `${message.html}${footer}`;
  return {
    ...message,
    text: `${message.text.trimEnd()}\n\n--\n${line}\n${url}\n`,
    html,
    headers: { ...message.headers, "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
