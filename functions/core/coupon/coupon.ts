import { ConflictError, ValidationError } from "../errors";
import { slug } from "../parking/parking";
import { getParking } from "../parking/parking-store";
import { ConditionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { formatRupees } from "../pricing/pricing";
import { COUPON_MESSAGES } from "./schemas";

// The texts live beside the form's schema (zod only, safe for the browser); the rules and their callers read them here too.
export { COUPON_MESSAGES } from "./schemas";

/**
 * Discount codes (spec §5 help text; the admin's coupons, issue 13): valid only in their period, a
 * benefit below the purchase, for all car parks, one city's or some car parks, each member up to
 * `perMemberLimit` times and everyone together up to `totalLimit` times. A cancelled booking does
 * not give its use back: the code "stops applying" (spec §4); a hold released unpaid does.
 *
 * Uses are counted twice, each where it can be race-proof (decision 019):
 * - the member's uses in their `USED#<userId>` item, inside the hold's own transaction
 *   (`uses < perMemberLimit`);
 * - everyone's uses in the coupon item's `usedCount`, reserved just BEFORE the hold's transaction
 *   (`usedCount < totalLimit`, and the coupon still valid), because that transaction is already at
 *   DynamoDB's 100-item limit for a 96-hour stay; a hold that then fails gives it back.
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
  /** When set, only car parks in this city (compared as the car park's city slug). */
  city?: string;
  /** When set, only these car parks. */
  parkingIds?: string[];
  /** Uses per member; absent means 1 (the coupons made before the limit existed). */
  perMemberLimit?: number;
  /** Uses by everyone together; absent means no limit. */
  totalLimit?: number;
  /** Uses taken and not given back (holds and bookings); absent means none counted yet. */
  usedCount?: number;
  /** Bumped by every admin edit: an edit is conditioned on the version it read. */
  version?: number;
  createdAt?: string;
  /** Set when an admin ended it (validTo is then that moment). */
  endedAt?: string;
}

export type CouponItem = Coupon & { pk: string; sk: string };

export const couponKeys = {
  item: (code: string) => ({ pk: `COUPON#${normaliseCode(code)}`, sk: "COUPON" }),
  used: (code: string, userId: string) => ({ pk: `COUPON#${normaliseCode(code)}`, sk: `USED#${userId}` }),
  /** The admin's list, by code (gsi1; a sparse index: only coupons carry it). */
  list: () => "COUPONS",
};

export function normaliseCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

export const perMemberLimitOf = (coupon: Pick<Coupon, "perMemberLimit">) => coupon.perMemberLimit ?? 1;

export async function getCoupon(table: Table, code: string, consistent = false): Promise<CouponItem | undefined> {
  if (!normaliseCode(code)) return undefined;
  const key = couponKeys.item(code);
  return table.get<CouponItem>(key.pk, key.sk, consistent);
}

/**
 * A member's uses of a coupon. An item written before per-member limits existed has a `bookingId`
 * and no `uses`: it is one use.
 */
export async function usesBy(table: Table, code: string, userId: string): Promise<number> {
  const key = couponKeys.used(code, userId);
  const item = await table.get<{ pk: string; sk: string; uses?: number }>(key.pk, key.sk, true);
  if (!item) return 0;
  return item.uses ?? 1;
}

export async function hasUsed(table: Table, code: string, userId: string): Promise<boolean> {
  return (await usesBy(table, code, userId)) > 0;
}

export type CouponStatus = "scheduled" | "active" | "ended" | "expired";

/** Where a coupon stands at `now`: not yet valid, valid, ended by an admin, or past its validity. */
export function couponStatus(coupon: Pick<Coupon, "validFrom" | "validTo" | "endedAt">, now = new Date()): CouponStatus {
  const at = now.toISOString();
  if (coupon.endedAt && coupon.endedAt <= at) return "ended";
  if (at > coupon.validTo) return "expired";
  if (at < coupon.validFrom) return "scheduled";
  return "active";
}

/**
 * The discount a coupon gives on a price (before tax), or a ValidationError with the reason.
 * The one place the coupon rules live: the preview API, checkout and the booking all call it.
 * `parkingCity` saves reading the car park when the caller has it (a city-scoped coupon needs it).
 */
export async function evaluateCoupon(
  table: Table,
  input: { code: string; userId: string; parkingId: string; parkingCity?: string; price: number; now?: Date },
): Promise<{ coupon: Coupon; discount: number }> {
  const code = normaliseCode(input.code ?? "");
  if (!code) throw new ValidationError(COUPON_MESSAGES.empty);
  const coupon = await getCoupon(table, code);
  if (!coupon) throw new ValidationError(COUPON_MESSAGES.unknown);
  const status = couponStatus(coupon, input.now);
  if (status === "scheduled") throw new ValidationError(COUPON_MESSAGES.notYet);
  if (status !== "active") throw new ValidationError(COUPON_MESSAGES.expired);
  if (coupon.parkingIds?.length && !coupon.parkingIds.includes(input.parkingId)) throw new ValidationError(COUPON_MESSAGES.otherParking);
  if (coupon.city) {
    const city = input.parkingCity ?? (await getParking(table, input.parkingId))?.city;
    if (!city || slug(city) !== slug(coupon.city)) throw new ValidationError(COUPON_MESSAGES.otherParking);
  }
  if ((await usesBy(table, code, input.userId)) >= perMemberLimitOf(coupon)) throw new ValidationError(COUPON_MESSAGES.used);
  if (coupon.totalLimit !== undefined && (coupon.usedCount ?? 0) >= coupon.totalLimit) throw new ValidationError(COUPON_MESSAGES.fullyUsed);
  const raw = coupon.kind === "flat" ? coupon.value : Math.floor((input.price * coupon.value) / 100);
  const discount = Math.min(raw, coupon.maxDiscount ?? Number.POSITIVE_INFINITY);
  // The benefit must be less than the purchase (spec §5).
  if (discount >= input.price) {
    throw new ValidationError(`This coupon needs a booking of more than ${formatRupees(discount)} before tax.`);
  }
  return { coupon, discount };
}

/**
 * Takes one use on the coupon's total counter, before the hold's transaction (see above). Refused
 * when the total is reached, or when the coupon stopped being valid since it was evaluated (an
 * admin ended it): so an ended coupon stops applying at once, even to a checkout already open.
 * `checkValidity: false` is for a payment that arrives after its hold was released: the member
 * agreed the price while the coupon applied; only the total must never be passed.
 */
export async function reserveCouponUse(table: Table, code: string, now: Date, checkValidity = true): Promise<void> {
  const key = couponKeys.item(code);
  const valid = checkValidity ? " AND validFrom <= :now AND validTo >= :now" : "";
  try {
    await table.update(
      key.pk,
      key.sk,
      { expression: "ADD usedCount :one", values: { ":one": 1, ...(checkValidity ? { ":now": now.toISOString() } : {}) } },
      `attribute_exists(pk)${valid} AND (attribute_not_exists(totalLimit) OR attribute_not_exists(usedCount) OR usedCount < totalLimit)`,
    );
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const coupon = error.currentItem as Coupon | undefined;
    if (!coupon) throw new ConflictError(COUPON_MESSAGES.unknown);
    const status = couponStatus(coupon, now);
    if (checkValidity && status !== "active")
      throw new ConflictError(status === "scheduled" ? COUPON_MESSAGES.notYet : COUPON_MESSAGES.expired);
    throw new ConflictError(COUPON_MESSAGES.fullyUsed);
  }
}

/** Gives a reserved or taken use back to the total counter (never below zero). */
export async function giveBackCouponUse(table: Table, code: string): Promise<void> {
  const key = couponKeys.item(code);
  try {
    await table.update(key.pk, key.sk, { expression: "ADD usedCount :minus", values: { ":minus": -1, ":zero": 0 } }, "usedCount > :zero");
  } catch (error) {
    // Already at zero (a repair counted it back first): nothing to give.
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

/**
 * The member's use, inside the hold's transaction: `uses < limit`, and this booking not already
 * counted (a repeated confirmation). An item from before the limits (no `uses`) counts as one use,
 * which the condition treats as the limit reached: safe, and no such item outlives its coupon.
 */
export function takeMemberUse(code: string, userId: string, bookingId: string, limit: number, now: Date): TransactItem {
  return {
    Update: {
      Key: couponKeys.used(code, userId),
      UpdateExpression: "SET #uses = if_not_exists(#uses, :zero) + :one, #usedAt = :now, #entity = :entity ADD #bookingIds :booking",
      ConditionExpression: "(attribute_not_exists(pk) OR #uses < :limit) AND NOT contains(#bookingIds, :bookingId)",
      ExpressionAttributeNames: { "#uses": "uses", "#usedAt": "usedAt", "#entity": "entity", "#bookingIds": "bookingIds" },
      ExpressionAttributeValues: {
        ":zero": 0,
        ":one": 1,
        ":now": now.toISOString(),
        ":entity": "coupon-use",
        ":booking": new Set([bookingId]),
        ":bookingId": bookingId,
        ":limit": limit,
      },
    },
  };
}

/** Gives a member's use back, only if this booking took it. */
export function returnMemberUse(code: string, userId: string, bookingId: string): TransactItem {
  return {
    Update: {
      Key: couponKeys.used(code, userId),
      UpdateExpression: "SET #uses = #uses - :one DELETE #bookingIds :booking",
      ConditionExpression: "contains(#bookingIds, :bookingId) AND #uses > :zero",
      ExpressionAttributeNames: { "#uses": "uses", "#bookingIds": "bookingIds" },
      ExpressionAttributeValues: { ":one": 1, ":zero": 0, ":booking": new Set([bookingId]), ":bookingId": bookingId },
    },
  };
}

/** The pre-limits use item's return (a hold placed before per-member limits existed): delete it if this booking took it. */
export function returnLegacyMemberUse(code: string, userId: string, bookingId: string): TransactItem {
  return {
    Delete: {
      Key: couponKeys.used(code, userId),
      ConditionExpression: "bookingId = :b",
      ExpressionAttributeValues: { ":b": bookingId },
    },
  };
}
