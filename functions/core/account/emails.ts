import type { MailMessage } from "../ports/mail/mailer";
import { formatIndia } from "../time/india-time";
import type { SignInContext } from "./device-context";

/** The account e-mails. Plain, short, and every link also written out for clients that strip HTML. */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  secondary?: { label: string; url: string },
): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const button = (a: { label: string; url: string }, colour: string) =>
    `<p><a href="${esc(a.url)}" style="display:inline-block;padding:10px 18px;background:${colour};color:#fff;text-decoration:none;border-radius:6px;font-weight:600">${esc(a.label)}</a></p>`;
  return [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto">`,
    `<h1 style="color:#114a93;font-size:20px">SMART PARKING</h1><h2 style="font-size:18px">${esc(title)}</h2>`,
    ...paragraphs.map((p) => `<p>${esc(p)}</p>`),
    action ? button(action, "#155bb5") : "",
    secondary ? button(secondary, "#b91c1c") : "",
    `<p style="color:#475569;font-size:12px">If the buttons do not work, copy these links into your browser:<br>`,
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
export function greeting(user: { name: string; emailVerifiedAt?: string }): string {
  return user.emailVerifiedAt ? `Hello ${user.name},` : "Hello,";
}

/** Goes to an address nobody has proved yet: fixed text and the link only, nothing the sign-up typed. */
export function verificationEmail(to: string, url: string): MailMessage {
  const lines = [
    "Hello,",
    "Welcome to SMART PARKING. Please confirm your e-mail address to finish setting up your account.",
    "The link is valid for 7 days.",
  ];
  return {
    to,
    subject: "Verify your e-mail address",
    text: `${lines.join("\n\n")}\n\nVerify your e-mail: ${url}\n`,
    html: layout("Verify your e-mail address", lines, { label: "Verify e-mail", url }),
  };
}

export function passwordResetEmail(to: string, hello: string, url: string): MailMessage {
  const lines = [
    hello,
    "We received a request to reset the password of your SMART PARKING account.",
    "The link is valid for 24 hours and can be used once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  ];
  return {
    to,
    subject: "Reset your password",
    text: `${lines.join("\n\n")}\n\nReset your password: ${url}\n`,
    html: layout("Reset your password", lines, { label: "Reset password", url }),
  };
}

export function newDeviceEmail(
  to: string,
  hello: string,
  ctx: SignInContext,
  when: Date,
  verifyUrl: string,
  blockUrl: string,
): MailMessage {
  const whenText = formatIndia(when);
  const lines = [
    hello,
    `Your account was signed in to from a new device: ${ctx.browser} on ${ctx.os} (${ctx.deviceType}), ${ctx.location}, on ${whenText} (India time).`,
    "If this was you, confirm the device. If it was not, block it: sign-ins from it will be refused and its sessions ended. Then change your password.",
  ];
  return {
    to,
    subject: "New sign-in to your SMART PARKING account",
    text: `${lines.join("\n\n")}\n\nThis was me (verify login): ${verifyUrl}\nThis was not me (block device): ${blockUrl}\n`,
    html: layout("New sign-in", lines, { label: "Verify login", url: verifyUrl }, { label: "Block device", url: blockUrl }),
  };
}

/** The code a browser new to the account types after the password, in the weeks after a device block. */
export function signInCodeEmail(to: string, hello: string, code: string, ctx: SignInContext, when: Date): MailMessage {
  const whenText = formatIndia(when);
  const lines = [
    hello,
    `Your sign-in code is ${code}. It is valid for 10 minutes and works once.`,
    `It was asked for by a sign-in with your password from ${ctx.browser} on ${ctx.os} (${ctx.deviceType}), ${ctx.location}, on ${whenText} (India time). A device was blocked on your account recently, so new browsers need this code.`,
    "If this was not you, do not share the code with anyone, and change your password.",
  ];
  return {
    to,
    subject: `Your SMART PARKING sign-in code: ${code}`,
    text: `${lines.join("\n\n")}\n`,
    html: layout("Your sign-in code", lines),
  };
}
