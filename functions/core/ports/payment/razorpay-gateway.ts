import type Razorpay from "razorpay";
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaidOrder, PaymentGateway } from "../../payment/gateway";

/** Razorpay's list endpoints return at most 100 items a page. */
const PAGE = 100;
/** Bounds one listing (10,000 items); the reconciler's next run looks at the same window again. */
const MAX_PAGES = 100;

/** Builds the SDK client; the contract tests (tests/unit/razorpay-adapter.test.ts) point it at a local server. */
export type RazorpayClientFactory = (credentials: { key_id: string; key_secret: string }) => Razorpay | Promise<Razorpay>;
/** The package (with axios) is loaded by the first call to Razorpay, not when a function starts (decision 034). */
const officialClient: RazorpayClientFactory = async (credentials) => new (await import("razorpay")).default(credentials);

/** Razorpay through its official package: real orders and refunds. */
export class RazorpayGateway implements PaymentGateway {
  readonly kind = "razorpay" as const;
  private client: Razorpay | undefined;

  constructor(
    readonly keyId: string,
    private readonly secrets: () => Promise<{ keySecret?: string; webhookSecret?: string }>,
    private readonly connect: RazorpayClientFactory = officialClient,
  ) {}

  private async api(): Promise<Razorpay> {
    if (!this.client) {
      const { keySecret } = await this.secrets();
      if (!keySecret) throw new Error("RAZORPAY_KEY_SECRET is missing");
      this.client = await this.connect({ key_id: this.keyId, key_secret: keySecret });
    }
    return this.client;
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    const order = await (
      await this.api()
    ).orders.create({ amount: input.amountPaise, currency: "INR", receipt: input.receipt, notes: input.notes });
    return { id: order.id, amount: Number(order.amount), currency: "INR" };
  }

  async refund(paymentId: string, amountPaise: number, input: { receipt: string; notes: Record<string, string> }): Promise<GatewayRefund> {
    const refund = await (
      await this.api()
    ).payments.refund(paymentId, { amount: amountPaise, receipt: input.receipt, notes: { ...input.notes, refundId: input.receipt } });
    return toRefund(refund);
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const api = await this.api();
    const refunds: GatewayRefund[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const out = await api.payments.fetchMultipleRefund(paymentId, { count: PAGE, skip: page * PAGE });
      refunds.push(...out.items.map(toRefund));
      if (out.items.length < PAGE) break;
    }
    return refunds;
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    return toPayment(await (await this.api()).payments.fetch(paymentId));
  }

  async capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment> {
    return toPayment(await (await this.api()).payments.capture(paymentId, amountPaise, "INR"));
  }

  /**
   * Captured (and authorised, not yet captured) payments created since then, with their order ids. Listing payments (`payments.all`,
   * 100 a call) rather than orders and then each order's payments costs one call per hundred
   * payments instead of one per order, and also sees a payment made late on an older order.
   */
  async listPaidOrders(sinceEpochSeconds: number): Promise<PaidOrder[]> {
    const api = await this.api();
    const paid: PaidOrder[] = [];
    const to = Math.floor(Date.now() / 1000);
    for (let page = 0; page < MAX_PAGES; page++) {
      const out = await api.payments.all({ from: sinceEpochSeconds, to, count: PAGE, skip: page * PAGE });
      for (const payment of out.items) {
        // Money in is a captured payment of an order, or an authorised one the reconciler captures
        // (payment/capture.ts); one refunded in full at the gateway (by us or by hand) is settled already.
        if (payment.status !== "captured" && payment.status !== "authorized") continue;
        if (!payment.order_id || payment.refund_status === "full") continue;
        paid.push({
          orderId: payment.order_id,
          paymentId: payment.id,
          status: payment.status,
          amountPaise: Number(payment.amount),
          capturedAt: Number(payment.created_at),
        });
      }
      if (out.items.length < PAGE) break;
    }
    return paid;
  }

  async keySecret(): Promise<string> {
    const { keySecret } = await this.secrets();
    if (!keySecret) throw new Error("RAZORPAY_KEY_SECRET is missing");
    return keySecret;
  }

  async webhookSecret(): Promise<string | undefined> {
    return (await this.secrets()).webhookSecret;
  }
}

function toRefund(refund: { id: string; status?: unknown; amount?: unknown; receipt?: string | null; notes?: unknown }): GatewayRefund {
  const notes = (refund.notes ?? {}) as Record<string, unknown>;
  const receipt = refund.receipt ?? (typeof notes.refundId === "string" ? notes.refundId : undefined);
  return { id: refund.id, status: String(refund.status ?? "pending"), amount: Number(refund.amount ?? 0), receipt: receipt ?? undefined };
}

function toPayment(payment: {
  id: string;
  order_id?: string | null;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
}): GatewayPayment {
  return {
    id: payment.id,
    orderId: payment.order_id ?? undefined,
    amountPaise: Number(payment.amount ?? 0),
    currency: String(payment.currency ?? ""),
    status: String(payment.status ?? ""),
  };
}
