/**
 * Typed domain errors. Services throw them; handlers and routes map them to a status and the
 * `{ message }` body of the spec's error catalogue. Anything else is an unexpected error.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message, 400, "validation", { fieldErrors });
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = "Please sign in to continue.") {
    super(message, 401, "unauthorized");
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "You are not allowed to do that.") {
    super(message, 403, "forbidden");
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Not found.") {
    super(message, 404, "not_found");
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 409, "conflict");
  }
}

export class RateLimitedError extends DomainError {
  constructor(message = "Too many attempts. Please wait a few minutes and try again.") {
    super(message, 429, "rate_limited");
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message = "Server is down. Please try again later.") {
    super(message, 503, "unavailable");
  }
}

/**
 * A post or comment the content check refused (spec community.md §4, §8): 403 with a `type`
 * (inappropriateContent, categoryMismatch, failedDetection) and what the client's modal needs
 * (the communities, a confirmation token), beside the message.
 */
export class ContentRefusedError extends DomainError {
  constructor(
    message: string,
    readonly reply: { type: "inappropriateContent" | "categoryMismatch" | "failedDetection" } & Record<string, string>,
  ) {
    super(message, 403, "content_refused");
  }
}

export const UNEXPECTED_MESSAGE = "An unexpected error occurred.";

/**
 * What a request that met throttling or a timeout downstream is told (decision 031): the spec's
 * catalogue text for a server that cannot answer now (parking-and-account.md §8). It is a 503, not a
 * 500: nothing was half-written (every multi-item write is one transaction) and the same request
 * may simply be sent again.
 */
export const TRY_AGAIN_MESSAGE = "Server is down. Please try again later.";

/** Error names the AWS SDK and Node give a throttled or timed-out call once its retries are spent. */
const TRANSIENT_NAMES = new Set([
  "ProvisionedThroughputExceededException",
  "ThrottlingException",
  "RequestLimitExceeded",
  "TooManyRequestsException",
  "SlowDown",
  "ServiceUnavailable",
  "InternalServerError",
  "TimeoutError",
  "AbortError",
  "RequestTimeout",
]);
const TRANSIENT_TRANSACTION_REASONS = new Set(["ThrottlingError", "TransactionConflict"]);

/**
 * True for an error that says "not now" rather than "no": a throttle, a timeout, a busy or
 * conflicting transaction (duck-typed on the name, so this module imports no SDK or port).
 */
export function isTransientError(error: unknown): boolean {
  const e = error as { name?: unknown; reasons?: unknown; $retryable?: unknown } | undefined;
  if (!e || typeof e !== "object") return false;
  if (typeof e.name === "string" && TRANSIENT_NAMES.has(e.name)) return true;
  if (e.name === "TransactionFailedError" && Array.isArray(e.reasons))
    return e.reasons.some((r) => TRANSIENT_TRANSACTION_REASONS.has(String(r))) && !e.reasons.includes("ConditionalCheckFailed");
  return false;
}

/**
 * The status and body a client sees for any thrown value; internals never leak. In English: the
 * reader's language is `errorResponseIn`'s (functions/core/i18n/error-response.ts), kept apart so
 * this module, which pages' browser code imports, carries no catalogue.
 */
export function toErrorResponse(error: unknown): { status: number; body: { message: string } & Record<string, string> } {
  if (error instanceof ContentRefusedError) return { status: error.status, body: { message: error.message, ...error.reply } };
  if (error instanceof DomainError) {
    return { status: error.status, body: { message: error.message || UNEXPECTED_MESSAGE } };
  }
  if (isTransientError(error)) return { status: 503, body: { message: TRY_AGAIN_MESSAGE } };
  return { status: 500, body: { message: UNEXPECTED_MESSAGE } };
}
