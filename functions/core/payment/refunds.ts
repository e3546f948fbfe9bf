import { randomBytes } from "node:crypto";
import { recordRefund } from "../booking/booking-service";
import { errorFields, log } from "../log";
import { count } from "../metrics";
import { ConditionFailedError, type Table } from "../ports/table/table";
import { isFullyRefundedError, type GatewayRefund, type PaymentGateway } from "./gateway";

/**
 * Refunds as a state machine (ARCHITECTURE §11: every payment ends in a Confirmed booking or a
 * processed refund; refunds are retried). One record per payment id, `REFUND#<payment id>`,
 * created with attribute_not_exists, so however many callbacks, webhooks, cancellations and
 * reconciler runs ask, a payment is refunded at most once:
 *
 *   requested ──gateway accepts──▶ processed
 *       │                              ▲
 *       └──gateway fails──▶ failed ────┘ (the sweeper retries, with back-off)
 *
 * "requested" is also the state of an attempt under way: it carries a lease (`nextAttemptAt`), and
 * a record still "requested" after it (the process died between the gateway call and the write)
 * is retried like a failed one. Every attempt first asks the gateway for the payment's refunds:
 * the refund is sent with our record's id as its receipt, so an earlier attempt whose answer was
 * lost is found and recorded instead of refunding twice; a payment the gateway already holds as
 * fully refunded counts as processed too.
 *
 * "processed" means the gateway accepted the refund (Razorpay's own status — pending while the
 * bank moves the money, then processed — is kept as `gatewayStatus`).
 *
 * The record's gsi1 partition is `REFUND#<status>`, sorted by when it is due (or was processed):
 * the sweeper queries `REFUND#failed` and `REFUND#requested` up to now; the admin lists them.
 */
export type RefundStatus = "requested" | "processed" | "failed";

export interface RefundRecord {
  pk: string;
  sk: "REFUND";
  /** Our own refund id, sent to the gateway as the refund's receipt. */
  id: string;
  paymentId: string;
  orderId?: string;
  bookingId: string;
  /** Paise. */
  amount: number;
  reason: string;
  status: RefundStatus;
  /** Attempts started so far. */
  attempts: number;
  /** Requested: when the attempt under way is presumed dead; failed: when to try again. */
  nextAttemptAt?: string;
  /** Whether the booking's `refund` mirrors this record (its own payment, not a second one). */
  onBooking: boolean;
  gatewayRefundId?: string;
  gatewayStatus?: string;
  lastError?: string;
  createdAt: string;
  updatedAt: string;
  processedAt?: string;
  gsi1pk: string;
  gsi1sk: string;
  entity: "refund";
}

/** How long an attempt may run before the sweeper presumes it dead. */
export const REFUND_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3600_000;

/** A payment's refund; `part` names a partial one beside it (a change's difference: a payment may give back several). */
export const refundKey = (paymentId: string, part?: string) => ({
  pk: `REFUND#${paymentId}${part ? `#${part}` : ""}`,
  sk: "REFUND" as const,
});
export const refundPartition = (status: RefundStatus) => `REFUND#${status}`;

/** Back-off after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

const isoPlus = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

export interface RefundRequest {
  paymentId: string;
  orderId?: string;
  bookingId: string;
  amountPaise: number;
  reason: string;
  /** Mirror the refund on the booking (false for a second payment of an already confirmed booking). */
  onBooking: boolean;
  /** A partial refund beside the payment's own (see refundKey). */
  part?: string;
}

/**
 * Refunds a payment once: creates its record and makes the first attempt. A gateway failure is
 * not thrown: it is recorded (failed, retried by the sweeper). An existing record is returned as it
 * is — its state machine is already running.
 */
export async function requestRefund(table: Table, gateway: PaymentGateway, input: RefundRequest, now = new Date()): Promise<RefundRecord> {
  const nextAttemptAt = isoPlus(now, REFUND_LEASE_MS);
  const record: RefundRecord = {
    ...refundKey(input.paymentId, input.part),
    id: `rfq_${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}`,
    paymentId: input.paymentId,
    orderId: input.orderId,
    bookingId: input.bookingId,
    amount: input.amountPaise,
    reason: input.reason,
    status: "requested",
    attempts: 1,
    nextAttemptAt,
    onBooking: input.onBooking,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    gsi1pk: refundPartition("requested"),
    gsi1sk: `${nextAttemptAt}#${input.paymentId}`,
    entity: "refund",
  };
  try {
    await table.create(record);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const existing = await getRefund(table, input.paymentId, input.part);
    if (existing) return existing;
    throw error;
  }
  count("RefundsRequested");
  if (record.onBooking) await recordRefund(table, record.bookingId, { id: record.id, amount: record.amount / 100, status: "requested" });
  return attempt(table, gateway, record, now);
}

export async function getRefund(table: Table, paymentId: string, part?: string): Promise<RefundRecord | undefined> {
  const key = refundKey(paymentId, part);
  return table.get<RefundRecord>(key.pk, key.sk, true);
}

/** Refunds in one state, oldest due first (the admin's list and the sweeper's queue). */
export async function listRefunds(table: Table, status: RefundStatus, limit = 50): Promise<RefundRecord[]> {
  const page = await table.query<RefundRecord>({ index: "gsi1", pk: refundPartition(status), limit, newestFirst: status === "processed" });
  return page.items;
}

/**
 * The sweeper's share: every failed refund whose back-off is over, and every attempt whose lease
 * ran out, is claimed (a conditional write, so two sweepers never retry the same one) and tried again.
 */
export async function retryDueRefunds(
  table: Table,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<{ processed: number; failed: number }> {
  const result = { processed: 0, failed: 0 };
  for (const status of ["failed", "requested"] as const) {
    const due = await table.queryAll<RefundRecord>({ index: "gsi1", pk: refundPartition(status), sk: { lte: `${now.toISOString()}#~` } });
    for (const record of due) {
      const claimed = await claim(table, record, now);
      if (!claimed) continue;
      const after = await attempt(table, gateway, claimed, now);
      if (after.status === "processed") result.processed++;
      else result.failed++;
    }
  }
  return result;
}

async function claim(table: Table, record: RefundRecord, now: Date): Promise<RefundRecord | undefined> {
  const nextAttemptAt = isoPlus(now, REFUND_LEASE_MS);
  try {
    return await table.update<RefundRecord>(
      record.pk,
      record.sk,
      {
        expression: "SET #s = :requested, nextAttemptAt = :next, gsi1pk = :gpk, gsi1sk = :gsk, updatedAt = :now ADD attempts :one",
        names: { "#s": "status" },
        values: {
          ":requested": "requested",
          ":next": nextAttemptAt,
          ":gpk": refundPartition("requested"),
          ":gsk": `${nextAttemptAt}#${record.paymentId}`,
          ":now": now.toISOString(),
          ":one": 1,
          ":was": record.status,
          ":due": record.nextAttemptAt ?? "",
        },
      },
      "#s = :was AND nextAttemptAt = :due",
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}

/** One attempt: find an earlier refund of ours at the gateway, else ask for one; record the outcome. */
async function attempt(table: Table, gateway: PaymentGateway, record: RefundRecord, now: Date): Promise<RefundRecord> {
  try {
    const earlier = await gateway.fetchRefunds(record.paymentId);
    const ours = earlier.find((r) => r.receipt === record.id && r.status !== "failed");
    if (ours) return await markProcessed(table, record, ours, now);
    const refundedAlready = earlier.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amount, 0);
    if (refundedAlready >= record.amount)
      return await markProcessed(
        table,
        record,
        earlier.find((r) => r.status !== "failed")!,
        now,
      );
    const refund = await gateway.refund(record.paymentId, record.amount, {
      receipt: record.id,
      notes: { bookingId: record.bookingId, reason: record.reason },
    });
    if (refund.status === "failed")
      return await markFailed(table, record, new Error(`the gateway reports refund ${refund.id} failed`), now);
    return await markProcessed(table, record, refund, now);
  } catch (error) {
    if (isFullyRefundedError(error)) return markProcessed(table, record, { id: "", status: "processed", amount: record.amount }, now);
    return markFailed(table, record, error, now);
  }
}

async function markProcessed(table: Table, record: RefundRecord, refund: GatewayRefund, now: Date): Promise<RefundRecord> {
  const at = now.toISOString();
  const updated = await table.update<RefundRecord>(record.pk, record.sk, {
    expression:
      "SET #s = :processed, gatewayRefundId = :rid, gatewayStatus = :gs, processedAt = :at, updatedAt = :at, gsi1pk = :gpk, gsi1sk = :gsk REMOVE nextAttemptAt, lastError",
    names: { "#s": "status" },
    values: {
      ":processed": "processed",
      ":rid": refund.id,
      ":gs": refund.status,
      ":at": at,
      ":gpk": refundPartition("processed"),
      ":gsk": `${at}#${record.paymentId}`,
    },
  });
  if (record.onBooking)
    await recordRefund(table, record.bookingId, { id: refund.id || record.id, amount: record.amount / 100, status: "processed" });
  log.info("payment refunded", {
    bookingId: record.bookingId,
    paymentId: record.paymentId,
    refundId: record.id,
    attempts: record.attempts,
    reason: record.reason,
  });
  return updated;
}

async function markFailed(table: Table, record: RefundRecord, error: unknown, now: Date): Promise<RefundRecord> {
  // Every failed attempt, first or retried: the alarm on it sends someone to the gateway (decision 032).
  count("RefundsFailed");
  const next = isoPlus(now, retryDelayMs(record.attempts));
  const message = describe(error);
  const updated = await table.update<RefundRecord>(record.pk, record.sk, {
    expression: "SET #s = :failed, nextAttemptAt = :next, lastError = :err, updatedAt = :at, gsi1pk = :gpk, gsi1sk = :gsk",
    names: { "#s": "status" },
    values: {
      ":failed": "failed",
      ":next": next,
      ":err": message,
      ":at": now.toISOString(),
      ":gpk": refundPartition("failed"),
      ":gsk": `${next}#${record.paymentId}`,
    },
  });
  if (record.onBooking) await recordRefund(table, record.bookingId, { id: record.id, amount: record.amount / 100, status: "failed" });
  log.error("refund failed; the sweeper retries it", {
    bookingId: record.bookingId,
    paymentId: record.paymentId,
    refundId: record.id,
    attempts: record.attempts,
    nextAttemptAt: next,
    ...errorFields(error),
  });
  return updated;
}

/** The gateway's words for the admin (Razorpay's errors carry them in error.description). */
function describe(error: unknown): string {
  const e = error as { error?: { description?: unknown }; message?: unknown } | undefined;
  return String(e?.error?.description ?? e?.message ?? error).slice(0, 300);
}
