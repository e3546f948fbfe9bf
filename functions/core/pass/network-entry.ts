import type { Booking } from "../booking/booking";
import { ledgerFor, putParkedEntry, transition } from "../booking/booking-store";
import { ValidationError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { DAY_MS, formatIndiaDay } from "../time/india-time";
import { getNetwork } from "./network";
import { activationDeadline } from "./network-pass";
import { POOL_ATTEMPTS } from "./pass-release";
import { isLostCondition, retryOnLostRace } from "../ports/table/lost-race";
import { networkPoolKey, readPoolAt, takePoolSpace } from "./pass-pool";

/**
 * A multi-location pass at a booth (decision 029, "Multi-location passes"). It gets in at any car
 * park of its network (as the network is now: a car park that left it no longer sets spaces aside).
 * Its first check-in activates it, from its first day until the deadline: its days run from that
 * instant, and in the same transaction as the check-in its span in the network's pool (and its
 * vehicle's window in the member's hold ledger) shrinks to those days, so the rest of the longest
 * span it was sold under goes back on sale.
 */
export const NETWORK_ENTRY_MESSAGES = {
  notActivatedInTime: (day: string) => `This pass had to be activated at a booth by ${day}.`,
} as const;

/** The car parks where this pass gets in: its network's members now. */
export async function networkPlacesOf(table: Table, booking: Booking): Promise<string[]> {
  const network = await getNetwork(table, booking.pass!.network!.id);
  return network?.parkingIds ?? [];
}

/**
 * Checks the pass's time and writes the check-in (Confirmed → Parked), activating the pass first
 * if no booth has. The messages are the operator desk's (passed in, so this module does not import
 * the desk's). Returns the booking as checked in.
 */
export async function enterOnNetworkPass(
  table: Table,
  booking: Booking,
  at: string,
  now: Date,
  messages: { notStarted: (day: string) => string; over: string; notConfirmed: string },
): Promise<Booking> {
  const pass = booking.pass!;
  if (now.getTime() < Date.parse(booking.inTime)) throw new ValidationError(messages.notStarted(formatIndiaDay(booking.inTime)));
  if (now.getTime() >= Date.parse(booking.outTime)) throw new ValidationError(messages.over);
  const parkedAt = now.toISOString();
  if (pass.activatedAt) {
    await checkedIn(table, [transition(booking, "Confirmed", "Parked", { parkedAt }), putParkedEntry(booking)], messages);
    return { ...booking, status: "Parked" };
  }
  const deadline = activationDeadline(booking.inTime);
  if (now >= deadline)
    throw new ValidationError(NETWORK_ENTRY_MESSAGES.notActivatedInTime(formatIndiaDay(new Date(deadline.getTime() - 1))));
  const outTime = new Date(now.getTime() + (pass.days ?? 1) * DAY_MS).toISOString();
  const activated: Booking = { ...booking, outTime, pass: { ...pass, activatedAt: parkedAt, activatedAtParking: at } };
  const key = networkPoolKey(pass.network!.id, booking.vehicleKind);
  return retryOnLostRace<Booking>(
    async () => {
      const pool = await readPoolAt(table, key);
      try {
        await table.transact([
          transition(booking, "Confirmed", "Parked", { parkedAt, outTime, pass: activated.pass }),
          putParkedEntry(activated),
          // The same pass, a shorter span: it always fits where the longer one did.
          takePoolSpace(pool, { bookingId: booking.id, from: parkedAt, to: outTime }, now),
          // Its vehicle's window in the hold ledger shrinks the same way, so the days after it are free for another pass.
          ...ledgerFor(booking, { narrowTo: { vehicleId: booking.vehicleId, inTime: parkedAt, outTime, pass: true }, now }),
        ]);
        return { ...activated, status: "Parked" };
      } catch (error) {
        // The booking moved (another booth, at the same moment): not Confirmed any more.
        if (isLostCondition(error) && error.reasons[0] === "ConditionalCheckFailed") throw new ValidationError(messages.notConfirmed);
        // Otherwise the pool moved: read it again.
        throw error;
      }
    },
    { attempts: POOL_ATTEMPTS },
  );
}

async function checkedIn(table: Table, items: Parameters<Table["transact"]>[0], messages: { notConfirmed: string }): Promise<void> {
  try {
    await table.transact(items);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(messages.notConfirmed);
    throw error;
  }
}
