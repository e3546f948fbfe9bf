/**
 * Where /payment/callback sends the browser when a payment did not end on the success page: the
 * GET page /payment/result, told only what kind of ending it was and which order (it reads the
 * booking itself, for the signed-in member only).
 */
export const PAYMENT_RESULT_KINDS = ["failed", "refunded", "error", "none"] as const;
export type PaymentResultKind = (typeof PAYMENT_RESULT_KINDS)[number];

export function paymentResultHref(kind: PaymentResultKind, orderId: string): string {
  const params = new URLSearchParams();
  if (kind !== "none") params.set("outcome", kind);
  if (/^order_[A-Za-z0-9]{1,40}$/.test(orderId)) params.set("order", orderId);
  const query = params.toString();
  return `/payment/result${query ? `?${query}` : ""}`;
}
