import { quote } from "../core/booking/booking-service";
import { COUPON_MESSAGES, evaluateCoupon } from "../core/coupon/coupon";
import { ValidationError } from "../core/errors";
import { applyDiscount, CGST_RATE, SGST_RATE, taxOf } from "../core/pricing/pricing";
import { services } from "../core/services";
import { requireCaller } from "./auth";
import { httpHandler } from "./http";

/**
 * POST /api/coupon/applyCoupon {couponCode, parkingId, price} → {discount, finalPrice, message}.
 * With inTime, outTime and vehicleType the price is computed here from the car park; otherwise the
 * given price (before tax) is used for a preview only: the booking always recomputes everything.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const f = await req.fields();
  const table = services().table;
  const code = typeof f.couponCode === "string" ? f.couponCode : "";
  if (!code.trim()) throw new ValidationError(COUPON_MESSAGES.empty);
  const parkingId = String(f.parkingId ?? "");
  if (f.inTime && f.outTime) {
    const kind = f.vehicleType === "Two Wheeler" || f.vehicleType === "two" ? "two" : "four";
    const q = await quote(table, { userId: caller.id, parkingId, vehicleKind: kind, inTime: String(f.inTime), outTime: String(f.outTime), couponCode: code });
    return { body: { discount: q.pricing.discount, finalPrice: q.pricing.total, message: COUPON_MESSAGES.applied } };
  }
  const price = Math.floor(Number(f.price));
  if (!Number.isFinite(price) || price <= 0) throw new ValidationError("Please send the price of the booking.");
  const { discount } = await evaluateCoupon(table, { code, userId: caller.id, parkingId, price });
  const base = { price, cgst: taxOf(price, CGST_RATE * 100), sgst: taxOf(price, SGST_RATE * 100), total: 0, vehicleKind: "four" as const, minutes: 0, hours: 0, blockHours: 1, blocks: 1, pricePerBlock: price };
  const discounted = applyDiscount({ ...base, total: base.price + base.cgst + base.sgst }, discount);
  return { body: { discount: discounted.discount, finalPrice: discounted.total, message: COUPON_MESSAGES.applied } };
});
