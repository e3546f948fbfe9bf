import type { PriceBreakdown, VehicleKind } from "../pricing/pricing";
import type { Invoice } from "./invoice";
import type { BookingPolicy } from "./policy";
import type { PassTerms } from "../pass/pass-terms";

/**
 * A booking (`BOOKING#<id>` / `BOOKING`; its keys and table access are in booking-store.ts). It
 * starts as a hold (PendingPayment) that reserves its spaces; a verified payment confirms it; an
 * unpaid hold is released (Expired or PaymentFailed). The spec's statuses are Confirmed, Parked,
 * Completed and Cancelled; the others are internal.
 */
export type BookingStatus = "PendingPayment" | "Confirmed" | "Parked" | "Completed" | "Cancelled" | "Expired" | "PaymentFailed";
export const LISTED_STATUSES = ["Confirmed", "Parked", "Completed", "Cancelled"] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

export interface Booking {
  id: string;
  /** Short code for the voucher and the operator ("SP-7K3F9Q"). */
  code: string;
  userId: string;
  parkingId: string;
  parkingName: string;
  parkingCode: string;
  address: string;
  lat: number;
  lng: number;
  vehicleId: string;
  vehicle: { name: string; number: string; type: string };
  vehicleKind: VehicleKind;
  inTime: string;
  outTime: string;
  /** Hour slots held, as sort keys (released or counted down by exactly these). */
  slots: string[];
  pricing: PriceBreakdown & { discount: number; priceBeforeDiscount: number };
  /**
   * `counted`: the use is on the coupon's total counter and in the member's `uses` (decision 019);
   * absent on bookings held before those counters existed.
   */
  coupon?: { code: string; discount: number; counted?: boolean };
  totalPrice: number;
  status: BookingStatus;
  holdExpiresAt: string;
  orderId?: string;
  /**
   * Orders whose payment failed while the hold still lived (issue 29, item 6): each was replaced by a
   * fresh order for the same hold, and a late capture on one still confirms the booking (or is refunded).
   */
  failedOrderIds?: string[];
  /** The payment id, as the spec's transaction_id. */
  transaction_id?: string;
  refund?: { id: string; amount: number; status: string; at: string };
  /** The GST tax invoice, issued once when it was paid (invoice.ts; decision 024). */
  invoice?: Invoice;
  createdAt: string;
  confirmedAt?: string;
  cancelledAt?: string;
  endedReason?: string;
  /** The car park's policy when it was held (policy.ts); absent on older bookings: the default. */
  policy?: BookingPolicy;
  /** A change waiting for its difference to be paid (change.ts): no other change may start meanwhile. */
  pendingChange?: string;
  lastChangeId?: string;
  /** Payments of higher-priced changes, besides `transaction_id` (rupees): a cancellation refunds each. */
  extraPayments?: { paymentId: string; orderId?: string; amount: number }[];
  /** What lower-priced changes refunded, per payment (rupees). */
  changeRefunds?: { paymentId: string; changeId: string; amount: number }[];
  /** Counted in the member's hold ledger (functions/core/booking/hold-ledger.ts). */
  ledger?: true;
  /**
   * Set on a pass (decision 029): its window is its validity, and it holds a space in its plan's
   * pool (pass/pass-pool.ts) instead of hour slots (`slots` is empty).
   */
  pass?: PassTerms;
}

/**
 * Is this unpaid hold still live, i.e. may it still be paid for? The one place the rule lives: the
 * pay page offers Pay with it, the payment result page offers a retry with it, and startPayment
 * refuses an order with it, so a page never offers what the service would refuse. (The sweeper
 * releases expired holds later; until then the stored status still says PendingPayment.)
 */
export function isHoldLive(booking: Pick<Booking, "status" | "holdExpiresAt">, now = new Date()): boolean {
  return booking.status === "PendingPayment" && booking.holdExpiresAt > now.toISOString();
}

/** The spec's booking as listed (§3): _id, parkingName, totalPrice, status, inTime, outTime, vehicle.number, transaction_id. */
export function toPublicBooking(b: Booking) {
  return {
    _id: b.id,
    code: b.code,
    parking: b.parkingId,
    parkingName: b.parkingName,
    parkingCode: b.parkingCode,
    address: b.address,
    inTime: b.inTime,
    outTime: b.outTime,
    vehicle: { name: b.vehicle.name, number: b.vehicle.number, type: b.vehicle.type },
    vehicle_type: b.vehicle.type,
    price: b.pricing.price,
    cgst: b.pricing.cgst,
    sgst: b.pricing.sgst,
    discount: b.pricing.discount,
    coupon: b.coupon?.code,
    totalPrice: b.totalPrice,
    status: b.status,
    transaction_id: b.transaction_id,
    refund: b.refund,
    createdAt: b.createdAt,
  };
}

/** Whether money was taken for the booking: only then do a voucher and a receipt exist. */
export function wasPaid(b: Pick<Booking, "status" | "transaction_id">): boolean {
  return (
    b.status === "Confirmed" || b.status === "Parked" || b.status === "Completed" || (b.status === "Cancelled" && Boolean(b.transaction_id))
  );
}
