import { log } from "../log";
import type { Table } from "../ports/table/table";
import { toIndiaInputValue } from "../time/india-time";

/**
 * Daily counters for the admin dashboard (issue 13): bookings confirmed and their revenue, new
 * members, and each car park's confirmed bookings, per India day.
 *
 * Counted with a plain UpdateItem ADD right after the event's own transaction has committed, not
 * inside it: one counter item is touched by every booking of the day, and in a transaction it
 * would make concurrent confirmations cancel each other (TransactionConflict) and retry. ADD on
 * its own is applied one after another by DynamoDB and never conflicts. The price is that a
 * process dying between the two writes misses one count: the dashboard's figures are for a
 * glance, and the bookings and payments themselves stay the record. A failure to count is logged
 * and never fails the booking.
 *
 * The caller counts only when its transaction really changed the state (a confirmation that was
 * "already" done is not counted again), so a repeated webhook does not count twice.
 */
export const statsKeys = {
  totals: (day: string) => ({ pk: `STATS#${day}`, sk: "TOTALS" }),
  parking: (day: string, parkingId: string) => ({ pk: `STATS#${day}`, sk: `PARKING#${parkingId}` }),
  partition: (day: string) => `STATS#${day}`,
};

/** The India day ("YYYY-MM-DD") a moment falls on: the dashboard's "today" is India's. */
export const indiaDay = (at: Date) => toIndiaInputValue(at).slice(0, 10);

/** Counters outlive the dashboard's 7 days by a margin, then the TTL removes them. */
const KEEP_SECONDS = 40 * 86_400;

async function add(table: Table, key: { pk: string; sk: string }, counts: Record<string, number>, now: Date): Promise<void> {
  const names: Record<string, string> = { "#ttl": "ttl", "#entity": "entity" };
  const values: Record<string, unknown> = { ":ttl": Math.floor(now.getTime() / 1000) + KEEP_SECONDS, ":entity": "daily-stats" };
  const adds = Object.entries(counts).map(([field, amount], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = amount;
    return `#f${i} :v${i}`;
  });
  await table.update(key.pk, key.sk, {
    expression: `ADD ${adds.join(", ")} SET #ttl = :ttl, #entity = :entity`,
    names,
    values,
  });
}

async function safely(what: string, write: () => Promise<void>): Promise<void> {
  await write().catch((error: unknown) => log.warn("daily stats not counted", { what, error: String(error) }));
}

/** A booking confirmed (paid): today's count and revenue, and its car park's count. */
export async function countConfirmedBooking(
  table: Table,
  booking: { parkingId: string; totalPrice: number },
  now = new Date(),
): Promise<void> {
  const day = indiaDay(now);
  await safely("booking", async () => {
    await Promise.all([
      add(table, statsKeys.totals(day), { bookings: 1, revenue: booking.totalPrice }, now),
      add(table, statsKeys.parking(day, booking.parkingId), { bookings: 1 }, now),
    ]);
  });
}

/** A new account. */
export async function countNewMember(table: Table, now = new Date()): Promise<void> {
  await safely("member", () => add(table, statsKeys.totals(indiaDay(now)), { newMembers: 1 }, now));
}
