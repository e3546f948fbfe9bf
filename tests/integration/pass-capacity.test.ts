import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { freeSpaces } from "@core/availability/availability";
import { BOOKING_MESSAGES, placeHold, sweepExpiredHolds } from "@core/booking/booking-service";
import { ConflictError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { PASS_MESSAGES, placePassHold } from "@core/pass/pass-hold";
import type { PassPlan } from "@core/pass/pass-plan";
import { readPool } from "@core/pass/pass-pool";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/**
 * Issue 15's capacity promise (decision 029): a car park with 10 spaces, 6 of them set aside and
 * sold as daytime passes, takes exactly 4 hourly bookings in daytime hours and 10 at night, with
 * 60 drivers checking out at once; and 10 buyers racing for the 6 pass spaces get exactly 6.
 */
let svc: Services;
const dayPlan: PassPlan = {
  id: "day10",
  hours: "day",
  startHour: 8,
  hoursPerDay: 10,
  spaces: { four: 6, two: 0 },
  prices: { "1": { four: 3000 }, "12": { four: 30000 } },
};
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-pass-race",
  name: "Pass Race Car Park",
  code: "PAS-001",
  fourWheelerCapacity: 10,
  twoWheelerCapacity: 0,
  passPlans: [dayPlan],
};

type Driver = { userId: string; vehicleId: string };
const hourly: Driver[] = [];
const passBuyers: Driver[] = [];

const IST = 330 * 60_000;
/** An India date "YYYY-MM-DD" `days` after today's. */
function indiaDate(days: number): string {
  return new Date(Date.now() + IST + days * 86_400_000).toISOString().slice(0, 10);
}
/** An instant at `hh:mm` India time on an India date. */
function indiaTime(date: string, hhmm: string): string {
  return new Date(Date.parse(`${date}T${hhmm}:00.000Z`) - IST).toISOString();
}
const startDate = indiaDate(1);
const stayDate = indiaDate(3);
const daytime = { inTime: indiaTime(stayDate, "10:00"), outTime: indiaTime(stayDate, "12:00") };
const night = { inTime: indiaTime(stayDate, "22:00"), outTime: indiaTime(stayDate, "23:30") };

async function driver(i: number, prefix: string): Promise<Driver> {
  const passwordHash = await hashPassword("Driver#2026", TEST_PASSWORD_COST);
  const user = await createUser(svc.table, { name: `Driver ${i}`, email: `${prefix}-${i}@example.com`, passwordHash, verified: true });
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `KA 02 CD ${String(1000 + i)}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id };
}

function buyPass(d: Driver, now = new Date(), months = 1) {
  return placePassHold(
    svc.table,
    d.userId,
    { parkingId: parking.id, planId: dayPlan.id, months, startDate, vehicleId: d.vehicleId, declaration: true },
    now,
  );
}

beforeAll(async () => {
  svc = await createTestServices("pass-capacity");
  await putParkings(svc.table, [parking]);
  for (let i = 0; i < 60; i++) hourly.push(await driver(i, "hourly"));
  for (let i = 0; i < 10; i++) passBuyers.push(await driver(i, "pass"));
}, 120_000);

describe("passes and hourly bookings share a car park without overbooking", () => {
  it("sets the daytime pool aside: 4 spaces free by the hour in the day, 10 at night", async () => {
    expect((await freeSpaces(svc.table, parking, { inTime: new Date(daytime.inTime), outTime: new Date(daytime.outTime) })).four).toBe(4);
    expect((await freeSpaces(svc.table, parking, { inTime: new Date(night.inTime), outTime: new Date(night.outTime) })).four).toBe(10);
  });

  it("sells exactly 6 of 10 racing pass buyers a daytime pass, and refuses 4 clearly", async () => {
    const results = await Promise.allSettled(passBuyers.map((d) => buyPass(d)));
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as Error] : []));
    expect(won).toHaveLength(6);
    for (const error of lost) {
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe(PASS_MESSAGES.full);
    }
    for (const pass of won) {
      expect(pass.pass?.planId).toBe("day10");
      expect(pass.slots).toEqual([]);
      // The plan's price from the server, with GST: ₹3,000 + 9% + 9%.
      expect(pass.totalPrice).toBe(3540);
    }
    const pool = await readPool(svc.table, parking.id, dayPlan.id, "four");
    expect(pool.spans).toHaveLength(6);
  });

  it("under a 60-way race gives exactly 4 daytime and 10 night bookings", async () => {
    const results = await Promise.allSettled(
      hourly.map((d, i) => placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...(i % 2 ? night : daytime) })),
    );
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as Error] : []));
    expect(won.filter((b) => b.inTime === daytime.inTime)).toHaveLength(4);
    expect(won.filter((b) => b.inTime === night.inTime)).toHaveLength(10);
    expect(lost).toHaveLength(46);
    for (const error of lost) expect(error.message).toBe(BOOKING_MESSAGES.full);
    expect((await freeSpaces(svc.table, parking, { inTime: new Date(daytime.inTime), outTime: new Date(daytime.outTime) })).four).toBe(0);
  });

  it("gives a pass's space back when its hold expires unpaid, and a 12-month pass takes it in one write", async () => {
    const later = new Date(Date.now() + 16 * 60_000);
    await sweepExpiredHolds(svc.table, later);
    expect((await readPool(svc.table, parking.id, dayPlan.id, "four")).spans).toHaveLength(0);
    const year = await buyPass(passBuyers[0]!, later, 12);
    expect(year.totalPrice).toBe(35400);
    expect(new Date(year.outTime).getTime() - new Date(year.inTime).getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect((await readPool(svc.table, parking.id, dayPlan.id, "four")).spans).toEqual([
      { bookingId: year.id, from: year.inTime, to: year.outTime },
    ]);
  });

  it("refuses a pass without the vehicle declaration, for a length not sold, or starting in the past, and writes nothing", async () => {
    const d = passBuyers[1]!;
    const request = { parkingId: parking.id, planId: dayPlan.id, months: 1, startDate, vehicleId: d.vehicleId, declaration: true };
    await expect(placePassHold(svc.table, d.userId, { ...request, declaration: false })).rejects.toThrow(PASS_MESSAGES.declaration);
    await expect(placePassHold(svc.table, d.userId, { ...request, months: 3 })).rejects.toThrow(PASS_MESSAGES.notSold);
    await expect(placePassHold(svc.table, d.userId, { ...request, months: 2 })).rejects.toThrow(PASS_MESSAGES.months);
    await expect(placePassHold(svc.table, d.userId, { ...request, startDate: indiaDate(-1) })).rejects.toThrow(PASS_MESSAGES.startDate);
    await expect(placePassHold(svc.table, d.userId, { ...request, planId: "night" })).rejects.toThrow(PASS_MESSAGES.noPlan);
    expect((await readPool(svc.table, parking.id, dayPlan.id, "four")).spans).toHaveLength(1);
  });
});
