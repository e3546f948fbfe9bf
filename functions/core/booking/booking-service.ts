import { randomBytes, randomUUID } from "node:crypto";
import type { User } from "../account/user";
import { getUser } from "../account/user-store";
import { hoursOf } from "../availability/window";
import { slotKindOf, slotSortKey } from "../availability/slots";
import { couponKeys, COUPON_MESSAGES } from "../coupon/coupon";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from "../errors";
import { parkingKeys } from "../parking/parking";
import { getParking } from "../parking/parking-store";
import { capacityOf, kindOf, VEHICLE_KIND_MESSAGES } from "../parking/vehicle-kind";
import { TransactionFailedError, ConditionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { hitRateLimits } from "../security/rate-limit";
import { getVehicle } from "../vehicle/vehicle-service";
import { bookingKeys, indexKeys, PARKED_PARTITION, type Booking, type BookingItem, type BookingStatus, type ListedStatus } from "./booking";
import { quoteStay, withCouponApplied } from "./quote";
import {
  addToLedger,
  backoffRemainingMs,
  HOLD_ATTEMPTS_PER_HOUR,
  HOLD_LIMIT_MESSAGES,
  ledgerChange,
  ledgerKey,
  MAX_LIVE_HOLDS,
  overlappingBookings,
  type HoldLedger,
} from "./hold-ledger";

/**
 * The booking rules in one place (ARCHITECTURE §4): a hold reserves every hour of the stay in one
 * transaction, each hour's count conditioned on staying within capacity, with the booking item (and
 * the coupon's use) in the same transaction — so two drivers can never both get the last space.
 */
export const HOLD_MINUTES = 15;
/** Cancelling is possible until this long before arrival (spec §4), unless the car park says otherwise. */
export const DEFAULT_CANCEL_BEFORE_HOURS = 3;

export const BOOKING_MESSAGES = {
  full: "Sorry, there is no free space for this vehicle at this car park for the chosen time. Please choose another time or car park.",
  notTaken: VEHICLE_KIND_MESSAGES.notTaken,
  unverified: "Please verify your e-mail address before booking. We sent you a link when you signed up.",
  vehicleMissing: "Please add vehicle to proceed",
  notFound: "Booking not found.",
  notCancellable: "Only a confirmed booking can be cancelled.",
  tooLate: "This booking can no longer be cancelled: cancellation closes 3 hours before the start.",
  holdGone: "This booking is no longer waiting for payment. Please start again.",
} as const;

export interface HoldRequest {
  parkingId: string;
  vehicleId: string;
  inTime: string;
  outTime: string;
  couponCode?: string;
}

function bookingCode(): string {
  // 30 bits in an unambiguous alphabet: readable at a barrier, unique enough alongside the id.
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  return `SP-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

export async function placeHold(table: Table, userId: string, request: HoldRequest, now = new Date()): Promise<Booking> {
  const user = await getUser(table, userId);
  if (!user) throw new NotFoundError();
  if (!user.emailVerifiedAt) throw new ForbiddenError(BOOKING_MESSAGES.unverified);
  const vehicle = await getVehicle(table, userId, request.vehicleId);
  if (!vehicle) throw new ValidationError(BOOKING_MESSAGES.vehicleMissing);
  const vehicleKind = kindOf(vehicle.vehicle_type);
  // The checkout's quote, charged as shown; a blank coupon field asks for no coupon.
  const couponCode = request.couponCode?.trim() ? request.couponCode : undefined;
  const {
    parking,
    window,
    capacity,
    pricing,
    coupon: applied,
  } = withCouponApplied(
    await quoteStay(table, {
      userId,
      parking: request.parkingId,
      kind: vehicleKind,
      inTime: request.inTime,
      outTime: request.outTime,
      couponCode,
      now,
    }),
  );
  const coupon = applied?.status === "applied" ? applied : undefined;
  await limitHoldAttempts(table, userId, now);

  const slots = hoursOf(window).map((h) => slotSortKey(slotKindOf(vehicleKind), h));
  const id = randomUUID();
  const booking: Booking = {
    id,
    code: bookingCode(),
    userId,
    parkingId: parking.id,
    parkingName: parking.name,
    parkingCode: parking.code,
    address: [parking.address_line1, parking.address_line2, parking.city, parking.pincode].filter(Boolean).join(", "),
    lat: parking.lat,
    lng: parking.lng,
    vehicleId: vehicle.id,
    vehicle: { name: vehicle.vehicle_name, number: vehicle.vehicle_number, type: vehicle.vehicle_type },
    vehicleKind,
    inTime: window.inTime.toISOString(),
    outTime: window.outTime.toISOString(),
    slots,
    pricing,
    coupon: coupon ? { code: coupon.code, discount: coupon.discount } : undefined,
    totalPrice: pricing.total,
    status: "PendingPayment",
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    createdAt: now.toISOString(),
    ledger: true,
  };
  const vehicleWindow = { vehicleId: vehicle.id, inTime: booking.inTime, outTime: booking.outTime };
  // The code is reserved on its own, before the transaction: a stay of 96 hours touches up to 97
  // hour slots, and with the booking, the ledger and a coupon that is the 100-item limit.
  const codeItem: { pk: string; sk: string; bookingId: string; entity: string } = {
    ...bookingKeys.code(booking.code),
    bookingId: id,
    entity: "booking-code",
  };
  await table.create(codeItem);
  try {
    // The ledger's version may move under a concurrent hold of the same member (another vehicle):
    // read it again and retry; a real refusal is found by the checks on the fresh copy.
    for (let attempt = 1; ; attempt++) {
      const ledger = await table.get<HoldLedger>(ledgerKey(userId).pk, ledgerKey(userId).sk, true);
      checkLedger(ledger, vehicleWindow, now);
      const items: TransactItem[] = [
        { Put: { Item: toItem(booking), ConditionExpression: "attribute_not_exists(pk)" } },
        addToLedger(userId, ledger, id, vehicleWindow, { newHold: true, now }),
        ...slots.map((sk) => reserveSlot(parking.id, sk, capacity)),
      ];
      if (coupon) {
        items.push({
          Put: {
            Item: { ...couponKeys.used(coupon.code, userId), bookingId: id, usedAt: now.toISOString(), entity: "coupon-use" },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        });
      }
      try {
        await table.transact(items);
        return booking;
      } catch (error) {
        if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
        if (error.reasons[1] === "ConditionalCheckFailed") {
          if (attempt < 4) continue;
          throw new ConflictError(HOLD_LIMIT_MESSAGES.vehicleBusy);
        }
        if (coupon && error.reasons.at(-1) === "ConditionalCheckFailed") throw new ConflictError(COUPON_MESSAGES.used);
        throw new ConflictError(BOOKING_MESSAGES.full);
      }
    }
  } catch (error) {
    await table.delete(bookingKeys.code(booking.code).pk, bookingKeys.code(booking.code).sk).catch(() => undefined);
    throw error;
  }
}

/** The ledger's rules, checked on a fresh copy; the transaction's conditions make them race-proof. */
function checkLedger(
  ledger: HoldLedger | undefined,
  vehicleWindow: { vehicleId: string; inTime: string; outTime: string },
  now: Date,
): void {
  const wait = backoffRemainingMs(ledger, now);
  if (wait > 0) throw new RateLimitedError(HOLD_LIMIT_MESSAGES.backoff(Math.ceil(wait / 60_000)));
  if ((ledger?.live ?? 0) >= MAX_LIVE_HOLDS) throw new ConflictError(HOLD_LIMIT_MESSAGES.tooManyHolds);
  if (overlappingBookings(ledger, vehicleWindow, now).length) throw new ConflictError(HOLD_LIMIT_MESSAGES.vehicleBusy);
}

/** Every hold attempt counts, refused or not: a script probing for spaces is slowed as much as one holding them. */
async function limitHoldAttempts(table: Table, userId: string, now: Date): Promise<void> {
  try {
    await hitRateLimits(
      table,
      [{ rule: { name: "hold-member", limit: HOLD_ATTEMPTS_PER_HOUR, windowSeconds: 3600 }, key: userId }],
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof RateLimitedError) throw new RateLimitedError(HOLD_LIMIT_MESSAGES.tooManyAttempts);
    throw error;
  }
}

function reserveSlot(parkingId: string, sk: string, capacity: number): TransactItem {
  return {
    Update: {
      Key: { pk: parkingKeys.item(parkingId).pk, sk },
      UpdateExpression: "ADD #c :one SET entity = :entity",
      ConditionExpression: "attribute_not_exists(#c) OR #c < :cap",
      ExpressionAttributeNames: { "#c": "count" },
      ExpressionAttributeValues: { ":one": 1, ":cap": capacity, ":entity": "occupancy" },
    },
  };
}

function freeSlot(parkingId: string, sk: string): TransactItem {
  return {
    Update: {
      Key: { pk: parkingKeys.item(parkingId).pk, sk },
      UpdateExpression: "ADD #c :minus",
      ConditionExpression: "#c > :zero",
      ExpressionAttributeNames: { "#c": "count" },
      ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
    },
  };
}

/** Moves a booking from one status to another in the same transaction as its slot changes. */
function transition(b: Booking, from: BookingStatus, to: BookingStatus, extra: Record<string, unknown> = {}): TransactItem {
  const keys = indexKeys({ ...b, status: to });
  const set: Record<string, unknown> = { status: to, gsi1pk: keys.gsi1pk, gsi1sk: keys.gsi1sk, ...extra };
  const names = Object.fromEntries(Object.keys(set).map((k, i) => [`#f${i}`, k]));
  const values = Object.fromEntries(Object.values(set).map((v, i) => [`:v${i}`, v]));
  return {
    Update: {
      Key: bookingKeys.item(b.id),
      UpdateExpression: `SET ${Object.keys(set)
        .map((_, i) => `#f${i} = :v${i}`)
        .join(", ")}`,
      ConditionExpression: "#status = :from",
      ExpressionAttributeNames: { ...names, "#status": "status" },
      ExpressionAttributeValues: { ...values, ":from": from },
    },
  };
}

export async function getBooking(table: Table, id: string): Promise<Booking | undefined> {
  const key = bookingKeys.item(id);
  const item = await table.get<BookingItem>(key.pk, key.sk, true);
  return item ? strip(item) : undefined;
}

export async function getOwnBooking(table: Table, userId: string, id: string): Promise<Booking> {
  const booking = await getBooking(table, id);
  // Another member's booking is "not found": its existence is not theirs to know.
  if (!booking || booking.userId !== userId) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  return booking;
}

/**
 * Releases an unpaid hold: its spaces go back, and so does its coupon's use (nothing was bought).
 * False when it was no longer pending (paid, or already released).
 */
export async function releaseHold(table: Table, booking: Booking, reason: "Expired" | "PaymentFailed", now = new Date()): Promise<boolean> {
  const couponUse: TransactItem[] = booking.coupon
    ? [
        {
          Delete: {
            Key: couponKeys.used(booking.coupon.code, booking.userId),
            ConditionExpression: "bookingId = :b",
            ExpressionAttributeValues: { ":b": booking.id },
          },
        },
      ]
    : [];
  try {
    await table.transact([
      transition(booking, "PendingPayment", reason, {
        endedReason: reason === "Expired" ? "hold expired" : "payment failed",
        endedAt: now.toISOString(),
      }),
      ...booking.slots.map((sk) => freeSlot(booking.parkingId, sk)),
      ...couponUse,
      ...ledgerFor(booking, { holdEnds: true, freeVehicle: true, expired: reason === "Expired", now }),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) return false;
    throw error;
  }
}

/**
 * Confirms a booking once its payment is verified. Idempotent: a second confirmation (the webhook
 * after the browser, or the other way round) changes nothing. A hold that expired meanwhile is
 * confirmed only if its spaces can be reserved again; otherwise "refund" tells the caller to refund.
 */
export async function confirmBooking(
  table: Table,
  bookingId: string,
  payment: { orderId: string; paymentId: string },
  now = new Date(),
): Promise<{ outcome: "confirmed" | "already" | "refund"; booking: Booking }> {
  const booking = await getBooking(table, bookingId);
  if (!booking) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  if (booking.orderId !== payment.orderId) throw new ForbiddenError("This payment is for another booking.");
  if (booking.status !== "PendingPayment" && booking.status !== "Expired" && booking.status !== "PaymentFailed") {
    // Already settled by this payment (a repeated callback or webhook), or by another one: then this
    // second payment must go back.
    return { outcome: booking.transaction_id === payment.paymentId ? "already" : "refund", booking };
  }
  const extra = { transaction_id: payment.paymentId, confirmedAt: now.toISOString() };
  try {
    if (booking.status === "PendingPayment") {
      await table.transact([
        transition(booking, "PendingPayment", "Confirmed", extra),
        ...ledgerFor(booking, { holdEnds: true, paid: true, now }),
      ]);
    } else {
      // Paid after the hold was released: take the spaces, and the vehicle's window, again if they
      // are still free (the vehicle may have been booked elsewhere meanwhile: then it is a refund).
      const parking = await getParking(table, booking.parkingId);
      const capacity = parking ? capacityOf(parking, booking.vehicleKind) : 0;
      const couponUse: TransactItem[] = booking.coupon
        ? [
            {
              Put: {
                Item: {
                  ...couponKeys.used(booking.coupon.code, booking.userId),
                  bookingId: booking.id,
                  usedAt: now.toISOString(),
                  entity: "coupon-use",
                },
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
          ]
        : [];
      const vehicleWindow = { vehicleId: booking.vehicleId, inTime: booking.inTime, outTime: booking.outTime };
      const ledger = booking.ledger
        ? await table.get<HoldLedger>(ledgerKey(booking.userId).pk, ledgerKey(booking.userId).sk, true)
        : undefined;
      if (booking.ledger && overlappingBookings(ledger, vehicleWindow, now).length) return { outcome: "refund", booking };
      const ledgerItems = booking.ledger ? [addToLedger(booking.userId, ledger, booking.id, vehicleWindow, { newHold: false, now })] : [];
      await table.transact([
        transition(booking, booking.status, "Confirmed", extra),
        ...booking.slots.map((sk) => reserveSlot(booking.parkingId, sk, capacity)),
        ...couponUse,
        ...ledgerItems,
      ]);
    }
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    const current = (await getBooking(table, bookingId))!;
    if (current.status === "Confirmed" && current.transaction_id === payment.paymentId) return { outcome: "already", booking: current };
    return { outcome: "refund", booking: current };
  }
  return {
    outcome: "confirmed",
    booking: { ...booking, status: "Confirmed", transaction_id: payment.paymentId, confirmedAt: extra.confirmedAt },
  };
}

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

export async function recordOrder(table: Table, bookingId: string, orderId: string): Promise<void> {
  const key = bookingKeys.item(bookingId);
  try {
    await table.update(
      key.pk,
      key.sk,
      { expression: "SET orderId = :o", names: { "#status": "status" }, values: { ":o": orderId, ":pending": "PendingPayment" } },
      "#status = :pending AND attribute_not_exists(orderId)",
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new ConflictError(BOOKING_MESSAGES.holdGone);
    throw error;
  }
}

export async function recordRefund(table: Table, bookingId: string, refund: { id: string; amount: number; status: string }): Promise<void> {
  const key = bookingKeys.item(bookingId);
  await table.update(key.pk, key.sk, { expression: "SET refund = :r", values: { ":r": { ...refund, at: new Date().toISOString() } } });
}

/** A member's bookings in one tab, nearest arrival first for upcoming ones, paged. */
export async function listBookings(table: Table, userId: string, status: ListedStatus, page: number, limit: number) {
  const all = await table.queryAll<BookingItem>({
    index: "gsi1",
    pk: bookingKeys.byStatus(userId, status),
    newestFirst: status !== "Confirmed",
  });
  const size = Math.min(Math.max(1, limit), 50);
  const pages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { total: all.length, page: current, pages, bookings: all.slice((current - 1) * size, current * size).map(strip) };
}

/** Releases every hold past its expiry (the scheduled sweeper; a timer in the local stack). */
export async function sweepExpiredHolds(table: Table, now = new Date()): Promise<number> {
  const due = await table.queryAll<BookingItem>({
    index: "gsi1",
    pk: bookingKeys.byStatus("", "PendingPayment"),
    sk: { lte: `${now.toISOString()}#~` },
  });
  let released = 0;
  for (const item of due) if (await releaseHold(table, strip(item), "Expired", now)) released++;
  return released;
}

/** The ledger's share of a status change, for bookings the ledger counted (see hold-ledger.ts). */
function ledgerFor(booking: Booking, change: Parameters<typeof ledgerChange>[2]): TransactItem[] {
  return booking.ledger ? [ledgerChange(booking.userId, booking.id, change)] : [];
}

function toItem(b: Booking): BookingItem {
  return { ...b, ...bookingKeys.item(b.id), ...indexKeys(b), entity: "booking" };
}

function strip(item: BookingItem): Booking {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, entity, ...booking } = item;
  return booking;
}

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
  const link = await table.get<{ pk: string; sk: string; bookingId: string }>(bookingKeys.code(code).pk, bookingKeys.code(code).sk);
  const booking = link && (await getBooking(table, link.bookingId));
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
    await table.transact([
      transition(booking, "Confirmed", "Parked", { parkedAt: now.toISOString() }),
      { Put: { Item: { ...bookingKeys.parkedQueue(booking.outTime, booking.id), bookingId: booking.id, entity: "parked-queue" } } },
    ]);
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
async function completeStay(table: Table, booking: Booking, now: Date, reason: string): Promise<Booking> {
  if (booking.status !== "Parked") throw new ValidationError(OPERATOR_MESSAGES.notParked);
  try {
    await table.transact([
      transition(booking, "Parked", "Completed", { completedAt: now.toISOString(), endedReason: reason }),
      { Delete: { Key: bookingKeys.parkedQueue(booking.outTime, booking.id) } },
      ...ledgerFor(booking, { freeVehicle: true, now }),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(OPERATOR_MESSAGES.notParked);
    throw error;
  }
  return { ...booking, status: "Completed" };
}

/** Completes every parked booking whose departure has passed (part of the scheduled sweep). */
export async function completeFinishedStays(table: Table, now = new Date()): Promise<number> {
  const due = await table.queryAll<{ pk: string; sk: string; bookingId: string }>({
    pk: PARKED_PARTITION,
    sk: { lte: `${now.toISOString()}#~` },
  });
  let completed = 0;
  for (const entry of due) {
    const booking = await getBooking(table, entry.bookingId);
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
