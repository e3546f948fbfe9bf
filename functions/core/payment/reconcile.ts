import { getBooking } from "../booking/booking-service";
import { paymentShares } from "../booking/payment-shares";
import { errorFields, log } from "../log";
import { count } from "../metrics";
import type { Services } from "../services";
import { orderKey, type OrderRecord } from "./order-record";
import { settlePayment } from "./settle";
import { getRefund, requestRefund } from "./refunds";

/**
 * The scheduled reconciler (ARCHITECTURE §11): compares the payments the gateway captured (or
 * holds authorised, waiting for our capture) with
 * what the table holds, and repairs any that has neither a booking confirmed by it nor a refund —
 * the payment whose browser never came back and whose webhook never arrived (or is not
 * configured). Such a payment is settled exactly as a late callback would be: confirmed if its
 * hold can still be honoured (still pending, or released but its hours and vehicle still free),
 * otherwise refunded. Everything it does is idempotent, so overlapping with a callback, a webhook
 * or another run changes nothing twice.
 */
type Svc = Pick<Services, "table" | "config" | "gateway"> & Partial<Pick<Services, "mailer">>;

/** Orders created this far back are looked at (a payment can come well after its order). */
export const RECONCILE_LOOKBACK_SECONDS = 2 * 86_400;

export interface ReconcileResult {
  checked: number;
  confirmed: number;
  refunded: number;
  /** Paid orders at the gateway that are not ours (another integration on the same account). */
  unknown: number;
  failed: number;
}

export async function reconcilePayments(
  svc: Svc,
  now = new Date(),
  lookbackSeconds = RECONCILE_LOOKBACK_SECONDS,
): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, confirmed: 0, refunded: 0, unknown: 0, failed: 0 };
  const gateway = svc.gateway;
  const paid = await gateway.listPaidOrders(Math.floor(now.getTime() / 1000) - lookbackSeconds);
  for (const payment of paid) {
    result.checked++;
    try {
      const order = await svc.table.get<OrderRecord>(orderKey(payment.orderId).pk, orderKey(payment.orderId).sk, true);
      if (!order) {
        result.unknown++;
        continue;
      }
      // A refund record exists: its state machine (and the sweeper) owns the payment.
      if (await getRefund(svc.table, payment.paymentId)) continue;
      const booking = await getBooking(svc.table, order.bookingId);
      if (!booking) {
        log.error("reconciler: a paid order's booking is missing", { orderId: order.orderId, paymentId: payment.paymentId });
        result.failed++;
        continue;
      }
      if (booking.transaction_id === payment.paymentId) {
        // Confirmed by this payment. Cancelled since, its refund must exist: request it if it does not.
        if (booking.status !== "Cancelled") continue;
        await requestRefund(
          svc.table,
          gateway,
          {
            paymentId: payment.paymentId,
            orderId: order.orderId,
            bookingId: booking.id,
            // What this payment has left after any lower-priced change's refund (payment-shares.ts).
            amountPaise: refundableLeft(booking, payment.paymentId) ?? payment.amountPaise,
            reason: "cancelled by the member",
            onBooking: true,
          },
          now,
        );
        result.refunded++;
        log.warn("reconciler: requested the missing refund of a cancelled booking", {
          bookingId: booking.id,
          paymentId: payment.paymentId,
        });
        continue;
      }
      // An authorised payment of another amount is not ours to capture: Razorpay gives it back by itself.
      if (payment.status === "authorized" && payment.amountPaise !== order.amount) {
        result.unknown++;
        continue;
      }
      if (payment.amountPaise !== order.amount) {
        await requestRefund(
          svc.table,
          gateway,
          {
            paymentId: payment.paymentId,
            orderId: order.orderId,
            bookingId: booking.id,
            amountPaise: payment.amountPaise,
            reason: "amount mismatch",
            onBooking: !booking.transaction_id,
          },
          now,
        );
        result.refunded++;
      } else {
        // Captures an authorised payment first, as the callback would (capture.ts).
        const settled = await settlePayment(svc, order, payment.paymentId);
        if (settled.outcome === "refunded") result.refunded++;
        else if (settled.outcome === "confirmed") result.confirmed++;
        // "already": a callback or webhook won the race meanwhile.
        else continue;
      }
      log.warn("reconciler repaired a payment nobody had told us about", {
        orderId: order.orderId,
        paymentId: payment.paymentId,
        bookingId: booking.id,
      });
    } catch (error) {
      // One payment's trouble does not stop the others; the next run tries it again.
      result.failed++;
      log.error("reconciler could not settle a payment", { orderId: payment.orderId, paymentId: payment.paymentId, ...errorFields(error) });
    }
  }
  // A repair means a callback and a webhook were both lost: one is luck, a run of them is an outage.
  count("ReconciliationRepairs", result.confirmed + result.refunded);
  return result;
}

function refundableLeft(booking: Parameters<typeof paymentShares>[0], paymentId: string): number | undefined {
  const share = paymentShares(booking).find((s) => s.paymentId === paymentId);
  return share ? (share.amount - share.refunded) * 100 : undefined;
}
