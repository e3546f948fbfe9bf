import { toPublicBooking } from "@core/booking/booking";
import { verifyPayment } from "@core/payment/payment-service";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** POST /api/verification {razorpay_order_id, razorpay_payment_id, razorpay_signature}: verifies and confirms. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const result = await verifyPayment(services(), await req.fields(), caller.id);
  return {
    body: { status: result.outcome === "refunded" ? "refunded" : "ok", outcome: result.outcome, data: toPublicBooking(result.booking) },
  };
});
