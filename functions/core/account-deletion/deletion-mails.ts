import { greeting, layout } from "../account/emails";
import type { MailMessage } from "../ports/mail/mailer";
import { formatIndia } from "../time/india-time";
import { GRACE_DAYS } from "./deletion";

/** The two mails of a deletion: when it is asked for (how to cancel), and when the job erases the account. */
export function deletionRequestedEmail(
  user: { email: string; name: string; emailVerifiedAt?: string },
  dueAt: Date,
  signInUrl: string,
): MailMessage {
  const lines = [
    greeting(user),
    `You asked us to delete your SMART PARKING account. It will be erased on ${formatIndia(dueAt)} (India time), ${GRACE_DAYS} days from now.`,
    "Changed your mind? Sign in before then and the deletion is cancelled.",
    "If you did not ask for this, sign in now and change your password.",
  ];
  return {
    to: user.email,
    subject: "Your account will be deleted",
    text: `${lines.join("\n\n")}\n\nSign in: ${signInUrl}\n`,
    html: layout("Your account will be deleted", lines, { label: "Sign in to cancel", url: signInUrl }),
  };
}

/** Sent by the erasure job just before the address itself is erased: the last mail we send it. */
export function accountErasedEmail(to: string): MailMessage {
  const lines = [
    "Hello,",
    "Your SMART PARKING account has been deleted, as you asked. Your profile, vehicles, devices, favourites, follows, likes and saves are erased, and so is this e-mail address from our records.",
    "We keep your bookings, payments, refunds and tax invoices without your name or e-mail address, as the GST law requires.",
    "This is the last e-mail we send you. You are welcome to sign up again at any time.",
  ];
  return {
    to,
    subject: "Your account has been deleted",
    text: `${lines.join("\n\n")}\n`,
    html: layout("Your account has been deleted", lines),
  };
}
