import { describe, expect, it } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { LISTED_STATUSES } from "@core/booking/booking";
import { listBookings, listPasses } from "@core/booking/booking-service";
import { getParking } from "@core/parking/parking-store";
import { putParkings } from "@core/parking/parking-store";
import { listVehicles } from "@core/vehicle/vehicle-service";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { DEMO_BOOKING_PLACES, DEMO_REVIEW, seedDemoBookings } from "../../infra/local/seed/bookings";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/**
 * The demo driver's garage and bookings (issue 14): a newcomer signing in as driver@example.com
 * finds two vehicles and a booking in each tab of /booking, made through core's real flow.
 */
describe("the demo driver's bookings", () => {
  it("has two vehicles and one booking in every tab, seeded once", async () => {
    const svc = await createTestServices("demo-bookings");
    const places = new Set<string>(Object.values(DEMO_BOOKING_PLACES));
    await putParkings(
      svc.table,
      demoParkings().filter((p) => places.has(p.id)),
    );
    await seedDemoAccounts(svc);
    const now = new Date();
    const seeded = await seedDemoBookings(svc, now);
    expect(seeded).toBeDefined();

    const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
    const { vehicles } = await listVehicles(svc.table, driver.id);
    expect(vehicles.map((v) => v.vehicle_type).sort()).toEqual(["Four Wheeler", "Two Wheeler"]);

    for (const status of LISTED_STATUSES) {
      const { bookings } = await listBookings(svc.table, driver.id, status, 1, 10);
      expect(
        bookings.map((b) => b.status),
        status,
      ).toEqual([status]);
    }
    const { confirmed, parked, completed, cancelled } = seeded!;
    // Tomorrow's booking is still ahead; the parked stay holds now; the completed one is over.
    expect(Date.parse(confirmed.inTime)).toBeGreaterThan(now.getTime());
    expect(Date.parse(parked.inTime)).toBeLessThan(now.getTime());
    expect(Date.parse(parked.outTime)).toBeGreaterThan(now.getTime());
    expect(Date.parse(completed.outTime)).toBeLessThan(now.getTime());
    expect(completed.vehicleKind).toBe("two");
    // Every one was paid on the gateway; the cancelled one's payment went back.
    for (const b of [confirmed, parked, completed, cancelled]) expect(b.transaction_id).toMatch(/^pay_/);
    expect(cancelled.refund?.amount).toBe(cancelled.totalPrice);

    // The completed stay is reviewed, and the car park's rating counts it.
    const { review, pass } = seeded!;
    expect(review).toMatchObject({ bookingId: completed.id, rating: DEMO_REVIEW.rating });
    expect(await getParking(svc.table, completed.parkingId)).toMatchObject({ ratingSum: DEMO_REVIEW.rating, ratingCount: 1 });
    // The monthly pass is paid and on the Passes tab, valid from today.
    expect(pass.status).toBe("Confirmed");
    expect(pass.pass?.planId).toBe("day-6-12");
    expect((await listPasses(svc.table, driver.id)).map((p) => p.id)).toEqual([pass.id]);
    expect(Date.parse(pass.inTime)).toBeLessThanOrEqual(now.getTime());

    // A second start adds nothing: the marker stands.
    expect(await seedDemoBookings(svc, now)).toBeUndefined();
    const again = await Promise.all(LISTED_STATUSES.map((s) => listBookings(svc.table, driver.id, s, 1, 10)));
    expect(again.map((r) => r.total)).toEqual([1, 1, 1, 1]);
  });
});
