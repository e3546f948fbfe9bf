import type { Parking } from "../parking/parking";
import { parkingKeys } from "../parking/parking";
import { capacityOf, VEHICLE_KINDS } from "../parking/vehicle-kind";
import type { Table } from "../ports/table/table";
import { slotKindOf, slotSortKey, type SlotKind } from "./slots";
import { hoursOf, type StayWindow } from "./window";

/**
 * Free spaces for a window (ARCHITECTURE §4): capacity minus the peak occupancy over the hours the
 * window touches, per vehicle kind. One Query per kind reads the window's hour items of a car park.
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

export async function peakOccupancy(table: Table, parkingId: string, kind: SlotKind, window: StayWindow): Promise<number> {
  const hours = hoursOf(window);
  const from = slotSortKey(kind, hours[0]!);
  const to = slotSortKey(kind, hours[hours.length - 1]!);
  const items = await table.queryAll<SlotItem>({ pk: parkingKeys.item(parkingId).pk, sk: { between: [from, to] } });
  return items.reduce((max, item) => Math.max(max, Number(item.count) || 0), 0);
}

export async function freeSpaces(
  table: Table,
  parking: Pick<Parking, "id" | "fourWheelerCapacity" | "twoWheelerCapacity">,
  window: StayWindow,
): Promise<FreeSpaces> {
  const [four, two] = await Promise.all(
    VEHICLE_KINDS.map(async (kind) => {
      const capacity = capacityOf(parking, kind);
      return Math.max(0, capacity - (capacity > 0 ? await peakOccupancy(table, parking.id, slotKindOf(kind), window) : 0));
    }),
  );
  return { four: four!, two: two! };
}
