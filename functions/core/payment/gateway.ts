/** The payment gateway port: Razorpay in production, the embedded test gateway locally. */
export interface GatewayOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: "INR";
}

/** A refund as the gateway knows it. */
export interface GatewayRefund {
  id: string;
  /** Razorpay's refund states: pending (accepted, on its way to the bank), processed, failed. */
  status: string;
  /** Paise. */
  amount: number;
  /** The receipt we sent: our own refund id, which is how a retry recognises an earlier attempt. */
  receipt?: string;
}

/** Razorpay's payment states: created → authorized → captured (→ refunded), or failed. */
export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

/** A payment as the gateway knows it (Razorpay's payment entity, the fields we judge it by). */
export interface GatewayPayment {
  id: string;
  /** The order it pays; a payment made outside an order has none. */
  orderId?: string;
  /** Paise. */
  amountPaise: number;
  currency: string;
  /** One of GatewayPaymentStatus; kept as the gateway's text, so a state it adds later is "not captured". */
  status: string;
}

/** A payment of an order that is money or about to be, as the reconciler sees it at the gateway. */
export interface PaidOrder {
  orderId: string;
  paymentId: string;
  /** Captured, or authorised and waiting for us to capture it (payment/capture.ts). */
  status: "captured" | "authorized";
  /** Paise authorised or captured. */
  amountPaise: number;
  /** Epoch seconds. */
  capturedAt: number;
}

/** Where the test gateway can be told to fail once (tests drive the recovery paths with them). */
export type FaultPoint = "refund" | "webhook" | "callback";

export interface PaymentGateway {
  kind: "razorpay" | "test";
  /** The public key id the browser's checkout needs. */
  keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /**
   * Refunds `amountPaise` of a captured payment. `receipt` is our refund's own id: the gateway keeps
   * it with the refund, so a retry after an unknown outcome can find the earlier one (fetchRefunds)
   * instead of refunding twice.
   */
  refund(paymentId: string, amountPaise: number, input: { receipt: string; notes: Record<string, string> }): Promise<GatewayRefund>;
  /** Every refund the gateway holds for a payment. */
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** The payment as it stands at the gateway (Razorpay: GET /payments/{id}). */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Captures an authorised payment for `amountPaise` in INR (Razorpay: POST /payments/{id}/capture);
   * the gateway refuses a payment that is not authorised.
   */
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  /** Captured and authorised payments of the orders created since `sinceEpochSeconds` (the reconciler's view of the money). */
  listPaidOrders(sinceEpochSeconds: number): Promise<PaidOrder[]>;
  /** Signs checkout callbacks (Razorpay's key secret). */
  keySecret(): Promise<string>;
  /** Signs webhooks; undefined when webhooks are not configured. */
  webhookSecret(): Promise<string | undefined>;
  /**
   * The test gateway only: true (once per injected fault) when this point should fail now. Razorpay
   * has no such thing; callers use `gateway.faultAt?.(point)`.
   */
  faultAt?(point: FaultPoint): Promise<boolean>;
}

/** Razorpay's answer when a payment has no refundable amount left. */
export function isFullyRefundedError(error: unknown): boolean {
  const e = error as { error?: { description?: unknown }; message?: unknown } | undefined;
  const text = String(e?.error?.description ?? e?.message ?? "");
  return /fully refunded/i.test(text);
}
