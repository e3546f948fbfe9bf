import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Razorpay's signature schemes (ARCHITECTURE §5), shared by the real and the test gateway:
 * checkout callbacks sign `order_id|payment_id` with the key secret; webhooks sign the raw body
 * with the webhook secret. Both HMAC-SHA256, hex.
 */
export function hmacHex(data: string | Buffer, secret: string): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, keySecret);
}

export function safeEqualHex(expected: string, actual: string | undefined): boolean {
  if (!actual || !/^[0-9a-f]+$/i.test(actual) || actual.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(actual, "hex"));
}
