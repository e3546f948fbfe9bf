import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../functions/core/account/user-store";
import { checkIn, checkOut, completeFinishedStays, listBookings, OPERATOR_MESSAGES, placeHold } from "../../functions/core/booking/booking-service";
import type { Parking } from "../../functions/core/parking/parking";
import { putParkings } from "../../functions/core/parking/parking-store";
import { paymentGateway, startPayment, verifyPayment } from "../../functions/core/payment/payment-service";
import type { TestGateway } from "../../functions/core/payment/test-gateway";
import { hashPassword } from "../../functions/core/security/password";
import type { Services } from "../../functions/core/services";
import { createVehicle } from "../../functions/core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/** Confirmed → Parked → Completed: the operator's check-in and check-out by code or QR, and the sweep after departure. */
let svc: Services;
let userId: string;
let vehicleId: string;
const parking: Parking = { ...demoParkings()[0]!, id: "pk-operator", code: "OPS-001", fourWheelerCapacity: 5, twoWheelerCapacity: 0 };

async function confirmed(startsInMinutes: number, hours = 2) {
  const inTime = new Date(Date.now() + startsInMinutes * 60_000);
  const booking = await placeHold(svc.table, userId, { parkingId: parking.id, vehicleId, inTime: inTime.toISOString(), outTime: new Date(inTime.getTime() + hours * 3600_000).toISOString() });
  const { order } = await startPayment(svc, userId, booking.id);
  const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
  await verifyPayment(svc, { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature }, userId);
  return booking;
}

beforeAll(async () => {
  svc = await createTestServices("operator");
  await putParkings(svc.table, [parking]);
  const user = await createUser(svc.table, { name: "Op", email: `op-${Date.now()}@example.com`, passwordHash: await hashPassword("Driver#2026"), verified: true });
  userId = user.id;
  vehicleId = (await createVehicle(svc.table, userId, { vehicle_name: "Car", vehicle_number: "KL 07 AB 1234", vehicle_type: "Four Wheeler" })).id;
});

describe("operator check-in and check-out", () => {
  it("checks in by code, checks out by the voucher's QR text, and the tabs follow", async () => {
    const booking = await confirmed(10);
    expect((await checkIn(svc.table, booking.code.toLowerCase())).status).toBe("Parked");
    expect((await listBookings(svc.table, userId, "Parked", 1, 10)).bookings.map((b) => b.id)).toEqual([booking.id]);
    await expect(checkIn(svc.table, booking.code)).rejects.toThrow(OPERATOR_MESSAGES.notConfirmed);
    expect((await checkOut(svc.table, `SMARTPARKING:${booking.code}:${booking.id}`)).status).toBe("Completed");
    expect((await listBookings(svc.table, userId, "Completed", 1, 10)).total).toBe(1);
    await expect(checkOut(svc.table, booking.code)).rejects.toThrow(OPERATOR_MESSAGES.notParked);
  });

  it("refuses unknown codes and check-ins long before arrival", async () => {
    await expect(checkIn(svc.table, "SP-ZZZZZZ")).rejects.toThrow(OPERATOR_MESSAGES.unknownCode);
    await expect(checkIn(svc.table, "hello")).rejects.toThrow(OPERATOR_MESSAGES.unknownCode);
    const later = await confirmed(24 * 60);
    await expect(checkIn(svc.table, later.code)).rejects.toThrow(OPERATOR_MESSAGES.tooEarly);
  });

  it("completes a parked booking once its departure has passed", async () => {
    const booking = await confirmed(5, 1);
    await checkIn(svc.table, booking.code);
    expect(await completeFinishedStays(svc.table, new Date())).toBe(0);
    expect(await completeFinishedStays(svc.table, new Date(Date.now() + 2 * 3600_000))).toBe(1);
    expect((await listBookings(svc.table, userId, "Completed", 1, 10)).bookings.some((b) => b.id === booking.id)).toBe(true);
  });
});
