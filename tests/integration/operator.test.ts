import type { Caller } from "@core/account/caller";
import { signedInAs } from "../support/community";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import {
  checkIn,
  checkOut,
  completeFinishedStays,
  getBooking,
  listBookings,
  mayOperateAt,
  OPERATOR_MESSAGES,
  placeHold,
} from "@core/booking/booking-service";
import { ForbiddenError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/** Confirmed → Parked → Completed: the operator's check-in and check-out by code or QR, and the sweep after departure. */
let svc: Services;
let userId: string;
let vehicleId: string;
let driver: Caller;
let admin: Caller;
let moderator: Caller;
const parking: Parking = { ...demoParkings()[0]!, id: "pk-operator", code: "OPS-001", fourWheelerCapacity: 5, twoWheelerCapacity: 0 };

async function confirmed(startsInMinutes: number, hours = 2) {
  const inTime = new Date(Date.now() + startsInMinutes * 60_000);
  const booking = await placeHold(svc.table, userId, {
    parkingId: parking.id,
    vehicleId,
    inTime: inTime.toISOString(),
    outTime: new Date(inTime.getTime() + hours * 3600_000).toISOString(),
  });
  const { order } = await startPayment(svc, userId, booking.id);
  const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
  await verifyPayment(
    svc,
    { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    userId,
  );
  return booking;
}

beforeAll(async () => {
  svc = await createTestServices("operator");
  await putParkings(svc.table, [parking]);
  const user = signedInAs(
    await createUser(svc.table, {
      name: "Op",
      email: `op-${Date.now()}@example.com`,
      passwordHash: await hashPassword("Driver#2026", TEST_PASSWORD_COST),
      verified: true,
    }),
  );
  userId = user.id;
  driver = user;
  const hash = await hashPassword("Staff#2026", TEST_PASSWORD_COST);
  admin = signedInAs(
    await createUser(svc.table, {
      name: "Gate",
      email: `gate-${Date.now()}@example.com`,
      passwordHash: hash,
      verified: true,
      role: "admin",
    }),
  );
  moderator = signedInAs(
    await createUser(svc.table, {
      name: "Mod",
      email: `mod-${Date.now()}@example.com`,
      passwordHash: hash,
      verified: true,
      role: "moderator",
    }),
  );
  vehicleId = (
    await createVehicle(svc.table, userId, { vehicle_name: "Car", vehicle_number: "KL 07 AB 1234", vehicle_type: "Four Wheeler" })
  ).id;
});

describe("operator check-in and check-out", () => {
  it("checks in by code, checks out by the voucher's QR text, and the tabs follow", async () => {
    const booking = await confirmed(10);
    expect((await checkIn(svc.table, admin, booking.code.toLowerCase())).status).toBe("Parked");
    expect((await listBookings(svc.table, userId, "Parked", 1, 10)).bookings.map((b) => b.id)).toEqual([booking.id]);
    await expect(checkIn(svc.table, admin, booking.code)).rejects.toThrow(OPERATOR_MESSAGES.notConfirmed);
    expect((await checkOut(svc.table, admin, `SMARTPARKING:${booking.code}:${booking.id}`)).status).toBe("Completed");
    expect((await listBookings(svc.table, userId, "Completed", 1, 10)).total).toBe(1);
    await expect(checkOut(svc.table, admin, booking.code)).rejects.toThrow(OPERATOR_MESSAGES.notParked);
  });

  it("refuses unknown codes and check-ins long before arrival", async () => {
    await expect(checkIn(svc.table, admin, "SP-ZZZZZZ")).rejects.toThrow(OPERATOR_MESSAGES.unknownCode);
    await expect(checkIn(svc.table, admin, "hello")).rejects.toThrow(OPERATOR_MESSAGES.unknownCode);
    const later = await confirmed(24 * 60);
    await expect(checkIn(svc.table, admin, later.code)).rejects.toThrow(OPERATOR_MESSAGES.tooEarly);
  });

  it("completes a parked booking once its departure has passed", async () => {
    const booking = await confirmed(5, 1);
    await checkIn(svc.table, admin, booking.code);
    expect(await completeFinishedStays(svc.table, new Date())).toBe(0);
    expect(await completeFinishedStays(svc.table, new Date(Date.now() + 2 * 3600_000))).toBe(1);
    expect((await listBookings(svc.table, userId, "Completed", 1, 10)).bookings.some((b) => b.id === booking.id)).toBe(true);
  });
});

describe("who may check cars in and out", () => {
  it("only staff who operate the car park: the admin yes, a driver or a moderator no", () => {
    expect(mayOperateAt(admin, parking.id)).toBe(true);
    expect(mayOperateAt(driver, parking.id)).toBe(false);
    expect(mayOperateAt(moderator, parking.id)).toBe(false);
  });

  it("refuses the booking's own driver and a moderator, and the booking stays as it was", async () => {
    const booking = await confirmed(10);
    for (const person of [driver, moderator]) {
      const attempt = checkIn(svc.table, person, booking.code);
      await expect(attempt).rejects.toBeInstanceOf(ForbiddenError);
      await expect(checkIn(svc.table, person, booking.code)).rejects.toThrow(OPERATOR_MESSAGES.notOperator);
    }
    expect((await getBooking(svc.table, booking.id))?.status).toBe("Confirmed");

    await checkIn(svc.table, admin, booking.code);
    for (const person of [driver, moderator]) {
      await expect(checkOut(svc.table, person, booking.code)).rejects.toThrow(OPERATOR_MESSAGES.notOperator);
    }
    expect((await getBooking(svc.table, booking.id))?.status).toBe("Parked");
    expect((await checkOut(svc.table, admin, booking.code)).status).toBe("Completed");
  });
});
