/**
 * What an injected fault does: wait (a timeout takes time before it fails) and throw an error made
 * fresh for each call (the SDK writes its retry counts onto the error it is given).
 */
export interface Fault {
  make: () => Error;
  /** Milliseconds the call hangs before it fails, as a timed-out request does. */
  delayMs?: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits out the fault's delay, then throws its error. */
export async function strike(fault: Fault): Promise<never> {
  if (fault.delayMs) await sleep(fault.delayMs);
  throw fault.make();
}

/**
 * A request that ran out of time: the name Node's and the SDK's HTTP handlers give it
 * (`TimeoutError`), or `AbortError` for one an AbortSignal cut short.
 */
export function timeoutError(message = "Request timed out", name: "TimeoutError" | "AbortError" = "TimeoutError"): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
