import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { freeSpaces } from "@core/availability/availability";
import { isHoldLive } from "@core/booking/booking";
import { bookingKeys } from "@core/booking/booking-store";
import { BOOKING_MESSAGES, getBooking, listBookings, placeHold, sweepExpiredHolds } from "@core/booking/booking-service";
import { ConflictError, ValidationError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import {
  cancelWithRefund,
  failPayment,
  handleWebhook,
  PAYMENT_MESSAGES,
  paymentGateway,
  startPayment,
  verifyPayment,
} from "@core/payment/payment-service";
import { checkoutSignature, hmacHex } from "@core/payment/signature";
import type { TestGateway } from "@core/payment/test-gateway";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";
import { useServicesForHandlers } from "../support/api";
import { signedInRequest } from "../support/web";
import { loader as bookingsPage } from "../../app/routes/booking/_app.booking";
import { loader as cancelPage } from "../../app/routes/booking/_app.booking_.$id.cancel";
import { action as payAction, loader as payPage } from "../../app/routes/booking/checkout_.pay.$bookingId";

/** Payments against the embedded test gateway, which signs exactly as Razorpay does. */
let svc: Services;
let gateway: TestGateway;
let secret: string;
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-pay",
  code: "PAY-001",
  fourWheelerCapacity: 1,
  twoWheelerCapacity: 0,
  price_for: 1,
  priceF: 100,
};
let n = 0;

async function driver() {
  const user = await createUser(svc.table, {
    name: "Payer",
    email: `payer-${++n}-${Date.now()}@example.com`,
    passwordHash: await hashPasswordOnce(),
    verified: true,
  });
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 01 AA ${String(1000 + n)}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id, email: user.email };
}
let hash: Promise<string> | undefined;
const hashPasswordOnce = () => (hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST));

/** A window of `hours` starting `daysAhead` days from now, so tests do not share spaces. */
function window(daysAhead: number, hours = 2) {
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + hours * 3600_000).toISOString() };
}

async function held(daysAhead: number) {
  const d = await driver();
  const booking = await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window(daysAhead) });
  const { order } = await startPayment(svc, d.userId, booking.id);
  return { ...d, booking, order };
}

const webhook = (body: object, id: string) => {
  const raw = Buffer.from(JSON.stringify(body));
  return handleWebhook(svc, raw, hmacHex(raw, secret), id);
};

beforeAll(async () => {
  svc = await createTestServices("payments");
  await putParkings(svc.table, [parking]);
  gateway = paymentGateway(svc) as TestGateway;
  secret = svc.config.TEST_GATEWAY_SECRET!;
  // The pages below read services() from the environment: point it at this file's table.
  useServicesForHandlers(svc);
});

describe("paying for a hold", () => {
  it("orders our own total in paise, and a signed callback confirms the booking", async () => {
    const { userId, booking, order } = await held(3);
    expect(order.amount).toBe(booking.totalPrice * 100);
    expect(booking.pricing).toMatchObject({ price: 200, cgst: 18, sgst: 18, total: 236 });
    const paid = await gateway.pay(order.id);
    const result = await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    expect(result.outcome).toBe("confirmed");
    const listed = await listBookings(svc.table, userId, "Confirmed", 1, 10);
    expect(listed.bookings.map((b) => [b.id, b.transaction_id])).toEqual([[booking.id, paid.paymentId]]);
  });

  it("refuses a forged signature and a signature made for another order, changing nothing", async () => {
    const a = await held(4);
    const b = await held(5);
    const paidB = await gateway.pay(b.order.id);
    await expect(
      verifyPayment(svc, { razorpay_order_id: a.order.id, razorpay_payment_id: "pay_forged1", razorpay_signature: "00".repeat(32) }),
    ).rejects.toThrow(ValidationError);
    // B's genuine signature does not fit A's order id.
    await expect(
      verifyPayment(svc, { razorpay_order_id: a.order.id, razorpay_payment_id: paidB.paymentId, razorpay_signature: paidB.signature }),
    ).rejects.toThrow("The payment could not be verified.");
    // A signature made with any other key does not fit either.
    const wrongKey = checkoutSignature(a.order.id, "pay_abc123", "not-the-secret-at-all");
    await expect(
      verifyPayment(svc, { razorpay_order_id: a.order.id, razorpay_payment_id: "pay_abc123", razorpay_signature: wrongKey }),
    ).rejects.toThrow(ValidationError);
    expect((await getBooking(svc.table, a.booking.id))?.status).toBe("PendingPayment");
    // Another member cannot settle A's order, even with a valid signature.
    const paidA = await gateway.pay(a.order.id);
    await expect(
      verifyPayment(
        svc,
        { razorpay_order_id: a.order.id, razorpay_payment_id: paidA.paymentId, razorpay_signature: paidA.signature },
        b.userId,
      ),
    ).rejects.toThrow("another member");
  });

  it("lets the webhook confirm first; the later browser callback and a replayed webhook change nothing", async () => {
    const { userId, booking, order } = await held(6);
    const paid = await gateway.pay(order.id);
    const event = {
      event: "payment.captured",
      payload: { payment: { entity: { id: paid.paymentId, order_id: order.id, amount: order.amount } } },
    };
    expect(await webhook(event, "evt_first_1")).toBe("processed");
    expect((await getBooking(svc.table, booking.id))?.status).toBe("Confirmed");
    expect(await webhook(event, "evt_first_1")).toBe("duplicate");
    const callback = await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    expect(callback.outcome).toBe("already");
    expect((await listBookings(svc.table, userId, "Confirmed", 1, 10)).total).toBe(1);
    // One confirmation e-mail, with the voucher and the receipt, however many confirmations arrived.
    const mails = (await svc.outbox!.list()).filter((m) => m.subject === `Your parking is booked: ${booking.code}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([`voucher-${booking.code}.pdf`, `receipt-${booking.code}.pdf`]);
    // A webhook with a bad signature is refused outright.
    await expect(handleWebhook(svc, Buffer.from(JSON.stringify(event)), "00".repeat(32), "evt_x")).rejects.toThrow(
      "Invalid webhook signature.",
    );
  });

  it("never books a payment whose amount differs from our order, and refunds it", async () => {
    const { booking, order } = await held(7);
    const paid = await gateway.pay(order.id);
    // A payment.captured event is sent for a captured payment (an account that captures by itself).
    await gateway.capturePayment(paid.paymentId, order.amount);
    const tampered = {
      event: "payment.captured",
      payload: { payment: { entity: { id: paid.paymentId, order_id: order.id, amount: 100 } } },
    };
    expect(await webhook(tampered, "evt_tamper_1")).toBe("processed");
    const after = await getBooking(svc.table, booking.id);
    expect(after?.status).toBe("PendingPayment");
    expect(after?.refund).toMatchObject({ amount: 1, status: "processed" });
  });

  it("a failed payment once the hold's time is up leaves no booking and releases the hold", async () => {
    const { userId, booking, order } = await held(8);
    const w = window(8);
    expect((await freeSpaces(svc.table, parking, { inTime: new Date(w.inTime), outTime: new Date(w.outTime) })).four).toBe(0);
    await gateway.fail(order.id);
    // While the hold lives a failed payment keeps it for another try (payment-retry.test.ts).
    await failPayment(svc, userId, order.id, new Date(Date.now() + 16 * 60_000));
    expect((await getBooking(svc.table, booking.id))?.status).toBe("PaymentFailed");
    expect((await listBookings(svc.table, userId, "Confirmed", 1, 10)).total).toBe(0);
    expect((await freeSpaces(svc.table, parking, { inTime: new Date(w.inTime), outTime: new Date(w.outTime) })).four).toBe(1);
  });

  it("refunds automatically a payment for an expired hold whose space was taken", async () => {
    const late = await held(9);
    const paid = await gateway.pay(late.order.id);
    // The hold expires and someone else takes the only space.
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 16 * 60_000));
    const other = await driver();
    await placeHold(svc.table, other.userId, { parkingId: parking.id, vehicleId: other.vehicleId, ...window(9) });
    const result = await verifyPayment(
      svc,
      { razorpay_order_id: late.order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      late.userId,
    );
    expect(result.outcome).toBe("refunded");
    const after = await getBooking(svc.table, late.booking.id);
    expect(after?.status).toBe("Expired");
    expect(after?.refund).toMatchObject({ amount: late.booking.totalPrice, status: "processed" });
  });

  it("a payment for an expired hold whose space is still free confirms it", async () => {
    const late = await held(10);
    const paid = await gateway.pay(late.order.id);
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 16 * 60_000));
    const result = await verifyPayment(
      svc,
      { razorpay_order_id: late.order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      late.userId,
    );
    expect(result.outcome).toBe("confirmed");
  });
});

describe("only captured money confirms (issue 28)", () => {
  /** The services' gateway, with its captures counted. */
  function countingCaptures() {
    const captures: { paymentId: string; amountPaise: number }[] = [];
    const counted = new Proxy(gateway, {
      get(target, name, receiver) {
        if (name === "capturePayment")
          return (paymentId: string, amountPaise: number) => (
            captures.push({ paymentId, amountPaise }),
            target.capturePayment(paymentId, amountPaise)
          );
        const value: unknown = Reflect.get(target, name, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { on: { ...svc, gateway: counted }, captures };
  }

  it("captures an authorised payment for the order's amount, then confirms the booking", async () => {
    const { userId, booking, order } = await held(24);
    const paid = await gateway.pay(order.id);
    expect(await gateway.fetchPayment(paid.paymentId)).toMatchObject({ status: "authorized", amountPaise: order.amount });
    const { on, captures } = countingCaptures();
    const result = await verifyPayment(
      on,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    expect(result.outcome).toBe("confirmed");
    expect(captures).toEqual([{ paymentId: paid.paymentId, amountPaise: booking.totalPrice * 100 }]);
    expect(await gateway.fetchPayment(paid.paymentId)).toMatchObject({ status: "captured" });
    expect(await getBooking(svc.table, booking.id)).toMatchObject({ status: "Confirmed", transaction_id: paid.paymentId });
  });

  it("confirms nothing for a failed payment, even with a valid signature, and says the payment failed", async () => {
    const { userId, booking, order } = await held(25);
    const declined = await gateway.pay(order.id, "failed");
    const { on, captures } = countingCaptures();
    const input = { razorpay_order_id: order.id, razorpay_payment_id: declined.paymentId, razorpay_signature: declined.signature };
    await expect(verifyPayment(on, input, userId)).rejects.toThrow(PAYMENT_MESSAGES.failed);
    // The webhook and the reconciler follow the same rule.
    const event = {
      event: "payment.captured",
      payload: { payment: { entity: { id: declined.paymentId, order_id: order.id, amount: order.amount } } },
    };
    expect(await webhook(event, "evt_declined_1")).toBe("ignored");
    expect(captures).toEqual([]);
    // The hold stands for another try; nothing is confirmed, and nothing was captured to refund.
    const after = (await getBooking(svc.table, booking.id))!;
    expect(after.status).toBe("PendingPayment");
    expect(after.transaction_id).toBeUndefined();
    expect((await listBookings(svc.table, userId, "Confirmed", 1, 10)).total).toBe(0);
    expect(await gateway.fetchPayment(declined.paymentId)).toMatchObject({ status: "failed" });
  });

  it("confirms a payment captured already (an account that captures by itself) without capturing it again", async () => {
    const { userId, booking, order } = await held(26);
    const paid = await gateway.pay(order.id);
    await gateway.capturePayment(paid.paymentId, order.amount);
    const { on, captures } = countingCaptures();
    const result = await verifyPayment(
      on,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    expect(result.outcome).toBe("confirmed");
    expect(captures).toEqual([]);
    expect(await getBooking(svc.table, booking.id)).toMatchObject({ status: "Confirmed", transaction_id: paid.paymentId });
  });
});

describe("coupons and failed payments", () => {
  it("gives the coupon back when a failed payment's hold is released, and keeps it used once paid", async () => {
    const d = await driver();
    await svc.table.put({
      pk: "COUPON#TRYAGAIN",
      sk: "COUPON",
      code: "TRYAGAIN",
      description: "",
      kind: "flat",
      value: 20,
      validFrom: "2020-01-01T00:00:00Z",
      validTo: "2099-01-01T00:00:00Z",
    } as never);
    const first = await placeHold(svc.table, d.userId, {
      parkingId: parking.id,
      vehicleId: d.vehicleId,
      ...window(20),
      couponCode: "TRYAGAIN",
    });
    const { order } = await startPayment(svc, d.userId, first.id);
    // The hold's time is up when the failure arrives: it is released and the coupon's use comes back.
    await failPayment(svc, d.userId, order.id, new Date(Date.now() + 16 * 60_000));
    const second = await placeHold(svc.table, d.userId, {
      parkingId: parking.id,
      vehicleId: d.vehicleId,
      ...window(21),
      couponCode: "TRYAGAIN",
    });
    expect(second.coupon).toEqual({ code: "TRYAGAIN", discount: 20, counted: true });
    const pay = await startPayment(svc, d.userId, second.id);
    const paid = await gateway.pay(pay.order.id);
    await verifyPayment(
      svc,
      { razorpay_order_id: pay.order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      d.userId,
    );
    await expect(
      placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window(22), couponCode: "TRYAGAIN" }),
    ).rejects.toThrow("You have already used this coupon.");
  });
});

describe("cancelling", () => {
  it("cancels a confirmed booking, frees its space and records the refund; only the owner may", async () => {
    const { userId, booking, order } = await held(11);
    const paid = await gateway.pay(order.id);
    await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    const stranger = await driver();
    await expect(cancelWithRefund(svc, stranger.userId, booking.id)).rejects.toThrow("Booking not found.");
    const cancelled = await cancelWithRefund(svc, userId, booking.id);
    expect(cancelled.status).toBe("Cancelled");
    expect(cancelled.refund).toMatchObject({ amount: booking.totalPrice, status: "processed" });
    expect((await svc.outbox!.list()).some((m) => m.subject === `Booking cancelled: ${booking.code}`)).toBe(true);
    const w = window(11);
    expect((await freeSpaces(svc.table, parking, { inTime: new Date(w.inTime), outTime: new Date(w.outTime) })).four).toBe(1);
    await expect(cancelWithRefund(svc, userId, booking.id)).rejects.toThrow("Only a confirmed booking can be cancelled.");
  });

  it("refuses to cancel within 3 hours of the start", async () => {
    const d = await driver();
    const soon = { inTime: new Date(Date.now() + 2 * 3600_000).toISOString(), outTime: new Date(Date.now() + 4 * 3600_000).toISOString() };
    const booking = await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...soon });
    const { order } = await startPayment(svc, d.userId, booking.id);
    const paid = await gateway.pay(order.id);
    await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      d.userId,
    );
    await expect(cancelWithRefund(svc, d.userId, booking.id)).rejects.toThrow("cancellation closes 3 hours before the start");
    // The pages ask the same rule: no Cancel button in the list, and the confirmation page says why.
    const list = await bookingsPage({
      request: await signedInRequest(svc, d.userId, "/booking?status=Confirmed"),
      params: {},
      context: {},
    });
    expect(list.bookings.find((b) => b.id === booking.id)?.cancel).toMatchObject({ open: false });
    const page = await cancelPage({
      request: await signedInRequest(svc, d.userId, `/booking/${booking.id}/cancel`),
      params: { id: booking.id },
      context: {},
    });
    expect(page.refusal).toBe(BOOKING_MESSAGES.tooLate);
  });

  it("offers Cancel on the pages exactly when the service would cancel", async () => {
    const { userId, booking, order } = await held(15);
    const list = async () =>
      (await bookingsPage({ request: await signedInRequest(svc, userId, "/booking?status=Confirmed"), params: {}, context: {} })).bookings;
    const page = async () =>
      cancelPage({ request: await signedInRequest(svc, userId, `/booking/${booking.id}/cancel`), params: { id: booking.id }, context: {} });
    // An unpaid hold is not listed as Confirmed, and its confirmation page refuses it.
    expect((await list()).some((b) => b.id === booking.id)).toBe(false);
    expect((await page()).refusal).toBe(BOOKING_MESSAGES.notCancellable);
    const paid = await gateway.pay(order.id);
    await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    expect((await list()).find((b) => b.id === booking.id)?.cancel).toMatchObject({ open: true });
    expect((await page()).refusal).toBeNull();
    expect((await cancelWithRefund(svc, userId, booking.id)).status).toBe("Cancelled");
  });

  it("refuses a hold for an unverified member, and one when the space is gone", async () => {
    const user = await createUser(svc.table, {
      name: "New",
      email: `new-${Date.now()}@example.com`,
      passwordHash: await hashPasswordOnce(),
    });
    const vehicle = await createVehicle(svc.table, user.id, {
      vehicle_name: "Car",
      vehicle_number: "GJ 01 ZZ 9999",
      vehicle_type: "Four Wheeler",
    });
    await expect(placeHold(svc.table, user.id, { parkingId: parking.id, vehicleId: vehicle.id, ...window(12) })).rejects.toThrow(
      "Please verify your e-mail address",
    );
    await held(13);
    const d = await driver();
    await expect(placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window(13) })).rejects.toBeInstanceOf(
      ConflictError,
    );
  });
});

describe("an expired hold", () => {
  it("is refused alike by the pay page and the payment service", async () => {
    const d = await driver();
    const booking = await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window(16) });
    const open = await payPage({
      request: await signedInRequest(svc, d.userId, `/checkout/pay/${booking.id}`),
      params: { bookingId: booking.id },
      context: {},
    });
    expect(open.state).toBe("pending");

    // The 15 minutes pass; the sweeper has not run yet, so the stored status still says PendingPayment.
    const key = bookingKeys.item(booking.id);
    await svc.table.update(key.pk, key.sk, {
      expression: "SET holdExpiresAt = :t",
      values: { ":t": new Date(Date.now() - 1000).toISOString() },
    });
    const stored = (await getBooking(svc.table, booking.id))!;
    expect(stored.status).toBe("PendingPayment");
    expect(isHoldLive(stored)).toBe(false);

    const page = await payPage({
      request: await signedInRequest(svc, d.userId, `/checkout/pay/${booking.id}`),
      params: { bookingId: booking.id },
      context: {},
    });
    expect(page.state).toBe("gone");
    await expect(startPayment(svc, d.userId, booking.id)).rejects.toThrow(BOOKING_MESSAGES.holdGone);
    const pay = (await payAction({
      request: await signedInRequest(svc, d.userId, `/checkout/pay/${booking.id}`, { form: { intent: "pay" } }),
      params: { bookingId: booking.id },
      context: {},
    })) as unknown as {
      data: { intent: string; result: { error?: Record<string, string[]> } };
      init: { status: number };
    };
    // The form kit's reply for a lone button (replyWithRefusal): the refusal is the form's message.
    expect(pay.data.result.error).toEqual({ "": [BOOKING_MESSAGES.holdGone] });
    expect(pay.data.intent).toBe("pay");
    expect(pay.init.status).toBe(409);
  });
});
