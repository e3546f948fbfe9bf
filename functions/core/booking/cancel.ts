import { ValidationError } from "../errors";
import { retryOnLostRace } from "../ports/table/lost-race";
import type { Table } from "../ports/table/table";
import { releasePassSpace } from "../pass/pass-release";
import type { Booking } from "./booking";
import { BOOKING_MESSAGES } from "./booking-messages";
import { freeSlot, getOwnBooking, ledgerFor, transition } from "./booking-store";
import { cutoffOf, DEFAULT_POLICY, mayCancel } from "./policy";

/**
 * A member's cancellation: the rule (canCancel, asked by the pages and enforced here) and the
 * Confirmed → Cancelled transaction that frees the booking's spaces. The refund is the caller's.
 * The cut-off is the booking's own policy (policy.ts): 3 hours before arrival unless its car park
 * said otherwise when it was booked.
 */
/** The default cut-off (spec §4); a car park may set its own (policy.ts). */
export const DEFAULT_CANCEL_BEFORE_HOURS = DEFAULT_POLICY.cutoffHours;

export function cancellationDeadline(booking: Pick<Booking, "inTime" | "policy">): Date {
  return cutoffOf(booking);
}

export type CancelDecision =
  { allowed: true; deadline: Date } | { allowed: false; reason: "notCancellable" | "tooLate"; message: string; deadline: Date };

/**
 * May this booking be cancelled now? Asked by cancelBooking and by the pages (whether to offer
 * Cancel and what to say instead), so the button and the refusal can never disagree.
 */
export function canCancel(booking: Pick<Booking, "status" | "inTime" | "policy">, now = new Date()): CancelDecision {
  const decision = mayCancel(booking, now);
  if (decision.allowed) return decision;
  return decision.reason === "wrongStatus"
    ? { ...decision, reason: "notCancellable", message: BOOKING_MESSAGES.notCancellable }
    : { ...decision, reason: "tooLate" };
}

/**
 * Cancels a member's confirmed booking (until its policy's cut-off) and frees its spaces. The refund is the caller's next step.
 * The transaction frees the hours of the booking as read, conditioned on its terms (transition):
 * a change committed in between moved them, so the cancel reads the booking again and frees the
 * hours it holds now, never those it held before.
 */
export async function cancelBooking(table: Table, userId: string, bookingId: string, now = new Date()): Promise<Booking> {
  return retryOnLostRace<Booking>(
    async () => {
      // Changed or cancelled meanwhile: this read says which (canCancel refuses a cancelled one).
      const booking = await getOwnBooking(table, userId, bookingId);
      const decision = canCancel(booking, now);
      if (!decision.allowed) throw new ValidationError(decision.message);
      if (booking.pass) {
        // A pass gives its pool space back instead of hour slots (decision 029).
        if (
          !(await releasePassSpace(
            table,
            booking,
            "Confirmed",
            "Cancelled",
            { cancelledAt: now.toISOString() },
            { freeVehicle: true, now },
          ))
        )
          throw new ValidationError(BOOKING_MESSAGES.notCancellable);
        return { ...booking, status: "Cancelled", cancelledAt: now.toISOString() };
      }
      await table.transact([
        transition(booking, "Confirmed", "Cancelled", { cancelledAt: now.toISOString() }),
        ...booking.slots.map((sk) => freeSlot(booking.parkingId, sk)),
        ...ledgerFor(booking, { freeVehicle: true, now }),
      ]);
      return { ...booking, status: "Cancelled", cancelledAt: now.toISOString() };
    },
    { giveUp: () => new ValidationError(BOOKING_MESSAGES.notCancellable) },
  );
}
