import type { Tracer } from "@aws-lambda-powertools/tracer";
import type { Context } from "aws-lambda";
import { config } from "@core/config";
import { countResponse } from "@core/metrics";
import { powertoolsLogger } from "@core/ports/telemetry/powertools-log";
import { AWS_CLIENT_HOOK } from "@core/ports/aws-clients";

/**
 * X-Ray tracing and the Lambda context of logs, around every Lambda entry point (decision 032).
 *
 * The Tracer is loaded only inside Lambda: its X-Ray SDK costs tens of milliseconds to load, which
 * tests and the local server would pay for nothing (Powertools turns tracing off outside Lambda
 * anyway). In Lambda it records a subsegment per invocation with the cold-start and service
 * annotations, and every AWS SDK client the ports build (aws-clients.ts) reports its calls.
 */
const tracer: Tracer | undefined =
  process.env.AWS_LAMBDA_FUNCTION_NAME && process.env.POWERTOOLS_TRACE_ENABLED !== "false"
    ? new (await import("@aws-lambda-powertools/tracer")).Tracer()
    : undefined;

if (tracer?.isTracingEnabled()) {
  // On globalThis: the web server carries two copies of the ports (its entry's and the Remix build's).
  (globalThis as Record<symbol, unknown>)[AWS_CLIENT_HOOK] = <T>(client: T): T => tracer.captureAWSv3Client(client);
}

/** The same function, traced; its Lambda context (the second argument, when Lambda passes one) goes into the logs. */
export function withTelemetry<A extends unknown[], R>(
  name: string,
  handler: (...args: A) => Promise<R>,
  kind: "http" | "job" = "job",
): (...args: A) => Promise<R> {
  const run = (...args: A) => (kind === "http" ? counted(name, () => handler(...args)) : handler(...args));
  return async (...args) => {
    const context = args[1] as Context | undefined;
    if (context?.awsRequestId && usesPowertools()) powertoolsLogger().addContext(context);
    if (!tracer?.isTracingEnabled()) return run(...args);
    const parent = tracer.getSegment();
    const segment = parent?.addNewSubsegment(`## ${name}`);
    if (segment) tracer.setSegment(segment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
    try {
      return await run(...args);
    } catch (error) {
      tracer.addErrorAsMetadata(error as Error);
      throw error;
    } finally {
      segment?.close();
      if (parent) tracer.setSegment(parent);
    }
  };
}

/** An HTTP entry point's response counts toward its function's 5xx rate; a throw is API Gateway's 500. */
async function counted<R>(name: string, run: () => Promise<R>): Promise<R> {
  try {
    const result = await run();
    const status = (result as { statusCode?: unknown } | undefined)?.statusCode;
    if (typeof status === "number") countResponse(name, status);
    return result;
  } catch (error) {
    countResponse(name, 500);
    throw error;
  }
}

function usesPowertools(): boolean {
  try {
    return config().TELEMETRY_ADAPTER === "powertools";
  } catch {
    return false;
  }
}
