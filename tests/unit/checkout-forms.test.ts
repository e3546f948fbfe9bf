import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { applyCouponSchema, confirmSchema, PARKING_NOT_FOUND, selectVehicleSchema } from "~/components/booking/checkout-forms";
import { invalidSubmission } from "~/utils/form.server";
import { replyFor } from "~/routes/booking/parts/reply-for.server";
import { QUOTE_MESSAGES } from "@core/booking/quote";
import { BOOKING_MESSAGES } from "@core/booking/booking-messages";
import { COUPON_MESSAGES } from "@core/coupon/coupon";

function form(entries: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  return body;
}

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) {
  const submission = parseWithZod(form(entries), { schema });
  return submission.status === "success" ? null : submission.error;
}

describe("the checkout's form schemas (browser and action alike)", () => {
  it("refuses a blank coupon code with the spec's text, under the field", () => {
    for (const couponCode of ["", "   ", "--"]) {
      expect(errorsOf(applyCouponSchema, { intent: "apply", couponCode })).toEqual({ couponCode: [COUPON_MESSAGES.empty] });
    }
    expect(errorsOf(applyCouponSchema, { intent: "apply" })).toEqual({ couponCode: [COUPON_MESSAGES.empty] });
  });

  it("passes a code on trimmed, with the vehicle picked on the page; a code too long to be one is not valid", () => {
    const submission = parseWithZod(form({ intent: "apply", couponCode: "  welcome50 ", vehicle: "v-1" }), { schema: applyCouponSchema });
    expect(submission.status === "success" && submission.value).toEqual({ couponCode: "welcome50", vehicle: "v-1" });
    expect(errorsOf(applyCouponSchema, { couponCode: "A".repeat(41) })).toEqual({ couponCode: [COUPON_MESSAGES.unknown] });
  });

  it("requires a vehicle to confirm, as the form's message, and bounds what goes on to the table", () => {
    expect(errorsOf(confirmSchema, { intent: "confirm", parkingId: "pk-1", in: "x", out: "y" })).toEqual({
      "": [BOOKING_MESSAGES.vehicleMissing],
    });
    expect(errorsOf(confirmSchema, { chosenVehicleId: "v-1" })).toBeNull();
    expect(errorsOf(confirmSchema, { vehicleId: "v-1", parkingId: "p".repeat(101) })).toEqual({ parkingId: [PARKING_NOT_FOUND] });
    expect(errorsOf(selectVehicleSchema, { vehicleId: "v".repeat(101) })).toEqual({ vehicleId: [BOOKING_MESSAGES.vehicleMissing] });
  });

  it("says 'car park not found' in core's words", () => {
    expect(PARKING_NOT_FOUND).toBe(QUOTE_MESSAGES.parkingNotFound);
  });

  it("tags a kit reply with its form, keeping its status", async () => {
    const submission = parseWithZod(form({ intent: "apply", couponCode: "" }), { schema: applyCouponSchema });
    if (submission.status === "success") throw new Error("a blank code must not pass");
    const reply = replyFor(
      "coupon",
      await invalidSubmission(new Request("http://localhost/", { headers: { cookie: "sp_lang=en" } }), submission),
    );
    expect(reply.init?.status).toBe(400);
    expect(reply.data.form).toBe("coupon");
    expect(reply.data.result.error).toEqual({ couponCode: [COUPON_MESSAGES.empty] });
  });
});
