import { greeting, layout } from "../account/emails";
import type { User } from "../account/user";
import { amountText } from "../coupon/coupon-admin";
import type { Coupon } from "../coupon/coupon";
import type { MailMessage } from "../ports/mail/mailer";
import { formatIndia } from "../time/india-time";
import type { Offer } from "./offer";

/**
 * One member's offer mail: the admin's subject and text, then the coupon (its code, what it takes
 * off, until when, where), and a way to the search. Every text goes through `layout`, which escapes
 * it: the admin's words are text, never markup. The unsubscribe footer and headers are added by
 * the one door of optional mail (sendOptionalMail).
 */
export function couponLine(coupon: Pick<Coupon, "code" | "kind" | "value" | "maxDiscount" | "validTo" | "city">): string {
  const where = coupon.city ? ` at car parks in ${coupon.city}` : "";
  return `Use the code ${coupon.code} at checkout: ${amountText(coupon)}${where}, until ${formatIndia(coupon.validTo)} (India time).`;
}

export function offerEmail(
  offer: Pick<Offer, "subject" | "text">,
  coupon: Pick<Coupon, "code" | "kind" | "value" | "maxDiscount" | "validTo" | "city">,
  user: Pick<User, "email" | "name" | "emailVerifiedAt">,
  appUrl: string,
): MailMessage {
  const paragraphs = offer.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const lines = [greeting(user), ...paragraphs, couponLine(coupon)];
  const url = new URL("/", appUrl).toString();
  return {
    to: user.email,
    subject: offer.subject,
    text: `${lines.join("\n\n")}\n\nFind parking: ${url}\n`,
    html: layout(offer.subject, lines, { label: "Find parking", url }),
  };
}
