import { describe, expect, it } from "vitest";
import { couponPreview, quotePrice, quoteStay, withCouponApplied, type StayQuote } from "@core/booking/quote";
import { COUPON_MESSAGES, couponKeys, type Coupon } from "@core/coupon/coupon";
import { ValidationError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import type { Table } from "@core/ports/table/table";
import { applyDiscount, priceStay } from "@core/pricing/pricing";

/** Coupons are the only items a quote reads once it has the car park: a map stands in for the table. */
function tableWith(coupons: Coupon[], used: { code: string; userId: string }[] = []): Table {
  const items = new Map<string, unknown>();
  for (const c of coupons) items.set(`${couponKeys.item(c.code).pk}|COUPON`, { ...c, ...couponKeys.item(c.code) });
  for (const u of used) items.set(`${couponKeys.used(u.code, u.userId).pk}|${couponKeys.used(u.code, u.userId).sk}`, { bookingId: "b1" });
  return { get: async (pk: string, sk: string) => items.get(`${pk}|${sk}`) } as unknown as Table;
}

const NOW = new Date("2026-06-01T08:00:00.000Z");
const stay = { inTime: "2026-06-02T04:30:00.000Z", outTime: "2026-06-02T07:30:00.000Z" }; // 3 hours
const parking = { id: "pk-test", price_for: 1, priceF: 60, priceT: 20, fourWheelerCapacity: 10, twoWheelerCapacity: 0 } as Parking;
const coupons: Coupon[] = [
  {
    code: "SAVE10",
    description: "",
    kind: "percent",
    value: 10,
    maxDiscount: 100,
    validFrom: "2026-01-01T00:00:00.000Z",
    validTo: "2027-12-31T18:29:59.000Z",
  },
  {
    code: "WELCOME50",
    description: "",
    kind: "flat",
    value: 50,
    validFrom: "2026-01-01T00:00:00.000Z",
    validTo: "2027-12-31T18:29:59.000Z",
  },
  {
    code: "DIWALI25",
    description: "",
    kind: "flat",
    value: 25,
    validFrom: "2025-10-01T00:00:00.000Z",
    validTo: "2025-11-15T18:29:59.000Z",
  },
];
const table = tableWith(coupons, [{ code: "WELCOME50", userId: "u-used" }]);
const ask = (couponCode?: string, userId = "u1") => quoteStay(table, { parking, kind: "four", ...stay, couponCode, userId, now: NOW });
const undiscounted = { price: 180, cgst: 17, sgst: 17, total: 214, discount: 0, priceBeforeDiscount: 180 };

describe("quoteStay: the one price of a stay with a coupon", () => {
  it("without a coupon: the pricing module's breakdown, nothing off", async () => {
    const q = await ask();
    expect(q.coupon).toBeUndefined();
    expect(q.pricing).toEqual(applyDiscount(priceStay(parking, "four", new Date(stay.inTime), new Date(stay.outTime)), 0));
    expect(q.pricing).toMatchObject({ blocks: 3, ...undiscounted });
  });

  it("a coupon takes its discount off the price before tax and both taxes are recomputed: exactly what a hold charges", async () => {
    const q = await ask(" save10 ");
    // 10% of ₹180 = ₹18 off → ₹162, CGST ⌈14.58⌉ = 15, SGST 15, total 192.
    expect(q.coupon).toEqual({ status: "applied", code: "SAVE10", discount: 18, perMemberLimit: 1 });
    expect(q.pricing).toMatchObject({ priceBeforeDiscount: 180, discount: 18, price: 162, cgst: 15, sgst: 15, total: 192 });
    // The hold takes the same quote and refuses only what this quote refuses.
    expect(withCouponApplied(q)).toBe(q);
    expect((await ask("WELCOME50")).pricing).toMatchObject({ discount: 50, price: 130, cgst: 12, sgst: 12, total: 154 });
  });

  it.each([
    ["DIWALI25", "This coupon has expired."],
    ["NOSUCHCODE", COUPON_MESSAGES.unknown],
    ["   ", COUPON_MESSAGES.empty],
  ])("%j is refused with its message and the undiscounted quote", async (code, message) => {
    const q = await ask(code);
    expect(q.coupon).toMatchObject({ status: "refused", code: code.trim(), message });
    expect(q.pricing).toMatchObject(undiscounted);
    // A hold (and the coupon API) refuse the request with the rule's own error.
    expect(() => withCouponApplied(q)).toThrow(new ValidationError(message));
  });

  it("a coupon already used by the member is refused for them only", async () => {
    expect((await ask("WELCOME50", "u-used")).coupon).toMatchObject({ status: "refused", message: COUPON_MESSAGES.used });
    expect((await ask("WELCOME50", "u1")).coupon).toMatchObject({ status: "applied", discount: 50 });
  });

  it("a failure to read the coupon is no rule's message: the error is kept for the caller to report", async () => {
    const failing = { get: async () => Promise.reject(new Error("table down")) } as unknown as Table;
    const q = await quoteStay(failing, { parking, kind: "four", ...stay, couponCode: "SAVE10", userId: "u1", now: NOW });
    expect(q.coupon).toMatchObject({ status: "refused", code: "SAVE10", message: undefined });
    expect(q.pricing).toMatchObject(undiscounted);
    expect(() => withCouponApplied(q)).toThrow("table down");
  });

  it("refuses the window and a kind the car park does not take before any coupon", async () => {
    await expect(quoteStay(table, { parking, kind: "two", ...stay, couponCode: "SAVE10", userId: "u1", now: NOW })).rejects.toThrow(
      "This car park does not take this type of vehicle.",
    );
    await expect(
      quoteStay(table, { parking, kind: "four", inTime: stay.outTime, outTime: stay.inTime, couponCode: "SAVE10", userId: "u1", now: NOW }),
    ).rejects.toThrow("Departure cannot be earlier than the arrival time.");
  });
});

describe("the coupon API's answer", () => {
  it("is the checkout's breakdown for the same stay and coupon", async () => {
    const checkout: StayQuote = await ask("SAVE10");
    expect(couponPreview(withCouponApplied(await ask("SAVE10")).pricing)).toEqual({
      discount: checkout.pricing.discount,
      finalPrice: checkout.pricing.total,
    });
    expect(couponPreview(checkout.pricing)).toEqual({ discount: 18, finalPrice: 192 });
  });

  it("without a window, discounts the stated price before tax the same way", async () => {
    // The stay's price (₹180) stated by the client gives the stay's own answer.
    const byPrice = await quotePrice(table, { parkingId: parking.id, price: 180, couponCode: "SAVE10", userId: "u1", now: NOW });
    expect(couponPreview(byPrice)).toEqual(couponPreview((await ask("SAVE10")).pricing));
    await expect(quotePrice(table, { parkingId: parking.id, price: 40, couponCode: "WELCOME50", userId: "u1", now: NOW })).rejects.toThrow(
      "This coupon needs a booking of more than ₹50 before tax.",
    );
  });
});
