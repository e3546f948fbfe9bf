import { Logger } from "@aws-lambda-powertools/logger";

/** The levels functions/core/log.ts writes (it applies LOG_LEVEL itself before a line gets here). */
export type LogLevel = "debug" | "info" | "warn" | "error";

/** The name every function logs and counts under: one service, so alarms need not list functions. */
export const SERVICE_NAME = "smart-parking";

/**
 * One Powertools Logger per process, kept on globalThis: the web server's Lambda carries two copies
 * of functions/core (its own entry's and the Remix build's), and both must write through the one
 * logger whose Lambda context the handler wrapper sets (functions/handlers/shared/telemetry.ts).
 */
const KEY = Symbol.for("smart-parking.powertools-logger");

export function powertoolsLogger(): Logger {
  const global = globalThis as { [KEY]?: Logger };
  // DEBUG here: the one gate for LOG_LEVEL is createLogger's, so local and Lambda filter alike.
  global[KEY] ??= new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME, logLevel: "DEBUG" });
  return global[KEY];
}

/** Writes one line in Powertools' Lambda format (timestamp, level, service, request id, X-Ray trace id). */
export function writePowertoolsLine(level: LogLevel, msg: string, fields: Record<string, unknown>): void {
  powertoolsLogger()[level](msg, fields);
}
