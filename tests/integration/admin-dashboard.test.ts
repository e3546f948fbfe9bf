import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { createUser } from "@core/account/user-store";
import { confirmBooking, placeHold, recordOrder } from "@core/booking/booking-service";
import { createParking } from "@core/parking/parking-admin";
import type { Services } from "@core/services";
import { readDashboard } from "@core/stats/dashboard";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * The admin dashboard's figures (issue 13) come from the real events: paid bookings count into
 * today's bookings and revenue and make their car park the busiest, with the spaces they take this
 * hour; a repeated confirmation (webhook after browser) does not count twice; only admins read it.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("admin-dashboard");
});

async function driverWithCar(i: number) {
  const user = await createUser(svc.table, {
    name: `Dash ${i}`,
    email: `dash-${Date.now()}-${i}@example.com`,
    passwordHash: "x",
    verified: true,
  });
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 15 DB ${1000 + i}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id };
}

const orderOf = (bookingId: string) => `order_${bookingId.replace(/-/g, "").slice(0, 14)}`;
const confirm = (bookingId: string, now: Date) =>
  confirmBooking(svc.table, bookingId, { orderId: orderOf(bookingId), paymentId: `pay_${bookingId.replace(/-/g, "").slice(0, 14)}` }, now);

async function pay(bookingId: string, now: Date) {
  const orderId = orderOf(bookingId);
  await recordOrder(svc.table, bookingId, orderId);
  return confirmBooking(svc.table, bookingId, { orderId, paymentId: `pay_${bookingId.replace(/-/g, "").slice(0, 14)}` }, now);
}

describe("admin dashboard", () => {
  it("counts today's paid bookings, revenue and the busiest car park's spaces taken now; a repeat confirmation counts once", async () => {
    const admin = await makeMember(svc, "Dashboard admin", "admin");
    const parking = await createParking(svc.table, admin, {
      name: "Dashboard Test Parking",
      code: `DSH-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      address_line1: "1 Test Road",
      city: "Nashik",
      state: "Maharashtra",
      pincode: "422003",
      lat: "20.01",
      lng: "73.78",
      fourWheelerCapacity: "4",
      twoWheelerCapacity: "0",
      price_for: "1",
      priceF: "50",
      priceT: "0",
      landmark: "Dashboard Test Market",
      landmarkKind: "market",
    });
    const start = new Date(Date.now() + 2 * 24 * 3600_000);
    start.setUTCHours(6, 0, 0, 0);
    const window = { inTime: start.toISOString(), outTime: new Date(start.getTime() + 2 * 3600_000).toISOString() };
    // "Now", for the dashboard and the payments, is half an hour into the stay: that India day is "today".
    const now = new Date(start.getTime() + 30 * 60_000);
    const before = await readDashboard(svc.table, admin, now);
    expect(before.today.bookings).toBe(0);

    const bookings = [];
    for (const i of [1, 2]) {
      const driver = await driverWithCar(i);
      const hold = await placeHold(svc.table, driver.userId, { parkingId: parking.id, vehicleId: driver.vehicleId, ...window });
      bookings.push(hold);
      expect((await pay(hold.id, now)).outcome).toBe("confirmed");
    }
    // The webhook arriving after the browser's confirmation.
    expect((await confirm(bookings[0]!.id, now)).outcome).toBe("already");

    const after = await readDashboard(svc.table, admin, now);
    const revenue = bookings.reduce((sum, b) => sum + b.totalPrice, 0);
    expect(after.today).toMatchObject({ bookings: 2, revenue });
    expect(after.week).toHaveLength(7);
    expect(after.week.at(-1)).toEqual(after.today);
    expect(after.busiest[0]).toMatchObject({
      id: parking.id,
      name: parking.name,
      bookingsToday: 2,
      four: { taken: 2, capacity: 4 },
      two: null,
    });
  });

  it("is for admins only: a member is refused", async () => {
    const member = await makeMember(svc, "Curious member");
    await expect(readDashboard(svc.table, member)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
  });
});
