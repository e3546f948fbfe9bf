import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { getParking } from "../parking/parking-store";
import { slotCapacity } from "../availability/hourly-capacity";
import { isLostCondition, retryOnLostRace } from "../ports/table/lost-race";
import type { Table, TransactItem } from "../ports/table/table";
import type { Booking } from "./booking";
import { BOOKING_MESSAGES } from "./booking-messages";
import { freeSlot, getBooking, reserveSlot } from "./booking-store";
import { applyTermsToBooking, changeKeys, endChangeHold, type BookingChange, type StayTerms } from "./change-store";
import { getChange, LedgerMoved, ledgerItemsFor, parkedQueueMove } from "./change";

/** A paid change applied, or (its hours or booking gone meanwhile) its difference owed back. */

type ConfirmedChange = { outcome: "confirmed" | "already" | "refund"; booking: Booking; change: BookingChange };

/**
 * Applies a paid change once its payment is verified (the callback, the webhook or the
 * reconciler; idempotent). A change hold released meanwhile is applied only if its new hours can
 * be reserved again and the booking is still as it was; otherwise "refund": the difference goes
 * back and the booking stays as it was.
 */
export async function confirmChange(
  table: Table,
  bookingId: string,
  changeId: string,
  payment: { orderId: string; paymentId: string },
  now = new Date(),
): Promise<ConfirmedChange> {
  const change = await getChange(table, bookingId, changeId);
  const booking = await getBooking(table, bookingId);
  if (!change || !booking) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  if (change.orderId !== payment.orderId) throw new ForbiddenError("This payment is for another change.");
  if (change.status === "Applied") return { outcome: change.paymentId === payment.paymentId ? "already" : "refund", booking, change };
  // Cancelled (or ended) before the difference arrived: its hours are freed already, and a change
  // applied now would free them a second time. The transaction below holds the booking to the
  // status read here.
  if (!STANDING.includes(booking.status)) return { outcome: "refund", booking, change };

  const paid = { paymentId: payment.paymentId, orderId: payment.orderId };
  const applied: BookingChange = { ...change, status: "Applied", paymentId: payment.paymentId, appliedAt: now.toISOString() };
  const parking = await getParking(table, booking.parkingId);
  // The booking as the change read it: its terms must not have moved since.
  const seen: Booking = { ...booking, ...pick(change.from) };
  const wasHeld = change.status === "PendingPayment";
  try {
    // Another hold of the same member may move the ledger's version meanwhile: read it again.
    return await retryOnLostRace<ConfirmedChange>(
      async () => {
        let ledgerItems: TransactItem[];
        try {
          ledgerItems = await ledgerItemsFor(table, booking, applied, now);
        } catch (error) {
          if (error instanceof ConflictError) return { outcome: "refund", booking, change };
          throw error;
        }
        const bookingItem = applyTermsToBooking(seen, applied, { paid });
        const items: TransactItem[] = [
          wasHeld ? bookingItem : withoutPendingChange(bookingItem),
          wasHeld
            ? endChangeHold(change, "Applied", { paymentId: payment.paymentId, appliedAt: applied.appliedAt })
            : reopenReleased(applied),
          ...ledgerItems,
          ...parkedQueueMove(booking, applied),
          ...applied.freeSlots.map((sk) => freeSlot(booking.parkingId, sk)),
          // Released unpaid meanwhile: its hours are taken again, within capacity.
          ...(wasHeld
            ? []
            : applied.addSlots.map((sk) => reserveSlot(booking.parkingId, sk, slotCapacity(parking, change.to.vehicleKind, sk)))),
        ];
        try {
          await table.transact(items);
        } catch (error) {
          if (isLostCondition(error) && ledgerItems.length && error.reasons[2] === "ConditionalCheckFailed") throw new LedgerMoved();
          throw error;
        }
        return { outcome: "confirmed", booking: (await getBooking(table, bookingId))!, change: applied };
      },
      { lostRace: (error) => error instanceof LedgerMoved },
    );
  } catch (error) {
    // Lost to something other than the ledger (or to it every time): the change's own record says what happened.
    if (!(isLostCondition(error) || error instanceof LedgerMoved)) throw error;
    const current = (await getChange(table, bookingId, changeId))!;
    if (current.status === "Applied" && current.paymentId === payment.paymentId)
      return { outcome: "already", booking: (await getBooking(table, bookingId))!, change: current };
    return { outcome: "refund", booking: (await getBooking(table, bookingId))!, change: current };
  }
}

/** The statuses a change applies to (policy.ts: a confirmed booking is changed, a parked one extended). */
const STANDING: readonly Booking["status"][] = ["Confirmed", "Parked"];

function pick(terms: StayTerms) {
  return { inTime: terms.inTime, outTime: terms.outTime, vehicleId: terms.vehicleId };
}

/**
 * A change hold that was released has no `pendingChange` on its booking any more: its paid
 * application is conditioned on no change pending at all, instead of on being the pending one.
 */
function withoutPendingChange(item: TransactItem): TransactItem {
  const update = item.Update!;
  return {
    Update: {
      ...update,
      UpdateExpression: update.UpdateExpression!.replace(", pendingChange", ""),
      ConditionExpression: update.ConditionExpression!.replace("pendingChange = :cid", "attribute_not_exists(pendingChange)"),
    },
  };
}

/** A released change hold, paid late and applicable after all. */
function reopenReleased(applied: BookingChange): TransactItem {
  return {
    Update: {
      Key: changeKeys.item(applied.bookingId, applied.id),
      UpdateExpression: "SET #status = :applied, paymentId = :pid, appliedAt = :at",
      ConditionExpression: "#status IN (:expired, :failed)",
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: {
        ":applied": "Applied",
        ":pid": applied.paymentId,
        ":at": applied.appliedAt,
        ":expired": "Expired",
        ":failed": "PaymentFailed",
      },
    },
  };
}
