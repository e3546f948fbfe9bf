import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { freeSpaces } from "@core/availability/availability";
import { getBooking, placeHold, sweepExpiredHolds } from "@core/booking/booking-service";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { failPayment, paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { loader as checkoutPage } from "../../app/routes/booking/checkout";
import { loader as resultPage } from "../../app/routes/booking/payment.result";
import { useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";
import { signedInRequest } from "../support/web";

/**
 * Issue 29, item 6: a failed payment does not start over. While the hold lives, "Try again" reopens
 * the same booking's payment (same price and coupon, a fresh order through the payment service);
 * once it has lapsed, the result page says so and offers checkout again with the same choices.
 */
let svc: Services;
let gateway: TestGateway;
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-retry",
  code: "RTY-001",
  fourWheelerCapacity: 1,
  twoWheelerCapacity: 0,
  price_for: 1,
  priceF: 100,
};
let n = 0;
let hash: Promise<string> | undefined;

async function driver() {
  hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST);
  const user = await createUser(svc.table, {
    name: "Retry",
    email: `retry-${++n}-${Date.now()}@example.com`,
    passwordHash: await hash,
    verified: true,
  });
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 01 RT ${1000 + n}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id };
}

function window(daysAhead: number) {
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + 2 * 3600_000).toISOString() };
}

async function freeFour(w: { inTime: string; outTime: string }) {
  return (await freeSpaces(svc.table, parking, { inTime: new Date(w.inTime), outTime: new Date(w.outTime) })).four;
}

async function failedOnce(daysAhead: number) {
  const d = await driver();
  const w = window(daysAhead);
  const hold = await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...w, couponCode: "RETRY20" });
  const { order } = await startPayment(svc, d.userId, hold.id);
  await gateway.fail(order.id);
  await failPayment(svc, d.userId, order.id);
  return { ...d, w, hold, order };
}

const result = async (userId: string, orderId: string) =>
  resultPage({ request: await signedInRequest(svc, userId, `/payment/result?outcome=failed&order=${orderId}`), params: {}, context: {} });

beforeAll(async () => {
  svc = await createTestServices("payment-retry");
  await putParkings(svc.table, [parking]);
  await svc.table.put({
    pk: "COUPON#RETRY20",
    sk: "COUPON",
    code: "RETRY20",
    description: "",
    kind: "flat",
    value: 20,
    validFrom: "2020-01-01T00:00:00Z",
    validTo: "2099-01-01T00:00:00Z",
  } as never);
  gateway = paymentGateway(svc) as TestGateway;
  useServicesForHandlers(svc);
});

describe("a failed payment while the hold lives", () => {
  it("keeps the hold, its price and coupon; Try again reopens its pay page, whose Pay is a fresh order that confirms it", async () => {
    const { userId, w, hold, order } = await failedOnce(3);
    const kept = (await getBooking(svc.table, hold.id))!;
    expect(kept).toMatchObject({ status: "PendingPayment", totalPrice: hold.totalPrice, coupon: hold.coupon, failedOrderIds: [order.id] });
    expect(kept.orderId).toBeUndefined();
    expect(await freeFour(w)).toBe(0);

    const page = await result(userId, order.id);
    expect(page).toMatchObject({ kind: "failed", retryHref: `/checkout/pay/${hold.id}`, expired: null });

    const again = await startPayment(svc, userId, hold.id);
    expect(again.order.id).not.toBe(order.id);
    expect(again.order.amount).toBe(hold.totalPrice * 100);
    // Pressing Pay twice gives the same fresh order, not a third one.
    expect((await startPayment(svc, userId, hold.id)).order.id).toBe(again.order.id);
    const paid = await gateway.pay(again.order.id);
    const done = await verifyPayment(
      svc,
      { razorpay_order_id: again.order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    expect(done.outcome).toBe("confirmed");
    expect(await getBooking(svc.table, hold.id)).toMatchObject({
      status: "Confirmed",
      transaction_id: paid.paymentId,
      coupon: { code: "RETRY20", discount: 20 },
    });
  });

  it("a late capture on the set-aside order still confirms the hold (the gateway let the member retry it)", async () => {
    const { userId, hold, order } = await failedOnce(7);
    const paid = await gateway.pay(order.id);
    const done = await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    expect(done.outcome).toBe("confirmed");
    expect((await getBooking(svc.table, hold.id))!.status).toBe("Confirmed");
  });

  it("a second failure report for the same order changes nothing more", async () => {
    const { userId, hold, order } = await failedOnce(4);
    await failPayment(svc, userId, order.id);
    expect(await getBooking(svc.table, hold.id)).toMatchObject({ status: "PendingPayment", failedOrderIds: [order.id] });
  });

  it("another member's order offers no way on", async () => {
    const { order } = await failedOnce(5);
    const stranger = await driver();
    expect(await result(stranger.userId, order.id)).toMatchObject({ retryHref: null, expired: null });
  });
});

describe("a failed payment whose hold has lapsed", () => {
  it("says so and offers checkout again with the same car park, times, vehicle and coupon", async () => {
    const { userId, vehicleId, w, hold, order } = await failedOnce(6);
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 16 * 60_000));
    expect((await getBooking(svc.table, hold.id))!.status).toBe("Expired");
    expect(await freeFour(w)).toBe(1);

    const page = await result(userId, order.id);
    expect(page.expired).toMatch(/^We held your space for 15 minutes and that time has passed\./);
    const href = new URL(page.retryHref!, "http://localhost");
    expect(href.pathname).toBe("/checkout");
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      id: parking.id,
      in: w.inTime,
      out: w.outTime,
      type: "four",
      vehicle: vehicleId,
      coupon: "RETRY20",
    });

    // That checkout is filled in: the vehicle chosen, the coupon applied again, the same price.
    const checkout = await checkoutPage({ request: await signedInRequest(svc, userId, page.retryHref!), params: {}, context: {} });
    expect(checkout.chosen?.id).toBe(vehicleId);
    expect(checkout.coupon).toMatchObject({ status: "applied", code: "RETRY20" });
    expect(checkout.summary!.price.lines.at(-1)).toMatchObject({ kind: "total", amount: `₹${hold.totalPrice}` });
  });
});
