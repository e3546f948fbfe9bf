import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { readActivity } from "@core/activity-log/activity-log";
import { createUser } from "@core/account/user-store";
import { slotSortKey } from "@core/availability/slots";
import { checkWindow } from "@core/availability/window";
import { BOOKING_MESSAGES, placeHold } from "@core/booking/booking-service";
import { QUOTE_MESSAGES } from "@core/booking/quote";
import { ConflictError } from "@core/errors";
import { createParking, PARKING_ADMIN_MESSAGES, parkingsOfCity, setParkingActive, updateParking } from "@core/parking/parking-admin";
import { PARKING_FORM_MESSAGES } from "@core/parking/parking-schema";
import { getParking } from "@core/parking/parking-store";
import { searchNearby } from "@core/parking/search";
import { resolvePlace } from "@core/places/gazetteer";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * The admin's car parks (issue 13) on DynamoDB Local: only admins may change them; a new one is in
 * search at once; a deactivated one leaves search and takes no bookings; a capacity never goes below
 * what a future hour has booked, even with a hold racing the edit.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("parking-admin");
});

let n = 0;
function form(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    name: `Tapovan Plaza Parking ${n}`,
    code: `TPV-${String(100 + n)}${Math.random().toString(36).slice(2, 4).toUpperCase()}`.slice(0, 12),
    address_line1: "12 Tapovan Road",
    city: "Nashik",
    state: "Maharashtra",
    pincode: "422003",
    lat: "20.0059",
    lng: "73.7897",
    fourWheelerCapacity: "3",
    twoWheelerCapacity: "5",
    price_for: "1",
    priceF: "40",
    priceT: "15",
    sheded: "on",
    features: "CCTV, Security guard",
    landmark: `Tapovan Market ${n}`,
    landmarkKind: "market",
    ...overrides,
  };
}

const tomorrow = new Date(Date.now() + 24 * 3600_000);
tomorrow.setUTCHours(5, 0, 0, 0);
const window = { inTime: tomorrow.toISOString(), outTime: new Date(tomorrow.getTime() + 2 * 3600_000).toISOString() };

async function driverWithCar(i: number) {
  const user = await createUser(svc.table, {
    name: `Admin test driver ${i}`,
    email: `padmin-${Date.now()}-${i}@example.com`,
    passwordHash: "x",
    verified: true,
  });
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 15 AB ${String(1000 + i)}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id };
}

describe("the admin's car parks", () => {
  it("refuses members, moderators and operators' changes; nothing is stored", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const parking = await createParking(svc.table, admin, form());
    for (const role of ["user", "moderator"] as const) {
      const person = await makeMember(svc, `A ${role}`, role);
      await expect(createParking(svc.table, person, form())).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(updateParking(svc.table, person, parking.id, form({ name: "Taken over" }))).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(setParkingActive(svc.table, person, parking.id, false)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(parkingsOfCity(svc.table, person, "Nashik")).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    }
    expect((await getParking(svc.table, parking.id))?.name).toBe(parking.name);
  });

  it("creates a car park that search finds at once, by its coordinates and by its landmark; a taken code or bad field is refused", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const input = form();
    const parking = await createParking(svc.table, admin, input);
    const found = await searchNearby(svc.table, { lat: 20.006, lng: 73.79, window: checkWindow(window.inTime, window.outTime) });
    expect(found.results.map((r) => r.parking.id)).toContain(parking.id);
    expect((await resolvePlace(svc.table, input.landmark)).place?.name).toBe(input.landmark);
    expect((await parkingsOfCity(svc.table, admin, "Nashik")).parkings.map((p) => p.id)).toContain(parking.id);

    await expect(createParking(svc.table, admin, form({ code: input.code }))).rejects.toThrow(PARKING_ADMIN_MESSAGES.codeTaken);
    await expect(createParking(svc.table, admin, form({ pincode: "12" }))).rejects.toThrow(PARKING_FORM_MESSAGES.pincode);
    await expect(createParking(svc.table, admin, form({ fourWheelerCapacity: "0", twoWheelerCapacity: "0" }))).rejects.toThrow(
      PARKING_FORM_MESSAGES.noSpaces,
    );
  });

  it("deactivates: out of search, no new holds, existing bookings kept; activates again", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const parking = await createParking(svc.table, admin, form({ lat: "20.1", lng: "73.9" }));
    const driver = await driverWithCar(1);
    const kept = await placeHold(svc.table, driver.userId, { parkingId: parking.id, vehicleId: driver.vehicleId, ...window });
    await setParkingActive(svc.table, admin, parking.id, false);
    const near = () => searchNearby(svc.table, { lat: 20.1, lng: 73.9, window: checkWindow(window.inTime, window.outTime) });
    expect((await near()).results.map((r) => r.parking.id)).not.toContain(parking.id);
    const other = await driverWithCar(2);
    await expect(placeHold(svc.table, other.userId, { parkingId: parking.id, vehicleId: other.vehicleId, ...window })).rejects.toThrow(
      QUOTE_MESSAGES.inactive,
    );
    expect(kept.status).toBe("PendingPayment");
    await setParkingActive(svc.table, admin, parking.id, true);
    expect((await near()).results.map((r) => r.parking.id)).toContain(parking.id);
    // Each change is in the admins' activity log, newest first, under who made it.
    const { entries } = await readActivity(svc.table, admin, { actorId: admin.id });
    expect(entries.map((e) => [e.action, e.targetId])).toEqual([
      ["parking-activate", parking.id],
      ["parking-deactivate", parking.id],
      ["parking-create", parking.id],
    ]);
    expect(entries[1]!.summary).toBe(`Deactivated car park: ${parking.name} (${parking.code}).`);
  });

  it("refuses a capacity below what a future hour has booked, naming the hour, and changes nothing", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const parking = await createParking(svc.table, admin, form({ fourWheelerCapacity: "3", lat: "20.2", lng: "73.7" }));
    for (const i of [3, 4]) {
      const d = await driverWithCar(i);
      await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window });
    }
    const edit = form({
      name: parking.name,
      code: parking.code,
      landmark: parking.landmark,
      lat: "20.2",
      lng: "73.7",
      fourWheelerCapacity: "1",
    });
    await expect(updateParking(svc.table, admin, parking.id, edit)).rejects.toThrow(
      /^Four-wheeler spaces cannot go below 2: 2 are booked for .+\.$/,
    );
    expect((await getParking(svc.table, parking.id))?.fourWheelerCapacity).toBe(3);
    // Down to exactly what is booked is fine.
    expect((await updateParking(svc.table, admin, parking.id, { ...edit, fourWheelerCapacity: "2" })).fourWheelerCapacity).toBe(2);
  });

  it("never overbooks when holds race a capacity cut: the hour's count stays within whatever capacity is stored", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const parking = await createParking(svc.table, admin, form({ fourWheelerCapacity: "8", lat: "20.3", lng: "73.6" }));
    const drivers = await Promise.all([5, 6, 7, 8, 9, 10, 11, 12].map(driverWithCar));
    const edit = form({
      name: parking.name,
      code: parking.code,
      landmark: parking.landmark,
      lat: "20.3",
      lng: "73.6",
      fourWheelerCapacity: "2",
    });
    const [cut, ...holds] = await Promise.allSettled([
      updateParking(svc.table, admin, parking.id, edit),
      ...drivers.map((d) => placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window })),
    ]);
    const stored = (await getParking(svc.table, parking.id))!.fourWheelerCapacity;
    const slot = await svc.table.get<{ pk: string; sk: string; count?: number }>(
      `PARKING#${parking.id}`,
      slotSortKey("FOUR", tomorrow),
      true,
    );
    const held = holds.filter((h) => h.status === "fulfilled").length;
    expect(slot?.count ?? 0).toBe(held);
    expect(held).toBeLessThanOrEqual(stored);
    expect(stored).toBe(cut.status === "fulfilled" ? 2 : 8);
    for (const h of holds) if (h.status === "rejected") expect(h.reason).toBeInstanceOf(ConflictError);
    for (const h of holds) if (h.status === "rejected") expect((h.reason as Error).message).toBe(BOOKING_MESSAGES.full);
  });

  it("a hold whose transaction lands after the admin's check gives its spaces back (the interleaving forced)", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const parking = await createParking(svc.table, admin, form({ fourWheelerCapacity: "1", lat: "20.4", lng: "73.5" }));
    const driver = await driverWithCar(13);
    // The hold read capacity 1; the admin's cut to 0 (and its check, which saw no booking) lands
    // just after the hold's transaction: forced by cutting inside the table's transact.
    const table = Object.create(svc.table) as typeof svc.table;
    table.transact = async (items) => {
      await svc.table.transact(items);
      if (items.some((i) => "Update" in i && String(i.Update?.Key?.sk).startsWith("SLOT#"))) {
        await svc.table.update(`PARKING#${parking.id}`, "PARKING", {
          expression: "SET fourWheelerCapacity = :zero",
          values: { ":zero": 0 },
        });
      }
    };
    await expect(placeHold(table, driver.userId, { parkingId: parking.id, vehicleId: driver.vehicleId, ...window })).rejects.toThrow(
      BOOKING_MESSAGES.full,
    );
    const slot = await svc.table.get<{ pk: string; sk: string; count?: number }>(
      `PARKING#${parking.id}`,
      slotSortKey("FOUR", tomorrow),
      true,
    );
    expect(slot?.count ?? 0).toBe(0);
  });
});
