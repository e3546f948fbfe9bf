import { completeFinishedStays, sweepExpiredHolds } from "@core/booking/booking-service";
import { purgeDeletedPosts } from "@core/community/post-purge";
import { errorFields, log } from "@core/log";
import { paymentGateway } from "@core/payment/payment-service";
import { retryDueRefunds } from "@core/payment/refunds";
import { services } from "@core/services";

/**
 * The scheduled sweeper (EventBridge, every few minutes): releases unpaid holds past their expiry,
 * completes parked bookings whose departure has passed, and retries refunds that failed (with
 * back-off) or whose attempt never finished. The refunds' trouble never holds up the holds.
 * It also finishes removing what large deleted posts left behind (likes, saves, comments, reports),
 * which never holds up anything else.
 */
export async function handler(): Promise<{
  released: number;
  completed: number;
  refunds: { processed: number; failed: number };
  purgedPosts: number;
}> {
  const svc = services();
  const [holds, refunds, purged] = await Promise.allSettled([
    Promise.all([sweepExpiredHolds(svc.table), completeFinishedStays(svc.table)]),
    // Inside the promise: a gateway that cannot even be built must not stop the holds' release.
    Promise.resolve().then(() => retryDueRefunds(svc.table, paymentGateway(svc))),
    purgeDeletedPosts(svc.table),
  ]);
  if (refunds.status === "rejected") log.error("refund retries failed", errorFields(refunds.reason));
  // Left for the next run: the deleted posts' markers stay queued until their purge finishes.
  if (purged.status === "rejected") log.warn("deleted posts' purge failed", errorFields(purged.reason));
  if (holds.status === "rejected") {
    log.error("sweep failed", errorFields(holds.reason));
    throw holds.reason;
  }
  const [released, completed] = holds.value;
  const refunded = refunds.status === "fulfilled" ? refunds.value : { processed: 0, failed: 0 };
  const purgedPosts = purged.status === "fulfilled" ? purged.value : 0;
  if (released || completed || refunded.processed || refunded.failed || purgedPosts)
    log.info("sweep", { released, completed, refunds: refunded, purgedPosts });
  if (refunds.status === "rejected") throw refunds.reason;
  return { released, completed, refunds: refunded, purgedPosts };
}
