import { ConflictError, UnauthorizedError, ValidationError } from "../errors";
import { log } from "../log";
import { ConditionFailedError } from "../ports/table/table";
import { ConfigError } from "../config";
import { getOwnBooking } from "../booking/booking-service";
import { refundOnce } from "./member-refunds";
import { settlePayment } from "./settle";
import { hmacHex, safeEqualHex } from "./signature";
import { orderKey, PaymentNotCapturedError, type OrderRecord, type PaymentServices as Svc } from "./order-record";

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
  const gateway = svc.gateway;
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
