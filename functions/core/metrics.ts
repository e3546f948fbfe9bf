import { config } from "./config";
import { log } from "./log";
import { emitCount, emitResponse } from "./ports/telemetry/emf-metrics";

/**
 * The business events operators count (decision 032). Names are CloudWatch metric names: the
 * alarms and the dashboard (infra/constructs/monitoring.ts) read them, so renaming one silently
 * blinds an alarm. Keep the list and the infra in step.
 */
export const METRICS = [
  "Searches",
  "HoldsPlaced",
  "HoldsRefused",
  "BookingsConfirmed",
  "Payments",
  "RefundsRequested",
  "RefundsFailed",
  "ReconciliationRepairs",
  "ContentChecks",
  "Reports",
] as const;
export type MetricName = (typeof METRICS)[number];

/**
 * Counts a business event. In Lambda (TELEMETRY_ADAPTER=powertools) it becomes a CloudWatch
 * embedded-metric-format record; anywhere else, a debug line, so local runs and tests stay quiet.
 * Dimensions must be the same set at every call of one name: an alarm matches dimensions exactly.
 * Never throws: a metric that cannot be written must not fail a booking.
 */
export function count(name: MetricName, n = 1, dims?: Record<string, string>): void {
  if (n <= 0) return;
  try {
    if (config().TELEMETRY_ADAPTER === "powertools") emitCount(name, n, dims);
    else log.debug("metric", { metric: name, n, ...dims });
  } catch {
    // Telemetry is never worth a failed request.
  }
}

/**
 * Counts an HTTP response of one Lambda (an API context or the web server) for its 5xx-rate alarm;
 * Lambda entry points call it (functions/handlers/shared/telemetry.ts). Nothing locally.
 */
export function countResponse(fn: string, status: number): void {
  try {
    if (config().TELEMETRY_ADAPTER === "powertools") emitResponse(fn, status);
  } catch {
    // As count(): never worth a failed request.
  }
}
