import type { Caller } from "@core/account/caller";
import { signedInAs } from "../support/community";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import type { Booking } from "@core/booking/booking";
import { bookingKeys, getBooking } from "@core/booking/booking-store";
import { placeHold, sweepExpiredHolds } from "@core/booking/booking-service";
import { retryDueBookingMails } from "@core/booking/booking-mail-queue";
import { couponKeys, getCoupon } from "@core/coupon/coupon";
import { createCoupon } from "@core/coupon/coupon-admin";
import { DomainError, toErrorResponse, TRY_AGAIN_MESSAGE } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { makeMember } from "../support/community";
import { dynamoFaults, faultyTable, type FaultyTable } from "../support/faults/faulty-table";
import { FaultyGateway, FaultyMailer, gatewayFaults, mailFaults } from "../support/faults/faulty-ports";
import { createTestServices } from "../support/local-services";

/**
 * Bookings under faults (issue 16, decision 031): DynamoDB throttling, a mailer that fails, a
 * gateway that times out. Every port is the real local adapter (DynamoDB Local, the outbox, the
 * embedded test gateway) behind a fault-injecting wrapper; the checks read the real table.
 */
let svc: Services;
let admin: Caller;
let gateway: TestGateway;
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-faults",
  code: "FLT-001",
  fourWheelerCapacity: 3,
  twoWheelerCapacity: 0,
  price_for: 1,
  priceF: 100,
};
let couponCode = "";
let n = 0;

async function driver() {
  const user = signedInAs(
    await createUser(svc.table, {
      name: "Faulty Driver",
      email: `faults-${++n}-${Date.now()}@example.com`,
      passwordHash: "x",
      verified: true,
    }),
  );
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `KA 01 FT ${String(1000 + n)}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id, email: user.email };
}

/** Two hours `daysAhead` days from now: each scenario books its own hours. */
function window(daysAhead: number, hourOffset = 0) {
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000);
  start.setUTCHours(4 + hourOffset, 0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + 2 * 3600_000).toISOString() };
}

/** What a client would be told for a failure: the spec's message and status, never a 500. */
function refusal(error: unknown) {
  return toErrorResponse(error);
}

/** hold → order → pay → confirm, through `on`'s ports; the first failure ends the attempt. */
async function book(on: Services, daysAhead: number, hourOffset = 0, coupon = true) {
  const d = await driver();
  try {
    const booking = await placeHold(on.table, d.userId, {
      parkingId: parking.id,
      vehicleId: d.vehicleId,
      ...window(daysAhead, hourOffset),
      couponCode: coupon ? couponCode : undefined,
    });
    const { order } = await startPayment(on, d.userId, booking.id);
    const paid = await gateway.pay(order.id);
    const result = await verifyPayment(
      on,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      d.userId,
    );
    return { ok: true as const, booking: result.booking, driver: d };
  } catch (error) {
    return { ok: false as const, error, driver: d };
  }
}

/** Every booking of the car park (its gsi2 partition, strongly consistent reads after). */
async function allBookings(): Promise<Booking[]> {
  const items = await svc.table.queryAll<{ pk: string; sk: string; id: string }>({ index: "gsi2", pk: bookingKeys.byParking(parking.id) });
  return Promise.all(items.map(async (i) => (await getBooking(svc.table, i.id))!));
}

/** Occupancy as stored: slot sort key → count. */
async function slotCounts(): Promise<Map<string, number>> {
  const items = await svc.table.queryAll<{ pk: string; sk: string; count?: number }>({
    pk: `PARKING#${parking.id}`,
    sk: { beginsWith: "SLOT#" },
    consistent: true,
  });
  return new Map(items.map((i) => [i.sk, i.count ?? 0]));
}

/**
 * Occupancy as the bookings say it should be: every confirmed booking and every hold not yet
 * released (live or past its expiry: the sweeper gives those back) counts each of its hours once.
 */
function expectedCounts(bookings: Booking[]): Map<string, number> {
  const expected = new Map<string, number>();
  for (const b of bookings) {
    if (b.status !== "Confirmed" && b.status !== "PendingPayment") continue;
    for (const sk of b.slots) expected.set(sk, (expected.get(sk) ?? 0) + 1);
  }
  return expected;
}

async function memberUses(code: string): Promise<number> {
  const items = await svc.table.queryAll<{ pk: string; sk: string; uses?: number }>({
    pk: couponKeys.item(code).pk,
    sk: { beginsWith: "USED#" },
    consistent: true,
  });
  return items.reduce((sum, i) => sum + (i.uses ?? 1), 0);
}

let faulty: FaultyTable;

beforeAll(async () => {
  svc = await createTestServices("faults-booking");
  await putParkings(svc.table, [parking]);
  gateway = paymentGateway(svc) as TestGateway;
  admin = await makeMember(svc, "Fault Admin", "admin");
  const coupon = await createCoupon(svc.table, admin, {
    code: `FLT${Date.now().toString(36).toUpperCase()}`.slice(0, 12),
    description: "₹10 off",
    kind: "flat",
    value: "10",
    validFrom: new Date(Date.now() - 7 * 86400_000).toISOString().slice(0, 16),
    validTo: new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 16),
    scope: "all",
    perMemberLimit: "1",
  });
  couponCode = coupon.code;
  faulty = await faultyTable(svc.config);
});

afterAll(() => faulty?.destroy());

describe("DynamoDB throttling", () => {
  it("a few throttled calls are absorbed by the SDK's own retries: the booking completes", async () => {
    faulty.schedule.clear();
    // Two throttles in a row on every kind of write: within the SDK's 4 attempts.
    faulty
      .fail({ next: 2, match: "TransactWriteItems", error: dynamoFaults.throughputExceeded() })
      .fail({ next: 2, match: "UpdateItem", error: dynamoFaults.throttling() })
      .fail({ next: 2, match: "PutItem", error: dynamoFaults.throughputExceeded() });
    const result = await book({ ...svc, table: faulty.table }, 3);
    expect(result.ok).toBe(true);
    expect(faulty.schedule.failures()).toBe(6);
    const stored = await getBooking(svc.table, result.ok ? result.booking.id : "");
    expect(stored?.status).toBe("Confirmed");
  });

  it("a transaction DynamoDB cancels for throttling (which the SDK does not retry) is retried by the table port", async () => {
    faulty.schedule.clear();
    faulty.fail({
      next: 2,
      match: "TransactWriteItems",
      error: dynamoFaults.transactionCanceled("ThrottlingError", "None", "None", "None", "None"),
    });
    const result = await book({ ...svc, table: faulty.table }, 4, 0, false);
    expect(result.ok).toBe(true);
    expect(faulty.schedule.failures("TransactWriteItems")).toBe(2);
  });

  it("throttling that outlasts every retry refuses with the spec's message (503), and never half-writes", async () => {
    faulty.schedule.clear();
    // Seeded: the same calls fail on every run. At p = 0.6 about one call in eight fails all four of the SDK's attempts.
    faulty.fail({
      probability: 0.6,
      seed: 1616,
      match: /^(PutItem|UpdateItem|DeleteItem|TransactWriteItems|GetItem|Query)$/,
      error: dynamoFaults.throughputExceeded(),
    });
    // DynamoDB's throttling is ours, not Razorpay's: the gateway (the test gateway keeps its
    // payments in a table too, and now fetches and captures each one) stays healthy.
    const on = { ...svc, table: faulty.table, gateway };
    // Ten drivers for three spaces of the same hours: some complete, some are refused for capacity, some throttled.
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await book(on, 5));
    faulty.schedule.clear();

    const failures = results.filter((r) => !r.ok);
    expect(results.some((r) => r.ok)).toBe(true);
    expect(failures.length).toBeGreaterThan(0);
    for (const f of failures) {
      const { status, body } = refusal(f.error);
      // A clear refusal: the throttle's "try again", or a business refusal (no space left), never a 500.
      expect(status, String(f.error)).not.toBe(500);
      if (!(f.error instanceof DomainError)) expect(body.message).toBe(TRY_AGAIN_MESSAGE);
    }
    expect(failures.some((f) => refusal(f.error).status === 503)).toBe(true);

    // The table is consistent: every counted hour belongs to a booking, every booking's hours are counted.
    const bookings = await allBookings();
    const day = window(5).inTime.slice(0, 10);
    const onDay = (m: Map<string, number>) => new Map([...m].filter(([sk, c]) => sk.includes(day) && c > 0));
    expect(onDay(await slotCounts())).toEqual(onDay(expectedCounts(bookings)));
    const confirmed = bookings.filter((b) => b.status === "Confirmed" && b.inTime.startsWith(day));
    expect(confirmed.length).toBeLessThanOrEqual(3);
    for (const r of results.filter((r) => r.ok)) expect(confirmed.map((b) => b.id)).toContain(r.ok && r.booking.id);

    // After the sweeper released the holds left unpaid, only confirmed bookings hold spaces.
    await sweepExpiredHolds(svc.table, new Date(Date.now() + 16 * 60_000));
    const after = await allBookings();
    expect(onDay(await slotCounts())).toEqual(onDay(expectedCounts(after.filter((b) => b.status === "Confirmed"))));
    // Coupon: each member use belongs to a live booking; the total never under-counts (an unknown outcome leaves it over, on the safe side).
    const withCoupon = after.filter((b) => b.coupon && (b.status === "Confirmed" || b.status === "PendingPayment"));
    const uses = await memberUses(couponCode);
    expect(uses).toBe(withCoupon.length);
    expect((await getCoupon(svc.table, couponCode, true))?.usedCount ?? 0).toBeGreaterThanOrEqual(uses);
  });
});

describe("a mailer failure", () => {
  it("never loses the booking, and the sweeper sends the confirmation once the mailer is back", async () => {
    // Mails the throttling above left queued are sent first, so the counts below are this booking's alone.
    await retryDueBookingMails(svc, new Date(Date.now() + 3600_000));
    const mailer = new FaultyMailer(svc.mailer).fail({ next: 1, match: "send", error: mailFaults.throttled() });
    const on = { ...svc, mailer };
    const before = (await svc.outbox!.list()).length;
    const result = await book(on, 7, 0, false);
    expect(result.ok).toBe(true);
    const booking = result.ok ? result.booking : undefined;
    expect((await getBooking(svc.table, booking!.id))?.status).toBe("Confirmed");
    expect(mailer.schedule.failures("send")).toBe(1);
    expect((await svc.outbox!.list()).length).toBe(before);

    // The first retry is due a minute later; before that the sweeper leaves it alone.
    expect(await retryDueBookingMails(on)).toEqual({ sent: 0, failed: 0 });
    // The mailer fails again on the first retry: it waits its back-off once more.
    mailer.fail({ next: 1, match: "send", error: mailFaults.timeout(20) });
    expect(await retryDueBookingMails(on, new Date(Date.now() + 61_000))).toEqual({ sent: 0, failed: 1 });
    expect(await retryDueBookingMails(on, new Date(Date.now() + 5 * 60_000))).toEqual({ sent: 1, failed: 0 });
    // Later runs find nothing: the mail is in the outbox exactly once.
    expect(await retryDueBookingMails(on, new Date(Date.now() + 3600_000))).toEqual({ sent: 0, failed: 0 });
    const mails = (await svc.outbox!.list()).filter((m) => m.to === result.driver.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your parking is booked: ${booking!.code}`);
    expect(mails[0]!.attachments).toHaveLength(2);
  });
});

describe("a payment-gateway timeout", () => {
  it("refuses clearly and leaves no hold past its expiry", async () => {
    const faultyGateway = new FaultyGateway(gateway).fail({ next: 1, match: "createOrder", error: gatewayFaults.timeout(30) });
    const on = { ...svc, gateway: faultyGateway };
    const d = await driver();
    const hold = await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window(9) });
    const error = await startPayment(on, d.userId, hold.id).catch((e: unknown) => e);
    expect(refusal(error)).toEqual({ status: 503, body: { message: TRY_AGAIN_MESSAGE } });
    const counted = await slotCounts();
    expect(hold.slots.every((sk) => counted.get(sk) === 1)).toBe(true);

    // Past its expiry, the sweeper gives the spaces back: nothing is held for an order that never was.
    await sweepExpiredHolds(svc.table, new Date(Date.parse(hold.holdExpiresAt) + 1000));
    expect((await getBooking(svc.table, hold.id))?.status).toBe("Expired");
    const after = await slotCounts();
    expect(hold.slots.every((sk) => (after.get(sk) ?? 0) === 0)).toBe(true);
  });

  it("a retry once the gateway answers again opens the order and the booking completes", async () => {
    const faultyGateway = new FaultyGateway(gateway).fail({ nth: 1, match: "createOrder", error: gatewayFaults.serverError() });
    const on = { ...svc, gateway: faultyGateway };
    const d = await driver();
    const hold = await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...window(10) });
    await expect(startPayment(on, d.userId, hold.id)).rejects.toThrow();
    const { order } = await startPayment(on, d.userId, hold.id);
    const paid = await gateway.pay(order.id);
    const result = await verifyPayment(
      on,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      d.userId,
    );
    expect(result.outcome).toBe("confirmed");
  });
});
