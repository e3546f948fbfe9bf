import { ForbiddenError, ValidationError } from "../errors";
import { log } from "../log";
import { count } from "../metrics";
import { confirmBooking } from "../booking/booking-service";
import type { Booking } from "../booking/booking";
import { confirmChange } from "../booking/change-confirm";
import { syncRemindersSafely } from "../booking/reminders";
import { requestRefund } from "./refunds";
import { captureForOrder } from "./capture";
import { refundOnce } from "./member-refunds";
import { checkoutSignature, safeEqualHex } from "./signature";
import { notify, orderFor, PAYMENT_MESSAGES, PaymentNotCapturedError, type OrderRecord, type PaymentServices as Svc } from "./order-record";

export interface PaymentOutcome {
  booking: Booking;
  outcome: "confirmed" | "already" | "refunded";
}

/**
 * The browser's callback (Razorpay Checkout's handler, or the redirect flow): verifies the
 * signature against the order we stored, then confirms. `userId` (when the caller is signed in)
 * must own the booking.
 */
export async function verifyPayment(
  svc: Svc,
  input: { razorpay_order_id?: unknown; razorpay_payment_id?: unknown; razorpay_signature?: unknown },
  userId?: string,
): Promise<PaymentOutcome> {
  const orderId = String(input.razorpay_order_id ?? "");
  const paymentId = String(input.razorpay_payment_id ?? "");
  const signature = String(input.razorpay_signature ?? "");
  const order = await orderFor(svc.table, orderId);
  if (userId && order.userId !== userId) throw new ForbiddenError("This payment is for another member's booking.");
  const expected = checkoutSignature(order.orderId, paymentId, await svc.gateway.keySecret());
  if (!/^pay_[A-Za-z0-9]+$/.test(paymentId) || !safeEqualHex(expected, signature)) throw new ValidationError(PAYMENT_MESSAGES.badSignature);
  return settlePayment(svc, order, paymentId);
}

/**
 * Confirms the order's booking for this payment, refunding when it cannot become a booking (a
 * late payment whose space is gone, or a second payment for a booking another one confirmed).
 * Idempotent: the callback, the webhook and the reconciler all come through here. First the
 * payment must be captured money for this order (capture.ts: an authorised one is captured for the
 * order's amount); anything else throws PaymentNotCapturedError and changes nothing.
 */
export async function settlePayment(svc: Svc, order: OrderRecord, paymentId: string): Promise<PaymentOutcome> {
  const capture = await captureForOrder(svc.gateway, order, paymentId);
  if (!capture.captured) {
    log.warn("a payment that is not captured money for its order confirms nothing", {
      orderId: order.orderId,
      paymentId,
      reason: capture.reason,
      status: capture.payment.status,
      paymentOrderId: capture.payment.orderId,
      amountPaise: capture.payment.amountPaise,
    });
    throw new PaymentNotCapturedError();
  }
  if (order.changeId) return settleChangePayment(svc, order, order.changeId, paymentId);
  const { outcome, booking } = await confirmBooking(svc.table, order.bookingId, { orderId: order.orderId, paymentId });
  if (outcome !== "already") count("Payments");
  // Only the call that made the booking mails it: a repeated callback or webhook finds it "already".
  if (outcome === "confirmed") {
    await notify(svc, booking, "confirmation");
    await syncRemindersSafely(svc, booking);
  }
  if (outcome !== "refund") return { booking, outcome };
  await refundOnce(svc, booking, paymentId, order, order.amount, "no space for a late payment");
  return { booking, outcome: "refunded" };
}

/** A change's difference paid: the change is applied, or (its hours gone, the booking moved) the difference goes back. */
async function settleChangePayment(svc: Svc, order: OrderRecord, changeId: string, paymentId: string): Promise<PaymentOutcome> {
  const { outcome, booking } = await confirmChange(svc.table, order.bookingId, changeId, { orderId: order.orderId, paymentId });
  if (outcome !== "already") count("Payments");
  if (outcome === "confirmed") {
    await notify(svc, booking, "changed");
    // The reminders follow the new times (a stale one would find the booking moved and do nothing).
    await syncRemindersSafely(svc, booking);
  }
  if (outcome !== "refund") return { booking, outcome };
  await requestRefund(svc.table, svc.gateway, {
    paymentId,
    orderId: order.orderId,
    bookingId: booking.id,
    amountPaise: order.amount,
    reason: "a change that could not be made",
    onBooking: false,
  });
  return { booking, outcome: "refunded" };
}
