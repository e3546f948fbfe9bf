import type { Booking } from "../booking/booking";
import { ledgerFor, transition } from "../booking/booking-store";
import { ConflictError } from "../errors";
import { isLostCondition, retryOnLostRace } from "../ports/table/lost-race";
import type { Table } from "../ports/table/table";
import { givePoolSpaceBack, poolKeyOf, readPoolAt } from "./pass-pool";

/**
 * Tries for a pass pool's write, above the table's usual LOST_RACE_ATTEMPTS: every buyer, release
 * and activation of one plan (or network) rewrites the same pool item, so a crowd queues on it and
 * each round only one of them wins; the others must be able to wait out many rounds.
 */
export const POOL_ATTEMPTS = 25;

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
  return retryOnLostRace(
    async () => {
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
        // The status moved: nothing to give back here. The pool moved: read it again.
        if (isLostCondition(error) && error.reasons[0] === "ConditionalCheckFailed") return false;
        throw error;
      }
    },
    {
      attempts: POOL_ATTEMPTS,
      giveUp: () => new ConflictError(`The pass's space at ${key.sk} could not be given back; the sweeper will retry.`),
    },
  );
}
