import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { getBooking } from "@core/booking/booking-service";
import { receiptLines } from "@core/booking/documents/receipt";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { action as checkoutAction, loader as checkoutPage } from "../../app/routes/booking/checkout";
import { loader as payPage } from "../../app/routes/booking/checkout_.pay.$bookingId";
import { loader as bookingsPage } from "../../app/routes/booking/_app.booking";
import { useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";
import { signedInRequest } from "../support/web";

/**
 * Issue 29, item 7: one couponed booking shows the same price lines, in the same order, on the
 * checkout page, the pay page, its card in My bookings, the confirmation e-mail and the tax invoice:
 * Price (blocks × rate), Coupon, Taxable value, CGST, SGST, Total. The pages run in-process against
 * DynamoDB Local, as a signed-in member's requests.
 */
let svc: Services;
let gateway: TestGateway;
/** The example: 3-hour blocks at ₹65 for a four-wheeler, six hours, WELCOME50. */
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-lines",
  code: "LIN-001",
  fourWheelerCapacity: 5,
  twoWheelerCapacity: 0,
  price_for: 3,
  priceF: 65,
};

const EXPECTED: [string, string][] = [
  ["Price", "₹130"],
  ["Coupon (WELCOME50)", "−₹50"],
  ["Taxable value", "₹80"],
  ["CGST (9%)", "₹8"],
  ["SGST (9%)", "₹8"],
  ["Total", "₹96"],
];
const pairs = (lines: { label: string; amount?: string }[]) => lines.map((l) => [l.label, l.amount]);

beforeAll(async () => {
  svc = await createTestServices("price-lines");
  await putParkings(svc.table, [parking]);
  await svc.table.put({
    pk: "COUPON#WELCOME50",
    sk: "COUPON",
    code: "WELCOME50",
    description: "₹50 off",
    kind: "flat",
    value: 50,
    validFrom: "2020-01-01T00:00:00Z",
    validTo: "2099-01-01T00:00:00Z",
  } as never);
  gateway = paymentGateway(svc) as TestGateway;
  useServicesForHandlers(svc);
});

describe("a couponed booking's price lines", () => {
  it("are the same, in the same order, on checkout, the pay page, My bookings, the e-mail and the invoice", async () => {
    const user = await createUser(svc.table, {
      name: "Lines",
      email: `lines-${Date.now()}@example.com`,
      passwordHash: await hashPassword("Driver#2026", TEST_PASSWORD_COST),
      verified: true,
    });
    const vehicle = await createVehicle(svc.table, user.id, {
      vehicle_name: "Car",
      vehicle_number: "MH 01 LN 1234",
      vehicle_type: "Four Wheeler",
    });
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    start.setUTCMinutes(0, 0, 0);
    const inTime = start.toISOString();
    const outTime = new Date(start.getTime() + 6 * 3600_000).toISOString();
    const query = new URLSearchParams({ id: parking.id, in: inTime, out: outTime, vehicle: vehicle.id, coupon: "WELCOME50" });

    // Checkout, with the coupon applied (it is in the URL after Apply).
    const checkout = await checkoutPage({ request: await signedInRequest(svc, user.id, `/checkout?${query}`), params: {}, context: {} });
    expect(checkout.coupon?.status).toBe("applied");
    expect(pairs(checkout.summary!.price.lines)).toEqual(EXPECTED);

    // Confirm: the hold, then the pay page.
    const confirmed = (await checkoutAction({
      request: await signedInRequest(svc, user.id, `/checkout?${query}`, {
        form: { intent: "confirm", parkingId: parking.id, in: inTime, out: outTime, vehicleId: vehicle.id, coupon: "WELCOME50" },
      }),
      params: {},
      context: {},
    })) as Response;
    expect(confirmed.status).toBe(303);
    const bookingId = /\/checkout\/pay\/([0-9a-f-]+)$/.exec(confirmed.headers.get("location") ?? "")![1]!;
    const pay = await payPage({
      request: await signedInRequest(svc, user.id, `/checkout/pay/${bookingId}`),
      params: { bookingId },
      context: {},
    });
    expect(pairs(pay.booking.price.lines)).toEqual(EXPECTED);
    // What is charged is the total line, unchanged by how it is shown.
    const { order } = await startPayment(svc, user.id, bookingId);
    expect(order.amount).toBe(96 * 100);

    // Paid: the confirmation e-mail goes out, and the booking is on My bookings.
    const paid = await gateway.pay(order.id);
    await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      user.id,
    );
    const bookings = await bookingsPage({
      request: await signedInRequest(svc, user.id, "/booking?status=Confirmed"),
      params: {},
      context: {},
    });
    const card = bookings.bookings.find((b) => b.id === bookingId)!;
    expect(pairs(card.price)).toEqual(EXPECTED);

    const booking = (await getBooking(svc.table, bookingId))!;
    const mail = (await svc.outbox!.list()).find((m) => m.subject === `Your parking is booked: ${booking.code}`)!;
    const labels = new Set(EXPECTED.map(([label]) => label));
    const mailRows = mail.text
      .split("\n")
      .map((line) => /^([^:]+):\s+(.+)$/.exec(line))
      .filter((m): m is RegExpExecArray => Boolean(m) && labels.has(m![1]!))
      .map((m) => [m[1], m[2]]);
    expect(mailRows).toEqual(EXPECTED);
    // The HTML part has them in the same order.
    const positions = EXPECTED.map(([label, amount]) =>
      mail.html.indexOf(`${label}</td><td style="padding:6px 0;font-size:14px">${amount}`),
    );
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // The tax invoice: its item line (the service with its SAC code), then the same lines.
    const invoice = receiptLines(booking);
    expect(invoice[0]).toMatchObject({ kind: "item", amount: "₹130" });
    expect(pairs(invoice.slice(1))).toEqual(EXPECTED);
  });
});
