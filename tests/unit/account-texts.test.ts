import { describe, expect, it } from "vitest";
import { ERASERS } from "@core/account-deletion/erasers";
import { ALWAYS_SENT_LINE, MAIL_KIND_HINTS, MAIL_KIND_LABELS, OPTIONAL_MAIL_KINDS } from "@core/mail-preferences/mail-kinds";
import { couponLine } from "@core/offers/offer-mail";
import { amountText } from "@core/coupon/coupon-admin";
import { formatRupees } from "@core/pricing/pricing";
import { formatIndia } from "@core/time/india-time";
import { fill } from "~/i18n/catalogue";
import { DELETION_KINDS, MAIL_SETTINGS, OFFERS_RECEIVED } from "~/i18n/account/settings.server";
import { UNSUBSCRIBE } from "~/i18n/account/deletion.server";

/**
 * The account pages' catalogues repeat a few of core's English texts so that Hindi can sit beside
 * them (issue 35): the deletion's line for each kind of data, the mail kinds' names and hints. The
 * English must stay core's word for word, and every kind core knows must have its Hindi.
 */
describe("the account pages' texts that core also writes", () => {
  it("the deletion page has each eraser's line, in core's English", () => {
    const lines: Record<string, string> = DELETION_KINDS.en;
    expect(Object.keys(lines).sort()).toEqual(ERASERS.map((e) => e.kind).sort());
    for (const eraser of ERASERS) expect(lines[eraser.kind], eraser.kind).toBe(eraser.what);
  });

  it("the mail settings and the unsubscribe page name the kinds as core does", () => {
    for (const kind of OPTIONAL_MAIL_KINDS) {
      expect(MAIL_SETTINGS.en[kind]).toBe(MAIL_KIND_LABELS[kind]);
      expect(MAIL_SETTINGS.en[`${kind}Hint`]).toBe(MAIL_KIND_HINTS[kind]);
      expect(UNSUBSCRIBE.en[kind]).toBe(MAIL_KIND_LABELS[kind]);
    }
    expect(MAIL_SETTINGS.en.alwaysSent).toBe(ALWAYS_SENT_LINE);
  });

  it("the offers page's coupon line, told again in Hindi, has the offer mail's English wording", () => {
    const coupon = {
      code: "SAVE50",
      kind: "percent",
      value: 10,
      maxDiscount: 50,
      validTo: "2026-12-31T18:29:00.000Z",
      city: "Pune",
    } as const;
    const t = OFFERS_RECEIVED.en;
    const amount = fill(t.percentOff, { percent: 10 }) + fill(t.upTo, { amount: formatRupees(50) });
    const where = fill(t.couponCity, { city: "Pune" });
    expect(fill(t.couponLine, { code: "SAVE50", amount, where, date: formatIndia(coupon.validTo) })).toBe(couponLine(coupon));
    expect(fill(t.flatOff, { amount: formatRupees(50) })).toBe(amountText({ kind: "flat", value: 50 }));
  });
});
