import { randomBytes } from "node:crypto";
import { NotFoundError, ValidationError } from "../errors";
import { ConditionFailedError, type Table } from "../ports/table/table";
import type { FaultPoint, GatewayOrder, GatewayPayment, GatewayRefund, PaidOrder, PaymentGateway } from "./gateway";
import { checkoutSignature } from "./signature";

/**
 * The embedded test gateway, playing Razorpay's part when no keys are configured (never in
 * production: config refuses it). Its orders, payments and refunds are items in our table; its
 * callbacks are signed with TEST_GATEWAY_SECRET exactly as Razorpay signs with its key secret, so
 * the verification code that runs against it is the production code.
 *
 * It can also play Razorpay's bad days, once per injected fault, so tests can drive the recovery
 * paths: a refund call that fails, a webhook whose processing throws, a payment whose callback
 * never comes back (and, locally, there is no webhook at all). The faults are an item in the same
 * table (`TESTPAY#FAULTS`), so they belong to one test file's table and never leak into another.
 */
interface TestOrder {
  pk: string;
  sk: string;
  id: string;
  amount: number;
  receipt: string;
  status: "created" | "paid" | "failed";
  paymentId?: string;
  paidAt?: string;
  /** `TESTPAY#PAID` / `<paidAt>#<order id>` once paid: the reconciler's list of paid orders. */
  gsi1pk?: string;
  gsi1sk?: string;
  createdAt: string;
  entity: "test-order";
}

interface TestPayment {
  pk: string;
  sk: string;
  orderId: string;
  amount: number;
  /** Razorpay's states: a paid checkout is authorised, then captured by us (capture.ts). Kept before capture existed: none (captured). */
  status?: "authorized" | "captured" | "failed";
  /** Paise refunded so far (Razorpay refuses to refund more than was captured). */
  refunded?: number;
  entity: "test-payment";
}

interface TestRefund {
  pk: string;
  sk: string;
  id: string;
  paymentId: string;
  amount: number;
  receipt: string;
  status: "processed";
  createdAt: string;
  entity: "test-refund";
}

const PAID_PARTITION = "TESTPAY#PAID";
const orderKey = (id: string) => ({ pk: `TESTPAY#${id}`, sk: "ORDER" });
const paymentKey = (id: string) => ({ pk: `TESTPAY#${id}`, sk: "PAYMENT" });
const faultKey = { pk: "TESTPAY#FAULTS", sk: "FAULTS" };
const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

export class TestGateway implements PaymentGateway {
  readonly kind = "test" as const;
  readonly keyId = "rzp_test_embedded";

  constructor(
    private readonly table: Table,
    private readonly secret: string,
  ) {}

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder> {
    const order: TestOrder = {
      ...orderKey(""),
      id: rid("order"),
      amount: input.amountPaise,
      receipt: input.receipt,
      status: "created",
      createdAt: new Date().toISOString(),
      entity: "test-order",
    };
    Object.assign(order, orderKey(order.id));
    await this.table.create(order);
    return { id: order.id, amount: order.amount, currency: "INR" };
  }

  async getOrder(orderId: string): Promise<TestOrder | undefined> {
    if (!/^order_[A-Za-z0-9]+$/.test(orderId)) return undefined;
    const key = orderKey(orderId);
    return this.table.get<TestOrder>(key.pk, key.sk, true);
  }

  /**
   * "Complete test payment": the payment is authorised at the gateway, as with Razorpay's manual
   * capture, and the answer is what Razorpay's callback would carry; the merchant captures it
   * (capturePayment). Whether anybody tells the merchant is the caller's business. `failed` makes
   * an attempt the bank declined (tests: such a payment must never confirm anything).
   */
  async pay(orderId: string, outcome: "authorized" | "failed" = "authorized"): Promise<{ paymentId: string; signature: string }> {
    const order = await this.getOrder(orderId);
    if (!order) throw new NotFoundError("Order not found.");
    if (order.status === "paid" && order.paymentId)
      return { paymentId: order.paymentId, signature: checkoutSignature(orderId, order.paymentId, this.secret) };
    const paymentId = rid("pay");
    const paidAt = new Date().toISOString();
    const payment: TestPayment = { ...paymentKey(paymentId), orderId, amount: order.amount, status: outcome, entity: "test-payment" };
    await this.table.create(payment);
    if (outcome === "failed") return { paymentId, signature: checkoutSignature(orderId, paymentId, this.secret) };
    const key = orderKey(orderId);
    await this.table.update(key.pk, key.sk, {
      expression: "SET #s = :paid, paymentId = :p, paidAt = :at, gsi1pk = :g, gsi1sk = :gs",
      names: { "#s": "status" },
      values: { ":paid": "paid", ":p": paymentId, ":at": paidAt, ":g": PAID_PARTITION, ":gs": `${paidAt}#${orderId}` },
    });
    return { paymentId, signature: checkoutSignature(orderId, paymentId, this.secret) };
  }

  async fail(orderId: string): Promise<void> {
    const order = await this.getOrder(orderId);
    if (!order) throw new NotFoundError("Order not found.");
    if (order.status === "paid") throw new ValidationError("This order is already paid.");
    const key = orderKey(orderId);
    await this.table.update(key.pk, key.sk, { expression: "SET #s = :failed", names: { "#s": "status" }, values: { ":failed": "failed" } });
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = await this.payment(paymentId);
    return { id: paymentId, orderId: payment.orderId, amountPaise: payment.amount, currency: "INR", status: payment.status ?? "captured" };
  }

  /** Like Razorpay: only an authorised payment is captured, and only for the amount authorised. */
  async capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment> {
    const payment = await this.payment(paymentId);
    if ((payment.status ?? "captured") !== "authorized") throw new ValidationError("This payment has already been captured");
    if (amountPaise !== payment.amount) throw new ValidationError("Capture amount must be equal to the amount authorized");
    const key = paymentKey(paymentId);
    try {
      await this.table.update(
        key.pk,
        key.sk,
        { expression: "SET #s = :captured", names: { "#s": "status" }, values: { ":captured": "captured", ":authorized": "authorized" } },
        "#s = :authorized",
      );
    } catch (error) {
      if (error instanceof ConditionFailedError) throw new ValidationError("This payment has already been captured");
      throw error;
    }
    return { ...(await this.fetchPayment(paymentId)), status: "captured" };
  }

  private async payment(paymentId: string): Promise<TestPayment> {
    const key = paymentKey(paymentId);
    const payment = /^pay_[A-Za-z0-9]+$/.test(paymentId) ? await this.table.get<TestPayment>(key.pk, key.sk, true) : undefined;
    if (!payment) throw new NotFoundError("The id provided does not exist");
    return payment;
  }

  async refund(paymentId: string, amountPaise: number, input: { receipt: string }): Promise<GatewayRefund> {
    if (await this.faultAt("refund")) throw new Error("Test gateway: the refund failed (injected fault).");
    const key = paymentKey(paymentId);
    const payment = await this.table.get<TestPayment>(key.pk, key.sk, true);
    // Like Razorpay: never more back than was captured. (A payment from before payments were kept has no guard.)
    if (payment) {
      if ((payment.status ?? "captured") !== "captured") throw new Error("The payment has not been captured");
      if ((payment.refunded ?? 0) >= payment.amount) throw new Error("The payment has been fully refunded already");
      try {
        await this.table.update(
          key.pk,
          key.sk,
          { expression: "ADD refunded :a", values: { ":a": amountPaise, ":max": payment.amount - amountPaise } },
          "attribute_not_exists(refunded) OR refunded <= :max",
        );
      } catch (error) {
        if (error instanceof ConditionFailedError) throw new Error("The refund amount provided is greater than amount captured");
        throw error;
      }
    }
    const id = rid("rfnd");
    const refund: TestRefund = {
      pk: `TESTPAY#${paymentId}`,
      sk: `REFUND#${id}`,
      id,
      paymentId,
      amount: amountPaise,
      receipt: input.receipt,
      status: "processed",
      createdAt: new Date().toISOString(),
      entity: "test-refund",
    };
    await this.table.create(refund);
    return { id, status: refund.status, amount: amountPaise, receipt: input.receipt };
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const items = await this.table.queryAll<TestRefund>({ pk: `TESTPAY#${paymentId}`, sk: { beginsWith: "REFUND#" } });
    return items.map((r) => ({ id: r.id, status: r.status, amount: r.amount, receipt: r.receipt }));
  }

  async listPaidOrders(sinceEpochSeconds: number): Promise<PaidOrder[]> {
    const since = new Date(sinceEpochSeconds * 1000).toISOString();
    const orders = await this.table.queryAll<TestOrder>({ index: "gsi1", pk: PAID_PARTITION, sk: { gte: since } });
    const paid = await Promise.all(
      orders
        .filter((o) => o.status === "paid" && o.paymentId)
        .map(async (o): Promise<PaidOrder> => {
          // A payment kept before capture existed (or not kept at all) was captured when paid.
          const payment = await this.fetchPayment(o.paymentId!).catch(() => undefined);
          return {
            orderId: o.id,
            paymentId: o.paymentId!,
            status: payment?.status === "authorized" ? "authorized" : "captured",
            amountPaise: o.amount,
            capturedAt: Math.floor(new Date(o.paidAt!).getTime() / 1000),
          };
        }),
    );
    return paid;
  }

  /** Makes `point` fail the next `times` times it is reached (tests). */
  async injectFault(point: FaultPoint, times = 1): Promise<void> {
    await this.table.update(faultKey.pk, faultKey.sk, {
      expression: "ADD #p :n SET entity = :e",
      names: { "#p": point },
      values: { ":n": times, ":e": "test-faults" },
    });
  }

  async faultAt(point: FaultPoint): Promise<boolean> {
    try {
      await this.table.update(
        faultKey.pk,
        faultKey.sk,
        { expression: "ADD #p :minus", names: { "#p": point }, values: { ":minus": -1, ":zero": 0 } },
        "#p > :zero",
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailedError) return false;
      throw error;
    }
  }

  async keySecret(): Promise<string> {
    return this.secret;
  }

  async webhookSecret(): Promise<string> {
    return this.secret;
  }
}
