import { actsAsAdmin, type Caller } from "../account/caller";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { formatIndiaDay, indiaDayOf } from "../time/india-time";
import { TransactionFailedError, type Table } from "../ports/table/table";
import type { Booking } from "./booking";
import { planCoversInstant, planHoursLabel } from "../pass/pass-plan";
import type { PassTerms } from "../pass/pass-terms";
import { enterOnNetworkPass, networkPlacesOf } from "../pass/network-entry";
import { bookingIdForCode, deleteParkedEntry, getBooking, ledgerFor, putParkedEntry, transition } from "./booking-store";

/**
 * The car park operator's side: who may operate where (mayOperateAt), finding a booking by the code
 * typed or scanned at the barrier, check-in (Confirmed → Parked) and check-out (Parked → Completed,
 * which the sweeper also uses after departure; a pass goes back to Confirmed until it ends). The operator desk (decision 021) works at one car
 * park at a time and passes it as `desk`: then a booking for another car park or another day is
 * refused with its own message.
 */
export const OPERATOR_MESSAGES = {
  unknownCode: "No booking has this code.",
  notConfirmed: "Only a confirmed booking can be checked in.",
  notParked: "Only a parked booking can be checked out.",
  tooEarly: "This booking starts later: check-in opens 30 minutes before arrival.",
  over: "This booking's time is over.",
  notOperator: "You may not check cars in or out at this car park.",
  notDeskStaff: "The operator desk is for car park staff.",
  wrongCarPark: (parkingName: string) => `This booking is for ${parkingName}, not this car park.`,
  wrongDay: (day: string) => `This booking is for ${day}, not today.`,
  passNotStarted: (day: string) => `This pass starts on ${day}.`,
  passOver: "This pass has expired.",
  outsideHours: (hours: string) => `This pass is valid during its plan's hours only (${hours}, India time).`,
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

/** Who asks to check a car in or out: the signed-in person, as stored, and how they proved it. */
export type Operator = Pick<Caller, "id" | "role" | "operatesAt" | "proof">;

/** The car park an operator desk is working at (one at a time). */
export interface Desk {
  parkingId: string;
}

/**
 * May this person check cars in and out at this car park? The one place the permission lives:
 * checkIn, checkOut and the desk's lists ask it themselves, so no page, API or operator screen can
 * forget it. Admins (after their second factor) operate every car park; an operator only the car
 * parks in their `operatesAt` list; nobody else any (drivers, even the booking's own, moderators,
 * and an admin account that proved only its password).
 */
export function mayOperateAt(person: Pick<Caller, "role" | "operatesAt" | "proof">, parkingId: string): boolean {
  if (actsAsAdmin(person)) return true;
  return person.role === "operator" && (person.operatesAt ?? []).includes(parkingId);
}

/** May this person open the operator desk at all (staff of some car park, or an admin)? */
export function isDeskStaff(person: Pick<Caller, "role" | "proof">): boolean {
  return actsAsAdmin(person) || person.role === "operator";
}

/**
 * Checks who is asking, and where, and returns the car park the car is at: the desk's, or without a
 * desk the booking's own. A multi-location pass is valid at every car park of its network.
 */
async function requireOperator(table: Table, operator: Operator, booking: Booking, desk: Desk | undefined): Promise<string> {
  const at = desk?.parkingId ?? booking.parkingId;
  // The desk's own car park first: an operator elsewhere learns nothing from a code typed here.
  if (!mayOperateAt(operator, at)) throw new ForbiddenError(OPERATOR_MESSAGES.notOperator);
  const places = booking.pass?.network ? await networkPlacesOf(table, booking) : [booking.parkingId];
  // The voucher names its car park, so saying which one helps the driver and tells the operator nothing new.
  if (!places.includes(at)) throw new ValidationError(OPERATOR_MESSAGES.wrongCarPark(booking.parkingName));
  return at;
}

const CHECK_IN_OPENS_MS = 30 * 60_000;

/**
 * The operator's check-in: Confirmed → Parked, from 30 minutes before arrival until departure. At a
 * desk, a booking whose stay is outside those times and does not touch today (India time) is for
 * another day, and is refused as such; a stay that does touch today gets the nearer message (too
 * early, or over).
 */
export async function checkIn(table: Table, operator: Operator, codeOrQr: string, now = new Date(), desk?: Desk): Promise<Booking> {
  const booking = await findBookingByCode(table, codeOrQr);
  const at = await requireOperator(table, operator, booking, desk);
  if (booking.status !== "Confirmed") throw new ValidationError(OPERATOR_MESSAGES.notConfirmed);
  if (booking.pass?.network)
    return enterOnNetworkPass(table, booking, at, now, {
      notStarted: OPERATOR_MESSAGES.passNotStarted,
      over: OPERATOR_MESSAGES.passOver,
      notConfirmed: OPERATOR_MESSAGES.notConfirmed,
    });
  if (booking.pass) checkPassEntry(booking, booking.pass, now);
  else checkStayEntry(booking, now, desk);
  try {
    await table.transact([transition(booking, "Confirmed", "Parked", { parkedAt: now.toISOString() }), putParkedEntry(booking)]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(OPERATOR_MESSAGES.notConfirmed);
    throw error;
  }
  return { ...booking, status: "Parked" };
}

/** A pass comes in on any day of its validity, within its plan's daily hours (decision 029). */
function checkPassEntry(booking: Booking, pass: PassTerms, now: Date): void {
  if (now.getTime() < Date.parse(booking.inTime))
    throw new ValidationError(OPERATOR_MESSAGES.passNotStarted(formatIndiaDay(booking.inTime)));
  if (now.getTime() >= Date.parse(booking.outTime)) throw new ValidationError(OPERATOR_MESSAGES.passOver);
  if (!planCoversInstant(pass, now)) throw new ValidationError(OPERATOR_MESSAGES.outsideHours(planHoursLabel(pass)));
}

/** A single stay comes in from 30 minutes before arrival until departure. */
function checkStayEntry(booking: Booking, now: Date, desk: Desk | undefined): void {
  const arrival = new Date(booking.inTime).getTime();
  const departure = new Date(booking.outTime).getTime();
  const tooEarly = now.getTime() < arrival - CHECK_IN_OPENS_MS;
  const over = now.getTime() > departure;
  if (desk && (tooEarly || over)) {
    const today = indiaDayOf(now);
    const touchesToday = arrival < today.end.getTime() && departure > today.start.getTime();
    if (!touchesToday) throw new ValidationError(OPERATOR_MESSAGES.wrongDay(formatIndiaDay(booking.inTime)));
  }
  if (tooEarly) throw new ValidationError(OPERATOR_MESSAGES.tooEarly);
  if (over) throw new ValidationError(OPERATOR_MESSAGES.over);
}

/** The operator's check-out: Parked → Completed (any day: a car that overstays still leaves). */
export async function checkOut(table: Table, operator: Operator, codeOrQr: string, now = new Date(), desk?: Desk): Promise<Booking> {
  const booking = await findBookingByCode(table, codeOrQr);
  await requireOperator(table, operator, booking, desk);
  // An unlimited pass leaves and comes back while it is valid: out, it is Confirmed again (its
  // validity's end completes it). A single booking (the "basic pass") has one entry and one exit.
  if (booking.pass && now.getTime() < Date.parse(booking.outTime)) return leaveOnPass(table, booking, now);
  return completeStay(table, booking, now, "checked out");
}

async function leaveOnPass(table: Table, booking: Booking, now: Date): Promise<Booking> {
  if (booking.status !== "Parked") throw new ValidationError(OPERATOR_MESSAGES.notParked);
  try {
    await table.transact([transition(booking, "Parked", "Confirmed", { leftAt: now.toISOString() }), deleteParkedEntry(booking)]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(OPERATOR_MESSAGES.notParked);
    throw error;
  }
  return { ...booking, status: "Confirmed" };
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
