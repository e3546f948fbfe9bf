import { getCoupon, giveBackCouponUse, perMemberLimitOf, reserveCouponUse } from "../coupon/coupon";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { getParking } from "../parking/parking-store";
import { slotCapacity } from "../availability/hourly-capacity";
import { TransactionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { countConfirmedBooking } from "../stats/daily-stats";
import type { Booking } from "./booking";
import { BOOKING_MESSAGES } from "./booking-messages";
import { getBooking, ledgerFor, readLedger, reserveSlot, transition, useCoupon } from "./booking-store";
import { addToLedger, overlappingBookings } from "./hold-ledger";
import { count } from "../metrics";

/**
 * Confirming a booking once its payment is verified: PendingPayment → Confirmed, or, for a hold
 * released before the payment arrived, taking its spaces, coupon use and vehicle window again.
 */

/**
 * Confirms a booking once its payment is verified. Idempotent: a second confirmation (the webhook
 * after the browser, or the other way round) changes nothing. A hold that expired meanwhile is
 * confirmed only if its spaces can be reserved again; otherwise "refund" tells the caller to refund.
 */
export async function confirmBooking(
  table: Table,
  bookingId: string,
  payment: { orderId: string; paymentId: string },
  now = new Date(),
): Promise<{ outcome: "confirmed" | "already" | "refund"; booking: Booking }> {
  const booking = await getBooking(table, bookingId);
  if (!booking) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  // The hold's order, or one it set aside after a failed payment (a late capture on it still counts).
  if (booking.orderId !== payment.orderId && !booking.failedOrderIds?.includes(payment.orderId))
    throw new ForbiddenError("This payment is for another booking.");
  if (booking.status !== "PendingPayment" && booking.status !== "Expired" && booking.status !== "PaymentFailed") {
    // Already settled by this payment (a repeated callback or webhook), or by another one: then this
    // second payment must go back.
    return { outcome: booking.transaction_id === payment.paymentId ? "already" : "refund", booking };
  }
  const extra = { transaction_id: payment.paymentId, confirmedAt: now.toISOString() };
  try {
    if (booking.status === "PendingPayment") {
      await table.transact([
        transition(booking, "PendingPayment", "Confirmed", extra),
        ...ledgerFor(booking, { holdEnds: true, paid: true, now }),
      ]);
    } else {
      // A pass paid after its hold was released is refunded: its pool space may be sold again
      // already, and retaking it is not worth a second path through the pool (decision 029).
      if (booking.pass) return { outcome: "refund", booking };
      // Paid after the hold was released: take the spaces, and the vehicle's window, again if they
      // are still free (the vehicle may have been booked elsewhere meanwhile: then it is a refund).
      const parking = await getParking(table, booking.parkingId);
      const vehicleWindow = { vehicleId: booking.vehicleId, inTime: booking.inTime, outTime: booking.outTime };
      const ledger = booking.ledger ? await readLedger(table, booking.userId) : undefined;
      if (booking.ledger && overlappingBookings(ledger, vehicleWindow, now).length) return { outcome: "refund", booking };
      const ledgerItems = booking.ledger ? [addToLedger(booking.userId, ledger, booking.id, vehicleWindow, { newHold: false, now })] : [];
      // Its coupon's uses were given back with the hold: take them again, the total before the
      // transaction as a hold does (decision 019); either one gone meanwhile means a refund.
      const coupon = booking.coupon ? await getCoupon(table, booking.coupon.code) : undefined;
      if (booking.coupon && !coupon) return { outcome: "refund", booking };
      if (booking.coupon) {
        try {
          await reserveCouponUse(table, booking.coupon.code, now, false);
        } catch (error) {
          if (error instanceof ConflictError) return { outcome: "refund", booking };
          throw error;
        }
      }
      const couponItems: TransactItem[] =
        booking.coupon && coupon ? [useCoupon(booking, booking.coupon.code, perMemberLimitOf(coupon), now)] : [];
      const counted = booking.coupon ? { coupon: { ...booking.coupon, counted: true } } : {};
      try {
        await table.transact([
          transition(booking, booking.status, "Confirmed", { ...extra, ...counted }),
          ...booking.slots.map((sk) => reserveSlot(booking.parkingId, sk, slotCapacity(parking, booking.vehicleKind, sk))),
          ...couponItems,
          ...ledgerItems,
        ]);
      } catch (error) {
        if (booking.coupon && error instanceof TransactionFailedError) await giveBackCouponUse(table, booking.coupon.code);
        throw error;
      }
    }
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    const current = (await getBooking(table, bookingId))!;
    if (current.status === "Confirmed" && current.transaction_id === payment.paymentId) return { outcome: "already", booking: current };
    return { outcome: "refund", booking: current };
  }
  // Only here, where this call's own transaction made it Confirmed: a repeat never counts twice.
  await countConfirmedBooking(table, booking, now);
  count("BookingsConfirmed");
  return {
    outcome: "confirmed",
    booking: { ...booking, status: "Confirmed", transaction_id: payment.paymentId, confirmedAt: extra.confirmedAt },
  };
}
