import type { GatewayPayment, PaymentGateway } from "./gateway";

/**
 * The one rule for when a payment is money (issue 28): a booking or a change is confirmed only by
 * a payment that the gateway holds as `captured`, for the order we stored and its amount. The
 * checkout signature proves the browser's answer came from the gateway, not that money moved: with
 * manual capture (or a late authorisation) a signed payment is only `authorized`, and Razorpay
 * gives an uncaptured payment back to the customer after a few days. So whatever the account's
 * capture setting, the callback, the webhook and the reconciler all ask here first.
 */
export type CaptureOutcome =
  | { captured: true; payment: GatewayPayment }
  /** Failed, created, refunded, or another order's or amount's: nothing to confirm. */
  | { captured: false; reason: "notPaid" | "notOurs"; payment: GatewayPayment };

export async function captureForOrder(
  gateway: PaymentGateway,
  order: { orderId: string; amount: number },
  paymentId: string,
): Promise<CaptureOutcome> {
  const payment = await gateway.fetchPayment(paymentId);
  // Never capture (or count) a payment for another order or another amount than the one we asked.
  if (payment.orderId !== order.orderId || payment.amountPaise !== order.amount || payment.currency !== "INR")
    return { captured: false, reason: "notOurs", payment };
  if (payment.status === "captured") return { captured: true, payment };
  if (payment.status !== "authorized") return { captured: false, reason: "notPaid", payment };
  try {
    const captured = await gateway.capturePayment(paymentId, order.amount);
    if (captured.status === "captured") return { captured: true, payment: captured };
  } catch (error) {
    // The callback and the webhook may capture the same payment at once: the loser's capture is
    // refused, and the payment as it stands now says whether it is money.
    const now = await gateway.fetchPayment(paymentId);
    if (now.status === "captured") return { captured: true, payment: now };
    throw error;
  }
  return { captured: false, reason: "notPaid", payment };
}
