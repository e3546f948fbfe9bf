import type { Discounted } from "../pricing/pricing";
import type { VehicleKind } from "../parking/vehicle-kind";
import type { TransactItem } from "../ports/table/table";
import type { Booking } from "./booking";
import { bookingKeys, indexKeys, SAME_TERMS, seenTerms } from "./booking-store";

/**
 * A change of a booking (its window, its vehicle, or a later departure) as an item beside the
 * booking: `BOOKING#<id>` / `CHANGE#<change id>`. It records what was asked and what it cost, and,
 * while the driver pays a higher price, it is the change's hold: its new hours are already
 * reserved (`addSlots`) and the booking carries `pendingChange`, so a second change waits.
 *
 * The table side only: keys, the item, and the transaction items change.ts composes.
 */
export type ChangeKind = "change" | "extend";
export type ChangeStatus = "PendingPayment" | "Applied" | "Expired" | "PaymentFailed";

export interface StayTerms {
  inTime: string;
  outTime: string;
  vehicleId: string;
  vehicle: Booking["vehicle"];
  vehicleKind: VehicleKind;
  slots: string[];
  pricing: Discounted;
  totalPrice: number;
}

export interface BookingChange {
  id: string;
  bookingId: string;
  userId: string;
  parkingId: string;
  kind: ChangeKind;
  from: StayTerms & { coupon?: string };
  to: StayTerms;
  /** Hours the new terms take that the old did not; reserved at the change's hold (or with it, when nothing is to pay). */
  addSlots: string[];
  /** Hours the old terms took that the new do not; freed when the change is applied. */
  freeSlots: string[];
  /** New total − old total, whole rupees: > 0 is paid through an order, < 0 refunded. */
  difference: number;
  status: ChangeStatus;
  holdExpiresAt?: string;
  orderId?: string;
  paymentId?: string;
  refund?: { amount: number; payments: string[] };
  createdAt: string;
  appliedAt?: string;
  endedAt?: string;
}

/** The sweeper's queue of change holds, by expiry, as `HOLDS` is for booking holds. */
export const CHANGE_HOLDS_PARTITION = "CHANGEHOLDS";

export const changeKeys = {
  item: (bookingId: string, changeId: string) => ({ pk: bookingKeys.item(bookingId).pk, sk: `CHANGE#${changeId}` }),
};

type ChangeItem = BookingChange & { pk: string; sk: string; gsi1pk?: string; gsi1sk?: string; entity: "booking-change" };

export function toChangeItem(change: BookingChange): ChangeItem {
  return {
    ...change,
    ...changeKeys.item(change.bookingId, change.id),
    ...(change.status === "PendingPayment"
      ? { gsi1pk: CHANGE_HOLDS_PARTITION, gsi1sk: `${change.holdExpiresAt}#${change.bookingId}#${change.id}` }
      : {}),
    entity: "booking-change",
  };
}

export function stripChange(item: ChangeItem): BookingChange {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, entity, ...change } = item;
  return change;
}

export function putNewChange(change: BookingChange): TransactItem {
  return { Put: { Item: toChangeItem(change), ConditionExpression: "attribute_not_exists(pk)" } };
}

/** Ends a change hold (paid, expired or failed): out of the sweeper's queue, conditioned on it still being a hold. */
export function endChangeHold(
  change: BookingChange,
  to: Exclude<ChangeStatus, "PendingPayment">,
  extra: Record<string, unknown>,
): TransactItem {
  const set: Record<string, unknown> = { status: to, ...extra };
  const names = Object.fromEntries(Object.keys(set).map((k, i) => [`#f${i}`, k]));
  const values = Object.fromEntries(Object.values(set).map((v, i) => [`:v${i}`, v]));
  return {
    Update: {
      Key: changeKeys.item(change.bookingId, change.id),
      UpdateExpression: `SET ${Object.keys(set)
        .map((_, i) => `#f${i} = :v${i}`)
        .join(", ")} REMOVE gsi1pk, gsi1sk`,
      ConditionExpression: "#status = :pending",
      ExpressionAttributeNames: { ...names, "#status": "status" },
      ExpressionAttributeValues: { ...values, ":pending": "PendingPayment" },
    },
  };
}

/**
 * The booking's side of a change hold: it records the pending change, conditioned on the booking
 * still being as the change read it (status, window and vehicle) and on no other change pending.
 * Two changes of one booking at once: only one of these conditions can hold.
 */
export function markPendingChange(booking: Booking, changeId: string): TransactItem {
  return {
    Update: {
      Key: bookingKeys.item(booking.id),
      UpdateExpression: "SET pendingChange = :cid",
      ConditionExpression: `${sameTerms} AND attribute_not_exists(pendingChange)`,
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: { ":cid": changeId, ...seenValues(booking) },
    },
  };
}

/** Lets a booking go of a change hold that ended unpaid. */
export function clearPendingChange(bookingId: string, changeId: string): TransactItem {
  return {
    Update: {
      Key: bookingKeys.item(bookingId),
      UpdateExpression: "REMOVE pendingChange",
      ConditionExpression: "pendingChange = :cid",
      ExpressionAttributeValues: { ":cid": changeId },
    },
  };
}

const sameTerms = `#status = :seenStatus AND ${SAME_TERMS}`;
function seenValues(b: Pick<Booking, "status" | "inTime" | "outTime" | "vehicleId">) {
  return { ":seenStatus": b.status, ...seenTerms(b) };
}

/**
 * Writes the new terms on the booking, conditioned on its old terms (and, for a paid change, on
 * this change being the pending one). The coupon stops applying (help text: "a discount code stops
 * applying if the booking is modified"); its use stays spent, as on a cancellation.
 */
export function applyTermsToBooking(
  booking: Booking,
  change: BookingChange,
  money: { paid?: { paymentId: string; orderId?: string }; refunds?: { paymentId: string; amount: number }[] },
): TransactItem {
  const { paid, refunds } = money;
  const to = change.to;
  const keys = indexKeys({ ...booking, inTime: to.inTime });
  const set: Record<string, unknown> = {
    inTime: to.inTime,
    outTime: to.outTime,
    vehicleId: to.vehicleId,
    vehicle: to.vehicle,
    vehicleKind: to.vehicleKind,
    slots: to.slots,
    pricing: to.pricing,
    totalPrice: to.totalPrice,
    gsi1sk: keys.gsi1sk,
    gsi2sk: keys.gsi2sk,
    lastChangeId: change.id,
  };
  const names: Record<string, string> = { "#status": "status" };
  const values: Record<string, unknown> = { ...seenValues(booking) };
  const assignments = Object.entries(set).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  if (paid) {
    // The difference's payment joins the booking's payments: a later cancellation refunds each.
    assignments.push("extraPayments = list_append(if_not_exists(extraPayments, :none), :paid)");
    values[":none"] = [];
    values[":paid"] = [{ paymentId: paid.paymentId, orderId: paid.orderId, amount: change.difference }];
    values[":cid"] = change.id;
  }
  if (refunds?.length) {
    assignments.push("changeRefunds = list_append(if_not_exists(changeRefunds, :none), :refunds)");
    values[":none"] = [];
    values[":refunds"] = refunds.map((r) => ({ paymentId: r.paymentId, changeId: change.id, amount: r.amount }));
  }
  return {
    Update: {
      Key: bookingKeys.item(booking.id),
      UpdateExpression: `SET ${assignments.join(", ")} REMOVE coupon${paid ? ", pendingChange" : ""}`,
      ConditionExpression: paid ? `${sameTerms} AND pendingChange = :cid` : `${sameTerms} AND attribute_not_exists(pendingChange)`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
