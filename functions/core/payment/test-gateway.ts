import { randomBytes } from "node:crypto";
import { NotFoundError, ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import type { GatewayOrder, PaymentGateway } from "./gateway";
import { checkoutSignature } from "./signature";

/**
 * The embedded test gateway, playing Razorpay's part when no keys are configured (never in
 * production: config refuses it). Its orders, payments and refunds are items in our table; its
 * callbacks are signed with TEST_GATEWAY_SECRET exactly as Razorpay signs with its key secret, so
 * the verification code that runs against it is the production code.
 */
interface TestOrder {
  pk: string;
  sk: string;
  id: string;
  amount: number;
  receipt: string;
  status: "created" | "paid" | "failed";
  paymentId?: string;
  createdAt: string;
  entity: "test-order";
}

const orderKey = (id: string) => ({ pk: `TESTPAY#${id}`, sk: "ORDER" });
const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

export class TestGateway implements PaymentGateway {
  readonly kind = "test" as const;
  readonly keyId = "rzp_test_embedded";

  constructor(
    private readonly table: Table,
    private readonly secret: string,
  ) {}

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder> {
    const order: TestOrder = { ...orderKey(""), id: rid("order"), amount: input.amountPaise, receipt: input.receipt, status: "created", createdAt: new Date().toISOString(), entity: "test-order" };
    Object.assign(order, orderKey(order.id));
    await this.table.create(order);
    return { id: order.id, amount: order.amount, currency: "INR" };
  }

  async getOrder(orderId: string): Promise<TestOrder | undefined> {
    if (!/^order_[A-Za-z0-9]+$/.test(orderId)) return undefined;
    const key = orderKey(orderId);
    return this.table.get<TestOrder>(key.pk, key.sk, true);
  }

  /** "Complete test payment": a payment id and the signature Razorpay's callback would carry. */
  async pay(orderId: string): Promise<{ paymentId: string; signature: string }> {
    const order = await this.getOrder(orderId);
    if (!order) throw new NotFoundError("Order not found.");
    if (order.status === "paid" && order.paymentId) return { paymentId: order.paymentId, signature: checkoutSignature(orderId, order.paymentId, this.secret) };
    const paymentId = rid("pay");
    const key = orderKey(orderId);
    await this.table.update(key.pk, key.sk, { expression: "SET #s = :paid, paymentId = :p", names: { "#s": "status" }, values: { ":paid": "paid", ":p": paymentId } });
    return { paymentId, signature: checkoutSignature(orderId, paymentId, this.secret) };
  }

  async fail(orderId: string): Promise<void> {
    const order = await this.getOrder(orderId);
    if (!order) throw new NotFoundError("Order not found.");
    if (order.status === "paid") throw new ValidationError("This order is already paid.");
    const key = orderKey(orderId);
    await this.table.update(key.pk, key.sk, { expression: "SET #s = :failed", names: { "#s": "status" }, values: { ":failed": "failed" } });
  }

  async refund(paymentId: string, amountPaise: number): Promise<{ id: string; status: string }> {
    const refund = { pk: `TESTPAY#${rid("rfnd")}`, sk: "REFUND", paymentId, amount: amountPaise, status: "processed", createdAt: new Date().toISOString(), entity: "test-refund" };
    await this.table.create(refund);
    return { id: refund.pk.slice("TESTPAY#".length), status: refund.status };
  }

  async keySecret(): Promise<string> {
    return this.secret;
  }

  async webhookSecret(): Promise<string> {
    return this.secret;
  }
}
