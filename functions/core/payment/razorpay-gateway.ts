import Razorpay from "razorpay";
import type { GatewayOrder, PaymentGateway } from "./gateway";

/** Razorpay through its official package: real orders and refunds. */
export class RazorpayGateway implements PaymentGateway {
  readonly kind = "razorpay" as const;
  private client: Razorpay | undefined;

  constructor(
    readonly keyId: string,
    private readonly secrets: () => Promise<{ keySecret?: string; webhookSecret?: string }>,
  ) {}

  private async api(): Promise<Razorpay> {
    if (!this.client) {
      const { keySecret } = await this.secrets();
      if (!keySecret) throw new Error("RAZORPAY_KEY_SECRET is missing");
      this.client = new Razorpay({ key_id: this.keyId, key_secret: keySecret });
    }
    return this.client;
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    const order = await (await this.api()).orders.create({ amount: input.amountPaise, currency: "INR", receipt: input.receipt, notes: input.notes });
    return { id: order.id, amount: Number(order.amount), currency: "INR" };
  }

  async refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<{ id: string; status: string }> {
    const refund = await (await this.api()).payments.refund(paymentId, { amount: amountPaise, notes });
    return { id: refund.id, status: String(refund.status) };
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
