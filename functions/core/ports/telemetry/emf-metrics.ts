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
