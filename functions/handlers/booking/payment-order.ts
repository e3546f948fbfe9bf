import { ValidationError } from "@core/errors";
import { startChangePayment, startPayment } from "@core/payment/payment-service";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * POST /api/razorpay {bookingId, changeId?}: the gateway order for a hold, or for a change's
 * difference (decision 026). The amount is always the server's own (the booking's total, the
 * change's difference); an amount in the body (the original client sent one) is ignored.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const f = await req.fields();
  if (typeof f.bookingId !== "string" || !f.bookingId) throw new ValidationError("Please name the booking to pay for.");
  const { order, keyId, gateway } =
    typeof f.changeId === "string" && f.changeId
      ? await startChangePayment(services(), caller.id, f.bookingId, f.changeId)
      : await startPayment(services(), caller.id, f.bookingId);
  return { body: { id: order.id, currency: order.currency, amount: order.amount, keyId, gateway } };
});
