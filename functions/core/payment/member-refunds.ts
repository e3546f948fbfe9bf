import { log, errorFields } from "../log";
import { cancelBooking, getBooking, recordRefund } from "../booking/booking-service";
import type { Booking } from "../booking/booking";
import { requestChange, type ChangeOutcome, type ChangeRequest } from "../booking/change";
import type { ChangeKind } from "../booking/change-store";
import { paymentShares } from "../booking/payment-shares";
import { syncRemindersSafely } from "../booking/reminders";
import { requestRefund, type RefundRecord } from "./refunds";
import { notify, type OrderRecord, type PaymentServices as Svc } from "./order-record";

/** The member's own changes and cancellations, with the refunds they owe (recorded first, retried by the sweeper). */

/**
 * Changes (or extends) a member's booking: applied at once when the new price is the same or lower
 * (the difference refunded, split over the booking's payments), or held for the difference to be
 * paid through `startChangePayment`.
 */
export async function changeBooking(
  svc: Svc,
  userId: string,
  bookingId: string,
  kind: ChangeKind,
  request: ChangeRequest,
): Promise<ChangeOutcome> {
  const result = await requestChange(svc.table, userId, bookingId, kind, request);
  if (result.outcome !== "applied") return result;
  for (const part of result.refunds) {
    try {
      // A gateway failure does not throw: the refund is recorded as failed and the sweeper retries it.
      await requestRefund(svc.table, svc.gateway, {
        paymentId: part.paymentId,
        orderId: part.orderId,
        bookingId,
        amountPaise: part.amount * 100,
        reason: `booking changed to a lower price (${result.change.id})`,
        onBooking: false,
        part: result.change.id,
      });
    } catch (error) {
      log.error("refund after a change failed to be recorded", { bookingId, changeId: result.change.id, ...errorFields(error) });
    }
  }
  await notify(svc, result.booking, "changed");
  await syncRemindersSafely(svc, result.booking);
  return result;
}

/** Cancels a member's booking and refunds its payment through the gateway (recorded on the booking). */
export async function cancelWithRefund(svc: Svc, userId: string, bookingId: string): Promise<Booking> {
  const cancelled = await cancelBooking(svc.table, userId, bookingId);
  // Each payment behind the booking gives back what it has left (a changed booking may have several).
  for (const share of paymentShares(cancelled)) {
    const left = share.amount - share.refunded;
    if (left <= 0) continue;
    try {
      // A gateway failure does not throw: the refund is recorded as failed and the sweeper retries it.
      await refundOnce(
        svc,
        cancelled,
        share.paymentId,
        share.orderId ? { orderId: share.orderId } : undefined,
        left * 100,
        "cancelled by the member",
      );
    } catch (error) {
      // Not even the refund's record could be written. The booking is cancelled and its space free
      // whatever happens: show the refund as pending rather than report a cancelled booking as a
      // failure; the reconciler finds a cancelled booking's payment without a refund and requests it.
      log.error("refund after cancellation failed", { bookingId, paymentId: share.paymentId, ...errorFields(error) });
      if (share.paymentId === cancelled.transaction_id)
        await recordRefund(svc.table, bookingId, { id: "", amount: left, status: "pending" });
    }
  }
  const current = (await getBooking(svc.table, bookingId)) ?? cancelled;
  await notify(svc, current, "cancelled");
  await syncRemindersSafely(svc, current);
  return current;
}

export /**
 * One refund per payment, however many callbacks and webhooks ask for it (refunds.ts): a gateway
 * failure is recorded and retried by the sweeper, never lost in a log line.
 */
async function refundOnce(
  svc: Svc,
  booking: Booking,
  paymentId: string,
  order: Pick<OrderRecord, "orderId"> | undefined,
  amountPaise: number,
  reason: string,
): Promise<RefundRecord> {
  return requestRefund(svc.table, svc.gateway, {
    paymentId,
    orderId: order?.orderId,
    bookingId: booking.id,
    amountPaise,
    reason,
    // A second payment for a booking that another payment confirmed is refunded without touching
    // the booking's own record.
    onBooking: booking.transaction_id === paymentId || !booking.transaction_id,
  });
}
