import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../errors";
import { log, errorFields } from "../log";
import { count } from "../metrics";
import { ConditionFailedError, type Table } from "../ports/table/table";
import { ConfigError } from "../config";
import { loadPaymentSecrets } from "../secrets";
import type { Services } from "../services";
import {
  BOOKING_MESSAGES,
  cancelBooking,
  confirmBooking,
  getBooking,
  getOwnBooking,
  recordOrder,
  recordRefund,
  releaseHold,
  retireFailedOrder,
} from "../booking/booking-service";
import { isHoldLive, type Booking } from "../booking/booking";
import { sendBookingMail, type BookingMailKind } from "../booking/booking-mail-queue";
import {
  CHANGE_MESSAGES,
  confirmChange,
  getOwnChange,
  isChangeHoldLive,
  recordChangeOrder,
  releaseChangeHold,
  requestChange,
  type ChangeOutcome,
  type ChangeRequest,
} from "../booking/change";
import type { BookingChange, ChangeKind } from "../booking/change-store";
import { paymentShares } from "../booking/payment-shares";
import { syncRemindersSafely } from "../booking/reminders";
import type { GatewayOrder, PaymentGateway } from "./gateway";
import { requestRefund, type RefundRecord } from "./refunds";
import { RazorpayGateway } from "../ports/payment/razorpay-gateway";
import { captureForOrder } from "./capture";
import { checkoutSignature, hmacHex, safeEqualHex } from "./signature";
import { TestGateway } from "./test-gateway";

/**
 * Paying for a hold without ever charging for nothing (ARCHITECTURE §5). The amount is always our
 * own total; a callback counts only with a valid signature for the order id WE stored for that
 * booking; the webhook confirms too (raw-body signature, deduplicated by event id); whichever comes
 * first wins; a payment that cannot become a booking is refunded.
 */
type Svc = Pick<Services, "table" | "config"> & Partial<Pick<Services, "mailer" | "scheduler" | "gateway">>;

export const PAYMENT_MESSAGES = {
  badSignature: "The payment could not be verified.",
  unknownOrder: "This payment is not for a booking we know.",
  failed: "The payment failed. Your booking was not made and nothing was charged.",
  refunded: "Your payment arrived after the space was taken, so it is being refunded in full.",
  notYourOrder: "This payment is not for one of your bookings.",
} as const;

/**
 * A payment that is not money for this order (failed, not captured, another order's or amount's):
 * it confirms nothing, and the member is told the payment failed (capture.ts).
 */
export class PaymentNotCapturedError extends ValidationError {
  constructor() {
    super(PAYMENT_MESSAGES.failed);
  }
}

export interface OrderRecord {
  pk: string;
  sk: string;
  orderId: string;
  bookingId: string;
  /** Set when the order pays a change's difference (change.ts), not the booking itself. */
  changeId?: string;
  userId: string;
  amount: number;
  createdAt: string;
  entity: "order";
}

export const orderKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "ORDER" });

let cachedGateway: { forTable: Table; gateway: PaymentGateway } | undefined;

export function paymentGateway(svc: Svc): PaymentGateway {
  // One handed in with the services wins (the fault tests wrap the test gateway, decision 031).
  if (svc.gateway) return svc.gateway;
  if (cachedGateway?.forTable === svc.table) return cachedGateway.gateway;
  // Never a silent fall-back to the test gateway: it runs only when TEST_GATEWAY=on (never in production).
  if (!svc.config.RAZORPAY_KEY_ID && svc.config.TEST_GATEWAY !== "on") {
    throw new ConfigError("Invalid configuration: no payment gateway (set RAZORPAY_KEY_ID, or TEST_GATEWAY=on locally)");
  }
  const gateway: PaymentGateway = svc.config.RAZORPAY_KEY_ID
    ? new RazorpayGateway(svc.config.RAZORPAY_KEY_ID, async () => {
        return loadPaymentSecrets(svc.config);
      })
    : new TestGateway(svc.table, svc.config.TEST_GATEWAY_SECRET!); // parseConfig requires it with TEST_GATEWAY=on
  cachedGateway = { forTable: svc.table, gateway };
  return gateway;
}

/** Creates (or returns) the gateway order for a member's hold, for our own total in paise. */
export async function startPayment(
  svc: Svc,
  userId: string,
  bookingId: string,
  now = new Date(),
): Promise<{ order: GatewayOrder; booking: Booking; keyId: string; gateway: "razorpay" | "test" }> {
  const booking = await getOwnBooking(svc.table, userId, bookingId);
  if (!isHoldLive(booking, now)) throw new ConflictError(BOOKING_MESSAGES.holdGone);
  const gateway = paymentGateway(svc);
  const order = await openOrder(svc, userId, {
    bookingId: booking.id,
    amount: booking.totalPrice,
    orderId: booking.orderId,
    // The booking id is the receipt: unique per booking, so a retried order is recognisable.
    receipt: booking.id,
    notes: { bookingId: booking.id, code: booking.code },
    record: (orderId) => recordOrder(svc.table, booking.id, orderId),
  });
  return { order, booking: { ...booking, orderId: order.id }, keyId: gateway.keyId, gateway: gateway.kind };
}

/**
 * The order for a change hold's difference (change.ts): the same order record and checks as a
 * booking's, with the change's id, so the callback, the webhook and the reconciler apply the change.
 */
export async function startChangePayment(
  svc: Svc,
  userId: string,
  bookingId: string,
  changeId: string,
): Promise<{ order: GatewayOrder; booking: Booking; change: BookingChange; keyId: string; gateway: "razorpay" | "test" }> {
  const booking = await getOwnBooking(svc.table, userId, bookingId);
  const change = await getOwnChange(svc.table, userId, bookingId, changeId);
  if (!isChangeHoldLive(change)) throw new ConflictError(CHANGE_MESSAGES.changeGone);
  const gateway = paymentGateway(svc);
  const order = await openOrder(svc, userId, {
    bookingId,
    changeId,
    amount: change.difference,
    orderId: change.orderId,
    receipt: `${bookingId.slice(0, 18)}-${changeId.slice(0, 18)}`,
    notes: { bookingId, changeId, code: booking.code },
    record: (orderId) => recordChangeOrder(svc.table, change, orderId),
  });
  return { order, booking, change: { ...change, orderId: order.id }, keyId: gateway.keyId, gateway: gateway.kind };
}

/** Returns the payable's existing order, or creates one for `amount` rupees and records it on both sides. */
async function openOrder(
  svc: Svc,
  userId: string,
  payable: {
    bookingId: string;
    changeId?: string;
    amount: number;
    orderId?: string;
    receipt: string;
    notes: Record<string, string>;
    record: (orderId: string) => Promise<void>;
  },
): Promise<GatewayOrder> {
  if (payable.orderId) {
    const existing = await svc.table.get<OrderRecord>(orderKey(payable.orderId).pk, orderKey(payable.orderId).sk, true);
    if (existing) return { id: existing.orderId, amount: existing.amount, currency: "INR" };
  }
  const amount = payable.amount * 100;
  const order = await paymentGateway(svc).createOrder({ amountPaise: amount, receipt: payable.receipt, notes: payable.notes });
  const record: OrderRecord = {
    ...orderKey(order.id),
    orderId: order.id,
    bookingId: payable.bookingId,
    ...(payable.changeId ? { changeId: payable.changeId } : {}),
    userId,
    amount,
    createdAt: new Date().toISOString(),
    entity: "order",
  };
  await svc.table.create(record);
  await payable.record(order.id);
  return order;
}

async function orderFor(table: Table, orderId: string): Promise<OrderRecord> {
  if (!/^order_[A-Za-z0-9]+$/.test(orderId ?? "")) throw new ValidationError(PAYMENT_MESSAGES.unknownOrder);
  const order = await table.get<OrderRecord>(orderKey(orderId).pk, orderKey(orderId).sk, true);
  if (!order) throw new ValidationError(PAYMENT_MESSAGES.unknownOrder);
  return order;
}

/**
 * The embedded test gateway pays or fails an order only for the member who opened it: even a local
 * stand-in for Razorpay must not let one member settle (or release) another member's hold.
 */
export async function requireOwnOrder(svc: Svc, userId: string, orderId: string): Promise<void> {
  const order = await orderFor(svc.table, orderId);
  if (order.userId !== userId) throw new ForbiddenError(PAYMENT_MESSAGES.notYourOrder);
}

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
  const expected = checkoutSignature(order.orderId, paymentId, await paymentGateway(svc).keySecret());
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
  const capture = await captureForOrder(paymentGateway(svc), order, paymentId);
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
  await requestRefund(svc.table, paymentGateway(svc), {
    paymentId,
    orderId: order.orderId,
    bookingId: booking.id,
    amountPaise: order.amount,
    reason: "a change that could not be made",
    onBooking: false,
  });
  return { booking, outcome: "refunded" };
}

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
      await requestRefund(svc.table, paymentGateway(svc), {
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

/** The test gateway's "Fail test payment" for a change: its hold is released, the booking stays as it was. */
async function failChangePayment(svc: Svc, order: OrderRecord, changeId: string): Promise<Booking> {
  const change = await getOwnChange(svc.table, order.userId, order.bookingId, changeId);
  await releaseChangeHold(svc.table, change, "PaymentFailed");
  return getOwnBooking(svc.table, order.userId, order.bookingId);
}

/**
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
  return requestRefund(svc.table, paymentGateway(svc), {
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

/** How long one webhook delivery may hold its event before a retry may take it over. */
export const WEBHOOK_LEASE_MS = 60_000;

type WebhookEvent = { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number } } } };

/**
 * Razorpay's webhook: the raw body's HMAC must match X-Razorpay-Signature; `payment.captured` and
 * `order.paid` confirm the order's booking for the paid amount.
 *
 * Each event id is processed to completion once. The delivery claims `PAYEVENT#<id>` as
 * "processing" with a short lease, and marks it "done" only after the processing succeeded: a
 * delivery whose processing threw gives the lease back and answers 500, so Razorpay's retry runs
 * it again (the processing is idempotent); a delivery that finds the event "done" is a duplicate;
 * one that finds it "processing" under a live lease is answered 409 (Razorpay retries later), so
 * concurrent duplicates never process twice. A lease that ran out (the process died) may be taken over.
 */
export async function handleWebhook(
  svc: Svc,
  rawBody: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
  now = Date.now(),
): Promise<"processed" | "duplicate" | "ignored"> {
  const gateway = paymentGateway(svc);
  const secret = await gateway.webhookSecret();
  // Production needs it (config and README): refusing with a server error, not a 4xx, keeps Razorpay
  // retrying until it is set, and the error log names what is missing.
  if (!secret)
    throw new ConfigError(
      "Invalid configuration: RAZORPAY_WEBHOOK_SECRET is missing, so Razorpay webhooks cannot be verified (add it to the app secret named by SECRETS_ARN)",
    );
  if (!safeEqualHex(hmacHex(rawBody, secret), signature)) throw new UnauthorizedError("Invalid webhook signature.");
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new ValidationError("The webhook body is not JSON.");
  }
  const id = eventId || hmacHex(rawBody, "event-id");
  const key = { pk: `PAYEVENT#${id}`, sk: "EVENT" };
  try {
    await svc.table.update(
      key.pk,
      key.sk,
      {
        expression:
          "SET #state = :processing, #lease = :lease, #event = :event, #received = if_not_exists(#received, :at), #entity = :entity, #ttl = :ttl ADD #attempts :one",
        names: {
          "#state": "state",
          "#lease": "leaseUntil",
          "#event": "event",
          "#received": "receivedAt",
          "#entity": "entity",
          "#ttl": "ttl",
          "#attempts": "attempts",
        },
        values: {
          ":processing": "processing",
          ":lease": now + WEBHOOK_LEASE_MS,
          ":now": now,
          ":event": event.event ?? "",
          ":at": new Date(now).toISOString(),
          ":entity": "payment-event",
          ":ttl": Math.floor(now / 1000) + 30 * 86_400,
          ":one": 1,
        },
      },
      // New, or an unfinished delivery whose lease ran out. (Events recorded before leases existed have no state: done.)
      "attribute_not_exists(pk) OR (#state = :processing AND #lease < :now)",
    );
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    if (error.currentItem?.state === "processing") throw new ConflictError("This event is being processed; please retry later.");
    return "duplicate";
  }
  let result: "processed" | "ignored";
  try {
    if (await gateway.faultAt?.("webhook")) throw new Error("Test gateway: webhook processing failed (injected fault).");
    result = await processWebhookEvent(svc, event);
  } catch (error) {
    // Give the event back at once, so Razorpay's retry (answered 500 now) processes it again.
    await svc.table
      .update(
        key.pk,
        key.sk,
        {
          expression: "SET #lease = :zero, lastError = :err",
          names: { "#lease": "leaseUntil", "#state": "state" },
          values: { ":zero": 0, ":err": String((error as Error)?.message ?? error).slice(0, 300), ":processing": "processing" },
        },
        "#state = :processing",
      )
      .catch(() => undefined);
    throw error;
  }
  await svc.table.update(key.pk, key.sk, {
    expression: "SET #state = :done, doneAt = :at, outcome = :outcome REMOVE #lease, lastError",
    names: { "#state": "state", "#lease": "leaseUntil" },
    values: { ":done": "done", ":at": new Date().toISOString(), ":outcome": result },
  });
  return result;
}

async function processWebhookEvent(svc: Svc, event: WebhookEvent): Promise<"processed" | "ignored"> {
  if (event.event !== "payment.captured" && event.event !== "order.paid") return "ignored";
  const payment = event.payload?.payment?.entity;
  if (!payment?.id || !payment.order_id) return "ignored";
  const order = await svc.table.get<OrderRecord>(orderKey(payment.order_id).pk, orderKey(payment.order_id).sk, true);
  if (!order) return "ignored";
  if (payment.amount !== order.amount) {
    // Not what we asked for: never a booking. The payment goes back.
    log.warn("webhook amount differs from the order", { orderId: order.orderId, expected: order.amount, got: payment.amount });
    const booking = await getOwnBooking(svc.table, order.userId, order.bookingId);
    await refundOnce(svc, booking, payment.id, order, payment.amount ?? order.amount, "amount mismatch");
    return "processed";
  }
  try {
    await settlePayment(svc, order, payment.id);
  } catch (error) {
    // Not money for this order (capture.ts): nothing to confirm, and nothing for a retry to change.
    if (error instanceof PaymentNotCapturedError) return "ignored";
    throw error;
  }
  return "processed";
}

/** The member's booking behind a gateway order (the success page), or NotFound. */
export async function getBookingByOrder(svc: Svc, userId: string, orderId: string): Promise<Booking> {
  const order = await orderFor(svc.table, orderId).catch(() => undefined);
  if (!order || order.userId !== userId) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  return getOwnBooking(svc.table, userId, order.bookingId);
}

/**
 * The test gateway's "Fail test payment" (and a failed Razorpay checkout). While the hold lives it
 * stays, with its price and coupon, and its order is set aside: "Try again" reopens the pay page,
 * whose Pay opens a fresh order for the same hold (issue 29, item 6). A hold past its time is
 * released at once (the sweeper would release it anyway). A change's failed payment ends the change.
 */
export async function failPayment(svc: Svc, userId: string, orderId: string, now = new Date()): Promise<Booking> {
  const order = await orderFor(svc.table, orderId);
  if (order.userId !== userId) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  if (order.changeId) return failChangePayment(svc, order, order.changeId);
  const booking = await getOwnBooking(svc.table, userId, order.bookingId);
  if (isHoldLive(booking, now)) {
    await retireFailedOrder(svc.table, booking.id, orderId);
    return (await getBooking(svc.table, booking.id)) ?? booking;
  }
  await releaseHold(svc.table, booking, "PaymentFailed");
  return booking;
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

/** Mails the member about their booking; a mail failure is retried by the sweeper and never undoes the booking. */
async function notify(svc: Svc, booking: Booking, kind: BookingMailKind): Promise<void> {
  if (!("mailer" in svc)) return;
  // Queued before it is sent, and retried by the sweeper when the mailer fails (decision 031).
  await sendBookingMail(svc as Pick<Services, "mailer" | "config" | "table">, booking, kind);
}
