import { returnLegacyMemberUse, returnMemberUse, takeMemberUse } from "../coupon/coupon";
import { ConflictError, NotFoundError } from "../errors";
import { parkingKeys } from "../parking/parking";
import { ConditionFailedError, type Table, type TransactItem } from "../ports/table/table";
import type { Booking, BookingStatus, ListedStatus } from "./booking";
import { BOOKING_MESSAGES } from "./booking-messages";
import { ledgerChange, ledgerKey, type HoldLedger } from "./hold-ledger";

/**
 * The booking's place in the table: its keys (`BOOKING#<id>`, the `BOOKINGCODE#` link, the `HOLDS`
 * and `PARKED` queues), its reads and single-item writes, and the transaction items the use cases
 * (hold, confirm, cancel, operator, sweep) compose into one TransactWriteItems each: the booking's
 * status change, the hour slots it takes or frees, its coupon use and its share of the hold ledger.
 */
export type BookingItem = Booking & {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
  entity: "booking";
};

export const HOLDS_PARTITION = "HOLDS";
/** Parked bookings by departure, so the sweeper can complete those whose stay has ended. */
export const PARKED_PARTITION = "PARKED";

export const bookingKeys = {
  item: (id: string) => ({ pk: `BOOKING#${id}`, sk: "BOOKING" }),
  /** gsi1: a member's bookings per tab, by arrival; holds sit in one partition by expiry for the sweeper. */
  byStatus: (userId: string, status: BookingStatus, isPass = false) =>
    status === "PendingPayment" ? HOLDS_PARTITION : isPass ? `USER#${userId}#PASSES` : `USER#${userId}#BOOKINGS#${status}`,
  /** The booking code printed on the voucher → the booking, for the operator's check-in. */
  code: (code: string) => ({ pk: `BOOKINGCODE#${code.toUpperCase()}`, sk: "CODE" }),
  parkedQueue: (outTime: string, id: string) => ({ pk: PARKED_PARTITION, sk: `${outTime}#${id}` }),
  /** gsi2: a car park's bookings by arrival (operator screens). */
  byParking: (parkingId: string) => `PARKING#${parkingId}#BOOKINGS`,
};

export function indexKeys(b: Pick<Booking, "id" | "userId" | "parkingId" | "status" | "inTime" | "holdExpiresAt" | "pass">) {
  return {
    // A pass is listed under the Passes tab whatever its status, not under the bookings' tabs.
    gsi1pk: bookingKeys.byStatus(b.userId, b.status, Boolean(b.pass)),
    gsi1sk: b.status === "PendingPayment" ? `${b.holdExpiresAt}#${b.id}` : `${b.inTime}#${b.id}`,
    gsi2pk: bookingKeys.byParking(b.parkingId),
    gsi2sk: `${b.inTime}#${b.id}`,
  };
}

function toItem(b: Booking): BookingItem {
  return { ...b, ...bookingKeys.item(b.id), ...indexKeys(b), entity: "booking" };
}

function strip(item: BookingItem): Booking {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, entity, ...booking } = item;
  return booking;
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

/** A member's passes (the Passes tab, decision 029), latest start first; a member holds few, so no paging. */
export async function listPasses(table: Table, userId: string): Promise<Booking[]> {
  const items = await table.queryAll<BookingItem>({
    index: "gsi1",
    pk: bookingKeys.byStatus(userId, "Confirmed", true),
    newestFirst: true,
  });
  return items.map(strip);
}

/**
 * A car park's bookings with arrival in [from, to) and one of `statuses`, by arrival (gsi2; the
 * operator desk's day lists). The status filter is applied by DynamoDB after the key range is read.
 */
export async function bookingsArrivingAt(
  table: Table,
  parkingId: string,
  from: Date,
  to: Date,
  statuses: readonly BookingStatus[],
): Promise<Booking[]> {
  const items = await table.queryAll<BookingItem>({
    index: "gsi2",
    pk: bookingKeys.byParking(parkingId),
    // Sort keys are "<inTime>#<id>": every arrival before `to` sorts below "<to>" itself.
    sk: { between: [from.toISOString(), to.toISOString()] },
    filter: {
      expression: `#status IN (${statuses.map((_, i) => `:status${i}`).join(", ")})`,
      names: { "#status": "status" },
      values: Object.fromEntries(statuses.map((status, i) => [`:status${i}`, status])),
    },
  });
  return items.map(strip);
}

/** Unpaid holds whose expiry has passed, for the sweeper. */
export async function holdsDue(table: Table, now: Date): Promise<Booking[]> {
  const due = await table.queryAll<BookingItem>({
    index: "gsi1",
    pk: bookingKeys.byStatus("", "PendingPayment"),
    sk: { lte: `${now.toISOString()}#~` },
  });
  return due.map(strip);
}

/** Ids of parked bookings whose departure has passed, for the sweeper. */
export async function parkedStaysDue(table: Table, now: Date): Promise<string[]> {
  const due = await table.queryAll<{ pk: string; sk: string; bookingId: string }>({
    pk: PARKED_PARTITION,
    sk: { lte: `${now.toISOString()}#~` },
  });
  return due.map((entry) => entry.bookingId);
}

/** The booking a code links to, if any. */
export async function bookingIdForCode(table: Table, code: string): Promise<string | undefined> {
  const link = await table.get<{ pk: string; sk: string; bookingId: string }>(bookingKeys.code(code).pk, bookingKeys.code(code).sk);
  return link?.bookingId;
}

/** Reserves a new booking's code (conditional: a code names one booking). */
export async function createBookingCode(table: Table, code: string, bookingId: string): Promise<void> {
  const codeItem: { pk: string; sk: string; bookingId: string; entity: string } = {
    ...bookingKeys.code(code),
    bookingId,
    entity: "booking-code",
  };
  await table.create(codeItem);
}

/** Gives a code back when its hold failed; best effort. */
export async function deleteBookingCode(table: Table, code: string): Promise<void> {
  await table.delete(bookingKeys.code(code).pk, bookingKeys.code(code).sk).catch(() => undefined);
}

export async function recordOrder(table: Table, bookingId: string, orderId: string): Promise<void> {
  await recordOrderOn(table, bookingKeys.item(bookingId), orderId, BOOKING_MESSAGES.holdGone);
}

/**
 * Sets the gateway order on a hold (a booking's, or a change's: change.ts) once, while it still
 * waits for payment; otherwise `gone` is the refusal.
 */
export async function recordOrderOn(table: Table, key: { pk: string; sk: string }, orderId: string, gone: string): Promise<void> {
  try {
    await table.update(
      key.pk,
      key.sk,
      { expression: "SET orderId = :o", names: { "#status": "status" }, values: { ":o": orderId, ":pending": "PendingPayment" } },
      "#status = :pending AND attribute_not_exists(orderId)",
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new ConflictError(gone);
    throw error;
  }
}

/**
 * A failed payment on a live hold (issue 29, item 6): the hold keeps its spaces, price and coupon,
 * and its order is set aside so the next Pay opens a fresh one (a gateway order that saw a failed
 * payment is not offered again). Only the hold's current order, and only while it waits for
 * payment; false when that no longer holds (already set aside, paid, or released).
 */
export async function retireFailedOrder(table: Table, bookingId: string, orderId: string): Promise<boolean> {
  const key = bookingKeys.item(bookingId);
  try {
    await table.update(
      key.pk,
      key.sk,
      {
        expression: "SET failedOrderIds = list_append(if_not_exists(failedOrderIds, :none), :failed) REMOVE orderId",
        names: { "#status": "status" },
        values: { ":none": [], ":failed": [orderId], ":o": orderId, ":pending": "PendingPayment" },
      },
      "#status = :pending AND orderId = :o",
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

export async function recordRefund(table: Table, bookingId: string, refund: { id: string; amount: number; status: string }): Promise<void> {
  const key = bookingKeys.item(bookingId);
  await table.update(key.pk, key.sk, { expression: "SET refund = :r", values: { ":r": { ...refund, at: new Date().toISOString() } } });
}

/** The member's hold ledger, read consistently (the transaction's conditions check its version). */
export async function readLedger(table: Table, userId: string): Promise<HoldLedger | undefined> {
  return table.get<HoldLedger>(ledgerKey(userId).pk, ledgerKey(userId).sk, true);
}

/** A new booking, put only if its id is new. */
export function putNewBooking(b: Booking): TransactItem {
  return { Put: { Item: toItem(b), ConditionExpression: "attribute_not_exists(pk)" } };
}

/**
 * The terms a booking's hours follow from (its window and vehicle). A write conditioned on them
 * commits only on the booking as its caller read it: a change committed in between (change.ts)
 * moved its hours, and what the caller would free or queue is no longer the booking's.
 */
export const SAME_TERMS = "inTime = :seenIn AND outTime = :seenOut AND vehicleId = :seenVehicle";

export function seenTerms(b: Pick<Booking, "inTime" | "outTime" | "vehicleId">): Record<string, unknown> {
  return { ":seenIn": b.inTime, ":seenOut": b.outTime, ":seenVehicle": b.vehicleId };
}

/**
 * Moves a booking from one status to another in the same transaction as its slot changes,
 * conditioned on the status and the terms `b` was read with (SAME_TERMS): a booking changed
 * meanwhile fails the condition, and the caller reads it again.
 */
export function transition(b: Booking, from: BookingStatus, to: BookingStatus, extra: Record<string, unknown> = {}): TransactItem {
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
      ConditionExpression: `#status = :from AND ${SAME_TERMS}`,
      ExpressionAttributeNames: { ...names, "#status": "status" },
      ExpressionAttributeValues: { ...values, ":from": from, ...seenTerms(b) },
    },
  };
}

export function reserveSlot(parkingId: string, sk: string, capacity: number): TransactItem {
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

export function freeSlot(parkingId: string, sk: string): TransactItem {
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

/**
 * The booking's share of its coupon's member use: taken in its transaction, given back when it is
 * released unpaid. A booking held before per-member limits existed (no `counted`) holds the old
 * one-use item.
 */
export function useCoupon(booking: Pick<Booking, "id" | "userId">, code: string, perMemberLimit: number, now: Date): TransactItem {
  return takeMemberUse(code, booking.userId, booking.id, perMemberLimit, now);
}

export function returnCoupon(booking: Pick<Booking, "id" | "userId" | "coupon">): TransactItem[] {
  if (!booking.coupon) return [];
  const { code, counted } = booking.coupon;
  return [counted ? returnMemberUse(code, booking.userId, booking.id) : returnLegacyMemberUse(code, booking.userId, booking.id)];
}

/** The ledger's share of a status change, for bookings the ledger counted (see hold-ledger.ts). */
export function ledgerFor(booking: Booking, change: Parameters<typeof ledgerChange>[2]): TransactItem[] {
  return booking.ledger ? [ledgerChange(booking.userId, booking.id, change)] : [];
}

/** The parked queue's entry for a booking: put at check-in, deleted at check-out. */
export function putParkedEntry(booking: Booking): TransactItem {
  return { Put: { Item: { ...bookingKeys.parkedQueue(booking.outTime, booking.id), bookingId: booking.id, entity: "parked-queue" } } };
}

export function deleteParkedEntry(booking: Booking): TransactItem {
  return { Delete: { Key: bookingKeys.parkedQueue(booking.outTime, booking.id) } };
}
