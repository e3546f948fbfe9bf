import type { Booking } from "../booking/booking";
import { ledgerFor, transition } from "../booking/booking-store";
import { ConflictError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { givePoolSpaceBack, poolKeyOf, readPoolAt } from "./pass-pool";

/** Enough for a crowd of buyers on one pool: each round, one of them wins. */
export const POOL_ATTEMPTS = 25;

export function pause(attempt: number): Promise<void> {
  // Jittered and growing, so racing buyers spread out instead of colliding again in step.
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * attempt)));
}

/**
 * Releases a pass's unpaid hold (or its cancellation): the status moves, its pool space goes back
 * and the member's hold ledger follows (`ledger`, exactly as for an hourly booking's same change)
 * in one transaction, retried when another sale moved the pool's version meanwhile. False when
 * the pass was no longer in `from` (already released or paid).
 */
export async function releasePassSpace(
  table: Table,
  booking: Booking,
  from: Booking["status"],
  to: Booking["status"],
  extra: Record<string, unknown>,
  ledger: Parameters<typeof ledgerFor>[1],
): Promise<boolean> {
  const key = poolKeyOf(booking);
  const now = ledger.now;
  for (let attempt = 1; ; attempt++) {
    const pool = await readPoolAt(table, key);
    try {
      await table.transact([
        transition(booking, from, to, extra),
        givePoolSpaceBack(pool, booking.id, now),
        // Unconditional (it rides on the status change), so a failure is the booking's or the pool's.
        ...ledgerFor(booking, ledger),
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
      // The status moved: nothing to give back here. The pool moved: read it again.
      if (error.reasons[0] === "ConditionalCheckFailed") return false;
      if (attempt >= POOL_ATTEMPTS)
        throw new ConflictError(`The pass's space at ${key.sk} could not be given back; the sweeper will retry.`);
      await pause(attempt);
    }
  }
}
