import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import {
  cancelBooking,
  confirmBooking,
  getBooking,
  placeHold,
  recordOrder,
  releaseHold,
  sweepExpiredHolds,
} from "@core/booking/booking-service";
import { HOLD_ATTEMPTS_PER_HOUR, HOLD_LIMIT_MESSAGES, ledgerKey, type HoldLedger } from "@core/booking/hold-ledger";
import { ConflictError, RateLimitedError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { seedDemoCoupons } from "../../infra/local/seed/coupons";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/**
 * Free holds cannot be used to take a car park's spaces (issue 9 §4): at most two unpaid holds per
 * member, one vehicle in one place at a time, a cap on attempts, and a back-off for members whose
 * holds keep expiring unpaid. Against DynamoDB Local, so the transaction conditions are real.
 */
let svc: Services;
const big = (id: string): Parking => ({
  ...demoParkings()[0]!,
  id,
  code: id.toUpperCase(),
  fourWheelerCapacity: 50,
  twoWheelerCapacity: 0,
  price_for: 1,
  priceF: 50,
});
const parkingA = big("pk-limit-a");
const parkingB = big("pk-limit-b");
let n = 0;
let hash: Promise<string> | undefined;

async function driver(vehicles = 1) {
  hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST);
  const user = await createUser(svc.table, {
    name: "Holder",
    email: `holder-${++n}-${Date.now()}@example.com`,
    passwordHash: await hash,
    verified: true,
  });
  const ids: string[] = [];
  for (let v = 0; v < vehicles; v++) {
    const vehicle = await createVehicle(svc.table, user.id, {
      vehicle_name: `Car ${v}`,
      vehicle_number: `KA 05 MN ${String(1000 + n * 10 + v)}`,
      vehicle_type: "Four Wheeler",
    });
    ids.push(vehicle.id);
  }
  return { userId: user.id, vehicleIds: ids };
}

/** A window `hours` long starting `daysAhead` days (plus `offsetHours`) from now, on the hour. */
function window(daysAhead: number, hours = 2, offsetHours = 0) {
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000 + offsetHours * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + hours * 3600_000).toISOString() };
}

const ledgerOf = (userId: string) => svc.table.get<HoldLedger>(ledgerKey(userId).pk, ledgerKey(userId).sk, true);

async function pay(bookingId: string) {
  const orderId = `order_${bookingId.replace(/-/g, "").slice(0, 14)}`;
  await recordOrder(svc.table, bookingId, orderId);
  return confirmBooking(svc.table, bookingId, { orderId, paymentId: `pay_${bookingId.replace(/-/g, "").slice(0, 14)}` });
}

beforeAll(async () => {
  svc = await createTestServices("hold-limits");
  await putParkings(svc.table, [parkingA, parkingB]);
  await seedDemoCoupons(svc);
});

describe("the longest stay still fits one transaction", () => {
  it("holds 96 hours starting at half past, with a coupon: 97 hour slots, the booking, the ledger and the coupon's use", async () => {
    const d = await driver(1);
    const start = new Date(Date.now() + 30 * 24 * 3600_000);
    start.setUTCMinutes(30, 0, 0);
    const hold = await placeHold(svc.table, d.userId, {
      parkingId: parkingA.id,
      vehicleId: d.vehicleIds[0]!,
      inTime: start.toISOString(),
      outTime: new Date(start.getTime() + 96 * 3600_000).toISOString(),
      couponCode: "WELCOME50",
    });
    expect(hold.slots).toHaveLength(97);
    expect(hold.coupon?.code).toBe("WELCOME50");
  });
});

describe("at most two unpaid holds per member", () => {
  it("refuses the third hold with a clear message, and takes no space for it", async () => {
    const d = await driver(3);
    await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId: d.vehicleIds[0]!, ...window(2) });
    await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId: d.vehicleIds[1]!, ...window(2) });
    const third = placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId: d.vehicleIds[2]!, ...window(2) });
    await expect(third).rejects.toBeInstanceOf(ConflictError);
    await expect(third).rejects.toThrow(HOLD_LIMIT_MESSAGES.tooManyHolds);
    expect((await ledgerOf(d.userId))?.live).toBe(2);
  });

  it("gives exactly two of five racing holds of one member", async () => {
    const d = await driver(5);
    const results = await Promise.allSettled(
      d.vehicleIds.map((vehicleId) => placeHold(svc.table, d.userId, { parkingId: parkingB.id, vehicleId, ...window(3) })),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(2);
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(Array(3).fill(HOLD_LIMIT_MESSAGES.tooManyHolds));
    expect((await ledgerOf(d.userId))?.live).toBe(2);
  });

  it("counts a hold out once it is paid or released, so the member can hold again", async () => {
    const d = await driver(3);
    const first = await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId: d.vehicleIds[0]!, ...window(4) });
    const second = await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId: d.vehicleIds[1]!, ...window(4) });
    expect((await pay(first.id)).outcome).toBe("confirmed");
    await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId: d.vehicleIds[2]!, ...window(4) });
    expect((await ledgerOf(d.userId))?.live).toBe(2);
    expect(await releaseHold(svc.table, second, "PaymentFailed")).toBe(true);
    expect((await ledgerOf(d.userId))?.live).toBe(1);
  });
});

describe("one vehicle, one place at a time", () => {
  it("refuses the same vehicle for an overlapping window, even at another car park, and allows a later one", async () => {
    const d = await driver(1);
    const vehicleId = d.vehicleIds[0]!;
    const held = await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(5, 3) });
    const overlap = placeHold(svc.table, d.userId, { parkingId: parkingB.id, vehicleId, ...window(5, 2, 2) });
    await expect(overlap).rejects.toThrow(HOLD_LIMIT_MESSAGES.vehicleBusy);
    // Back to back is fine: the first stay ends when the second begins.
    await placeHold(svc.table, d.userId, { parkingId: parkingB.id, vehicleId, ...window(5, 2, 3) });
    expect((await getBooking(svc.table, held.id))?.status).toBe("PendingPayment");
  });

  it("lets exactly one of two racing overlapping holds for one vehicle through", async () => {
    for (let round = 0; round < 3; round++) {
      const d = await driver(1);
      const vehicleId = d.vehicleIds[0]!;
      const results = await Promise.allSettled([
        placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(6 + round, 4) }),
        placeHold(svc.table, d.userId, { parkingId: parkingB.id, vehicleId, ...window(6 + round, 4, 1) }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      expect((refused?.reason as Error).message).toBe(HOLD_LIMIT_MESSAGES.vehicleBusy);
    }
  });

  it("frees the vehicle's window when a confirmed booking is cancelled", async () => {
    const d = await driver(1);
    const vehicleId = d.vehicleIds[0]!;
    const booking = await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(9) });
    await pay(booking.id);
    await expect(placeHold(svc.table, d.userId, { parkingId: parkingB.id, vehicleId, ...window(9) })).rejects.toThrow(
      HOLD_LIMIT_MESSAGES.vehicleBusy,
    );
    await cancelBooking(svc.table, d.userId, booking.id);
    await placeHold(svc.table, d.userId, { parkingId: parkingB.id, vehicleId, ...window(9) });
  });

  it("refunds a late payment whose vehicle was booked elsewhere meanwhile", async () => {
    const d = await driver(1);
    const vehicleId = d.vehicleIds[0]!;
    const late = await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(10) });
    await releaseHold(svc.table, late, "Expired");
    const other = await placeHold(svc.table, d.userId, { parkingId: parkingB.id, vehicleId, ...window(10) });
    await pay(other.id);
    const orderId = `order_${late.id.replace(/-/g, "").slice(0, 14)}`;
    await svc.table.update(`BOOKING#${late.id}`, "BOOKING", { expression: "SET orderId = :o", values: { ":o": orderId } });
    expect((await confirmBooking(svc.table, late.id, { orderId, paymentId: "pay_late0000001" })).outcome).toBe("refund");
  });
});

describe("attempts and back-off", () => {
  it(`refuses attempt ${HOLD_ATTEMPTS_PER_HOUR + 1} within an hour, refused attempts included`, async () => {
    const d = await driver(1);
    const vehicleId = d.vehicleIds[0]!;
    await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(11) });
    for (let i = 1; i < HOLD_ATTEMPTS_PER_HOUR; i++) {
      await expect(placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(11) })).rejects.toThrow(
        HOLD_LIMIT_MESSAGES.vehicleBusy,
      );
    }
    const over = placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(12) });
    await expect(over).rejects.toBeInstanceOf(RateLimitedError);
    await expect(over).rejects.toThrow(HOLD_LIMIT_MESSAGES.tooManyAttempts);
  });

  it("makes a member whose holds keep expiring unpaid wait, and a payment ends the streak", async () => {
    const d = await driver(1);
    const vehicleId = d.vehicleIds[0]!;
    for (let i = 0; i < 3; i++) {
      const hold = await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(13 + i) });
      await releaseHold(svc.table, hold, "Expired");
    }
    const refused = placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(20) });
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toThrow(HOLD_LIMIT_MESSAGES.backoff(15));

    // 15 minutes later the member may try again; paying ends the streak.
    const later = new Date(Date.now() + 16 * 60_000);
    const paid = await placeHold(svc.table, d.userId, { parkingId: parkingA.id, vehicleId, ...window(20) }, later);
    await pay(paid.id);
    expect((await ledgerOf(d.userId))?.expired).toBe(0);
  });

  it("counts the sweeper's expiries too", async () => {
    const d = await driver(1);
    const hold = await placeHold(svc.table, d.userId, { parkingId: parkingB.id, vehicleId: d.vehicleIds[0]!, ...window(21) });
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 20 * 60_000));
    expect((await getBooking(svc.table, hold.id))?.status).toBe("Expired");
    const ledger = await ledgerOf(d.userId);
    expect(ledger).toMatchObject({ live: 0, expired: 1 });
    expect(Object.keys(ledger?.vehicles ?? {})).toEqual([]);
  });
});
