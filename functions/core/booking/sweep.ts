import { ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import { getBooking, holdsDue, parkedStaysDue } from "./booking-store";
import { sweepExpiredChanges } from "./change-hold";
import { releaseHold } from "./hold";
import { completeStay } from "./operator";

/**
 * The scheduled sweep's booking work (the sweeper Lambda; a timer in the local stack): releasing
 * unpaid holds past their expiry and completing parked stays past their departure.
 */

/** Releases every hold past its expiry (the scheduled sweeper; a timer in the local stack). */
export async function sweepExpiredHolds(table: Table, now = new Date()): Promise<number> {
  const due = await holdsDue(table, now);
  let released = 0;
  for (const booking of due) if (await releaseHold(table, booking, "Expired", now)) released++;
  // Change holds (change.ts) wait for a difference the same 15 minutes.
  return released + (await sweepExpiredChanges(table, now));
}

/** Completes every parked booking whose departure has passed (part of the scheduled sweep). */
export async function completeFinishedStays(table: Table, now = new Date()): Promise<number> {
  const due = await parkedStaysDue(table, now);
  let completed = 0;
  for (const bookingId of due) {
    const booking = await getBooking(table, bookingId);
    if (booking?.status !== "Parked") continue;
    try {
      await completeStay(table, booking, now, "departure time passed");
      completed++;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
  }
  return completed;
}
