import { fill } from "../i18n/catalogue";
import { isLanguage, type Language } from "../i18n/languages";
import type { MailMessage } from "../ports/mail/mailer";
import { formatIndia } from "../time/india-time";
import type { SignInContext } from "./device-context";
import { ACCOUNT_MAIL_TEXTS } from "./emails.texts";

/**
 * The language a mail to this member is written in (issue 35 §4): their profile's (set by the
 * language switch and at sign-up), English when none is saved.
 */
export function mailLanguage(member: { language?: unknown } | undefined): Language {
  return isLanguage(member?.language) ? member.language : "en";
}

/** The account e-mails. Plain, short, and every link also written out for clients that strip HTML. */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  secondary?: { label: string; url: string },
  language: Language = "en",
): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const button = (a: { label: string; url: string }, colour: string) =>
    `<p><a href="${esc(a.url)}" style="display:inline-block;padding:10px 18px;background:${colour};color:#fff;text-decoration:none;border-radius:6px;font-weight:600">${esc(a.label)}</a></p>`;
  return [
    `<!doctype html><html${language === "hi" ? ' lang="hi"' : ""}><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto">`,
    `<h1 style="color:#114a93;font-size:20px">SMART PARKING</h1><h2 style="font-size:18px">${esc(title)}</h2>`,
    ...paragraphs.map((p) => `<p>${esc(p)}</p>`),
    action ? button(action, "#155bb5") : "",
    secondary ? button(secondary, "#b91c1c") : "",
    `<p style="color:#475569;font-size:12px">${esc(ACCOUNT_MAIL_TEXTS.pick(language).linksFallback)}<br>`,
    [action, secondary]
      .filter(Boolean)
      .map((a) => `${esc(a!.label)}: ${esc(a!.url)}`)
      .join("<br>"),
    `</p></body></html>`,
  ].join("");
}

/**
 * The greeting. A name is what the sign-up typed, so it goes only to an address the member has
 * proved (docs/decisions/003): otherwise anyone could sign up with someone else's address and a
 * name like "Buy cheap pills at …" and have us carry their text to that mailbox.
 */
export function greeting(user: { name: string; emailVerifiedAt?: string }, language: Language = "en"): string {
  const t = ACCOUNT_MAIL_TEXTS.pick(language);
  return user.emailVerifiedAt ? fill(t.helloName, { name: user.name }) : t.hello;
}

/** Goes to an address nobody has proved yet: fixed text and the link only, nothing the sign-up typed. */
export function verificationEmail(to: string, url: string, language: Language = "en"): MailMessage {
  const t = ACCOUNT_MAIL_TEXTS.pick(language);
  const lines = [t.hello, t.verifyWelcome, t.verifyValid];
  return {
    to,
    subject: t.verifySubject,
    text: `${lines.join("\n\n")}\n\n${t.verifyTextLink}: ${url}\n`,
    html: layout(t.verifySubject, lines, { label: t.verifyButton, url }, undefined, language),
  };
}

export function passwordResetEmail(to: string, hello: string, url: string, language: Language = "en"): MailMessage {
  const t = ACCOUNT_MAIL_TEXTS.pick(language);
  const lines = [hello, t.resetAsked, t.resetValid];
  return {
    to,
    subject: t.resetSubject,
    text: `${lines.join("\n\n")}\n\n${t.resetTextLink}: ${url}\n`,
    html: layout(t.resetSubject, lines, { label: t.resetButton, url }, undefined, language),
  };
}

/** Where a sign-in came from, in the mail's language: the words core names unknown and local places with. */
function contextValues(ctx: SignInContext, when: Date, language: Language): Record<string, string> {
  const t = ACCOUNT_MAIL_TEXTS.pick(language);
  const fixed: Record<string, string> = {
    "Unknown browser": t.unknownBrowser,
    "Unknown OS": t.unknownOs,
    "This computer": t.thisComputer,
    "Local network": t.localNetwork,
    "Unknown location": t.unknownLocation,
  };
  const network = /^Network (.+)$/.exec(ctx.location);
  return {
    browser: fixed[ctx.browser] ?? ctx.browser,
    os: fixed[ctx.os] ?? ctx.os,
    deviceType: t[ctx.deviceType] ?? ctx.deviceType,
    location: fixed[ctx.location] ?? (network ? fill(t.network, { network: network[1]! }) : ctx.location),
    when: formatIndia(when, language),
  };
}

export function newDeviceEmail(
  to: string,
  hello: string,
  ctx: SignInContext,
  when: Date,
  verifyUrl: string,
  blockUrl: string,
  language: Language = "en",
): MailMessage {
  const t = ACCOUNT_MAIL_TEXTS.pick(language);
  const lines = [hello, fill(t.deviceSeen, contextValues(ctx, when, language)), t.deviceWhatToDo];
  return {
    to,
    subject: t.deviceSubject,
    text: `${lines.join("\n\n")}\n\n${t.deviceTextVerify}: ${verifyUrl}\n${t.deviceTextBlock}: ${blockUrl}\n`,
    html: layout(
      t.deviceTitle,
      lines,
      { label: t.deviceVerifyButton, url: verifyUrl },
      { label: t.deviceBlockButton, url: blockUrl },
      language,
    ),
  };
}

/** The code a browser new to the account types after the password, in the weeks after a device block. */
export function signInCodeEmail(
  to: string,
  hello: string,
  code: string,
  ctx: SignInContext,
  when: Date,
  language: Language = "en",
): MailMessage {
  const t = ACCOUNT_MAIL_TEXTS.pick(language);
  const lines = [hello, fill(t.codeIs, { code }), fill(t.codeAskedBy, contextValues(ctx, when, language)), t.codeNotYou];
  return {
    to,
    subject: fill(t.codeSubject, { code }),
    text: `${lines.join("\n\n")}\n`,
    html: layout(t.codeTitle, lines, undefined, undefined, language),
  };
}
