import type { Booking } from "./booking";

/**
 * The payments behind a booking's total. A booking is paid once at checkout (`transaction_id`);
 * a change to a higher price adds a payment for the difference, and a change to a lower price
 * refunds part of them. Razorpay refunds per payment, never more than a payment took, so every
 * refund (a change's or a cancellation's) is split over the payments by these shares.
 *
 * The first payment's amount is derived, not stored: total now = first + extra payments − change
 * refunds, so it needs no field that could disagree with the others.
 */
export interface PaymentShare {
  paymentId: string;
  orderId?: string;
  /** Rupees taken by this payment. */
  amount: number;
  /** Rupees already refunded from it by lower-priced changes. */
  refunded: number;
}

type Paid = Pick<Booking, "transaction_id" | "orderId" | "totalPrice" | "extraPayments" | "changeRefunds">;

export function paymentShares(booking: Paid): PaymentShare[] {
  if (!booking.transaction_id) return [];
  const extra = booking.extraPayments ?? [];
  const refunds = booking.changeRefunds ?? [];
  const refundedFrom = (paymentId: string) => refunds.filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + r.amount, 0);
  const totalRefunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  const first = booking.totalPrice - extra.reduce((sum, p) => sum + p.amount, 0) + totalRefunded;
  return [
    { paymentId: booking.transaction_id, orderId: booking.orderId, amount: first, refunded: refundedFrom(booking.transaction_id) },
    ...extra.map((p) => ({ paymentId: p.paymentId, orderId: p.orderId, amount: p.amount, refunded: refundedFrom(p.paymentId) })),
  ];
}

/**
 * Splits a refund of `amount` rupees over the payments, newest first (the latest payment is the
 * one the driver remembers, and a difference refunded soon after it was paid undoes it cleanly).
 * Never more than a payment has left; the parts add up to `amount` when the booking holds it.
 */
export function splitRefund(shares: PaymentShare[], amount: number): { paymentId: string; orderId?: string; amount: number }[] {
  const parts: { paymentId: string; orderId?: string; amount: number }[] = [];
  let left = amount;
  for (const share of [...shares].reverse()) {
    if (left <= 0) break;
    const take = Math.min(left, share.amount - share.refunded);
    if (take <= 0) continue;
    parts.push({ paymentId: share.paymentId, orderId: share.orderId, amount: take });
    left -= take;
  }
  return parts;
}
