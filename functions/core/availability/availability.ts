import type { Parking } from "../parking/parking";
import { parkingKeys } from "../parking/parking";
import { capacityOf, VEHICLE_KINDS, type VehicleKind } from "../parking/vehicle-kind";
import { hourlyCapacity, type HourlyCapacitySource } from "./hourly-capacity";
import type { Table } from "../ports/table/table";
import { slotKindOf, slotSortKey } from "./slots";
import { hoursOf, type StayWindow } from "./window";

/**
 * Free spaces for a window (ARCHITECTURE §4): per vehicle kind, the least any hour of the window
 * has left for hourly bookings. One Query per kind reads the window's hour items of a car park.
 */
export interface FreeSpaces {
  four: number;
  two: number;
}

interface SlotItem {
  pk: string;
  sk: string;
  count: number;
}

/**
 * The fewest spaces free for hourly bookings in any hour of the window: each hour's limit
 * (capacity less the spaces pass plans set aside then, hourly-capacity.ts) less what is booked.
 */
export async function leastFree(
  table: Table,
  parking: HourlyCapacitySource & Pick<Parking, "id">,
  kind: VehicleKind,
  window: StayWindow,
): Promise<number> {
  const slotKind = slotKindOf(kind);
  const hours = hoursOf(window);
  const from = slotSortKey(slotKind, hours[0]!);
  const to = slotSortKey(slotKind, hours[hours.length - 1]!);
  const items = await table.queryAll<SlotItem>({ pk: parkingKeys.item(parking.id).pk, sk: { between: [from, to] } });
  const booked = new Map(items.map((item) => [item.sk, Number(item.count) || 0]));
  let least = Number.POSITIVE_INFINITY;
  for (const hour of hours) {
    const sk = slotSortKey(slotKind, hour);
    least = Math.min(least, hourlyCapacity(parking, kind, hour) - (booked.get(sk) ?? 0));
  }
  return Math.max(0, least);
}

export async function freeSpaces(
  table: Table,
  parking: HourlyCapacitySource & Pick<Parking, "id">,
  window: StayWindow,
): Promise<FreeSpaces> {
  const [four, two] = await Promise.all(
    VEHICLE_KINDS.map(async (kind) => (capacityOf(parking, kind) > 0 ? leastFree(table, parking, kind, window) : 0)),
  );
  return { four: four!, two: two! };
}
