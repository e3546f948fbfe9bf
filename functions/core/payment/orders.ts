import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { BOOKING_MESSAGES, getBooking, getOwnBooking, recordOrder, releaseHold, retireFailedOrder } from "../booking/booking-service";
import { isHoldLive, type Booking } from "../booking/booking";
import { CHANGE_MESSAGES, getOwnChange, isChangeHoldLive } from "../booking/change";
import { recordChangeOrder, releaseChangeHold } from "../booking/change-hold";
import type { BookingChange } from "../booking/change-store";
import type { GatewayOrder } from "./gateway";
import { orderFor, orderKey, PAYMENT_MESSAGES, type OrderRecord, type PaymentServices as Svc } from "./order-record";

/** Opening a gateway order for a hold or a change's difference, and what the pay pages ask of an order. */

/** Creates (or returns) the gateway order for a member's hold, for our own total in paise. */
export async function startPayment(
  svc: Svc,
  userId: string,
  bookingId: string,
  now = new Date(),
): Promise<{ order: GatewayOrder; booking: Booking; keyId: string; gateway: "razorpay" | "test" }> {
  const booking = await getOwnBooking(svc.table, userId, bookingId);
  if (!isHoldLive(booking, now)) throw new ConflictError(BOOKING_MESSAGES.holdGone);
  const gateway = svc.gateway;
  const order = await openOrder(svc, userId, {
    bookingId: booking.id,
    amount: booking.totalPrice,
    orderId: booking.orderId,
    // The booking id is the receipt: unique per booking, so a retried order is recognisable.
    receipt: booking.id,
    notes: { bookingId: booking.id, code: booking.code },
    record: (orderId) => recordOrder(svc.table, booking.id, orderId),
  });
  return { order, booking: { ...booking, orderId: order.id }, keyId: gateway.keyId, gateway: gateway.kind };
}

/**
 * The order for a change hold's difference (change.ts): the same order record and checks as a
 * booking's, with the change's id, so the callback, the webhook and the reconciler apply the change.
 */
export async function startChangePayment(
  svc: Svc,
  userId: string,
  bookingId: string,
  changeId: string,
): Promise<{ order: GatewayOrder; booking: Booking; change: BookingChange; keyId: string; gateway: "razorpay" | "test" }> {
  const booking = await getOwnBooking(svc.table, userId, bookingId);
  const change = await getOwnChange(svc.table, userId, bookingId, changeId);
  if (!isChangeHoldLive(change)) throw new ConflictError(CHANGE_MESSAGES.changeGone);
  const gateway = svc.gateway;
  const order = await openOrder(svc, userId, {
    bookingId,
    changeId,
    amount: change.difference,
    orderId: change.orderId,
    receipt: `${bookingId.slice(0, 18)}-${changeId.slice(0, 18)}`,
    notes: { bookingId, changeId, code: booking.code },
    record: (orderId) => recordChangeOrder(svc.table, change, orderId),
  });
  return { order, booking, change: { ...change, orderId: order.id }, keyId: gateway.keyId, gateway: gateway.kind };
}

/** Returns the payable's existing order, or creates one for `amount` rupees and records it on both sides. */
async function openOrder(
  svc: Svc,
  userId: string,
  payable: {
    bookingId: string;
    changeId?: string;
    amount: number;
    orderId?: string;
    receipt: string;
    notes: Record<string, string>;
    record: (orderId: string) => Promise<void>;
  },
): Promise<GatewayOrder> {
  if (payable.orderId) {
    const existing = await svc.table.get<OrderRecord>(orderKey(payable.orderId).pk, orderKey(payable.orderId).sk, true);
    if (existing) return { id: existing.orderId, amount: existing.amount, currency: "INR" };
  }
  const amount = payable.amount * 100;
  const order = await svc.gateway.createOrder({ amountPaise: amount, receipt: payable.receipt, notes: payable.notes });
  const record: OrderRecord = {
    ...orderKey(order.id),
    orderId: order.id,
    bookingId: payable.bookingId,
    ...(payable.changeId ? { changeId: payable.changeId } : {}),
    userId,
    amount,
    createdAt: new Date().toISOString(),
    entity: "order",
  };
  await svc.table.create(record);
  await payable.record(order.id);
  return order;
}

/**
 * The embedded test gateway pays or fails an order only for the member who opened it: even a local
 * stand-in for Razorpay must not let one member settle (or release) another member's hold.
 */
export async function requireOwnOrder(svc: Svc, userId: string, orderId: string): Promise<void> {
  const order = await orderFor(svc.table, orderId);
  if (order.userId !== userId) throw new ForbiddenError(PAYMENT_MESSAGES.notYourOrder);
}

/** The member's booking behind a gateway order (the success page), or NotFound. */
export async function getBookingByOrder(svc: Svc, userId: string, orderId: string): Promise<Booking> {
  const order = await orderFor(svc.table, orderId).catch(() => undefined);
  if (!order || order.userId !== userId) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  return getOwnBooking(svc.table, userId, order.bookingId);
}

/**
 * The test gateway's "Fail test payment" (and a failed Razorpay checkout). While the hold lives it
 * stays, with its price and coupon, and its order is set aside: "Try again" reopens the pay page,
 * whose Pay opens a fresh order for the same hold (issue 29, item 6). A hold past its time is
 * released at once (the sweeper would release it anyway). A change's failed payment ends the change.
 */
export async function failPayment(svc: Svc, userId: string, orderId: string, now = new Date()): Promise<Booking> {
  const order = await orderFor(svc.table, orderId);
  if (order.userId !== userId) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  if (order.changeId) return failChangePayment(svc, order, order.changeId);
  const booking = await getOwnBooking(svc.table, userId, order.bookingId);
  if (isHoldLive(booking, now)) {
    await retireFailedOrder(svc.table, booking.id, orderId);
    return (await getBooking(svc.table, booking.id)) ?? booking;
  }
  await releaseHold(svc.table, booking, "PaymentFailed");
  return booking;
}

/** The test gateway's "Fail test payment" for a change: its hold is released, the booking stays as it was. */
async function failChangePayment(svc: Svc, order: OrderRecord, changeId: string): Promise<Booking> {
  const change = await getOwnChange(svc.table, order.userId, order.bookingId, changeId);
  await releaseChangeHold(svc.table, change, "PaymentFailed");
  return getOwnBooking(svc.table, order.userId, order.bookingId);
}
