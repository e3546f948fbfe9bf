import { eraseDueAccounts, type ErasureReport } from "@core/account-deletion/erase-accounts";
import { completeFinishedStays, sweepExpiredHolds } from "@core/booking/booking-service";
import { retryDueBookingMails } from "@core/booking/booking-mail-queue";
import { purgeDeletedPosts } from "@core/community/post-purge";
import { sweepAbandonedUploads, sweepMediaRemovals } from "@core/community/media-cleanup";
import { errorFields, log } from "@core/log";
import { paymentGateway } from "@core/payment/payment-service";
import { retryDueRefunds } from "@core/payment/refunds";
import { services, type Services } from "@core/services";
import { withTelemetry } from "../shared/telemetry";

/**
 * The scheduled sweeper (EventBridge, every few minutes): releases unpaid holds past their expiry,
 * completes parked bookings whose departure has passed, retries refunds that failed (with back-off)
 * or whose attempt never finished, and deletes the media of deleted posts that were not deleted at
 * once. The refunds' and the media's trouble never holds up the holds. It also finishes removing
 * what large deleted posts left behind (likes, saves, comments, reports), which never holds up anything else.
 * Booking e-mails the mailer failed to take are sent again (decision 031), also on their own.
 * Accounts whose deletion's grace period is over are erased (decision 052), on their own too: it
 * rides on the sweeper's schedule rather than a function of its own (the stack's resource budget).
 */
async function run(): Promise<{
  released: number;
  completed: number;
  refunds: { processed: number; failed: number };
  purgedPosts: number;
  media: { removed: number; abandoned: number };
  mails: { sent: number; failed: number };
  accounts: ErasureReport;
}> {
  const svc = services();
  const [holds, refunds, purged, media, mails, accounts] = await Promise.allSettled([
    Promise.all([sweepExpiredHolds(svc.table), completeFinishedStays(svc.table)]),
    // Inside the promise: a gateway that cannot even be built must not stop the holds' release.
    Promise.resolve().then(() => retryDueRefunds(svc.table, paymentGateway(svc))),
    purgeDeletedPosts(svc.table),
    sweepMedia(svc),
    retryDueBookingMails(svc),
    eraseDueAccounts(svc),
  ]);
  if (mails.status === "rejected") log.error("booking e-mail retries failed", errorFields(mails.reason));
  if (refunds.status === "rejected") log.error("refund retries failed", errorFields(refunds.reason));
  // Left for the next run: the deleted posts' markers stay queued until their purge finishes.
  if (purged.status === "rejected") log.warn("deleted posts' purge failed", errorFields(purged.reason));
  if (media.status === "rejected") log.error("media clean-up failed", errorFields(media.reason));
  // One account's failure is counted in the report (and tried again next run); a rejection is the queue itself.
  if (accounts.status === "rejected") log.error("account erasure failed", errorFields(accounts.reason));
  if (holds.status === "rejected") {
    log.error("sweep failed", errorFields(holds.reason));
    throw holds.reason;
  }
  const [released, completed] = holds.value;
  const refunded = refunds.status === "fulfilled" ? refunds.value : { processed: 0, failed: 0 };
  const purgedPosts = purged.status === "fulfilled" ? purged.value : 0;
  const cleaned = media.status === "fulfilled" ? media.value : { removed: 0, abandoned: 0 };
  const mailed = mails.status === "fulfilled" ? mails.value : { sent: 0, failed: 0 };
  const erased = accounts.status === "fulfilled" ? accounts.value : { erased: 0, postponed: 0, failed: 0 };
  if (
    released ||
    completed ||
    refunded.processed ||
    refunded.failed ||
    purgedPosts ||
    cleaned.removed ||
    cleaned.abandoned ||
    mailed.sent ||
    mailed.failed ||
    erased.erased ||
    erased.failed
  )
    log.info("sweep", { released, completed, refunds: refunded, purgedPosts, media: cleaned, mails: mailed, accounts: erased });
  if (refunds.status === "rejected") throw refunds.reason;
  if (media.status === "rejected") throw media.reason;
  if (mails.status === "rejected") throw mails.reason;
  if (accounts.status === "rejected") throw accounts.reason;
  if (erased.failed) throw new Error(`account erasure: ${erased.failed} account(s) failed; the next run retries them`);
  return { released, completed, refunds: refunded, purgedPosts, media: cleaned, mails: mailed, accounts: erased };
}

async function sweepMedia(svc: Services): Promise<{ removed: number; abandoned: number }> {
  const removed = await sweepMediaRemovals(svc.table, svc.files);
  // Abandoned uploads expire by the bucket's lifecycle rule in AWS; s3rver (S3_ENDPOINT) has none.
  const abandoned = svc.config.S3_ENDPOINT ? await sweepAbandonedUploads(svc.files) : 0;
  return { removed, abandoned };
}

export const handler = withTelemetry("sweep", run);
