import { errorFields, log } from "@core/log";
import { reconcilePayments, type ReconcileResult } from "@core/payment/reconcile";
import { services } from "@core/services";
import { withTelemetry } from "../shared/telemetry";

/**
 * The scheduled payment reconciler (EventBridge, every 15 minutes; a timer in the local stack):
 * every payment captured at the gateway ends in a Confirmed booking or a refund, even when neither
 * the browser's callback nor the webhook ever arrived.
 */
async function run(): Promise<ReconcileResult> {
  try {
    const result = await reconcilePayments(services());
    if (result.confirmed || result.refunded || result.unknown || result.failed) log.info("reconcile", { ...result });
    if (result.failed) throw new Error(`reconciler: ${result.failed} payment(s) could not be settled; the next run retries them`);
    return result;
  } catch (error) {
    log.error("reconcile failed", errorFields(error));
    throw error;
  }
}

export const handler = withTelemetry("reconcile", run);
