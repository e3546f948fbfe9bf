/** The payment gateway port: Razorpay in production, the embedded test gateway locally. */
export interface GatewayOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: "INR";
}

export interface PaymentGateway {
  kind: "razorpay" | "test";
  /** The public key id the browser's checkout needs. */
  keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<{ id: string; status: string }>;
  /** Signs checkout callbacks (Razorpay's key secret). */
  keySecret(): Promise<string>;
  /** Signs webhooks; undefined when webhooks are not configured. */
  webhookSecret(): Promise<string | undefined>;
}
