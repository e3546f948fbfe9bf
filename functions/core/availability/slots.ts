/**
 * Occupancy is kept per car park, vehicle kind and UTC hour (ARCHITECTURE §4): one item
 * `PARKING#<id>` / `SLOT#<kind>#<YYYY-MM-DDTHH>` holding `count`. These helpers are the one place
 * the hour key is spelled, so bookings, the seed and availability reads cannot disagree.
 */
import type { VehicleKind } from "../parking/vehicle-kind";

export type SlotKind = "FOUR" | "TWO";

export function slotKindOf(kind: VehicleKind): SlotKind {
  return kind === "four" ? "FOUR" : "TWO";
}

/** "YYYY-MM-DDTHH" of the UTC hour holding `d`; sorts chronologically as a string. */
export function slotHourKey(d: Date): string {
  return d.toISOString().slice(0, 13);
}

/** Sort key of the occupancy item for `kind` in the UTC hour holding `d`: "SLOT#FOUR#2025-01-31T09". */
export function slotSortKey(kind: SlotKind, d: Date): string {
  return `SLOT#${kind}#${slotHourKey(d)}`;
}

/** The UTC hour a slot sort key stands for ("SLOT#FOUR#2025-01-31T09" → 2025-01-31T09:00Z). */
export function hourOfSlot(sk: string): Date {
  return new Date(`${sk.slice(sk.lastIndexOf("#") + 1)}:00:00.000Z`);
}
