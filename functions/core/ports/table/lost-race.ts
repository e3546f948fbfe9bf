import { TransactionFailedError } from "./table";

/**
 * Retry after a lost write race, in one place (issue 30 §2).
 *
 * Optimistic writes are conditioned on what was read (a version, a list index, a pool's version, the
 * member's hold ledger). When another writer got there first, the condition fails and the transaction
 * wrote nothing: the service reads again and decides again, where the second look may find a real
 * refusal (then `work` throws it) or room to try once more. `table.transact` already retries
 * contention (TransactionConflict, throttling); this retries a lost *condition*, which only the
 * service can re-decide.
 */

/**
 * How many times a piece of work is tried in all before a lost race is given up. A handful of people
 * editing one item (a community's moderators, a car park, a review, a member's bookings) settle in
 * two or three rounds; eight leaves room for a burst without letting a request spin for long.
 */
export const LOST_RACE_ATTEMPTS = 8;

/** The usual lost race: a transaction refused only by its conditions (not by contention or a bug). */
export function isLostCondition(error: unknown): error is TransactionFailedError {
  return error instanceof TransactionFailedError && error.conditionFailed;
}

export interface RetryOptions {
  /** Tries in all, first included. Default LOST_RACE_ATTEMPTS; a caller that needs another says why. */
  attempts?: number;
  /** Which errors are a lost race worth another read. Default: `isLostCondition`. */
  lostRace?: (error: unknown) => boolean;
  /** What to throw when the last try lost too. Default: the last lost race's own error. */
  giveUp?: (error: unknown) => unknown;
}

/**
 * Runs `work` (given its 1-based attempt number) until it settles. An error `lostRace` accepts is
 * retried after a short jittered pause, so racing writers spread out instead of colliding again in
 * step; any other error passes straight through, on any attempt.
 */
export async function retryOnLostRace<T>(work: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = LOST_RACE_ATTEMPTS, lostRace = isLostCondition, giveUp = (error: unknown) => error } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (attempt >= attempts) throw giveUp(error);
      await pause(attempt);
    }
  }
}

function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
}
