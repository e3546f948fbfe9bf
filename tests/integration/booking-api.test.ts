import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { quoteStay } from "@core/booking/quote";
import { getParking } from "@core/parking/parking-store";
import { priceStay } from "@core/pricing/pricing";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCoupons } from "../../infra/local/seed/coupons";
import { seedDemoData } from "../../infra/local/seed/seed";
import { bearer, call, tokenFor, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

/** Booking and payment through the JSON API, as the mobile app would use it. */
let svc: Services;
let driver: string;
let asha: string;
let vehicleId: string;

function window(daysAhead: number) {
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + 3 * 3600_000).toISOString() };
}

beforeAll(async () => {
  svc = await createTestServices("booking-api");
  useServicesForHandlers(svc);
  await Promise.all([seedDemoData(svc), seedDemoAccounts(svc), seedDemoCoupons(svc)]);
  [driver, asha] = await Promise.all([tokenFor("driver@example.com", "Driver#2026"), tokenFor("asha@example.com", "Driver#2026")]);
  const v = await call("POST", "/api/vehicle/create-new-vehicle", {
    headers: bearer(driver),
    json: { vehicle: { vehicle_name: "Car", vehicle_number: "MH 02 CD 3456", vehicle_type: "Four Wheeler" } },
  });
  vehicleId = v.body.data._id;
});

async function payFor(token: string, bookingId: string) {
  const order = await call("POST", "/api/razorpay", { headers: bearer(token), json: { bookingId, amount: 1 } });
  const paid = await call("POST", "/api/test-gateway/pay", { headers: bearer(token), json: { order_id: order.body.id } });
  return { order: order.body, verify: await call("POST", "/api/verification", { headers: bearer(token), json: paid.body }) };
}

describe("booking API", () => {
  it("holds, pays for our own total, confirms, lists and cancels with a refund", async () => {
    const w = window(5);
    const hold = await call("POST", "/api/booking/hold", {
      headers: bearer(driver),
      json: { parkingId: "pk-mumbai-01", vehicleId, ...w, couponCode: "WELCOME50" },
    });
    expect(hold.status).toBe(201);
    const booking = hold.body.data;
    expect(booking).toMatchObject({ status: "PendingPayment", coupon: "WELCOME50", discount: 50 });
    // The hold charges the checkout's quote: ₹50 off the price before tax, both taxes recomputed.
    const base = priceStay((await getParking(svc.table, "pk-mumbai-01"))!, "four", new Date(w.inTime), new Date(w.outTime));
    expect(booking.totalPrice).toBe(base.price - 50 + 2 * Math.ceil(((base.price - 50) * 9) / 100));

    const { order, verify } = await payFor(driver, booking._id);
    // The body's amount (1) is ignored: the order is for the booking's own total.
    expect(order.amount).toBe(booking.totalPrice * 100);
    expect(verify.body).toMatchObject({ status: "ok", outcome: "confirmed", data: { status: "Confirmed" } });

    const created = await call("POST", "/api/booking/create-new-booking", {
      headers: bearer(driver),
      json: { bookingData: { transaction_id: verify.body.data.transaction_id, totalPrice: 1 } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.totalPrice).toBe(booking.totalPrice);

    const list = await call("GET", "/api/booking/view-booking-list?status=Confirmed&page=1&limit=10", { headers: bearer(driver) });
    expect(list.body.pagination.totalDocuments).toBe(1);
    expect(list.body.data[0]).toMatchObject({ _id: booking._id, vehicle: { number: "MH 02 CD 3456" } });

    const cancel = await call("PUT", `/api/booking/cancel-booking/${booking._id}`, {
      headers: bearer(driver),
      json: { transactionId: verify.body.data.transaction_id },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: "Cancelled", refund: { amount: booking.totalPrice } });
    expect(
      (await call("GET", "/api/booking/view-booking-list?status=Cancelled", { headers: bearer(driver) })).body.pagination.totalDocuments,
    ).toBe(1);
  });

  it("never creates a booking without a verified payment", async () => {
    const res = await call("POST", "/api/booking/create-new-booking", {
      headers: bearer(driver),
      json: { bookingData: { parking: "pk-mumbai-01", totalPrice: 1, transaction_id: "pay_made_up" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("There is no verified payment for this booking. Please pay first.");
  });

  it("keeps each member's bookings their own", async () => {
    const hold = await call("POST", "/api/booking/hold", {
      headers: bearer(driver),
      json: { parkingId: "pk-mumbai-02", vehicleId, ...window(6) },
    });
    const { verify } = await payFor(driver, hold.body.data._id);
    expect(verify.body.outcome).toBe("confirmed");
    expect(
      (await call("GET", "/api/booking/view-booking-list?status=Confirmed", { headers: bearer(asha) })).body.pagination.totalDocuments,
    ).toBe(0);
    expect((await call("PUT", `/api/booking/cancel-booking/${hold.body.data._id}`, { headers: bearer(asha) })).status).toBe(404);
    expect((await call("POST", "/api/razorpay", { headers: bearer(asha), json: { bookingId: hold.body.data._id } })).status).toBe(404);
    // Asha cannot book with the driver's vehicle either.
    const theirs = await call("POST", "/api/booking/hold", {
      headers: bearer(asha),
      json: { parkingId: "pk-mumbai-03", vehicleId, ...window(7) },
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe("Please add vehicle to proceed");
    expect((await call("GET", "/api/booking/view-booking-list")).status).toBe(401);
  });

  it("applies coupons by the rules and previews the final price", async () => {
    const w = window(8);
    const ok = await call("POST", "/api/coupon/applyCoupon", {
      headers: bearer(asha),
      json: { couponCode: "save10", parkingId: "pk-mumbai-01", ...w, vehicleType: "Four Wheeler" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Coupon applied successfully!");
    // SAVE10: 10% of the stay's price before tax (at most ₹100) off, both taxes on what is left.
    const parking = (await getParking(svc.table, "pk-mumbai-01"))!;
    const base = priceStay(parking, "four", new Date(w.inTime), new Date(w.outTime));
    const discount = Math.min(Math.floor(base.price / 10), 100);
    const after = base.price - discount;
    expect(discount).toBeGreaterThan(0);
    expect(ok.body).toEqual({ discount, finalPrice: after + 2 * Math.ceil((after * 9) / 100), message: "Coupon applied successfully!" });
    // The checkout's own quote for the same stay and coupon.
    const checkout = await quoteStay(svc.table, {
      parking,
      kind: "four",
      ...w,
      couponCode: "save10",
      userId: (await findUserByEmail(svc.table, "asha@example.com"))!.id,
    });
    expect(checkout.coupon).toMatchObject({ status: "applied", discount });
    expect({ discount: checkout.pricing.discount, finalPrice: checkout.pricing.total }).toEqual({
      discount: ok.body.discount,
      finalPrice: ok.body.finalPrice,
    });
    const expired = await call("POST", "/api/coupon/applyCoupon", {
      headers: bearer(asha),
      json: { couponCode: "DIWALI25", parkingId: "pk-mumbai-01", price: 500 },
    });
    expect(expired.body.message).toBe("This coupon has expired.");
    const elsewhere = await call("POST", "/api/coupon/applyCoupon", {
      headers: bearer(asha),
      json: { couponCode: "MUMBAI20", parkingId: "pk-new-delhi-01", price: 500 },
    });
    expect(elsewhere.body.message).toBe("This coupon cannot be used at this car park.");
    const tooBig = await call("POST", "/api/coupon/applyCoupon", {
      headers: bearer(asha),
      json: { couponCode: "WELCOME50", parkingId: "pk-mumbai-01", price: 40 },
    });
    expect(tooBig.status).toBe(400);
    expect(
      (
        await call("POST", "/api/coupon/applyCoupon", {
          headers: bearer(asha),
          json: { couponCode: " ", parkingId: "pk-mumbai-01", price: 500 },
        })
      ).body.message,
    ).toBe("Please enter a coupon code");
    // Used once by the driver in the first test: a second use is refused.
    const again = await call("POST", "/api/coupon/applyCoupon", {
      headers: bearer(driver),
      json: { couponCode: "WELCOME50", parkingId: "pk-mumbai-01", price: 500 },
    });
    expect(again.body.message).toBe("You have already used this coupon.");
  });
});

describe("changing and extending through the API (decision 026)", () => {
  it("extends a stay for the difference, paid through its own order; only the owner can change or extend", async () => {
    const w = window(12);
    const hold = await call("POST", "/api/booking/hold", { headers: bearer(driver), json: { parkingId: "pk-mumbai-02", vehicleId, ...w } });
    const bookingId = hold.body.data._id;
    await payFor(driver, bookingId);
    const later = new Date(new Date(w.outTime).getTime() + 3 * 3600_000).toISOString();

    // Signed out: 401; another member: 404, as for a booking that does not exist; nothing changes.
    expect((await call("POST", `/api/booking/extend-booking/${bookingId}`, { json: { outTime: later } })).status).toBe(401);
    const stranger = await call("POST", `/api/booking/extend-booking/${bookingId}`, { headers: bearer(asha), json: { outTime: later } });
    expect(stranger.status).toBe(404);
    const strangerChange = await call("POST", `/api/booking/change-booking/${bookingId}`, {
      headers: bearer(asha),
      json: { inTime: w.inTime, outTime: later, vehicleId },
    });
    expect(strangerChange.status).toBe(404);
    // A departure that is not later is the driver's mistake: 400 with the rule's words.
    const earlier = await call("POST", `/api/booking/extend-booking/${bookingId}`, {
      headers: bearer(driver),
      json: { outTime: w.inTime },
    });
    expect(earlier).toMatchObject({ status: 400, body: { message: "Please choose a departure later than the current one." } });

    const extend = await call("POST", `/api/booking/extend-booking/${bookingId}`, { headers: bearer(driver), json: { outTime: later } });
    expect(extend.status).toBe(202);
    const { _id: changeId, difference } = extend.body.change;
    expect(difference).toBeGreaterThan(0);
    // Another member cannot order the difference either.
    expect((await call("POST", "/api/razorpay", { headers: bearer(asha), json: { bookingId, changeId } })).status).toBe(404);
    const order = await call("POST", "/api/razorpay", { headers: bearer(driver), json: { bookingId, changeId, amount: 1 } });
    expect(order.body.amount).toBe(difference * 100);
    const paid = await call("POST", "/api/test-gateway/pay", { headers: bearer(driver), json: { order_id: order.body.id } });
    const verify = await call("POST", "/api/verification", { headers: bearer(driver), json: paid.body });
    expect(verify.body).toMatchObject({ outcome: "confirmed", data: { outTime: later, status: "Confirmed" } });
    const list = await call("GET", "/api/booking/view-booking-list?status=Confirmed&page=1&limit=10", { headers: bearer(driver) });
    expect(list.body.data.find((b: { _id: string }) => b._id === bookingId)).toMatchObject({ outTime: later });
  });
});
