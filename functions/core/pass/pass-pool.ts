import type { Booking } from "../booking/booking";
import { parkingKeys } from "../parking/parking";
import type { VehicleKind } from "../parking/vehicle-kind";
import type { Table, TransactItem } from "../ports/table/table";
import { slotKindOf } from "../availability/slots";

/**
 * A pass plan's pool of spaces for one vehicle kind (decision 029): one item holding the timeline
 * of the passes held or sold from it, `PARKING#<id>` / `PASSPOOL#<plan id>#<FOUR|TWO>`. A sale
 * checks the exact number of passes valid at every instant of its validity against the pool's
 * spaces, and writes the timeline back conditioned on the version it read, in the same
 * transaction as the pass: a 12-month pass is one write, and two buyers of the last space cannot
 * both succeed.
 */
export interface PoolSpan {
  bookingId: string;
  /** ISO instants; the pass is valid in [from, to). */
  from: string;
  to: string;
}

export interface PassPool {
  pk: string;
  sk: string;
  spans: PoolSpan[];
  /** Absent until the first pass is held. */
  version?: number;
}

export const passPoolKey = (parkingId: string, planId: string, kind: VehicleKind) => ({
  pk: parkingKeys.item(parkingId).pk,
  sk: `PASSPOOL#${planId}#${slotKindOf(kind)}`,
});

/** A multi-location pass's pool: one per operator network and kind, `NETWORK#<id>` / `PASSPOOL#<FOUR|TWO>`. */
export const networkPoolKey = (networkId: string, kind: VehicleKind) => ({
  pk: `NETWORK#${networkId}`,
  sk: `PASSPOOL#${slotKindOf(kind)}`,
});

export type PoolKey = { pk: string; sk: string };

/** The pool a pass's space is in: its network's for a multi-location pass, else its plan's at its car park. */
export function poolKeyOf(booking: Pick<Booking, "parkingId" | "pass" | "vehicleKind">): PoolKey {
  const pass = booking.pass!;
  return pass.network
    ? networkPoolKey(pass.network.id, booking.vehicleKind)
    : passPoolKey(booking.parkingId, pass.planId, booking.vehicleKind);
}

export async function readPoolAt(table: Table, key: PoolKey): Promise<PassPool> {
  const item = await table.get<PassPool>(key.pk, key.sk, true);
  return item ?? { ...key, spans: [] };
}

export function readPool(table: Table, parkingId: string, planId: string, kind: VehicleKind): Promise<PassPool> {
  return readPoolAt(table, passPoolKey(parkingId, planId, kind));
}

/** The most passes valid at the same instant anywhere in [from, to): a sweep over the spans' ends. */
export function peakInUse(spans: readonly PoolSpan[], from: string, to: string): number {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const events: [number, number][] = [];
  for (const span of spans) {
    const a = Math.max(start, Date.parse(span.from));
    const b = Math.min(end, Date.parse(span.to));
    if (a < b) events.push([a, 1], [b, -1]);
  }
  // At the same instant an ending pass frees its space before a starting one takes it.
  events.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let inUse = 0;
  let peak = 0;
  for (const [, delta] of events) peak = Math.max(peak, (inUse += delta));
  return peak;
}

/** Whether one more pass for [from, to) fits a pool of `spaces`. */
export function poolHasRoom(pool: Pick<PassPool, "spans">, span: Pick<PoolSpan, "from" | "to">, spaces: number): boolean {
  return peakInUse(pool.spans, span.from, span.to) < spaces;
}

/**
 * The timeline written back with `change` applied, conditioned on the version read (or on the
 * item not existing yet). Spans that ended before `now` are dropped so the item stays small.
 */
function writeTimeline(pool: PassPool, spans: PoolSpan[], now: Date): TransactItem {
  const live = spans.filter((s) => Date.parse(s.to) > now.getTime());
  const version = (pool.version ?? 0) + 1;
  return {
    Put: {
      Item: { pk: pool.pk, sk: pool.sk, spans: live, version, entity: "pass-pool" },
      ConditionExpression: pool.version === undefined ? "attribute_not_exists(pk)" : "version = :seen",
      ...(pool.version === undefined ? {} : { ExpressionAttributeValues: { ":seen": pool.version } }),
    },
  };
}

/** The pool's write that adds a pass's span (the caller has checked `poolHasRoom` on this copy). */
export function takePoolSpace(pool: PassPool, span: PoolSpan, now: Date): TransactItem {
  return writeTimeline(pool, [...pool.spans.filter((s) => s.bookingId !== span.bookingId), span], now);
}

/** The pool's write that gives a pass's space back (an unpaid hold released, a cancellation). */
export function givePoolSpaceBack(pool: PassPool, bookingId: string, now: Date): TransactItem {
  return writeTimeline(
    pool,
    pool.spans.filter((s) => s.bookingId !== bookingId),
    now,
  );
}
