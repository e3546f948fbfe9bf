import type { Parking } from "../parking/parking";
import { capacityOf, type VehicleKind } from "../parking/vehicle-kind";
import { passSpacesAt } from "../pass/pass-plan";
import { hourOfSlot } from "./slots";

/**
 * What hourly bookings may take of a kind in one hour (decision 029): the car park's capacity less
 * the spaces its pass plans set aside in that hour. The one place the rule lives: holds, changes,
 * late confirmations, the re-check after an admin's edit, the admin's own check and the free-space
 * counts all ask here, so no path can count a pass holder's space twice or not at all.
 */
export type HourlyCapacitySource = Pick<Parking, "fourWheelerCapacity" | "twoWheelerCapacity" | "passPlans">;

export function hourlyCapacity(parking: HourlyCapacitySource, kind: VehicleKind, hourStart: Date): number {
  return Math.max(0, capacityOf(parking, kind) - passSpacesAt(parking.passPlans, kind, hourStart));
}

/** The limit for one hour-slot sort key ("SLOT#FOUR#2026-12-01T09"), for the slot's conditional write. */
export function slotCapacity(parking: HourlyCapacitySource | undefined, kind: VehicleKind, slotSk: string): number {
  return parking ? hourlyCapacity(parking, kind, hourOfSlot(slotSk)) : 0;
}
