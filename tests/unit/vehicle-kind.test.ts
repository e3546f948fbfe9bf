import { describe, expect, it } from "vitest";
import { ValidationError } from "@core/errors";
import {
  capacityOf,
  kindOf,
  kindsTaken,
  parseVehicleKind,
  requireCapacity,
  VEHICLE_KIND_LABEL,
  VEHICLE_KIND_MESSAGES,
} from "@core/parking/vehicle-kind";
import { parseSearchRequest, SEARCH_MESSAGES } from "@core/parking/search-request";
import type { Table } from "@core/ports/table/table";
import { BOOKING_MESSAGES } from "@core/booking/booking-service";

const both = { fourWheelerCapacity: 40, twoWheelerCapacity: 12 };
const carsOnly = { fourWheelerCapacity: 25, twoWheelerCapacity: 0 };
const bikesOnly = { fourWheelerCapacity: 0, twoWheelerCapacity: 30 };

/** Coordinates are given, so the search reader never needs the table. */
const noTable = {} as Table;
const tomorrow = () => {
  const start = new Date(Date.now() + 24 * 3600_000);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + 2 * 3600_000).toISOString() };
};

describe("vehicle kinds: one accepted set of names", () => {
  it.each([
    ["four", "four"],
    ["Four Wheeler", "four"],
    ["car", "four"],
    ["two", "two"],
    ["Two Wheeler", "two"],
    ["bike", "two"],
  ] as const)("reads %j as %s", (name, kind) => {
    expect(parseVehicleKind(name)).toBe(kind);
  });

  it.each(["", "all", "Car", "FOUR", "four wheeler", "scooter", "toString", "__proto__", " four"])("does not read %j", (name) => {
    expect(parseVehicleKind(name)).toBeUndefined();
  });

  it("does not read what is not text", () => {
    for (const value of [undefined, null, 4, true, ["four"], { four: "four" }]) expect(parseVehicleKind(value)).toBeUndefined();
  });

  it("the search API refuses an unknown name with its existing message, and reads every accepted one", async () => {
    const at = { latitude: 19.07, longitude: 72.87, ...tomorrow() };
    await expect(parseSearchRequest(noTable, { ...at, type: "scooter" })).rejects.toThrow(new ValidationError(SEARCH_MESSAGES.badInput));
    for (const [type, vehicle] of [
      ["car", "four"],
      ["Four Wheeler", "four"],
      ["four", "four"],
      ["bike", "two"],
      ["Two Wheeler", "two"],
      ["two", "two"],
      ["all", "all"],
      ["", "all"],
    ] as const) {
      expect((await parseSearchRequest(noTable, { ...at, type })).vehicle).toBe(vehicle);
    }
  });

  it("a member's vehicle type is its kind, and the kind's label is that type", () => {
    expect(kindOf("Four Wheeler")).toBe("four");
    expect(kindOf("Two Wheeler")).toBe("two");
    expect(VEHICLE_KIND_LABEL).toEqual({ four: "Four Wheeler", two: "Two Wheeler" });
    for (const kind of ["four", "two"] as const) expect(kindOf(VEHICLE_KIND_LABEL[kind])).toBe(kind);
  });
});

describe("capacity per kind", () => {
  it("is the car park's total for that kind", () => {
    expect(capacityOf(both, "four")).toBe(40);
    expect(capacityOf(both, "two")).toBe(12);
    expect(capacityOf(carsOnly, "two")).toBe(0);
  });

  it("lists the kinds a car park takes, four-wheelers first", () => {
    expect(kindsTaken(both)).toEqual(["four", "two"]);
    expect(kindsTaken(carsOnly)).toEqual(["four"]);
    expect(kindsTaken(bikesOnly)).toEqual(["two"]);
    expect(kindsTaken({ fourWheelerCapacity: 0, twoWheelerCapacity: 0 })).toEqual([]);
  });

  it("refuses a kind the car park does not take with the booking's message", () => {
    expect(requireCapacity(bikesOnly, "two")).toBe(30);
    expect(() => requireCapacity(bikesOnly, "four")).toThrow(new ValidationError(VEHICLE_KIND_MESSAGES.notTaken));
    expect(BOOKING_MESSAGES.notTaken).toBe("This car park does not take this type of vehicle.");
    expect(VEHICLE_KIND_MESSAGES.notTaken).toBe(BOOKING_MESSAGES.notTaken);
  });
});
