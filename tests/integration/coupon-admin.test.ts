import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { createUser } from "@core/account/user-store";
import { readActivity } from "@core/activity-log/activity-log";
import { BOOKING_MESSAGES, placeHold, releaseHold } from "@core/booking/booking-service";
import { COUPON_MESSAGES, evaluateCoupon, getCoupon, reserveCouponUse, takeMemberUse, usesBy } from "@core/coupon/coupon";
import { COUPON_ADMIN_MESSAGES, couponForAdmin, createCoupon, endCoupon, listCoupons, updateCoupon } from "@core/coupon/coupon-admin";
import { recountCouponUses } from "@core/coupon/coupon-recount";
import { confirmBooking } from "@core/booking/confirm";
import { bookingKeys, getBooking } from "@core/booking/booking-store";
import { COUPON_FORM_MESSAGES } from "@core/coupon/coupon-admin-schema";
import { ConflictError } from "@core/errors";
import { createParking } from "@core/parking/parking-admin";
import type { Parking } from "@core/parking/parking";
import { TransactionFailedError } from "@core/ports/table/table";
import type { Services } from "@core/services";
import { toIndiaInputValue } from "@core/time/india-time";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * The admin's coupons (issue 13) on DynamoDB Local: only admins create, edit and end them; codes
 * are unique; two edits never overwrite each other silently; city scope; per-member and total
 * limits hold under races; an ended coupon stops applying at once.
 */
let svc: Services;
let admin: Awaited<ReturnType<typeof makeMember>>;
let nashik: Parking;
let pune: Parking;
let tiny: Parking;

let n = 0;
function parkingForm(city: string, lat: string, fourWheelerCapacity = "20") {
  n++;
  const tag = `${Date.now().toString(36).slice(-4)}${n}`.toUpperCase();
  return {
    name: `Coupon Test Parking ${tag}`,
    code: `CPN-${tag}`.slice(0, 12),
    address_line1: "1 Test Road",
    city,
    state: "Maharashtra",
    pincode: "422003",
    lat,
    lng: "73.79",
    fourWheelerCapacity,
    twoWheelerCapacity: "0",
    price_for: "1",
    priceF: "100",
    priceT: "10",
    landmark: `Coupon Test Landmark ${tag}`,
    landmarkKind: "market",
  };
}

beforeAll(async () => {
  svc = await createTestServices("coupon-admin");
  admin = await makeMember(svc, "Coupon Admin", "admin");
  nashik = await createParking(svc.table, admin, parkingForm("Nashik", "20.01"));
  pune = await createParking(svc.table, admin, parkingForm("Pune", "18.52"));
  tiny = await createParking(svc.table, admin, parkingForm("Nashik", "20.02", "1"));
});

let codes = 0;
const newCode = () => `T${Date.now().toString(36).toUpperCase()}${++codes}`.slice(0, 20);
const lastWeek = toIndiaInputValue(new Date(Date.now() - 7 * 86_400_000));
const nextYear = toIndiaInputValue(new Date(Date.now() + 365 * 86_400_000));

function couponForm(overrides: Record<string, unknown> = {}) {
  return {
    code: newCode(),
    description: "₹30 off",
    kind: "flat",
    value: "30",
    validFrom: lastWeek,
    validTo: nextYear,
    scope: "all",
    perMemberLimit: "1",
    ...overrides,
  };
}

/** A stay tomorrow, `offset` hours apart for a member's successive holds. */
function stay(offset = 0) {
  const start = new Date(Date.now() + 24 * 3600_000);
  start.setUTCHours(4 + offset * 3, 0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + 2 * 3600_000).toISOString() };
}

let drivers = 0;
async function driverWithCar() {
  const i = ++drivers;
  const user = await createUser(svc.table, {
    name: `Coupon driver ${i}`,
    email: `coupon-${Date.now()}-${i}@example.com`,
    passwordHash: "x",
    verified: true,
  });
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 15 CP ${String(1000 + i)}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id };
}

const usedCount = async (code: string) => (await getCoupon(svc.table, code, true))?.usedCount ?? 0;

describe("the admin's coupons", () => {
  it("refuses a member's and a moderator's create, edit and end; nothing changes", async () => {
    const coupon = await createCoupon(svc.table, admin, couponForm());
    for (const role of ["user", "moderator"] as const) {
      const person = await makeMember(svc, `A ${role}`, role);
      const code = newCode();
      await expect(createCoupon(svc.table, person, couponForm({ code }))).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(updateCoupon(svc.table, person, coupon.code, couponForm({ value: "900", version: "1" }))).rejects.toThrow(
        ADMIN_MESSAGES.notAdmin,
      );
      await expect(endCoupon(svc.table, person, coupon.code)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(listCoupons(svc.table, person)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(couponForAdmin(svc.table, person, coupon.code)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      expect(await getCoupon(svc.table, code, true)).toBeUndefined();
      const log = await readActivity(svc.table, { role: "admin", proof: "second-factor" }, { actorId: person.id });
      expect(log.entries).toEqual([]);
    }
    const stored = await getCoupon(svc.table, coupon.code, true);
    expect(stored).toMatchObject({ value: 30, version: 1 });
    expect(stored?.endedAt).toBeUndefined();
  });

  it("creates a coupon (logged), lists it with its uses and status, and refuses a taken code or a bad field", async () => {
    const code = newCode();
    await createCoupon(svc.table, admin, couponForm({ code: code.toLowerCase(), kind: "percent", value: "20", maxDiscount: "150" }));
    expect(await getCoupon(svc.table, code, true)).toMatchObject({ code, kind: "percent", value: 20, maxDiscount: 150, usedCount: 0 });
    const log = await readActivity(svc.table, { role: "admin", proof: "second-factor" }, { actorId: admin.id });
    expect(log.entries.map((e) => e.summary)).toContain(`Created coupon ${code} (20% off, up to ₹150)`);
    await expect(createCoupon(svc.table, admin, couponForm({ code }))).rejects.toThrow(COUPON_ADMIN_MESSAGES.codeTaken);
    await expect(createCoupon(svc.table, admin, couponForm({ kind: "percent", value: "120" }))).rejects.toThrow(
      COUPON_FORM_MESSAGES.percentValue,
    );
    await expect(createCoupon(svc.table, admin, couponForm({ validTo: lastWeek, validFrom: nextYear }))).rejects.toThrow(
      COUPON_FORM_MESSAGES.validOrder,
    );
    await expect(createCoupon(svc.table, admin, couponForm({ scope: "parkings", parkingIds: "no-such-park" }))).rejects.toThrow(
      COUPON_ADMIN_MESSAGES.unknownParking("no-such-park"),
    );
    let cursor: string | undefined;
    const rows = [];
    do {
      const page = await listCoupons(svc.table, admin, { cursor, limit: 100 });
      rows.push(...page.coupons);
      cursor = page.cursor;
    } while (cursor);
    expect(rows.find((r) => r.code === code)).toMatchObject({ status: "active", uses: 0, amount: "20% off, up to ₹150" });
  });

  it("refuses the second of two edits made from the same version, keeping the first", async () => {
    const coupon = await createCoupon(svc.table, admin, couponForm());
    const other = await makeMember(svc, "Second admin", "admin");
    const results = await Promise.allSettled([
      updateCoupon(svc.table, admin, coupon.code, couponForm({ value: "40", version: "1" })),
      updateCoupon(svc.table, other, coupon.code, couponForm({ value: "60", version: "1" })),
    ]);
    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(done).toHaveLength(1);
    expect(refused.map((r) => (r.reason as Error).message)).toEqual([COUPON_ADMIN_MESSAGES.changed]);
    const stored = await getCoupon(svc.table, coupon.code, true);
    expect(stored?.value).toBe((done[0] as PromiseFulfilledResult<{ value: number }>).value.value);
    expect(stored?.version).toBe(2);
    // A later edit from the new version is fine.
    await updateCoupon(svc.table, admin, coupon.code, couponForm({ value: "45", version: "2" }));
    expect((await getCoupon(svc.table, coupon.code, true))?.value).toBe(45);
  });

  it("applies a city coupon at that city's car parks only", async () => {
    const coupon = await createCoupon(svc.table, admin, couponForm({ scope: "city", city: "nashik" }));
    const driver = await driverWithCar();
    const ok = await evaluateCoupon(svc.table, { code: coupon.code, userId: driver.userId, parkingId: nashik.id, price: 200 });
    expect(ok.discount).toBe(30);
    await expect(evaluateCoupon(svc.table, { code: coupon.code, userId: driver.userId, parkingId: pune.id, price: 200 })).rejects.toThrow(
      COUPON_MESSAGES.otherParking,
    );
    const hold = await placeHold(svc.table, driver.userId, {
      parkingId: nashik.id,
      vehicleId: driver.vehicleId,
      ...stay(),
      couponCode: coupon.code,
    });
    expect(hold.coupon).toMatchObject({ code: coupon.code, discount: 30, counted: true });
  });

  it("lets a member use a coupon up to its per-member limit, race-proof, and gives a released hold's use back", async () => {
    const coupon = await createCoupon(svc.table, admin, couponForm({ perMemberLimit: "2" }));
    const driver = await driverWithCar();
    const hold = (i: number) =>
      placeHold(svc.table, driver.userId, { parkingId: nashik.id, vehicleId: driver.vehicleId, ...stay(i), couponCode: coupon.code });
    const first = await hold(0);
    await hold(1);
    expect(await usesBy(svc.table, coupon.code, driver.userId)).toBe(2);
    await expect(hold(2)).rejects.toThrow(COUPON_MESSAGES.used);
    expect(await releaseHold(svc.table, first, "PaymentFailed")).toBe(true);
    expect(await usesBy(svc.table, coupon.code, driver.userId)).toBe(1);
    expect(await usedCount(coupon.code)).toBe(1);
    await hold(2);
    expect(await usesBy(svc.table, coupon.code, driver.userId)).toBe(2);

    // The member's condition itself under a race: eight takes at once with a limit of 2.
    const racer = await makeMember(svc, "Racer");
    const takes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => svc.table.transact([takeMemberUse(coupon.code, racer.id, `race-${i}`, 2, new Date())], 1)),
    );
    expect(takes.filter((t) => t.status === "fulfilled")).toHaveLength(2);
    for (const t of takes) if (t.status === "rejected") expect(t.reason).toBeInstanceOf(TransactionFailedError);
    expect(await usesBy(svc.table, coupon.code, racer.id)).toBe(2);
  });

  it("keeps a total limit of 3 with 10 members holding at once; a hold refused for space gives its reservation back", async () => {
    const coupon = await createCoupon(svc.table, admin, couponForm({ totalLimit: "3" }));
    const racers = await Promise.all(Array.from({ length: 10 }, () => driverWithCar()));
    const results = await Promise.allSettled(
      racers.map((d) =>
        placeHold(svc.table, d.userId, { parkingId: nashik.id, vehicleId: d.vehicleId, ...stay(3), couponCode: coupon.code }),
      ),
    );
    const held = results.filter((r) => r.status === "fulfilled");
    expect(held).toHaveLength(3);
    for (const r of results) if (r.status === "rejected") expect((r.reason as Error).message).toBe(COUPON_MESSAGES.fullyUsed);
    expect(await usedCount(coupon.code)).toBe(3);

    // Capacity: the one space of `tiny` is taken, so a hold with a coupon is refused and its reservation returned.
    const spare = await createCoupon(svc.table, admin, couponForm({ totalLimit: "1" }));
    const first = await driverWithCar();
    await placeHold(svc.table, first.userId, { parkingId: tiny.id, vehicleId: first.vehicleId, ...stay() });
    const second = await driverWithCar();
    await expect(
      placeHold(svc.table, second.userId, { parkingId: tiny.id, vehicleId: second.vehicleId, ...stay(), couponCode: spare.code }),
    ).rejects.toThrow(BOOKING_MESSAGES.full);
    expect(await usedCount(spare.code)).toBe(0);
    expect(await usesBy(svc.table, spare.code, second.userId)).toBe(0);
    // ...so the one use is still there for someone else.
    const third = await driverWithCar();
    await placeHold(svc.table, third.userId, { parkingId: nashik.id, vehicleId: third.vehicleId, ...stay(), couponCode: spare.code });
    expect(await usedCount(spare.code)).toBe(1);
  });

  it("ends a coupon: it stops applying at once, even to a checkout that evaluated it before; the end is logged", async () => {
    const coupon = await createCoupon(svc.table, admin, couponForm());
    const driver = await driverWithCar();
    await evaluateCoupon(svc.table, { code: coupon.code, userId: driver.userId, parkingId: nashik.id, price: 200 });
    await endCoupon(svc.table, admin, coupon.code);
    await expect(evaluateCoupon(svc.table, { code: coupon.code, userId: driver.userId, parkingId: nashik.id, price: 200 })).rejects.toThrow(
      COUPON_MESSAGES.expired,
    );
    // The open checkout's hold: its reservation is refused by the coupon item's own validity.
    await expect(reserveCouponUse(svc.table, coupon.code, new Date())).rejects.toThrow(ConflictError);
    await expect(
      placeHold(svc.table, driver.userId, { parkingId: nashik.id, vehicleId: driver.vehicleId, ...stay(), couponCode: coupon.code }),
    ).rejects.toThrow(COUPON_MESSAGES.expired);
    expect(await usedCount(coupon.code)).toBe(0);
    await expect(endCoupon(svc.table, admin, coupon.code)).rejects.toThrow(COUPON_ADMIN_MESSAGES.alreadyEnded);
    await expect(updateCoupon(svc.table, admin, coupon.code, couponForm({ version: "2" }))).rejects.toThrow(COUPON_ADMIN_MESSAGES.ended);
    const rows = (await listCoupons(svc.table, admin, { limit: 100 })).coupons;
    expect(rows.find((r) => r.code === coupon.code)?.status).toBe("ended");
    const log = await readActivity(svc.table, { role: "admin", proof: "second-factor" }, { actorId: admin.id });
    expect(log.entries.map((e) => e.summary)).toContain(`Ended coupon ${coupon.code} (used 0 times)`);
  });

  it("takes a released hold's uses again when its payment arrives late", async () => {
    const coupon = await createCoupon(svc.table, admin, couponForm({ totalLimit: "1" }));
    const driver = await driverWithCar();
    const hold = await placeHold(svc.table, driver.userId, {
      parkingId: nashik.id,
      vehicleId: driver.vehicleId,
      ...stay(),
      couponCode: coupon.code,
    });
    const key = bookingKeys.item(hold.id);
    await svc.table.update(key.pk, key.sk, { expression: "SET orderId = :o", values: { ":o": "order_late" } });
    expect(await releaseHold(svc.table, { ...hold, orderId: "order_late" }, "Expired")).toBe(true);
    expect(await usedCount(coupon.code)).toBe(0);
    const late = await confirmBooking(svc.table, hold.id, { orderId: "order_late", paymentId: "pay_late" });
    expect(late.outcome).toBe("confirmed");
    expect(await usedCount(coupon.code)).toBe(1);
    expect(await usesBy(svc.table, coupon.code, driver.userId)).toBe(1);
    expect((await getBooking(svc.table, hold.id))?.coupon).toMatchObject({ code: coupon.code, counted: true });
  });

  it("recounts the total from the members' uses: an admin only, lowering a lost reservation and raising an old coupon's count", async () => {
    const coupon = await createCoupon(svc.table, admin, couponForm({ totalLimit: "5" }));
    // A process that died between its reservation and its hold's transaction.
    await reserveCouponUse(svc.table, coupon.code, new Date());
    expect(await usedCount(coupon.code)).toBe(1);
    for (const role of ["user", "moderator"] as const) {
      const person = await makeMember(svc, `A ${role}`, role);
      await expect(recountCouponUses(svc.table, person, coupon.code, { settleMs: 10 })).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    }
    expect(await usedCount(coupon.code)).toBe(1);
    expect(await recountCouponUses(svc.table, admin, coupon.code, { settleMs: 10 })).toEqual({ before: 1, after: 0 });
    expect(await usedCount(coupon.code)).toBe(0);
    const log = await readActivity(svc.table, { role: "admin", proof: "second-factor" }, { actorId: admin.id });
    expect(log.entries.map((e) => e.summary)).toContain(`Recounted coupon ${coupon.code}'s uses: 1 → 0`);

    // A coupon from before the counter: one member's use in the old item shape, no usedCount.
    const old = newCode();
    const oldCoupon = {
      pk: `COUPON#${old}`,
      sk: "COUPON",
      code: old,
      description: "",
      kind: "flat",
      value: 10,
      validFrom: "2026-01-01T00:00:00.000Z",
      validTo: "2099-01-01T00:00:00.000Z",
    };
    const oldUse = { pk: `COUPON#${old}`, sk: "USED#someone", bookingId: "b-old", usedAt: "2026-02-01T00:00:00.000Z" };
    await svc.table.put(oldCoupon);
    await svc.table.put(oldUse);
    expect(await recountCouponUses(svc.table, admin, old, { settleMs: 10 })).toEqual({ before: 0, after: 1 });
    expect(await usedCount(old)).toBe(1);
  });
});
