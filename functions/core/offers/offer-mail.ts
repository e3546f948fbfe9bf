import { greeting, layout, mailLanguage } from "../account/emails";
import type { User } from "../account/user";
import type { Coupon } from "../coupon/coupon";
import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import type { MailMessage } from "../ports/mail/mailer";
import { formatRupees } from "../pricing/pricing";
import { formatIndia } from "../time/india-time";
import type { Offer } from "./offer";
import { OFFER_MAIL_TEXTS } from "./offer-mail.texts";

/**
 * One member's offer mail: the admin's subject and text, then the coupon (its code, what it takes
 * off, until when, where), and a way to the search. Every text goes through `layout`, which escapes
 * it: the admin's words are text, never markup. The unsubscribe footer and headers are added by
 * the one door of optional mail (sendOptionalMail).
 */
export function couponLine(
  coupon: Pick<Coupon, "code" | "kind" | "value" | "maxDiscount" | "validTo" | "city">,
  language: Language = "en",
): string {
  const t = OFFER_MAIL_TEXTS.pick(language);
  // What it takes off, as coupon-admin's amountText words it in English.
  const amount =
    coupon.kind === "flat"
      ? fill(t.flat, { amount: formatRupees(coupon.value) })
      : coupon.maxDiscount
        ? fill(t.percentUpTo, { percent: coupon.value, max: formatRupees(coupon.maxDiscount) })
        : fill(t.percent, { percent: coupon.value });
  return fill(t.useCode, {
    code: coupon.code,
    amount,
    where: coupon.city ? fill(t.where, { city: coupon.city }) : "",
    until: formatIndia(coupon.validTo, language),
  });
}

export function offerEmail(
  offer: Pick<Offer, "subject" | "text">,
  coupon: Pick<Coupon, "code" | "kind" | "value" | "maxDiscount" | "validTo" | "city">,
  user: Pick<User, "email" | "name" | "emailVerifiedAt" | "language">,
  appUrl: string,
): MailMessage {
  const language = mailLanguage(user);
  const t = OFFER_MAIL_TEXTS.pick(language);
  const paragraphs = offer.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const lines = [greeting(user, language), ...paragraphs, couponLine(coupon, language)];
  const url = new URL("/", appUrl).toString();
  return {
    to: user.email,
    subject: offer.subject,
    text: `${lines.join("\n\n")}\n\n${t.findParking}: ${url}\n`,
    html: layout(offer.subject, lines, { label: t.findParking, url }, undefined, language),
  };
}
