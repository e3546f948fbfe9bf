import { ValidationError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import type { Booking } from "./booking";
import { BOOKING_MESSAGES } from "./booking-messages";
import { freeSlot, getOwnBooking, ledgerFor, transition } from "./booking-store";

/**
 * A member's cancellation: the rule (canCancel, asked by the pages and enforced here) and the
 * Confirmed → Cancelled transaction that frees the booking's spaces. The refund is the caller's.
 */
/** Cancelling is possible until this long before arrival (spec §4), unless the car park says otherwise. */
export const DEFAULT_CANCEL_BEFORE_HOURS = 3;

export function cancellationDeadline(booking: Pick<Booking, "inTime">, hours = DEFAULT_CANCEL_BEFORE_HOURS): Date {
  return new Date(new Date(booking.inTime).getTime() - hours * 3600_000);
}

export type CancelDecision =
  { allowed: true; deadline: Date } | { allowed: false; reason: "notCancellable" | "tooLate"; message: string; deadline: Date };

/**
 * May this booking be cancelled now? The one place the rule lives (only Confirmed, until the
 * deadline inclusive): cancelBooking enforces it, and the pages ask it whether to offer Cancel and
 * what to say instead, so the button and the refusal can never disagree.
 */
export function canCancel(booking: Pick<Booking, "status" | "inTime">, now = new Date()): CancelDecision {
  const deadline = cancellationDeadline(booking);
  if (booking.status !== "Confirmed")
    return { allowed: false, reason: "notCancellable", message: BOOKING_MESSAGES.notCancellable, deadline };
  if (now.getTime() > deadline.getTime()) return { allowed: false, reason: "tooLate", message: BOOKING_MESSAGES.tooLate, deadline };
  return { allowed: true, deadline };
}

/** Cancels a member's confirmed booking (up to 3 hours before arrival) and frees its spaces. The refund is the caller's next step. */
export async function cancelBooking(table: Table, userId: string, bookingId: string, now = new Date()): Promise<Booking> {
  const booking = await getOwnBooking(table, userId, bookingId);
  const decision = canCancel(booking, now);
  if (!decision.allowed) throw new ValidationError(decision.message);
  try {
    await table.transact([
      transition(booking, "Confirmed", "Cancelled", { cancelledAt: now.toISOString() }),
      ...booking.slots.map((sk) => freeSlot(booking.parkingId, sk)),
      ...ledgerFor(booking, { freeVehicle: true, now }),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(BOOKING_MESSAGES.notCancellable);
    throw error;
  }
  return { ...booking, status: "Cancelled", cancelledAt: now.toISOString() };
}
