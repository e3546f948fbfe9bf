import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";
import { SERVICE_NAME } from "./powertools-log";

/** CloudWatch namespace when CDK has not set POWERTOOLS_METRICS_NAMESPACE (it sets the stack's name). */
export const DEFAULT_NAMESPACE = "SmartParking";

const KEY = Symbol.for("smart-parking.powertools-metrics");

function metrics(): Metrics {
  // One per process on globalThis, for the same reason as the logger (powertools-log.ts).
  const global = globalThis as { [KEY]?: Metrics };
  global[KEY] ??= new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? DEFAULT_NAMESPACE,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME,
  });
  return global[KEY];
}

/**
 * One embedded-metric-format record per count, written at once (a single metric) rather than
 * buffered until the invocation ends: a refund that failed is counted even when the invocation
 * then throws or times out, which is exactly when the alarm matters. Business events are few per
 * request, so the extra log lines cost little.
 */
export function emitCount(name: string, n: number, dims: Record<string, string> = {}): void {
  const single = metrics().singleMetric();
  for (const [key, value] of Object.entries(dims)) single.addDimension(key, value);
  single.addMetric(name, MetricUnit.Count, n);
}

const RESPONSES_KEY = Symbol.for("smart-parking.powertools-response-metrics");

/**
 * One record per HTTP response, per function: Requests 1 and ServerErrors 0 or 1. The average of
 * ServerErrors is then the 5xx rate, which API Gateway gives only per API or (at a price) per route,
 * never per function; a 500 our handlers return is no Lambda error either.
 */
export function emitResponse(fn: string, status: number): void {
  const global = globalThis as { [RESPONSES_KEY]?: Metrics };
  global[RESPONSES_KEY] ??= new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? DEFAULT_NAMESPACE,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME,
  });
  const responses = global[RESPONSES_KEY];
  responses.addDimension("function", fn);
  responses.addMetric("Requests", MetricUnit.Count, 1);
  responses.addMetric("ServerErrors", MetricUnit.Count, status >= 500 ? 1 : 0);
  responses.publishStoredMetrics();
}
