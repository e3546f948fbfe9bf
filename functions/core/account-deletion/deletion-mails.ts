import { greeting, layout } from "../account/emails";
import { ACCOUNT_MAIL_TEXTS } from "../account/emails.texts";
import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import type { MailMessage } from "../ports/mail/mailer";
import { formatIndia } from "../time/india-time";
import { DELETION_MAIL_TEXTS } from "./deletion-mails.texts";
import { GRACE_DAYS } from "./deletion";

/**
 * The two mails of a deletion: when it is asked for (how to cancel), and when the job erases the
 * account; in the member's language (issue 35 §4).
 */
export function deletionRequestedEmail(
  user: { email: string; name: string; emailVerifiedAt?: string },
  dueAt: Date,
  signInUrl: string,
  language: Language = "en",
): MailMessage {
  const t = DELETION_MAIL_TEXTS.pick(language);
  const lines = [
    greeting(user, language),
    fill(t.requestedWhen, { when: formatIndia(dueAt, language), days: GRACE_DAYS }),
    t.changedMind,
    t.notYou,
  ];
  return {
    to: user.email,
    subject: t.requestedSubject,
    text: `${lines.join("\n\n")}\n\n${t.signIn}: ${signInUrl}\n`,
    html: layout(t.requestedSubject, lines, { label: t.signInToCancel, url: signInUrl }, undefined, language),
  };
}

/** Sent by the erasure job just before the address itself is erased: the last mail we send it. */
export function accountErasedEmail(to: string, language: Language = "en"): MailMessage {
  const t = DELETION_MAIL_TEXTS.pick(language);
  const lines = [ACCOUNT_MAIL_TEXTS.pick(language).hello, t.erasedWhat, t.erasedKept, t.erasedLast];
  return {
    to,
    subject: t.erasedSubject,
    text: `${lines.join("\n\n")}\n`,
    html: layout(t.erasedSubject, lines, undefined, undefined, language),
  };
}
