import { handleWebhook } from "@core/payment/payment-service";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";

/**
 * POST /api/razorpay/webhook: Razorpay's server-to-server events. No session: the raw body's
 * X-Razorpay-Signature is the credential; each X-Razorpay-Event-Id is handled once.
 */
export const handler = httpHandler(async (req) => {
  const result = await handleWebhook(services(), req.rawBody, req.headers["x-razorpay-signature"], req.headers["x-razorpay-event-id"]);
  return { body: { status: result } };
});
