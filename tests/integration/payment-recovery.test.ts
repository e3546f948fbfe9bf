import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { cancelBooking, getBooking, placeHold, sweepExpiredHolds } from "@core/booking/booking-service";
import { ConflictError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import {
  cancelWithRefund,
  handleWebhook,
  paymentGateway,
  startPayment,
  verifyPayment,
  WEBHOOK_LEASE_MS,
} from "@core/payment/payment-service";
import { reconcilePayments } from "@core/payment/reconcile";
import { getRefund, listRefunds, refundPartition, retryDueRefunds, type RefundRecord } from "@core/payment/refunds";
import { hmacHex } from "@core/payment/signature";
import type { TestGateway } from "@core/payment/test-gateway";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { action as testGatewayAction, loader as testGatewayLoader } from "../../app/routes/resources/test-gateway.checkout";
import { handler as reconcile } from "../../functions/handlers/jobs/reconcile";
import { handler as sweep } from "../../functions/handlers/jobs/sweep";
import { bearer, call, tokenFor, useServicesForHandlers } from "../support/api";
import { signedInRequest } from "../support/web";
import { createTestServices } from "../support/local-services";

/**
 * Every money-in event ends in a Confirmed booking or a processed refund (ARCHITECTURE §11), also
 * on the gateway's bad days, which the embedded test gateway plays on request: a refund call that
 * fails, a webhook whose processing throws, a payment whose callback and webhook are both lost.
 */
let svc: Services;
let gateway: TestGateway;
let secret: string;
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-recover",
  code: "REC-001",
  fourWheelerCapacity: 1,
  twoWheelerCapacity: 0,
  price_for: 1,
  priceF: 100,
};
const MINUTE = 60_000;
let n = 0;
let hash: Promise<string> | undefined;

async function driver() {
  hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST);
  const user = await createUser(svc.table, {
    name: "Payer",
    email: `recover-${++n}-${Date.now()}@example.com`,
    passwordHash: await hash,
    verified: true,
  });
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 04 RC ${String(1000 + n)}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id, email: user.email };
}

/** A window `daysAhead` days from now: each test its own hours of the one-space car park. */
function window(daysAhead: number) {
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + 2 * 3600_000).toISOString() };
}

async function held(daysAhead: number) {
  const d = await driver();
  const booking = await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window(daysAhead) });
  const { order } = await startPayment(svc, d.userId, booking.id);
  return { ...d, booking, order };
}

async function paidAndConfirmed(daysAhead: number) {
  const h = await held(daysAhead);
  const paid = await gateway.pay(h.order.id);
  await verifyPayment(
    svc,
    { razorpay_order_id: h.order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    h.userId,
  );
  return { ...h, paid };
}

function webhook(body: object, id: string, now?: number) {
  const raw = Buffer.from(JSON.stringify(body));
  return handleWebhook(svc, raw, hmacHex(raw, secret), id, now);
}

const captured = (paymentId: string, orderId: string, amount: number) => ({
  event: "payment.captured",
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
});

async function confirmationMails(code: string) {
  return (await svc.outbox!.list()).filter((m) => m.subject === `Your parking is booked: ${code}`).length;
}

beforeAll(async () => {
  svc = await createTestServices("payment-recovery");
  await putParkings(svc.table, [parking]);
  gateway = paymentGateway(svc) as TestGateway;
  secret = svc.config.TEST_GATEWAY_SECRET!;
});

describe("refunds are a state machine the sweeper drives to the end", () => {
  it("a refund the gateway refuses once is recorded as failed, then processed by the sweep after its back-off", async () => {
    const { userId, booking, paid } = await paidAndConfirmed(3);
    await gateway.injectFault("refund");
    const cancelled = await cancelWithRefund(svc, userId, booking.id);
    expect(cancelled.status).toBe("Cancelled");
    // Not lost in a log line: the payment's refund record and the booking both say so.
    const failed = (await getRefund(svc.table, paid.paymentId))!;
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      amount: booking.totalPrice * 100,
      bookingId: booking.id,
      gsi1pk: "REFUND#failed",
    });
    expect(failed.lastError).toMatch(/refund failed/);
    expect(cancelled.refund).toMatchObject({ status: "failed", amount: booking.totalPrice });
    // The admin's query: failed refunds by when they are due.
    expect((await listRefunds(svc.table, "failed")).map((r) => r.paymentId)).toContain(paid.paymentId);
    expect(await gateway.fetchRefunds(paid.paymentId)).toEqual([]);

    // Not due yet (back-off): a sweep now leaves it alone.
    expect(await retryDueRefunds(svc.table, gateway)).toEqual({ processed: 0, failed: 0 });
    // After the back-off the sweep retries it, and the gateway takes it.
    expect(await retryDueRefunds(svc.table, gateway, new Date(Date.now() + 2 * MINUTE))).toEqual({ processed: 1, failed: 0 });
    const processed = (await getRefund(svc.table, paid.paymentId))!;
    expect(processed).toMatchObject({ status: "processed", attempts: 2, gsi1pk: "REFUND#processed" });
    expect(processed.nextAttemptAt).toBeUndefined();
    const atGateway = await gateway.fetchRefunds(paid.paymentId);
    expect(atGateway).toEqual([expect.objectContaining({ receipt: processed.id, amount: booking.totalPrice * 100 })]);
    expect(processed.gatewayRefundId).toBe(atGateway[0]!.id);
    expect((await getBooking(svc.table, booking.id))?.refund).toMatchObject({
      status: "processed",
      id: atGateway[0]!.id,
      amount: booking.totalPrice,
    });
    expect((await listRefunds(svc.table, "failed")).map((r) => r.paymentId)).not.toContain(paid.paymentId);
    // A second cancellation request of the same payment finds the one record: no second refund.
    expect(await retryDueRefunds(svc.table, gateway, new Date(Date.now() + 60 * MINUTE))).toEqual({ processed: 0, failed: 0 });
    expect(await gateway.fetchRefunds(paid.paymentId)).toHaveLength(1);
  });

  it("a late payment whose space is gone is refunded even when the first refund call fails", async () => {
    const late = await held(4);
    const paid = await gateway.pay(late.order.id);
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 16 * MINUTE));
    const other = await driver();
    await placeHold(svc.table, other.userId, { parkingId: parking.id, vehicleId: other.vehicleId, ...window(4) });
    await gateway.injectFault("refund");
    const result = await verifyPayment(
      svc,
      { razorpay_order_id: late.order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      late.userId,
    );
    expect(result.outcome).toBe("refunded");
    expect((await getRefund(svc.table, paid.paymentId))?.status).toBe("failed");
    expect((await getBooking(svc.table, late.booking.id))?.refund?.status).toBe("failed");
    expect((await retryDueRefunds(svc.table, gateway, new Date(Date.now() + 2 * MINUTE))).processed).toBe(1);
    expect((await getBooking(svc.table, late.booking.id))?.refund?.status).toBe("processed");
  });

  it("a retry after an unknown outcome finds the earlier refund at the gateway by its receipt, and never refunds twice", async () => {
    const { userId, booking, paid } = await paidAndConfirmed(5);
    await cancelWithRefund(svc, userId, booking.id);
    const done = (await getRefund(svc.table, paid.paymentId))!;
    expect(done.status).toBe("processed");
    // The process "died" after the gateway call: the record still says requested, its lease ran out.
    const past = new Date(Date.now() - MINUTE).toISOString();
    const stuck: RefundRecord = {
      ...done,
      status: "requested",
      nextAttemptAt: past,
      gsi1pk: refundPartition("requested"),
      gsi1sk: `${past}#${paid.paymentId}`,
    };
    delete stuck.gatewayRefundId;
    await svc.table.put(stuck);
    expect(await retryDueRefunds(svc.table, gateway)).toEqual({ processed: 1, failed: 0 });
    const after = (await getRefund(svc.table, paid.paymentId))!;
    expect(after).toMatchObject({ status: "processed", gatewayRefundId: done.gatewayRefundId });
    expect(await gateway.fetchRefunds(paid.paymentId)).toHaveLength(1);

    // Refunded in full at the gateway some other way (by hand): the record counts it as processed.
    const other = await paidAndConfirmed(6);
    await gateway.refund(other.paid.paymentId, other.booking.totalPrice * 100, { receipt: "by-hand" });
    await gateway.injectFault("refund");
    await cancelWithRefund(svc, other.userId, other.booking.id);
    // The injected fault went unused: the earlier full refund was found before any call.
    expect((await getRefund(svc.table, other.paid.paymentId))?.status).toBe("processed");
    expect(await gateway.fetchRefunds(other.paid.paymentId)).toHaveLength(1);
    expect(await gateway.faultAt("refund")).toBe(true);
  });
});

describe("the webhook marks an event done only after it succeeded", () => {
  it("processing that throws once is not answered 'duplicate' on Razorpay's retry: the retry confirms the booking", async () => {
    const { booking, order } = await held(7);
    const paid = await gateway.pay(order.id);
    const event = captured(paid.paymentId, order.id, order.amount);
    await gateway.injectFault("webhook");
    await expect(webhook(event, "evt_throws_once")).rejects.toThrow(/webhook processing failed/);
    expect((await getBooking(svc.table, booking.id))?.status).toBe("PendingPayment");
    const marker = await svc.table.get<{ pk: string; sk: string; state: string; attempts: number }>(
      "PAYEVENT#evt_throws_once",
      "EVENT",
      true,
    );
    expect(marker).toMatchObject({ state: "processing", attempts: 1 });

    expect(await webhook(event, "evt_throws_once")).toBe("processed");
    expect(await getBooking(svc.table, booking.id)).toMatchObject({ status: "Confirmed", transaction_id: paid.paymentId });
    expect(await svc.table.get("PAYEVENT#evt_throws_once", "EVENT", true)).toMatchObject({
      state: "done",
      attempts: 2,
      outcome: "processed",
    });
    // Done now: a later delivery is the duplicate.
    expect(await webhook(event, "evt_throws_once")).toBe("duplicate");
    expect(await confirmationMails(booking.code)).toBe(1);
  });

  it("concurrent deliveries of one event process it once; a delivery that died is taken over after its lease", async () => {
    const { booking, order } = await held(8);
    const paid = await gateway.pay(order.id);
    const event = captured(paid.paymentId, order.id, order.amount);
    const answers = await Promise.allSettled([webhook(event, "evt_twice"), webhook(event, "evt_twice"), webhook(event, "evt_twice")]);
    const processed = answers.filter((a) => a.status === "fulfilled" && a.value === "processed");
    expect(processed).toHaveLength(1);
    // The others: "duplicate" once it is done, or 409 (retry later) while it is being processed.
    for (const a of answers) if (a.status === "rejected") expect(a.reason).toBeInstanceOf(ConflictError);
    expect(await confirmationMails(booking.code)).toBe(1);

    // A delivery that claimed an event and died: under its lease a retry waits (409); after it, the retry runs.
    const second = await held(9);
    const paid2 = await gateway.pay(second.order.id);
    const now = Date.now();
    await svc.table.put({
      pk: "PAYEVENT#evt_died",
      sk: "EVENT",
      state: "processing",
      leaseUntil: now + WEBHOOK_LEASE_MS,
      attempts: 1,
    } as never);
    const event2 = captured(paid2.paymentId, second.order.id, second.order.amount);
    await expect(webhook(event2, "evt_died", now + 1000)).rejects.toBeInstanceOf(ConflictError);
    expect(await webhook(event2, "evt_died", now + WEBHOOK_LEASE_MS + 1000)).toBe("processed");
    expect((await getBooking(svc.table, second.booking.id))?.status).toBe("Confirmed");
  });

  it("an event recorded before leases existed stays a duplicate", async () => {
    await svc.table.put({ pk: "PAYEVENT#evt_legacy", sk: "EVENT", event: "payment.captured", entity: "payment-event" } as never);
    expect(await webhook({ event: "payment.captured", payload: {} }, "evt_legacy")).toBe("duplicate");
  });
});

describe("the reconciler settles payments nobody told us about", () => {
  it("confirms a paid order whose callback and webhook were both lost, once", async () => {
    const { booking, order, userId } = await held(10);
    // Authorised at the gateway; the browser never came back and no webhook arrived.
    const paid = await gateway.pay(order.id);
    expect((await getBooking(svc.table, booking.id))?.status).toBe("PendingPayment");

    // The reconciler captures it for the order's amount before it confirms (capture.ts).
    const first = await reconcilePayments(svc);
    expect(first).toMatchObject({ confirmed: 1, refunded: 0, failed: 0 });
    expect(await gateway.fetchPayment(paid.paymentId)).toMatchObject({ status: "captured", amountPaise: order.amount });
    expect(await getBooking(svc.table, booking.id)).toMatchObject({ status: "Confirmed", transaction_id: paid.paymentId });
    expect(await confirmationMails(booking.code)).toBe(1);
    // Settled now: the next run finds nothing to do, and a late callback finds it "already" confirmed.
    expect(await reconcilePayments(svc)).toMatchObject({ confirmed: 0, refunded: 0, failed: 0 });
    const late = await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      userId,
    );
    expect(late.outcome).toBe("already");
    expect(await confirmationMails(booking.code)).toBe(1);
  });

  it("the test gateway's page can lose its way back: the payment is authorised, nobody is told, the reconciler captures and confirms", async () => {
    useServicesForHandlers(svc);
    const { booking, order, userId } = await held(16);
    await gateway.injectFault("callback");
    const request = await signedInRequest(svc, userId, `/test-gateway/checkout?order_id=${order.id}`, { form: { intent: "complete" } });
    const answer = (await testGatewayAction({ request, params: {}, context: {} })) as unknown as { data: object };
    expect(answer.data).toEqual({ lost: true });
    expect((await gateway.getOrder(order.id))?.status).toBe("paid");
    expect((await getBooking(svc.table, booking.id))?.status).toBe("PendingPayment");
    expect((await reconcilePayments(svc)).confirmed).toBe(1);
    expect((await getBooking(svc.table, booking.id))?.status).toBe("Confirmed");
  });

  describe("the test gateway pays only the signed-in member's own order", () => {
    const checkout = (orderId: string) => `http://localhost:3000/test-gateway/checkout?order_id=${orderId}`;
    const thrown = async (run: () => Promise<unknown>): Promise<Response | { init: ResponseInit | null; data: unknown }> => {
      try {
        await run();
      } catch (refusal) {
        return refusal as Response;
      }
      throw new Error("expected the page to refuse");
    };

    it("another member's Complete or Fail is a 403 and the hold stays as it was", async () => {
      useServicesForHandlers(svc);
      const { booking, order } = await held(17);
      const other = await driver();
      for (const intent of ["complete", "fail"]) {
        const request = await signedInRequest(svc, other.userId, checkout(order.id), { form: { intent } });
        const refusal = (await thrown(() => testGatewayAction({ request, params: {}, context: {} }))) as { init: ResponseInit | null };
        expect(refusal.init?.status).toBe(403);
      }
      const view = await signedInRequest(svc, other.userId, checkout(order.id));
      expect(
        ((await thrown(() => testGatewayLoader({ request: view, params: {}, context: {} }))) as { init: ResponseInit | null }).init?.status,
      ).toBe(403);
      expect((await gateway.getOrder(order.id))?.status).toBe("created");
      expect((await getBooking(svc.table, booking.id))?.status).toBe("PendingPayment");
    });

    it("a signed-out visitor is sent to sign in and nothing is paid", async () => {
      useServicesForHandlers(svc);
      const { booking, order } = await held(18);
      const request = new Request(checkout(order.id), {
        method: "POST",
        body: new URLSearchParams({ intent: "complete" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      const refusal = (await thrown(() => testGatewayAction({ request, params: {}, context: {} }))) as Response;
      expect(refusal.status).toBe(302);
      expect(refusal.headers.get("location")).toMatch(/^\/signin\?redirectTo=/);
      expect((await gateway.getOrder(order.id))?.status).toBe("created");
      expect((await getBooking(svc.table, booking.id))?.status).toBe("PendingPayment");
    });

    // The owner's own payment through this route is booking-api.test.ts's payFor.
    it("POST /api/test-gateway/pay refuses another member (403) and a visitor (401)", async () => {
      useServicesForHandlers(svc);
      const { booking, order } = await held(19);
      const other = await driver();
      const json = { order_id: order.id };
      const refused = await call("POST", "/api/test-gateway/pay", { headers: bearer(await tokenFor(other.email, "Driver#2026")), json });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("This payment is not for one of your bookings.");
      expect((await call("POST", "/api/test-gateway/pay", { json })).status).toBe(401);
      expect((await gateway.getOrder(order.id))?.status).toBe("created");
      expect((await getBooking(svc.table, booking.id))?.status).toBe("PendingPayment");
    });
  });

  it("refunds a lost payment whose hold expired and whose space was taken meanwhile", async () => {
    const { booking, order } = await held(11);
    const paid = await gateway.pay(order.id);
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 16 * MINUTE));
    const other = await driver();
    await placeHold(svc.table, other.userId, { parkingId: parking.id, vehicleId: other.vehicleId, ...window(11) });

    const result = await reconcilePayments(svc);
    expect(result).toMatchObject({ confirmed: 0, refunded: 1, failed: 0 });
    const after = await getBooking(svc.table, booking.id);
    expect(after?.status).toBe("Expired");
    expect(after?.refund).toMatchObject({ status: "processed", amount: booking.totalPrice });
    expect(await getRefund(svc.table, paid.paymentId)).toMatchObject({ status: "processed", reason: "no space for a late payment" });
    expect(await gateway.fetchRefunds(paid.paymentId)).toHaveLength(1);
    expect((await reconcilePayments(svc)).refunded).toBe(0);
  });

  it("requests the refund a cancelled booking's payment is missing", async () => {
    const { userId, booking, paid } = await paidAndConfirmed(12);
    // Cancelled, and the process died before the refund's record was written (the refund is the caller's next step).
    await cancelBooking(svc.table, userId, booking.id);
    expect(await getRefund(svc.table, paid.paymentId)).toBeUndefined();
    await gateway.injectFault("refund");
    expect((await reconcilePayments(svc)).refunded).toBe(1);
    expect((await getRefund(svc.table, paid.paymentId))?.status).toBe("failed");
    await retryDueRefunds(svc.table, gateway, new Date(Date.now() + 2 * MINUTE));
    expect((await getRefund(svc.table, paid.paymentId))?.status).toBe("processed");
    expect((await getBooking(svc.table, booking.id))?.refund).toMatchObject({ status: "processed", amount: booking.totalPrice });
    expect(await gateway.fetchRefunds(paid.paymentId)).toHaveLength(1);
    expect((await reconcilePayments(svc)).refunded).toBe(0);
  });
});

describe("the scheduled handlers", () => {
  it("the sweeper retries a failed refund that is due, and the reconciler Lambda settles a lost payment", async () => {
    useServicesForHandlers(svc);
    const { userId, booking, paid } = await paidAndConfirmed(13);
    await gateway.injectFault("refund");
    await cancelWithRefund(svc, userId, booking.id);
    // Its back-off is over.
    const record = (await getRefund(svc.table, paid.paymentId))!;
    const past = new Date(Date.now() - MINUTE).toISOString();
    const due: RefundRecord = { ...record, nextAttemptAt: past, gsi1sk: `${past}#${paid.paymentId}` };
    await svc.table.put(due);
    expect((await sweep()).refunds).toEqual({ processed: 1, failed: 0 });
    expect((await getBooking(svc.table, booking.id))?.refund?.status).toBe("processed");

    const lost = await held(14);
    await gateway.pay(lost.order.id);
    expect(await reconcile()).toMatchObject({ confirmed: 1, failed: 0 });
    expect((await getBooking(svc.table, lost.booking.id))?.status).toBe("Confirmed");
  });

  it("POST /api/razorpay/webhook answers 500 when processing throws, so Razorpay retries; the retry gets 200 and confirms", async () => {
    useServicesForHandlers(svc);
    const { booking, order } = await held(15);
    const paid = await gateway.pay(order.id);
    const raw = Buffer.from(JSON.stringify(captured(paid.paymentId, order.id, order.amount)));
    const headers = {
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(raw, secret),
      "x-razorpay-event-id": "evt_http_retry",
    };
    await gateway.injectFault("webhook");
    const first = await call("POST", "/api/razorpay/webhook", { body: raw, headers });
    expect(first.status).toBe(500);
    expect((await getBooking(svc.table, booking.id))?.status).toBe("PendingPayment");
    const retry = await call("POST", "/api/razorpay/webhook", { body: raw, headers });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ status: "processed" });
    expect((await getBooking(svc.table, booking.id))?.status).toBe("Confirmed");
    expect((await call("POST", "/api/razorpay/webhook", { body: raw, headers })).body).toEqual({ status: "duplicate" });
  });
});
