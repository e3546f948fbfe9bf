import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import { PRICE_LINE_TEXTS } from "./price-lines.texts";
import { formatRupees, type PriceBreakdown } from "./pricing";

/**
 * The price summary's lines, in the one order every place shows them (issue 29, item 7): checkout,
 * the pay page, the booking card, the confirmation e-mail and the tax invoice. Each place renders
 * these lines as they are and adds nothing up itself, so a couponed price can no longer read
 * "2 × 3 h at ₹65 · Price ₹80" (the discounted price beside the undiscounted blocks).
 *
 *   Price          blocks × rate (the price before any coupon)
 *   Coupon (CODE)  −discount, only when a coupon took something off
 *   Taxable value  price − coupon: what CGST and SGST are charged on
 *   CGST (9%), SGST (9%), each rounded up to the rupee (pricing.ts)
 *   Total          taxable value + CGST + SGST: what is charged
 *
 * The figures are the ones the pricing module computed and the booking stored; nothing is
 * recomputed here, so what is shown is what was charged.
 */
export type PriceLineKind = "price" | "coupon" | "taxable" | "cgst" | "sgst" | "total";

export interface PriceLine {
  kind: PriceLineKind;
  label: string;
  /** Formatted rupees; the coupon's with a minus sign ("−₹50"). */
  amount: string;
  /** How the price line was reached: "2 × 3 h at ₹65", or a pass's "Pass price, paid in full". */
  detail?: string;
}

/** A priced stay or pass; `discount` and `priceBeforeDiscount` come with a coupon (applyDiscount). */
export type PricedStay = Pick<PriceBreakdown, "blocks" | "blockHours" | "pricePerBlock" | "price" | "cgst" | "sgst" | "total"> & {
  discount?: number;
  priceBeforeDiscount?: number;
};

/** The blocks behind the price: "3 × 2 h at ₹120"; a pass (decision 029) is priced as a whole. */
export function blocksText(p: Pick<PriceBreakdown, "blocks" | "blockHours" | "pricePerBlock">, language: Language = "en"): string {
  const t = PRICE_LINE_TEXTS.pick(language);
  return p.blockHours === 0 ? t.pass : fill(t.blocks, { blocks: p.blocks, hours: p.blockHours, rate: formatRupees(p.pricePerBlock) });
}

export function priceLines(p: PricedStay, couponCode?: string, language: Language = "en"): PriceLine[] {
  const t = PRICE_LINE_TEXTS.pick(language);
  const discount = p.discount ?? 0;
  const lines: PriceLine[] = [
    { kind: "price", label: t.price, amount: formatRupees(p.priceBeforeDiscount ?? p.price), detail: blocksText(p, language) },
  ];
  if (discount > 0)
    lines.push({
      kind: "coupon",
      label: couponCode ? fill(t.couponWithCode, { code: couponCode }) : t.coupon,
      amount: `−${formatRupees(discount)}`,
    });
  lines.push(
    { kind: "taxable", label: t.taxable, amount: formatRupees(p.price) },
    { kind: "cgst", label: t.cgst, amount: formatRupees(p.cgst) },
    { kind: "sgst", label: t.sgst, amount: formatRupees(p.sgst) },
    { kind: "total", label: t.total, amount: formatRupees(p.total) },
  );
  return lines;
}
