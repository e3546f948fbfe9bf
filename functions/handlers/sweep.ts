import { completeFinishedStays, sweepExpiredHolds } from "@core/booking/booking-service";
import { errorFields, log } from "@core/log";
import { paymentGateway } from "@core/payment/payment-service";
import { retryDueRefunds } from "@core/payment/refunds";
import { services } from "@core/services";

/**
 * The scheduled sweeper (EventBridge, every few minutes): releases unpaid holds past their expiry,
 * completes parked bookings whose departure has passed, and retries refunds that failed (with
 * back-off) or whose attempt never finished. The refunds' trouble never holds up the holds.
 */
export async function handler(): Promise<{ released: number; completed: number; refunds: { processed: number; failed: number } }> {
  const svc = services();
  const [holds, refunds] = await Promise.allSettled([
    Promise.all([sweepExpiredHolds(svc.table), completeFinishedStays(svc.table)]),
    // Inside the promise: a gateway that cannot even be built must not stop the holds' release.
    Promise.resolve().then(() => retryDueRefunds(svc.table, paymentGateway(svc))),
  ]);
  if (refunds.status === "rejected") log.error("refund retries failed", errorFields(refunds.reason));
  if (holds.status === "rejected") {
    log.error("sweep failed", errorFields(holds.reason));
    throw holds.reason;
  }
  const [released, completed] = holds.value;
  const refunded = refunds.status === "fulfilled" ? refunds.value : { processed: 0, failed: 0 };
  if (released || completed || refunded.processed || refunded.failed) log.info("sweep", { released, completed, refunds: refunded });
  if (refunds.status === "rejected") throw refunds.reason;
  return { released, completed, refunds: refunded };
}
