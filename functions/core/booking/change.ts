import { randomUUID } from "node:crypto";
import { readInstant } from "../time/india-time";
import { checkWindow, hoursOf, MAX_STAY_HOURS, WINDOW_MESSAGES, type StayWindow } from "../availability/window";
import { slotKindOf, slotSortKey } from "../availability/slots";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { getParking } from "../parking/parking-store";
import { kindOf, requireCapacity } from "../parking/vehicle-kind";
import { slotCapacity } from "../availability/hourly-capacity";
import { retryOnLostRace } from "../ports/table/lost-race";
import { TransactionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { applyDiscount, priceStay } from "../pricing/pricing";
import { getVehicle } from "../vehicle/vehicle-service";
import type { Booking } from "./booking";
import { BOOKING_MESSAGES } from "./booking-messages";
import { deleteParkedEntry, freeSlot, getBooking, getOwnBooking, putParkedEntry, readLedger, reserveSlot } from "./booking-store";
import {
  applyTermsToBooking,
  changeKeys,
  markPendingChange,
  putNewChange,
  stripChange,
  toChangeItem,
  type BookingChange,
  type ChangeKind,
  type StayTerms,
} from "./change-store";
import { HOLD_LIMIT_MESSAGES, addToLedger, overlappingBookings } from "./hold-ledger";
import { HOLD_MINUTES } from "./hold";
import { paymentShares, splitRefund } from "./payment-shares";
import { mayChange, mayExtend } from "./policy";

/**
 * Changing a booking (its window or its vehicle) and extending a stay (issue 14), with booking's
 * guarantees: no overbooking, no charge without a booking, owner only.
 *
 * - The price is recomputed here from the stored car park; a coupon stops applying.
 * - Only the hours that differ move: the new terms' hours the old did not have are reserved
 *   (`addSlots`, each conditioned on capacity) and the old ones the new do not have are freed
 *   (`freeSlots`). Hours in both stay counted once.
 * - Same or lower price: the booking's new terms, both slot sets, the ledger and the change's
 *   record go in ONE transaction; a lower price is then refunded by the caller (payment-service).
 * - Higher price: the change is held like a booking. One transaction reserves `addSlots`, writes
 *   the change (PendingPayment, 15 minutes) and marks the booking `pendingChange`; the driver pays
 *   the difference; the verified payment applies the new terms and frees `freeSlots` in one
 *   transaction. Until then the old booking stands untouched, so a failed or abandoned payment
 *   leaves the driver exactly what they had; the sweeper releases an unpaid change's hours.
 */
export const CHANGE_MESSAGES = {
  nothingToChange: "Nothing to change: choose another time or another vehicle.",
  departureNotLater: "Please choose a departure later than the current one.",
  otherChangePending: "Another change of this booking is waiting for payment. Please finish or cancel it first.",
  full: "Sorry, there is no free space at this car park for the new time. Your booking is unchanged.",
  tooBig: "This change moves too many hours to make in one step. Please cancel and book again.",
  changed: "This booking changed meanwhile. Please look at it again.",
  changeGone: "This change is no longer waiting for payment. Your booking is unchanged.",
} as const;

/** DynamoDB's transaction limit, less the booking, the change, the ledger and the parked queue's two entries. */
const MAX_MOVED_SLOTS = 100 - 5;

export interface ChangeRequest {
  /** Ignored for an extension (the arrival stays). */
  inTime?: string;
  outTime: string;
  /** Ignored for an extension (the vehicle stays). */
  vehicleId?: string;
}

export interface ChangeQuote {
  booking: Booking;
  kind: ChangeKind;
  to: StayTerms;
  addSlots: string[];
  freeSlots: string[];
  difference: number;
  /** The coupon that stops applying, when the booking had one. */
  couponDropped?: string;
  /** Each added hour's limit for hourly bookings (availability/hourly-capacity.ts), by slot. */
  slotLimits: Record<string, number>;
}

/**
 * What a change would be, without writing anything: the checks the change itself makes (owner,
 * policy, window, vehicle, size) and the new price. The page shows it before the driver agrees.
 */
export async function quoteChange(
  table: Table,
  userId: string,
  bookingId: string,
  kind: ChangeKind,
  request: ChangeRequest,
  now = new Date(),
): Promise<ChangeQuote> {
  const booking = await getOwnBooking(table, userId, bookingId);
  const decision = kind === "extend" ? mayExtend(booking, now) : mayChange(booking, now);
  if (!decision.allowed) throw new ValidationError(decision.message);
  if (booking.pendingChange) throw new ConflictError(CHANGE_MESSAGES.otherChangePending);

  const window = kind === "extend" ? extendedWindow(booking, request.outTime) : checkWindow(request.inTime, request.outTime, now);
  const vehicle =
    kind === "extend" || !request.vehicleId || request.vehicleId === booking.vehicleId
      ? { id: booking.vehicleId, ...booking.vehicle, kind: booking.vehicleKind }
      : await ownVehicle(table, userId, request.vehicleId);
  const parking = await getParking(table, booking.parkingId);
  if (!parking) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  // A deactivated car park honours its bookings as they are, and takes no new hours.
  if (parking.inactive) throw new ValidationError("This car park is not taking bookings at the moment.");
  requireCapacity(parking, vehicle.kind);

  const slots = hoursOf(window).map((h) => slotSortKey(slotKindOf(vehicle.kind), h));
  const old = new Set(booking.slots);
  const next = new Set(slots);
  const addSlots = slots.filter((sk) => !old.has(sk));
  const freeSlots = booking.slots.filter((sk) => !next.has(sk));
  const to: StayTerms = {
    inTime: window.inTime.toISOString(),
    outTime: window.outTime.toISOString(),
    vehicleId: vehicle.id,
    vehicle: { name: vehicle.name, number: vehicle.number, type: vehicle.type },
    vehicleKind: vehicle.kind,
    slots,
    pricing: applyDiscount(priceStay(parking, vehicle.kind, window.inTime, window.outTime), 0),
    totalPrice: 0,
  };
  to.totalPrice = to.pricing.total;
  if (to.inTime === booking.inTime && to.outTime === booking.outTime && to.vehicleId === booking.vehicleId)
    throw new ValidationError(CHANGE_MESSAGES.nothingToChange);
  if (addSlots.length + freeSlots.length > MAX_MOVED_SLOTS) throw new ValidationError(CHANGE_MESSAGES.tooBig);
  return {
    booking,
    kind,
    to,
    addSlots,
    freeSlots,
    difference: to.totalPrice - booking.totalPrice,
    couponDropped: booking.coupon?.code,
    slotLimits: Object.fromEntries(addSlots.map((sk) => [sk, slotCapacity(parking, vehicle.kind, sk)])),
  };
}

function extendedWindow(booking: Booking, outTime: string): StayWindow {
  const departure = readInstant(outTime);
  if (!departure) throw new ValidationError(WINDOW_MESSAGES.invalidDeparture, { out: [WINDOW_MESSAGES.invalidDeparture] });
  if (departure.getTime() <= new Date(booking.outTime).getTime())
    throw new ValidationError(CHANGE_MESSAGES.departureNotLater, { out: [CHANGE_MESSAGES.departureNotLater] });
  const arrival = new Date(booking.inTime);
  if (departure.getTime() - arrival.getTime() > MAX_STAY_HOURS * 3600_000)
    throw new ValidationError(WINDOW_MESSAGES.tooLong, { out: [WINDOW_MESSAGES.tooLong] });
  return { inTime: arrival, outTime: departure };
}

async function ownVehicle(table: Table, userId: string, vehicleId: string) {
  const vehicle = await getVehicle(table, userId, vehicleId);
  // Another member's vehicle id is as unknown as a made-up one.
  if (!vehicle) throw new ValidationError(BOOKING_MESSAGES.vehicleMissing);
  return {
    id: vehicle.id,
    name: vehicle.vehicle_name,
    number: vehicle.vehicle_number,
    type: vehicle.vehicle_type,
    kind: kindOf(vehicle.vehicle_type),
  };
}

export type ChangeOutcome =
  | { outcome: "applied"; booking: Booking; change: BookingChange; refunds: { paymentId: string; orderId?: string; amount: number }[] }
  | { outcome: "payment"; booking: Booking; change: BookingChange };

/** Makes the change: at once when nothing is to pay, or as a change hold that waits for the difference. */
export async function requestChange(
  table: Table,
  userId: string,
  bookingId: string,
  kind: ChangeKind,
  request: ChangeRequest,
  now = new Date(),
): Promise<ChangeOutcome> {
  const quote = await quoteChange(table, userId, bookingId, kind, request, now);
  const { booking } = quote;
  const change: BookingChange = {
    id: randomUUID(),
    bookingId: booking.id,
    userId,
    parkingId: booking.parkingId,
    kind,
    from: {
      inTime: booking.inTime,
      outTime: booking.outTime,
      vehicleId: booking.vehicleId,
      vehicle: booking.vehicle,
      vehicleKind: booking.vehicleKind,
      slots: booking.slots,
      pricing: booking.pricing,
      totalPrice: booking.totalPrice,
      coupon: booking.coupon?.code,
    },
    to: quote.to,
    addSlots: quote.addSlots,
    freeSlots: quote.freeSlots,
    difference: quote.difference,
    status: "Applied",
    createdAt: now.toISOString(),
  };

  if (quote.difference > 0) {
    const held: BookingChange = {
      ...change,
      status: "PendingPayment",
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    };
    await transactOrExplain(
      table,
      [
        markPendingChange(booking, held.id),
        putNewChange(held),
        ...held.addSlots.map((sk) => reserveSlot(booking.parkingId, sk, quote.slotLimits[sk] ?? 0)),
      ],
      { bookingIndex: 0, slotsFrom: 2 },
    );
    return { outcome: "payment", booking, change: held };
  }

  const refunds = quote.difference < 0 ? splitRefund(paymentShares(booking), -quote.difference) : [];
  const applied: BookingChange = {
    ...change,
    appliedAt: now.toISOString(),
    ...(refunds.length ? { refund: { amount: -quote.difference, payments: refunds.map((r) => r.paymentId) } } : {}),
  };
  // Another hold of the same member may move the ledger's version meanwhile: read it again.
  await retryOnLostRace(
    async () => {
      const ledgerItems = await ledgerItemsFor(table, booking, applied, now);
      await transactOrExplain(
        table,
        [
          applyTermsToBooking(booking, applied, { refunds }),
          putNewChange(applied),
          ...ledgerItems,
          ...parkedQueueMove(booking, applied),
          ...applied.addSlots.map((sk) => reserveSlot(booking.parkingId, sk, quote.slotLimits[sk] ?? 0)),
          ...applied.freeSlots.map((sk) => freeSlot(booking.parkingId, sk)),
        ],
        {
          bookingIndex: 0,
          ledgerIndex: ledgerItems.length ? 2 : undefined,
          slotsFrom: 2 + ledgerItems.length + parkedQueueMove(booking, applied).length,
        },
      );
    },
    { lostRace: (error) => error instanceof LedgerMoved },
  );
  const updated = (await getBooking(table, booking.id))!;
  return { outcome: "applied", booking: updated, change: applied, refunds };
}

export class LedgerMoved extends Error {}

/**
 * Runs a change's transaction and turns a lost condition into the driver's message: the booking
 * changed meanwhile (or another change got there first), the ledger moved, or an hour is full.
 */
async function transactOrExplain(
  table: Table,
  items: TransactItem[],
  where: { bookingIndex: number; ledgerIndex?: number; slotsFrom: number },
): Promise<void> {
  try {
    await table.transact(items);
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    const failed = (i: number) => error.reasons[i] === "ConditionalCheckFailed";
    if (failed(where.bookingIndex)) throw new ConflictError(CHANGE_MESSAGES.changed);
    if (where.ledgerIndex !== undefined && failed(where.ledgerIndex)) throw new LedgerMoved();
    if (error.reasons.slice(where.slotsFrom).some((r) => r === "ConditionalCheckFailed")) throw new ConflictError(CHANGE_MESSAGES.full);
    throw new ConflictError(CHANGE_MESSAGES.changed);
  }
}

/**
 * The booking's vehicle window in the member's hold ledger follows the change (a vehicle is never
 * in two places at once): refused when the new window or vehicle overlaps another booking.
 */
export async function ledgerItemsFor(table: Table, booking: Booking, change: BookingChange, now: Date): Promise<TransactItem[]> {
  if (!booking.ledger) return [];
  const ledger = await readLedger(table, booking.userId);
  const window = { vehicleId: change.to.vehicleId, inTime: change.to.inTime, outTime: change.to.outTime };
  if (overlappingBookings(ledger, window, now).some((id) => id !== booking.id)) throw new ConflictError(HOLD_LIMIT_MESSAGES.vehicleBusy);
  return [addToLedger(booking.userId, ledger, booking.id, window, { newHold: false, now })];
}

/** A parked car's entry in the sweeper's queue is keyed by departure: an extension moves it. */
export function parkedQueueMove(booking: Booking, change: BookingChange): TransactItem[] {
  if (booking.status !== "Parked" || change.to.outTime === booking.outTime) return [];
  return [deleteParkedEntry(booking), putParkedEntry({ ...booking, outTime: change.to.outTime })];
}

export async function getChange(table: Table, bookingId: string, changeId: string): Promise<BookingChange | undefined> {
  const key = changeKeys.item(bookingId, changeId);
  const item = await table.get<ReturnType<typeof toChangeItem>>(key.pk, key.sk, true);
  return item ? stripChange(item) : undefined;
}

/** A member's own change; another member's is "not found", like their bookings. */
export async function getOwnChange(table: Table, userId: string, bookingId: string, changeId: string): Promise<BookingChange> {
  const change = await getChange(table, bookingId, changeId);
  if (!change || change.userId !== userId) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  return change;
}

/** Is this change hold still live, i.e. may its difference still be paid? */
export function isChangeHoldLive(change: Pick<BookingChange, "status" | "holdExpiresAt">, now = new Date()): boolean {
  return change.status === "PendingPayment" && (change.holdExpiresAt ?? "") > now.toISOString();
}
