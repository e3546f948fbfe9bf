import type { Caller } from "../account/caller";
import { requirePlatformAdmin } from "../account/admin-rule";
import { slotSortKey } from "../availability/slots";
import { listCommunities } from "../community/community-store";
import { draftKeys } from "../community/post-drafts";
import { reportKeys } from "../moderation/report";
import { parkingKeys } from "../parking/parking";
import { getParkings } from "../parking/parking-store";
import { listRefunds } from "../payment/refunds";
import type { Table } from "../ports/table/table";
import { indiaDay, statsKeys } from "./daily-stats";
import { DAY_MS } from "../time/india-time";

/**
 * The admin dashboard's figures (issue 13), each from a bounded read, never a scan:
 * - today's bookings and revenue, and the last 7 days: 7 counter items (daily-stats.ts), one BatchGet;
 * - occupancy now in the busiest car parks: "busiest" is the most bookings confirmed today (the
 *   day's per-car-park counters, one Query), and "now" is the current hour's occupancy item of
 *   each kind against its capacity;
 * - new members today and this week: the same counters;
 * - open reports: each community's report queue (the communities are few: one Query each);
 * - posts held for a check: the drafts still waiting for their checker (the sweeper's queue);
 * - refunds that failed: the refund queue (payment/refunds.ts).
 */
export interface DayFigures {
  day: string;
  bookings: number;
  revenue: number;
  newMembers: number;
}

export interface BusyParking {
  id: string;
  name: string;
  bookingsToday: number;
  /** Spaces taken this hour and the capacity, per kind the car park takes. */
  four: { taken: number; capacity: number } | null;
  two: { taken: number; capacity: number } | null;
}

export interface Dashboard {
  today: DayFigures;
  /** Oldest first, ending today. */
  week: DayFigures[];
  busiest: BusyParking[];
  openReports: number;
  heldPosts: number;
  failedRefunds: number;
}

const BUSIEST = 5;

type Counter = { pk: string; sk: string; bookings?: number; revenue?: number; newMembers?: number };

export async function readDashboard(table: Table, admin: Pick<Caller, "role" | "proof">, now = new Date()): Promise<Dashboard> {
  requirePlatformAdmin(admin);
  const days = Array.from({ length: 7 }, (_, i) => indiaDay(new Date(now.getTime() - (6 - i) * DAY_MS)));
  const today = days.at(-1)!;
  const [counters, perParking, communities, held, failed] = await Promise.all([
    table.batchGet<Counter>(days.map((day) => statsKeys.totals(day))),
    table.queryAll<Counter>({ pk: statsKeys.partition(today), sk: { beginsWith: "PARKING#" } }),
    listCommunities(table),
    table.queryAll({ index: "gsi2", pk: draftKeys.due }),
    listRefunds(table, "failed"),
  ]);
  const byDay = new Map(counters.map((c) => [c.pk, c]));
  const week = days.map((day): DayFigures => {
    const c = byDay.get(statsKeys.totals(day).pk);
    return { day, bookings: c?.bookings ?? 0, revenue: c?.revenue ?? 0, newMembers: c?.newMembers ?? 0 };
  });
  const reportQueues = await Promise.all(communities.map((c) => table.queryAll({ index: "gsi1", pk: reportKeys.queue(c.id) })));
  return {
    today: week.at(-1)!,
    week,
    busiest: await occupancyNow(table, perParking, now),
    openReports: reportQueues.reduce((sum, queue) => sum + queue.length, 0),
    heldPosts: held.length,
    failedRefunds: failed.length,
  };
}

async function occupancyNow(table: Table, perParking: Counter[], now: Date): Promise<BusyParking[]> {
  const top = [...perParking].sort((a, b) => (b.bookings ?? 0) - (a.bookings ?? 0)).slice(0, BUSIEST);
  const ids = top.map((c) => c.sk.slice("PARKING#".length));
  const [parkings, slots] = await Promise.all([
    getParkings(table, ids),
    table.batchGet<{ pk: string; sk: string; count?: number }>(
      ids.flatMap((id) => [
        { pk: parkingKeys.item(id).pk, sk: slotSortKey("FOUR", now) },
        { pk: parkingKeys.item(id).pk, sk: slotSortKey("TWO", now) },
      ]),
    ),
  ]);
  const taken = (id: string, sk: string) => slots.find((s) => s.pk === parkingKeys.item(id).pk && s.sk === sk)?.count ?? 0;
  return ids.flatMap((id, i) => {
    const parking = parkings.find((p) => p.id === id);
    if (!parking) return [];
    return [
      {
        id,
        name: parking.name,
        bookingsToday: top[i]!.bookings ?? 0,
        four: parking.fourWheelerCapacity ? { taken: taken(id, slotSortKey("FOUR", now)), capacity: parking.fourWheelerCapacity } : null,
        two: parking.twoWheelerCapacity ? { taken: taken(id, slotSortKey("TWO", now)), capacity: parking.twoWheelerCapacity } : null,
      },
    ];
  });
}
