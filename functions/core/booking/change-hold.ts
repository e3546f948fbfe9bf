import { TransactionFailedError, type Table } from "../ports/table/table";
import { freeSlot, recordOrderOn } from "./booking-store";
import { CHANGE_MESSAGES } from "./change";
import {
  CHANGE_HOLDS_PARTITION,
  changeKeys,
  clearPendingChange,
  endChangeHold,
  stripChange,
  toChangeItem,
  type BookingChange,
} from "./change-store";

/** The end of a change hold that was not paid in time (or whose payment failed), and its order's record. */

/**
 * Releases an unpaid change hold (expired, or its payment failed): its new hours go back, and the
 * booking is free to change again. False when it was no longer pending.
 */
export async function releaseChangeHold(
  table: Table,
  change: BookingChange,
  reason: "Expired" | "PaymentFailed",
  now = new Date(),
): Promise<boolean> {
  try {
    await table.transact([
      endChangeHold(change, reason, { endedAt: now.toISOString() }),
      clearPendingChange(change.bookingId, change.id),
      ...change.addSlots.map((sk) => freeSlot(change.parkingId, sk)),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) return false;
    throw error;
  }
  return true;
}

/** The sweeper's share: every change hold past its expiry is released. */
export async function sweepExpiredChanges(table: Table, now = new Date()): Promise<number> {
  const due = await table.queryAll<ReturnType<typeof toChangeItem>>({
    index: "gsi1",
    pk: CHANGE_HOLDS_PARTITION,
    sk: { lte: `${now.toISOString()}#~` },
  });
  let released = 0;
  for (const item of due) if (await releaseChangeHold(table, stripChange(item), "Expired", now)) released++;
  return released;
}

/** Records the gateway order of a change hold (once), as recordOrder does for a booking's. */
export async function recordChangeOrder(table: Table, change: BookingChange, orderId: string): Promise<void> {
  await recordOrderOn(table, changeKeys.item(change.bookingId, change.id), orderId, CHANGE_MESSAGES.changeGone);
}
