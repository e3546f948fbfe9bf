import type { User } from "../account/user";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import type { Booking } from "./booking";
import { bookingIdForCode, deleteParkedEntry, getBooking, ledgerFor, putParkedEntry, transition } from "./booking-store";

/**
 * The car park operator's side: who may operate where (mayOperateAt), finding a booking by the code
 * typed or scanned at the barrier, check-in (Confirmed → Parked) and check-out (Parked → Completed,
 * which the sweeper also uses after departure).
 */
export const OPERATOR_MESSAGES = {
  unknownCode: "No booking has this code.",
  notConfirmed: "Only a confirmed booking can be checked in.",
  notParked: "Only a parked booking can be checked out.",
  tooEarly: "This booking starts later: check-in opens 30 minutes before arrival.",
  over: "This booking's time is over.",
  notOperator: "You may not check cars in or out at this car park.",
} as const;

/** Reads a booking code as typed at the barrier, or the voucher's QR payload "SMARTPARKING:<code>:<id>". */
export function parseBookingCode(input: string): string | undefined {
  const text = input.trim().toUpperCase();
  const fromQr = /^SMARTPARKING:(SP-[2-9A-Z]{6}):/.exec(text);
  const code = fromQr?.[1] ?? text;
  return /^SP-[2-9A-HJ-NP-Z]{6}$/.test(code) ? code : undefined;
}

export async function findBookingByCode(table: Table, input: string): Promise<Booking> {
  const code = parseBookingCode(input);
  if (!code) throw new ValidationError(OPERATOR_MESSAGES.unknownCode);
  const bookingId = await bookingIdForCode(table, code);
  const booking = bookingId && (await getBooking(table, bookingId));
  if (!booking) throw new NotFoundError(OPERATOR_MESSAGES.unknownCode);
  return booking;
}

/** Who asks to check a car in or out: the signed-in person, as stored. */
export type Operator = Pick<User, "id" | "role">;

/**
 * May this person check cars in and out at this car park? The one place the permission lives:
 * checkIn and checkOut ask it themselves, so no page, API or future operator screen can forget it.
 * Today staff with the admin role operate every car park and nobody else operates any (drivers,
 * even the booking's own, and moderators included); per-car-park operators, when they exist, are
 * added here.
 */
export function mayOperateAt(person: Pick<User, "role">, _parkingId: string): boolean {
  return person.role === "admin";
}

function requireOperator(operator: Operator, booking: Booking): void {
  if (!mayOperateAt(operator, booking.parkingId)) throw new ForbiddenError(OPERATOR_MESSAGES.notOperator);
}

/** The operator's check-in: Confirmed → Parked, from 30 minutes before arrival until departure. */
export async function checkIn(table: Table, operator: Operator, codeOrQr: string, now = new Date()): Promise<Booking> {
  const booking = await findBookingByCode(table, codeOrQr);
  requireOperator(operator, booking);
  if (booking.status !== "Confirmed") throw new ValidationError(OPERATOR_MESSAGES.notConfirmed);
  if (now.getTime() < new Date(booking.inTime).getTime() - 30 * 60_000) throw new ValidationError(OPERATOR_MESSAGES.tooEarly);
  if (now.getTime() > new Date(booking.outTime).getTime()) throw new ValidationError(OPERATOR_MESSAGES.over);
  try {
    await table.transact([transition(booking, "Confirmed", "Parked", { parkedAt: now.toISOString() }), putParkedEntry(booking)]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(OPERATOR_MESSAGES.notConfirmed);
    throw error;
  }
  return { ...booking, status: "Parked" };
}

/** The operator's check-out: Parked → Completed. */
export async function checkOut(table: Table, operator: Operator, codeOrQr: string, now = new Date()): Promise<Booking> {
  const booking = await findBookingByCode(table, codeOrQr);
  requireOperator(operator, booking);
  return completeStay(table, booking, now, "checked out");
}

/** Parked → Completed, for the operator's check-out or the sweeper after departure. */
export async function completeStay(table: Table, booking: Booking, now: Date, reason: string): Promise<Booking> {
  if (booking.status !== "Parked") throw new ValidationError(OPERATOR_MESSAGES.notParked);
  try {
    await table.transact([
      transition(booking, "Parked", "Completed", { completedAt: now.toISOString(), endedReason: reason }),
      deleteParkedEntry(booking),
      ...ledgerFor(booking, { freeVehicle: true, now }),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(OPERATOR_MESSAGES.notParked);
    throw error;
  }
  return { ...booking, status: "Completed" };
}
