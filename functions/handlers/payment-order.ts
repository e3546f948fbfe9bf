import { ValidationError } from "@core/errors";
import { startPayment } from "@core/payment/payment-service";
import { services } from "@core/services";
import { requireCaller } from "./auth";
import { httpHandler } from "./http";

/**
 * POST /api/razorpay {bookingId}: the gateway order for a hold. The amount is always the booking's
 * own total from the server; an amount in the body (the original client sent one) is ignored.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const f = await req.fields();
  if (typeof f.bookingId !== "string" || !f.bookingId) throw new ValidationError("Please name the booking to pay for.");
  const { order, keyId, gateway } = await startPayment(services(), caller.id, f.bookingId);
  return { body: { id: order.id, currency: order.currency, amount: order.amount, keyId, gateway } };
});
