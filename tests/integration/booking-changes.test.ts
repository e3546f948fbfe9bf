import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { BOOKING_MESSAGES, getBooking, placeHold, sweepExpiredHolds } from "@core/booking/booking-service";
import { CHANGE_MESSAGES, getChange, quoteChange } from "@core/booking/change";
import { POLICY_MESSAGES } from "@core/booking/policy";
import { ConflictError, NotFoundError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import {
  cancelWithRefund,
  changeBooking,
  failPayment,
  paymentGateway,
  startChangePayment,
  startPayment,
  verifyPayment,
} from "@core/payment/payment-service";
import { getRefund } from "@core/payment/refunds";
import type { TestGateway } from "@core/payment/test-gateway";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { seedDemoCoupons } from "../../infra/local/seed/coupons";
import { createTestServices } from "../support/local-services";

/**
 * Changing and extending a booking (issue 14) on DynamoDB Local and the test gateway: the new
 * hours reserved and the old freed together, a higher price paid as a change hold, a lower one
 * refunded, the owner only, the policy's cut-off, and races that never overbook.
 */
let svc: Services;
let gateway: TestGateway;
/** ₹100 an hour (four-wheeler), 2 spaces; ₹20 an hour for two-wheelers. */
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-change",
  code: "CHG-001",
  fourWheelerCapacity: 2,
  twoWheelerCapacity: 2,
  price_for: 1,
  priceF: 100,
  priceT: 20,
  policy: { cutoffHours: 3, reentry: false },
};
const strict: Parking = {
  ...parking,
  id: "pk-change-strict",
  code: "CHG-002",
  fourWheelerCapacity: 5,
  policy: { cutoffHours: 24, reentry: true },
};
let n = 0;
let hash: Promise<string> | undefined;

async function driver() {
  const user = await createUser(svc.table, {
    name: "Changer",
    email: `changer-${++n}@example.com`,
    passwordHash: await (hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST)),
    verified: true,
  });
  const car = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 02 CC ${1000 + n}`,
    vehicle_type: "Four Wheeler",
  });
  const bike = await createVehicle(svc.table, user.id, {
    vehicle_name: "Bike",
    vehicle_number: `MH 02 BB ${1000 + n}`,
    vehicle_type: "Two Wheeler",
  });
  return { userId: user.id, carId: car.id, bikeId: bike.id };
}

/** An hour-aligned window `daysAhead` days from now. */
function at(daysAhead: number, hour: number, hours: number) {
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000);
  start.setUTCHours(hour, 0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + hours * 3600_000).toISOString() };
}

async function paidBooking(
  d: Awaited<ReturnType<typeof driver>>,
  window: { inTime: string; outTime: string },
  where = parking,
  couponCode?: string,
) {
  const hold = await placeHold(svc.table, d.userId, { parkingId: where.id, vehicleId: d.carId, ...window, couponCode });
  const { order } = await startPayment(svc, d.userId, hold.id);
  const paid = await gateway.pay(order.id);
  await verifyPayment(svc, { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature });
  return (await getBooking(svc.table, hold.id))!;
}

async function count(where: Parking, sk: string): Promise<number> {
  const item = await svc.table.get<{ pk: string; sk: string; count?: number }>(`PARKING#${where.id}`, sk, true);
  return item?.count ?? 0;
}

beforeAll(async () => {
  svc = await createTestServices("booking-changes");
  await putParkings(svc.table, [parking, strict]);
  await seedDemoCoupons(svc);
  gateway = paymentGateway(svc) as TestGateway;
});

describe("changing a booking", () => {
  it("moves to a later window: pays the difference, then the new hours are held and the old ones freed", async () => {
    const d = await driver();
    const booking = await paidBooking(d, at(3, 4, 2));
    expect(booking.totalPrice).toBe(236);
    const result = await changeBooking(svc, d.userId, booking.id, "change", { ...at(3, 6, 3), vehicleId: d.carId });
    expect(result.outcome).toBe("payment");
    const change = result.change;
    expect(change.difference).toBe(354 - 236);
    // The hours only the new window has are already held; the booking itself is unchanged until paid.
    expect(change.addSlots).toHaveLength(3);
    for (const sk of change.addSlots) expect(await count(parking, sk)).toBe(1);
    expect((await getBooking(svc.table, booking.id))!.inTime).toBe(booking.inTime);

    const { order } = await startChangePayment(svc, d.userId, booking.id, change.id);
    expect(order.amount).toBe(118 * 100);
    const paid = await gateway.pay(order.id);
    const settled = await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      d.userId,
    );
    expect(settled.outcome).toBe("confirmed");
    const after = (await getBooking(svc.table, booking.id))!;
    expect(after).toMatchObject({ ...at(3, 6, 3), totalPrice: 354, status: "Confirmed" });
    expect(after.pendingChange).toBeUndefined();
    for (const sk of booking.slots) expect(await count(parking, sk)).toBe(0);
    for (const sk of after.slots) expect(await count(parking, sk)).toBe(1);
    // The voucher and receipt are mailed again.
    const mails = (await svc.outbox!.list()).filter((m) => m.subject === `Your booking is changed: ${booking.code}`);
    expect(mails).toHaveLength(1);

    // Changing back is cheaper: applied at once, the difference refunded from the latest payment.
    const back = await changeBooking(svc, d.userId, booking.id, "change", { ...at(3, 4, 2), vehicleId: d.carId });
    expect(back.outcome).toBe("applied");
    const refund = await getRefund(svc.table, paid.paymentId, back.change.id);
    expect(refund).toMatchObject({ amount: 118 * 100, status: "processed" });
    expect((await getBooking(svc.table, booking.id))!).toMatchObject({ ...at(3, 4, 2), totalPrice: 236 });

    // A cancellation now refunds what each payment has left: the first payment's ₹236 in full.
    const cancelled = await cancelWithRefund(svc, d.userId, booking.id);
    expect(cancelled.status).toBe("Cancelled");
    expect(await getRefund(svc.table, booking.transaction_id!)).toMatchObject({ amount: 236 * 100 });
    expect(await getRefund(svc.table, paid.paymentId)).toBeUndefined();
  });

  it("changes the vehicle to a two-wheeler: cheaper, the car's hours freed and the bike's taken in one step", async () => {
    const d = await driver();
    const booking = await paidBooking(d, at(4, 4, 2));
    const result = await changeBooking(svc, d.userId, booking.id, "change", { ...at(4, 4, 2), vehicleId: d.bikeId });
    expect(result.outcome).toBe("applied");
    if (result.outcome !== "applied") return;
    expect(result.booking).toMatchObject({ vehicleKind: "two", totalPrice: 48 });
    for (const sk of booking.slots) expect(await count(parking, sk)).toBe(0);
    for (const sk of result.booking.slots) expect(await count(parking, sk)).toBe(1);
    expect(result.refunds).toEqual([{ paymentId: booking.transaction_id, orderId: booking.orderId, amount: 236 - 48 }]);
  });

  it("drops the coupon: the new price is the full price, said before the driver agrees", async () => {
    const d = await driver();
    const booking = await paidBooking(d, at(5, 4, 2), parking, "WELCOME50");
    expect(booking).toMatchObject({ coupon: { code: "WELCOME50" }, totalPrice: 178 });
    const quote = await quoteChange(svc.table, d.userId, booking.id, "change", { ...at(5, 5, 2), vehicleId: d.carId });
    expect(quote).toMatchObject({ couponDropped: "WELCOME50", difference: 236 - 178 });
    expect(quote.to.pricing.discount).toBe(0);
    // Nothing was written by the quote.
    expect((await getBooking(svc.table, booking.id))!).toMatchObject({ inTime: booking.inTime, coupon: { code: "WELCOME50" } });
  });

  it("refuses what the policy and the rules refuse, changing nothing", async () => {
    const d = await driver();
    const booking = await paidBooking(d, at(6, 4, 2));
    // Nothing to change.
    await expect(changeBooking(svc, d.userId, booking.id, "change", { ...at(6, 4, 2), vehicleId: d.carId })).rejects.toThrow(
      CHANGE_MESSAGES.nothingToChange,
    );
    // Another member: as unknown as a made-up id.
    const other = await driver();
    await expect(changeBooking(svc, other.userId, booking.id, "change", { ...at(6, 5, 2), vehicleId: other.carId })).rejects.toThrow(
      NotFoundError,
    );
    await expect(changeBooking(svc, other.userId, booking.id, "extend", { outTime: at(6, 4, 5).outTime })).rejects.toThrow(NotFoundError);
    // Another member's vehicle.
    await expect(changeBooking(svc, d.userId, booking.id, "change", { ...at(6, 4, 2), vehicleId: other.carId })).rejects.toThrow(
      BOOKING_MESSAGES.vehicleMissing,
    );
    // Past the cut-off of a car park with a 24-hour policy.
    const soon = new Date(Date.now() + 10 * 3600_000);
    soon.setUTCMinutes(0, 0, 0);
    const late = await paidBooking(
      d,
      { inTime: soon.toISOString(), outTime: new Date(soon.getTime() + 2 * 3600_000).toISOString() },
      strict,
    );
    await expect(changeBooking(svc, d.userId, late.id, "change", { ...at(2, 4, 2), vehicleId: d.carId })).rejects.toThrow(
      POLICY_MESSAGES.tooLateToChange({ cutoffHours: 24, reentry: true }),
    );
    expect((await getBooking(svc.table, booking.id))!).toMatchObject({
      inTime: booking.inTime,
      outTime: booking.outTime,
      vehicleId: d.carId,
    });
    expect((await getBooking(svc.table, late.id))!.inTime).toBe(late.inTime);
  });

  it("a change hold not paid in time is released by the sweeper: its hours go back, the booking is as it was", async () => {
    const d = await driver();
    const booking = await paidBooking(d, at(7, 4, 1));
    const result = await changeBooking(svc, d.userId, booking.id, "extend", { outTime: at(7, 4, 3).outTime });
    expect(result.outcome).toBe("payment");
    const added = result.change.addSlots;
    for (const sk of added) expect(await count(parking, sk)).toBe(1);
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 16 * 60_000));
    for (const sk of added) expect(await count(parking, sk)).toBe(0);
    expect((await getChange(svc.table, booking.id, result.change.id))!.status).toBe("Expired");
    const after = (await getBooking(svc.table, booking.id))!;
    expect(after.pendingChange).toBeUndefined();
    expect(after.outTime).toBe(booking.outTime);
    // Failing a payment does the same at once.
    const again = await changeBooking(svc, d.userId, booking.id, "extend", { outTime: at(7, 4, 2).outTime });
    const { order } = await startChangePayment(svc, d.userId, booking.id, again.change.id);
    await failPayment(svc, d.userId, order.id);
    expect((await getChange(svc.table, booking.id, again.change.id))!.status).toBe("PaymentFailed");
    expect((await getBooking(svc.table, booking.id))!.pendingChange).toBeUndefined();
  });
});

describe("races", () => {
  it("two changes of one booking at once leave exactly one", async () => {
    const d = await driver();
    const booking = await paidBooking(d, at(8, 4, 2));
    const results = await Promise.allSettled([
      changeBooking(svc, d.userId, booking.id, "change", { ...at(8, 6, 2), vehicleId: d.carId }),
      changeBooking(svc, d.userId, booking.id, "change", { ...at(8, 9, 2), vehicleId: d.carId }),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(ConflictError);
    const after = (await getBooking(svc.table, booking.id))!;
    // Exactly one window holds the booking's hours, and only its hours are counted.
    const all = await svc.table.queryAll<{ pk: string; sk: string; count: number }>({
      pk: `PARKING#${parking.id}`,
      sk: { beginsWith: "SLOT#FOUR#" },
    });
    const day = at(8, 0, 1).inTime.slice(0, 10);
    const counted = all.filter((s) => s.sk.includes(day) && s.count > 0).map((s) => s.sk);
    expect(counted.sort()).toEqual([...after.slots].sort());
  });

  it("changes racing new bookings for the last spaces never overbook", async () => {
    // Two spaces. One driver's booking moves into hours where 30 others race to book.
    const mover = await driver();
    const booking = await paidBooking(mover, at(9, 2, 2));
    const target = at(9, 10, 2);
    const others = await Promise.all(Array.from({ length: 12 }, () => driver()));
    const results = await Promise.allSettled([
      changeBooking(svc, mover.userId, booking.id, "change", { ...target, vehicleId: mover.carId }),
      ...others.map((o) => placeHold(svc.table, o.userId, { parkingId: parking.id, vehicleId: o.carId, ...target })),
    ]);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(ConflictError);
    const winners = results.filter((r) => r.status === "fulfilled").length;
    expect(winners).toBe(2);
    for (const hour of [10, 11]) {
      const sk = `SLOT#FOUR#${at(9, hour, 1).inTime.slice(0, 13)}`;
      expect(await count(parking, sk)).toBe(2);
    }
  });
});
