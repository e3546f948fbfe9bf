import { checkWindow, type StayWindow } from "../availability/window";
import { evaluateCoupon, perMemberLimitOf } from "../coupon/coupon";
import { DomainError, NotFoundError, ValidationError } from "../errors";
import type { Parking } from "../parking/parking";
import { getParking } from "../parking/parking-store";
import { requireCapacity, type VehicleKind } from "../parking/vehicle-kind";
import type { Table } from "../ports/table/table";
import { applyDiscount, priceStay, withTax, type Discounted } from "../pricing/pricing";

/**
 * The price of a stay with a coupon, in one place: the checkout page shows it, the coupon API
 * previews it and the hold charges it. Only the stored car park and the requested window are
 * inputs (ARCHITECTURE §4); a coupon the rules refuse leaves the undiscounted price and says why.
 */
export const QUOTE_MESSAGES = {
  parkingNotFound: "Car park not found.",
  inactive: "This car park is not taking bookings at the moment.",
} as const;

export interface QuoteInput {
  /** The car park, or its id to read it. */
  parking: Parking | string;
  kind: VehicleKind;
  inTime: string;
  outTime: string;
  /** Absent: no coupon asked for. Any text is evaluated, a blank one too (it is refused with its message). */
  couponCode?: string;
  userId: string;
  now?: Date;
}

export type CouponOutcome =
  | { status: "applied"; code: string; discount: number; perMemberLimit: number }
  /** `message` is the rule's refusal; undefined when the evaluation itself failed (`error` says how). */
  | { status: "refused"; code: string; message?: string; error: unknown };

export interface StayQuote {
  parking: Parking;
  window: StayWindow;
  /** The breakdown, with the coupon's discount when it applies (0 otherwise). */
  pricing: Discounted;
  coupon?: CouponOutcome;
}

/** Refuses a window, an unknown car park or a kind it does not take; a coupon's refusal is part of the answer. */
export async function quoteStay(table: Table, input: QuoteInput): Promise<StayQuote> {
  const window = checkWindow(input.inTime, input.outTime, input.now);
  const parking = typeof input.parking === "string" ? await getParking(table, input.parking) : input.parking;
  if (!parking) throw new NotFoundError(QUOTE_MESSAGES.parkingNotFound);
  // Deactivated by an admin: its bookings stay honoured, but it takes no new ones.
  if (parking.inactive) throw new ValidationError(QUOTE_MESSAGES.inactive);
  // Refuses a kind the car park does not take; each hour's limit is hourlyCapacity's, at the hold.
  requireCapacity(parking, input.kind);
  const base = priceStay(parking, input.kind, window.inTime, window.outTime);
  const quote = { parking, window, pricing: applyDiscount(base, 0) };
  if (input.couponCode === undefined) return quote;
  try {
    const { coupon, discount } = await evaluateCoupon(table, {
      code: input.couponCode,
      userId: input.userId,
      parkingId: parking.id,
      parkingCity: parking.city,
      price: base.price,
      now: input.now,
    });
    return {
      ...quote,
      pricing: applyDiscount(base, discount),
      coupon: { status: "applied", code: coupon.code, discount, perMemberLimit: perMemberLimitOf(coupon) },
    };
  } catch (error) {
    const message = error instanceof DomainError && error.message ? error.message : undefined;
    return { ...quote, coupon: { status: "refused", code: input.couponCode.trim(), message, error } };
  }
}

/** The quote a booking or the coupon API goes by: a refused coupon refuses the request, with the rule's error. */
export function withCouponApplied(quote: StayQuote): StayQuote {
  if (quote.coupon?.status === "refused") throw quote.coupon.error;
  return quote;
}

/**
 * The coupon API's preview without a window: the coupon on a price before tax that the client
 * states. Nothing is charged from it: a hold recomputes everything with quoteStay.
 */
export async function quotePrice(
  table: Table,
  input: { parkingId: string; price: number; couponCode: string; userId: string; now?: Date },
): Promise<Discounted<ReturnType<typeof withTax>>> {
  const { discount } = await evaluateCoupon(table, {
    code: input.couponCode,
    userId: input.userId,
    parkingId: input.parkingId,
    price: input.price,
    now: input.now,
  });
  return applyDiscount(withTax(input.price), discount);
}

/** The coupon API's answer (POST /api/coupon/applyCoupon): the discount and the total after tax. */
export function couponPreview(pricing: { discount: number; total: number }): { discount: number; finalPrice: number } {
  return { discount: pricing.discount, finalPrice: pricing.total };
}
