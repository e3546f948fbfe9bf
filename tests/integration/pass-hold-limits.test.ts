import { beforeAll, describe, expect, it } from "vitest";
import { assignOperator } from "@core/account/operator-assignments";
import type { Booking } from "@core/booking/booking";
import {
  cancelBooking,
  checkIn,
  confirmBooking,
  getBooking,
  placeHold,
  recordOrder,
  sweepExpiredHolds,
} from "@core/booking/booking-service";
import { HOLD_ATTEMPTS_PER_HOUR, HOLD_LIMIT_MESSAGES, ledgerKey, type HoldLedger } from "@core/booking/hold-ledger";
import { ConflictError, RateLimitedError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { networkItem, sharePlanOf, type Network } from "@core/pass/network";
import { placeNetworkPassHold } from "@core/pass/network-pass";
import { placePassHold } from "@core/pass/pass-hold";
import type { PassPlan } from "@core/pass/pass-plan";
import { networkPoolKey, passPoolKey, readPoolAt } from "@core/pass/pass-pool";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { makeMember, signedInAs } from "../support/community";
import type { Caller } from "@core/account/caller";
import { createTestServices } from "../support/local-services";

/**
 * Pass holds cannot be used to take a pool's spaces at no cost (issue 28 §2): monthly and
 * multi-location pass holds go through the same hold ledger as hourly holds, in the transaction
 * that takes the pool space: two live unpaid holds per member (hourly and passes together), one
 * pass per vehicle for overlapping validity, and the back-off after unpaid expiries. Against
 * DynamoDB Local, so the transaction conditions are real.
 */
let svc: Services;
const base = demoParkings()[0]!;
const plan: PassPlan = {
  id: "day-8-10",
  hours: "day",
  startHour: 8,
  hoursPerDay: 10,
  spaces: { four: 25, two: 0 },
  prices: { "1": { four: 2500 } },
};
const network: Network = {
  id: "net-limits",
  name: "Limits network",
  parkingIds: ["pk-limits-net-a", "pk-limits-net-b"],
  spaces: { four: 25, two: 0 },
  prices: { "1": { four: 400 }, "3": { four: 1000 } },
};
const carPark = (id: string, passPlans: PassPlan[]): Parking => ({
  ...base,
  id,
  code: id.toUpperCase(),
  name: `Car park ${id}`,
  fourWheelerCapacity: 40,
  twoWheelerCapacity: 0,
  price_for: 1,
  priceF: 50,
  passPlans,
});
const monthlyPark = carPark("pk-limits-monthly", [plan]);
const networkParks = network.parkingIds.map((id) => carPark(id, [sharePlanOf(network)]));

const IST = 330 * 60_000;
const DAY = 86_400_000;
const indiaDate = (days: number, from = Date.now()) => new Date(from + IST + days * DAY).toISOString().slice(0, 10);
let plate = 1000;

async function driver(vehicles = 1) {
  const user = await makeMember(svc, "Pass Holder");
  const vehicleIds: string[] = [];
  for (let v = 0; v < vehicles; v++) {
    const vehicle = await createVehicle(svc.table, user.id, {
      vehicle_name: `Car ${v}`,
      vehicle_number: `KA 51 PH ${plate++}`,
      vehicle_type: "Four Wheeler",
    });
    vehicleIds.push(vehicle.id);
  }
  return { user, userId: user.id, vehicleIds };
}

/** One pass kind: how to hold it (first day `startDay` days from `now`'s India date) and how full its pool is. */
interface PassKind {
  name: string;
  hold: (userId: string, vehicleId: string, startDay?: number, now?: Date) => Promise<Booking>;
  poolSpans: () => Promise<number>;
}

const monthly: PassKind = {
  name: "monthly pass",
  hold: (userId, vehicleId, startDay = 1, now = new Date()) =>
    placePassHold(
      svc.table,
      userId,
      {
        parkingId: monthlyPark.id,
        planId: plan.id,
        months: 1,
        startDate: indiaDate(startDay, now.getTime()),
        vehicleId,
        declaration: true,
      },
      now,
    ),
  poolSpans: async () => (await readPoolAt(svc.table, passPoolKey(monthlyPark.id, plan.id, "four"))).spans.length,
};

const multiLocation: PassKind = {
  name: "multi-location pass",
  hold: (userId, vehicleId, startDay = 1, now = new Date()) =>
    placeNetworkPassHold(
      svc.table,
      userId,
      { networkId: network.id, days: 1, startDate: indiaDate(startDay, now.getTime()), vehicleId, declaration: true },
      now,
    ),
  poolSpans: async () => (await readPoolAt(svc.table, networkPoolKey(network.id, "four"))).spans.length,
};

const ledgerOf = (userId: string) => svc.table.get<HoldLedger>(ledgerKey(userId).pk, ledgerKey(userId).sk, true);

async function pay(bookingId: string) {
  const orderId = `order_${bookingId.replace(/-/g, "").slice(0, 14)}`;
  await recordOrder(svc.table, bookingId, orderId);
  return confirmBooking(svc.table, bookingId, { orderId, paymentId: `pay_${bookingId.replace(/-/g, "").slice(0, 14)}` });
}

/** Resolves to the hold or to the refusal, so Promise.all can race them all. */
const settle = (hold: Promise<Booking>) =>
  hold.then(
    (booking) => ({ booking }),
    (error: Error) => ({ error }),
  );

beforeAll(async () => {
  svc = await createTestServices("pass-hold-limits");
  await putParkings(svc.table, [monthlyPark, ...networkParks]);
  await svc.table.put(networkItem(network));
});

describe.each([monthly, multiLocation])("a $name hold counts in the member's hold ledger", (kind) => {
  it("refuses a third live hold with the hourly holds' message, and takes no pool space for it", async () => {
    const d = await driver(3);
    const before = await kind.poolSpans();
    await kind.hold(d.userId, d.vehicleIds[0]!);
    await kind.hold(d.userId, d.vehicleIds[1]!);
    const third = kind.hold(d.userId, d.vehicleIds[2]!);
    await expect(third).rejects.toBeInstanceOf(ConflictError);
    await expect(third).rejects.toThrow(HOLD_LIMIT_MESSAGES.tooManyHolds);
    expect(await kind.poolSpans()).toBe(before + 2);
    expect((await ledgerOf(d.userId))?.live).toBe(2);
  });

  it("refuses the same vehicle for overlapping validity, held or paid, until the first pass is cancelled", async () => {
    const d = await driver(1);
    const vehicleId = d.vehicleIds[0]!;
    // From the day after tomorrow, so the cancellation below is before the cut-off at any hour of the day.
    const first = await kind.hold(d.userId, vehicleId, 2);
    await expect(kind.hold(d.userId, vehicleId, 3)).rejects.toThrow(HOLD_LIMIT_MESSAGES.vehicleBusy);
    // Paid, it counts out of the live holds but keeps the vehicle.
    expect((await pay(first.id)).outcome).toBe("confirmed");
    expect((await ledgerOf(d.userId))?.live).toBe(0);
    await expect(kind.hold(d.userId, vehicleId, 3)).rejects.toThrow(HOLD_LIMIT_MESSAGES.vehicleBusy);
    // Cancelled before its first day, the vehicle is free for another pass.
    await cancelBooking(svc.table, d.userId, first.id);
    expect(Object.keys((await ledgerOf(d.userId))?.vehicles ?? {})).toEqual([]);
    const second = await kind.hold(d.userId, vehicleId, 3);
    expect(second.status).toBe("PendingPayment");
  });

  it("makes a member whose pass holds keep expiring unpaid wait, counting the sweeper's expiries", async () => {
    const d = await driver(1);
    const vehicleId = d.vehicleIds[0]!;
    // Three holds, each swept 16 minutes after it was placed (15 minutes unpaid), one after another.
    let at = Date.now();
    for (let i = 0; i < 3; i++) {
      const hold = await kind.hold(d.userId, vehicleId, 1, new Date(at));
      at += 16 * 60_000;
      await sweepExpiredHolds(svc.table, new Date(at));
      expect((await getBooking(svc.table, hold.id))?.status).toBe("Expired");
      at += 60_000;
    }
    expect(await ledgerOf(d.userId)).toMatchObject({ live: 0, expired: 3 });
    // A minute after the third expiry: 14 of the 15 minutes' wait are left.
    const refused = kind.hold(d.userId, vehicleId, 1, new Date(at));
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toThrow(HOLD_LIMIT_MESSAGES.backoff(14));
    // After the wait the member may hold again, and paying ends the streak.
    const later = await kind.hold(d.userId, vehicleId, 1, new Date(at + 15 * 60_000));
    expect((await pay(later.id)).outcome).toBe("confirmed");
    expect((await ledgerOf(d.userId))?.expired).toBe(0);
  });

  it(`leaves at most two of ${HOLD_ATTEMPTS_PER_HOUR} racing holds of one member`, async () => {
    const d = await driver(HOLD_ATTEMPTS_PER_HOUR);
    const before = await kind.poolSpans();
    const results = await Promise.all(d.vehicleIds.map((vehicleId) => settle(kind.hold(d.userId, vehicleId))));
    const won = results.flatMap((r) => ("booking" in r ? [r.booking] : []));
    const refused = results.flatMap((r) => ("error" in r ? [r.error] : []));
    expect(won.length).toBeLessThanOrEqual(2);
    expect(won.length).toBeGreaterThan(0);
    expect(refused.map((e) => e.message)).toEqual(Array(refused.length).fill(HOLD_LIMIT_MESSAGES.tooManyHolds));
    expect((await ledgerOf(d.userId))?.live).toBe(won.length);
    expect(await kind.poolSpans()).toBe(before + won.length);
  });
});

describe("hourly and pass holds share the limit", () => {
  function hourly(userId: string, vehicleId: string) {
    const start = new Date(Date.now() + 2 * DAY);
    start.setUTCMinutes(0, 0, 0);
    const window = { inTime: start.toISOString(), outTime: new Date(start.getTime() + 2 * 3600_000).toISOString() };
    return placeHold(svc.table, userId, { parkingId: monthlyPark.id, vehicleId, ...window });
  }

  it("refuses a pass after an hourly hold and a pass hold, and an hourly hold after two pass holds", async () => {
    const d = await driver(3);
    await hourly(d.userId, d.vehicleIds[0]!);
    await monthly.hold(d.userId, d.vehicleIds[1]!);
    await expect(multiLocation.hold(d.userId, d.vehicleIds[2]!)).rejects.toThrow(HOLD_LIMIT_MESSAGES.tooManyHolds);

    const e = await driver(3);
    await monthly.hold(e.userId, e.vehicleIds[0]!);
    await multiLocation.hold(e.userId, e.vehicleIds[1]!);
    await expect(hourly(e.userId, e.vehicleIds[2]!)).rejects.toThrow(HOLD_LIMIT_MESSAGES.tooManyHolds);
    expect((await ledgerOf(e.userId))?.live).toBe(2);
  });

  it("still lets a pass holder book the same car by the hour: a pass sets a space aside, it does not keep the car there", async () => {
    const d = await driver(1);
    const pass = await monthly.hold(d.userId, d.vehicleIds[0]!);
    await pay(pass.id);
    const stay = await hourly(d.userId, d.vehicleIds[0]!);
    expect(stay.status).toBe("PendingPayment");
  });
});

describe("a multi-location pass's activation", () => {
  let staff: Caller;

  beforeAll(async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const member = await makeMember(svc, "Booth staff");
    staff = signedInAs(await assignOperator(svc.table, admin, { email: member.email, parkingIds: [networkParks[0]!.id] }));
  });

  it("shrinks the vehicle's window to the days the pass runs, so a later pass fits after them", async () => {
    const d = await driver(1);
    const vehicleId = d.vehicleIds[0]!;
    const pass = await multiLocation.hold(d.userId, vehicleId, 0);
    await pay(pass.id);
    // Bought from today, it could run until three days on: a pass for the day after tomorrow clashes.
    await expect(multiLocation.hold(d.userId, vehicleId, 2)).rejects.toThrow(HOLD_LIMIT_MESSAGES.vehicleBusy);
    const parked = await checkIn(svc.table, staff, pass.code);
    expect((await ledgerOf(d.userId))?.vehicles?.[pass.id]).toMatchObject({ outTime: parked.outTime, pass: true });
    // Activated now for one day, it ends before the day after tomorrow starts.
    const later = await multiLocation.hold(d.userId, vehicleId, 2);
    expect(later.status).toBe("PendingPayment");
  });
});
