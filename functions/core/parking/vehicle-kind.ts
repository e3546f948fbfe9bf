import { ValidationError } from "../errors";
import type { VehicleType } from "../vehicle/vehicle";
import type { Parking } from "./parking";

/**
 * The two vehicle kinds the pricing and occupancy rules know, in one place: the names a client may
 * send for them (search, detail, checkout and the coupon API read the same set), the car park's
 * capacity for each, and the kinds a car park takes.
 */
export type VehicleKind = "four" | "two";

export const VEHICLE_KINDS = ["four", "two"] as const satisfies readonly VehicleKind[];

/** The spec's names of the kinds (the vehicle types a member picks), as pages show them. */
export const VEHICLE_KIND_LABEL: Record<VehicleKind, VehicleType> = { four: "Four Wheeler", two: "Two Wheeler" };

/** Every accepted spelling: the short form of links, the vehicle type and the everyday word. */
const NAMES: Readonly<Record<string, VehicleKind>> = {
  four: "four",
  "Four Wheeler": "four",
  car: "four",
  two: "two",
  "Two Wheeler": "two",
  bike: "two",
};

export const VEHICLE_KIND_MESSAGES = {
  notTaken: "This car park does not take this type of vehicle.",
} as const;

/**
 * The kind a name stands for, or undefined for anything else (missing, empty or unknown): each
 * caller keeps its answer to that (the search API refuses it, a page link falls back to a default).
 */
export function parseVehicleKind(text: unknown): VehicleKind | undefined {
  return typeof text === "string" && Object.hasOwn(NAMES, text) ? NAMES[text] : undefined;
}

/** The kind of a member's vehicle. */
export function kindOf(type: VehicleType): VehicleKind {
  return type === VEHICLE_KIND_LABEL.four ? "four" : "two";
}

/** Spaces the car park has for a kind (its total, not what is free). */
export function capacityOf(parking: Pick<Parking, "fourWheelerCapacity" | "twoWheelerCapacity">, kind: VehicleKind): number {
  return kind === "four" ? parking.fourWheelerCapacity : parking.twoWheelerCapacity;
}

/** The kinds a car park takes (has spaces for), four-wheelers first. */
export function kindsTaken(parking: Pick<Parking, "fourWheelerCapacity" | "twoWheelerCapacity">): VehicleKind[] {
  return VEHICLE_KINDS.filter((kind) => capacityOf(parking, kind) > 0);
}

/** The capacity for a kind, refused when the car park has none. */
export function requireCapacity(parking: Pick<Parking, "fourWheelerCapacity" | "twoWheelerCapacity">, kind: VehicleKind): number {
  const capacity = capacityOf(parking, kind);
  if (capacity <= 0) throw new ValidationError(VEHICLE_KIND_MESSAGES.notTaken);
  return capacity;
}
