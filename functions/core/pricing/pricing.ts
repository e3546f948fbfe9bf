import { formatIndianNumber } from "../i18n/numbers";
import type { Parking } from "../parking/parking";
import type { VehicleKind } from "../parking/vehicle-kind";

export type { VehicleKind };

/**
 * The one place a price is computed (spec §9), used by search, detail, checkout and the booking:
 * - the stay is cut into blocks of `price_for` hours; every started block counts in full;
 * - price = blocks × the per-block price of the vehicle kind (priceF four-wheeler, priceT two-wheeler);
 * - CGST 9% and SGST 9%, each rounded up to the rupee; total = price + CGST + SGST.
 * Money is whole rupees. Nothing the browser sends is ever an input here, only the stored car park
 * and the requested window.
 */
export const CGST_RATE = 0.09;
export const SGST_RATE = 0.09;

export interface PriceBreakdown {
  vehicleKind: VehicleKind;
  /** Whole minutes of the stay (seconds are dropped). */
  minutes: number;
  /** The stay in hours as shown: rounded minutes / 60, two decimals. */
  hours: number;
  blockHours: number;
  blocks: number;
  pricePerBlock: number;
  price: number;
  cgst: number;
  sgst: number;
  total: number;
}

export function stayMinutes(inTime: Date, outTime: Date): number {
  return Math.floor((outTime.getTime() - inTime.getTime()) / 60_000);
}

/** A tax share rounded up to the rupee, computed in integers so 0.09 × price never drifts. */
export function taxOf(price: number, ratePercent = 9): number {
  return Math.ceil((price * ratePercent) / 100);
}

/** A price before tax with both tax shares and the total. */
export function withTax(price: number): { price: number; cgst: number; sgst: number; total: number } {
  const cgst = taxOf(price, CGST_RATE * 100);
  const sgst = taxOf(price, SGST_RATE * 100);
  return { price, cgst, sgst, total: price + cgst + sgst };
}

export function priceStay(
  parking: Pick<Parking, "price_for" | "priceF" | "priceT">,
  vehicleKind: VehicleKind,
  inTime: Date,
  outTime: Date,
): PriceBreakdown {
  const minutes = Math.max(0, stayMinutes(inTime, outTime));
  const blockMinutes = parking.price_for * 60;
  // A stay shorter than one block still pays one block.
  const blocks = Math.max(1, Math.ceil(minutes / blockMinutes));
  const pricePerBlock = vehicleKind === "four" ? parking.priceF : parking.priceT;
  return {
    vehicleKind,
    minutes,
    hours: Math.round((minutes / 60) * 100) / 100,
    blockHours: parking.price_for,
    blocks,
    pricePerBlock,
    ...withTax(blocks * pricePerBlock),
  };
}

/** "₹1,00,000": Indian digit grouping in both languages (issue 35), the same on every machine. */
export function formatRupees(amount: number): string {
  return `₹${formatIndianNumber(amount)}`;
}

/**
 * A discount comes off the price before tax, as GST is charged on the value actually paid; both tax
 * shares are recomputed on the discounted price. The discount must stay below the price.
 */
export function applyDiscount<B extends { price: number }>(breakdown: B, discount: number): Discounted<B> {
  const off = Math.max(0, Math.min(Math.floor(discount), breakdown.price - 1));
  return { ...breakdown, priceBeforeDiscount: breakdown.price, discount: off, ...withTax(breakdown.price - off) };
}

export type Discounted<B extends { price: number } = PriceBreakdown> = B & {
  discount: number;
  priceBeforeDiscount: number;
  price: number;
  cgst: number;
  sgst: number;
  total: number;
};
