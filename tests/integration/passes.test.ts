import type { Caller } from "@core/account/caller";
import { signedInAs } from "../support/community";
import { beforeAll, describe, expect, it } from "vitest";
import { assignOperator } from "@core/account/operator-assignments";
import {
  checkIn,
  checkOut,
  getBooking,
  getOwnBooking,
  listBookings,
  listPasses,
  OPERATOR_MESSAGES,
  sweepExpiredHolds,
} from "@core/booking/booking-service";
import type { Booking } from "@core/booking/booking";
import { ForbiddenError, NotFoundError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { placePassHold } from "@core/pass/pass-hold";
import type { PassPlan } from "@core/pass/pass-plan";
import { readPool } from "@core/pass/pass-pool";
import { cancelWithRefund, paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * A monthly pass's life (issue 15, decision 029): bought through the same hold → pay → confirm flow
 * as a booking, listed under Passes (not the booking tabs), checked in and out more than once a day
 * within its plan's hours and refused outside them, and cancelled before its start with a full
 * refund and its pool space back.
 */
let svc: Services;
let driver: Caller;
let stranger: Caller;
let operator: Caller;
const dayPlan: PassPlan = {
  id: "day10",
  hours: "day",
  startHour: 8,
  hoursPerDay: 10,
  spaces: { four: 2, two: 0 },
  prices: { "1": { four: 2500 } },
};
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-pass-life",
  code: "PAS-LIFE",
  name: "Pass Life Car Park",
  fourWheelerCapacity: 5,
  twoWheelerCapacity: 0,
  passPlans: [dayPlan],
};
const IST = 330 * 60_000;
const indiaDate = (days: number) => new Date(Date.now() + IST + days * 86_400_000).toISOString().slice(0, 10);
const ist = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00.000Z`) - IST);
let plate = 2000;

async function buy(startDate: string): Promise<Booking> {
  const vehicle = await createVehicle(svc.table, driver.id, {
    vehicle_name: "Car",
    vehicle_number: `TN 09 PQ ${plate++}`,
    vehicle_type: "Four Wheeler",
  });
  const pass = await placePassHold(svc.table, driver.id, {
    parkingId: parking.id,
    planId: dayPlan.id,
    months: 1,
    startDate,
    vehicleId: vehicle.id,
    declaration: true,
  });
  const { order } = await startPayment(svc, driver.id, pass.id);
  expect(order.amount).toBe(2950 * 100);
  const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
  const result = await verifyPayment(
    svc,
    { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    driver.id,
  );
  expect(result.outcome).toBe("confirmed");
  return result.booking;
}

beforeAll(async () => {
  svc = await createTestServices("passes");
  await putParkings(svc.table, [parking]);
  const admin = await makeMember(svc, "Admin", "admin");
  [driver, stranger] = await Promise.all([makeMember(svc, "Pass Holder"), makeMember(svc, "Stranger")]);
  const staff = await makeMember(svc, "Gate Staff");
  operator = signedInAs(await assignOperator(svc.table, admin, { email: staff.email, parkingIds: [parking.id] }));
});

describe("a monthly daytime pass", () => {
  let pass: Booking;

  it("is paid through the booking's payment flow, at the plan's price with GST, and listed under Passes only", async () => {
    pass = await buy(indiaDate(0));
    expect(pass.status).toBe("Confirmed");
    expect(pass.totalPrice).toBe(2950);
    expect((await listPasses(svc.table, driver.id)).map((p) => p.id)).toEqual([pass.id]);
    expect((await listBookings(svc.table, driver.id, "Confirmed", 1, 20)).bookings).toEqual([]);
  });

  it("lets the car in and out twice in one day within its hours, and refuses it at night", async () => {
    const day = indiaDate(1);
    const desk = { parkingId: parking.id };
    expect((await checkIn(svc.table, operator, pass.code, ist(day, "09:00"), desk)).status).toBe("Parked");
    expect((await checkOut(svc.table, operator, pass.code, ist(day, "12:00"), desk)).status).toBe("Confirmed");
    expect((await checkIn(svc.table, operator, pass.code, ist(day, "14:00"), desk)).status).toBe("Parked");
    expect((await checkOut(svc.table, operator, pass.code, ist(day, "17:30"), desk)).status).toBe("Confirmed");
    await expect(checkIn(svc.table, operator, pass.code, ist(day, "20:00"), desk)).rejects.toThrow(
      OPERATOR_MESSAGES.outsideHours("Daytime, 08:00–18:00"),
    );
    await expect(checkIn(svc.table, operator, pass.code, ist(day, "07:45"), desk)).rejects.toThrow(
      OPERATOR_MESSAGES.outsideHours("Daytime, 08:00–18:00"),
    );
    expect((await getBooking(svc.table, pass.id))?.status).toBe("Confirmed");
  });

  it("is refused after it has expired", async () => {
    await expect(
      checkIn(svc.table, operator, pass.code, new Date(Date.parse(pass.outTime) + 3600_000), { parkingId: parking.id }),
    ).rejects.toThrow(OPERATOR_MESSAGES.passOver);
  });

  it("is another member's to neither see, pay for, cancel nor check in", async () => {
    await expect(getOwnBooking(svc.table, stranger.id, pass.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(startPayment(svc, stranger.id, pass.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(cancelWithRefund(svc, stranger.id, pass.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(checkIn(svc.table, stranger, pass.code, ist(indiaDate(1), "10:00"))).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("cancelled before its start is refunded in full and gives its pool space back", async () => {
    const later = await buy(indiaDate(5));
    expect((await readPool(svc.table, parking.id, dayPlan.id, "four")).spans).toHaveLength(2);
    const cancelled = await cancelWithRefund(svc, driver.id, later.id);
    expect(cancelled.status).toBe("Cancelled");
    expect(cancelled.refund?.amount).toBe(2950);
    expect((await readPool(svc.table, parking.id, dayPlan.id, "four")).spans.map((s) => s.bookingId)).toEqual([pass.id]);
  });

  it("paid after its hold was released (the pool may be sold meanwhile), is refunded in full and takes no space", async () => {
    const vehicle = await createVehicle(svc.table, driver.id, {
      vehicle_name: "Car",
      vehicle_number: `TN 09 PQ ${plate++}`,
      vehicle_type: "Four Wheeler",
    });
    const hold = await placePassHold(svc.table, driver.id, {
      parkingId: parking.id,
      planId: dayPlan.id,
      months: 1,
      startDate: indiaDate(2),
      vehicleId: vehicle.id,
      declaration: true,
    });
    const { order } = await startPayment(svc, driver.id, hold.id);
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 16 * 60_000));
    expect((await readPool(svc.table, parking.id, dayPlan.id, "four")).spans.map((s) => s.bookingId)).toEqual([pass.id]);
    const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
    const late = await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      driver.id,
    );
    expect(late.outcome).toBe("refunded");
    expect((await getBooking(svc.table, hold.id))?.status).toBe("Expired");
    expect((await readPool(svc.table, parking.id, dayPlan.id, "four")).spans.map((s) => s.bookingId)).toEqual([pass.id]);
  });
});
