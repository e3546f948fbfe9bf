import { couponPreview, quotePrice, quoteStay, withCouponApplied } from "@core/booking/quote";
import { COUPON_MESSAGES } from "@core/coupon/coupon";
import { ValidationError } from "@core/errors";
import { parseVehicleKind } from "@core/parking/vehicle-kind";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * POST /api/coupon/applyCoupon {couponCode, parkingId, price} → {discount, finalPrice, message}.
 * With inTime, outTime and vehicleType the answer is the checkout's own quote for that stay (a
 * vehicleType it cannot read counts as a four-wheeler); otherwise the given price (before tax) is
 * used for a preview only: the booking always recomputes everything.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const f = await req.fields();
  const table = services().table;
  const code = typeof f.couponCode === "string" ? f.couponCode : "";
  if (!code.trim()) throw new ValidationError(COUPON_MESSAGES.empty);
  const parkingId = String(f.parkingId ?? "");
  if (f.inTime && f.outTime) {
    const kind = parseVehicleKind(f.vehicleType) ?? "four";
    const q = withCouponApplied(
      await quoteStay(table, {
        userId: caller.id,
        parking: parkingId,
        kind,
        inTime: String(f.inTime),
        outTime: String(f.outTime),
        couponCode: code,
      }),
    );
    return { body: { ...couponPreview(q.pricing), message: COUPON_MESSAGES.applied } };
  }
  const price = Math.floor(Number(f.price));
  if (!Number.isFinite(price) || price <= 0) throw new ValidationError("Please send the price of the booking.");
  const pricing = await quotePrice(table, { couponCode: code, userId: caller.id, parkingId, price });
  return { body: { ...couponPreview(pricing), message: COUPON_MESSAGES.applied } };
});
