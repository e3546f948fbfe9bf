import { NotFoundError } from "@core/errors";
import { paymentGateway, requireOwnOrder } from "@core/payment/payment-service";
import { TestGateway } from "@core/payment/test-gateway";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * POST /api/test-gateway/pay {order_id}: what Razorpay's checkout returns after a successful test
 * payment — order id, payment id and signature. Exists only with the embedded test gateway, and
 * pays only the caller's own order.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  // Exists only when the test gateway was asked for by name (TEST_GATEWAY=on, never in production).
  if (services().config.TEST_GATEWAY !== "on") throw new NotFoundError();
  const gateway = paymentGateway(services());
  if (!(gateway instanceof TestGateway)) throw new NotFoundError();
  const f = await req.fields();
  const orderId = String(f.order_id ?? "");
  await requireOwnOrder(services(), caller.id, orderId);
  const paid = await gateway.pay(orderId);
  return { body: { razorpay_order_id: orderId, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature } };
});
