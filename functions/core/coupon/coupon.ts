import { ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import { formatRupees } from "../pricing/pricing";
import { COUPON_MESSAGES } from "./schemas";

// The texts live beside the form's schema (zod only, safe for the browser); the rules and their callers read them here too.
export { COUPON_MESSAGES } from "./schemas";

/**
 * Discount codes (spec §5 help text): valid only in their period, one use per member (a
 * `USED#<userId>` item written in the booking's own transaction), a benefit below the purchase,
 * optionally limited to some car parks. A cancelled booking does not give the use back: the code
 * "stops applying" (spec §4).
 */
export interface Coupon {
  code: string;
  description: string;
  kind: "flat" | "percent";
  /** Rupees for flat, percent for percent. */
  value: number;
  /** Cap on a percent discount, in rupees. */
  maxDiscount?: number;
  validFrom: string;
  validTo: string;
  /** When set, only these car parks. */
  parkingIds?: string[];
}

export const couponKeys = {
  item: (code: string) => ({ pk: `COUPON#${normaliseCode(code)}`, sk: "COUPON" }),
  used: (code: string, userId: string) => ({ pk: `COUPON#${normaliseCode(code)}`, sk: `USED#${userId}` }),
};

export function normaliseCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

export async function getCoupon(table: Table, code: string): Promise<Coupon | undefined> {
  if (!normaliseCode(code)) return undefined;
  const key = couponKeys.item(code);
  return table.get<Coupon & { pk: string; sk: string }>(key.pk, key.sk);
}

export async function hasUsed(table: Table, code: string, userId: string): Promise<boolean> {
  const key = couponKeys.used(code, userId);
  return Boolean(await table.get(key.pk, key.sk, true));
}

/**
 * The discount a coupon gives on a price (before tax), or a ValidationError with the reason.
 * The one place the coupon rules live: the preview API, checkout and the booking all call it.
 */
export async function evaluateCoupon(
  table: Table,
  input: { code: string; userId: string; parkingId: string; price: number; now?: Date },
): Promise<{ coupon: Coupon; discount: number }> {
  const code = normaliseCode(input.code ?? "");
  if (!code) throw new ValidationError(COUPON_MESSAGES.empty);
  const coupon = await getCoupon(table, code);
  if (!coupon) throw new ValidationError(COUPON_MESSAGES.unknown);
  const now = (input.now ?? new Date()).toISOString();
  if (now < coupon.validFrom) throw new ValidationError(COUPON_MESSAGES.notYet);
  if (now > coupon.validTo) throw new ValidationError(COUPON_MESSAGES.expired);
  if (coupon.parkingIds?.length && !coupon.parkingIds.includes(input.parkingId)) throw new ValidationError(COUPON_MESSAGES.otherParking);
  if (await hasUsed(table, code, input.userId)) throw new ValidationError(COUPON_MESSAGES.used);
  const raw = coupon.kind === "flat" ? coupon.value : Math.floor((input.price * coupon.value) / 100);
  const discount = Math.min(raw, coupon.maxDiscount ?? Number.POSITIVE_INFINITY);
  // The benefit must be less than the purchase (spec §5).
  if (discount >= input.price) {
    throw new ValidationError(`This coupon needs a booking of more than ${formatRupees(discount)} before tax.`);
  }
  return { coupon, discount };
}
