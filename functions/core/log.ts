import { config } from "./config";
import { writePowertoolsLine } from "./ports/telemetry/powertools-log";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Keys whose values never reach a log line. */
const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|signature/i;

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = SECRET_KEYS.test(key) ? "[redacted]" : value;
  }
  return out;
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function threshold(): number {
  try {
    return order[config().LOG_LEVEL];
  } catch {
    // Logging must work even when the rest of the configuration is invalid (that is worth logging).
    const level = process.env.LOG_LEVEL as keyof typeof order | undefined;
    return level && level in order ? order[level] : order.info;
  }
}

/** Powertools in Lambda (TELEMETRY_ADAPTER, decision 032); this file's own JSON lines anywhere else. */
function usePowertools(): boolean {
  try {
    return config().TELEMETRY_ADAPTER === "powertools";
  } catch {
    return process.env.TELEMETRY_ADAPTER === "powertools";
  }
}

function writeLocalLine(level: Level, msg: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

/**
 * Structured JSON logs, one object per line, with the request id carried by child loggers. The
 * level gate and the redaction are here, whichever adapter writes the line.
 */
export function createLogger(base: Record<string, unknown> = {}): Logger {
  const write = (level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (order[level] < threshold()) return;
    const safe = { ...redact(base), ...redact(fields) };
    (usePowertools() ? writePowertoolsLine : writeLocalLine)(level, msg, safe);
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

export const log = createLogger();

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.name, errorMessage: error.message, stack: error.stack };
  return { error: String(error) };
}
