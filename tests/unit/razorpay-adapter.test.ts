import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Razorpay from "razorpay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captureForOrder } from "@core/payment/capture";
import { RazorpayGateway } from "@core/ports/payment/razorpay-gateway";

/**
 * Contract tests of the real Razorpay adapter: the official SDK, with its HTTP client pointed at a
 * local server that answers in Razorpay's documented shapes. They check what the adapter sends
 * (paths, Basic auth, amounts in paise, receipts and notes, paging) and how it reads the answers,
 * the parts a test gateway can never exercise. Locally the product uses the test gateway, so
 * without these the first run of this code would be in production.
 */
interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  auth: string;
  body: Record<string, unknown>;
}
type Reply = { status?: number; body: unknown };

let server: Server;
let base = "";
let requests: Recorded[] = [];
let answer: (request: Recorded) => Reply = () => ({ status: 404, body: {} });

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const recorded: Recorded = {
      method: request.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      auth: request.headers.authorization ?? "",
      body: await readBody(request),
    };
    requests.push(recorded);
    const reply = answer(recorded);
    response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

/** The official client, as production builds it, but talking to the local server. */
function gateway(secrets: { keySecret?: string; webhookSecret?: string } = { keySecret: "secret_1", webhookSecret: "wh_1" }) {
  return new RazorpayGateway(
    "rzp_test_key",
    async () => secrets,
    (credentials) => {
      const client = new Razorpay(credentials);
      // The SDK fixes https://api.razorpay.com in its axios instance; only the host changes here.
      (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = base;
      return client;
    },
  );
}

const BASIC = `Basic ${Buffer.from("rzp_test_key:secret_1").toString("base64")}`;

describe("the Razorpay adapter against Razorpay's API shapes", () => {
  it("creates an order in paise and INR, with the receipt and notes, signed with the key pair", async () => {
    answer = ({ body }) => ({ body: { id: "order_Nx1", entity: "order", amount: body.amount, currency: "INR", status: "created" } });
    const order = await gateway().createOrder({ amountPaise: 11800, receipt: "bk_123", notes: { bookingId: "bk_123" } });
    expect(order).toEqual({ id: "order_Nx1", amount: 11800, currency: "INR" });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/orders",
      auth: BASIC,
      body: { amount: 11800, currency: "INR", receipt: "bk_123", notes: { bookingId: "bk_123" } },
    });
  });

  it("asks for a refund of the payment with our refund id as receipt and note, and reads its status", async () => {
    answer = ({ body }) => ({
      body: { id: "rfnd_1", entity: "refund", amount: body.amount, status: "processed", receipt: body.receipt, notes: body.notes },
    });
    const refund = await gateway().refund("pay_9", 5000, { receipt: "rf_1", notes: { bookingId: "bk_1" } });
    expect(refund).toEqual({ id: "rfnd_1", status: "processed", amount: 5000, receipt: "rf_1" });
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/payments/pay_9/refund",
      body: { amount: 5000, receipt: "rf_1", notes: { bookingId: "bk_1", refundId: "rf_1" } },
    });
  });

  it("reads a payment's refunds page by page, and finds our refund id in the notes when the receipt is missing", async () => {
    const all = Array.from({ length: 103 }, (_, i) => ({
      id: `rfnd_${i}`,
      amount: 100,
      status: i === 102 ? "pending" : "processed",
      receipt: i === 102 ? null : `rf_${i}`,
      notes: i === 102 ? { refundId: "rf_last" } : {},
    }));
    answer = ({ query }) => {
      const skip = Number(query.get("skip") ?? 0);
      const items = all.slice(skip, skip + Number(query.get("count")));
      return { body: { entity: "collection", count: items.length, items } };
    };
    const refunds = await gateway().fetchRefunds("pay_9");
    expect(refunds).toHaveLength(103);
    expect(refunds[102]).toEqual({ id: "rfnd_102", status: "pending", amount: 100, receipt: "rf_last" });
    expect(requests.map((r) => [r.path, r.query.get("count"), r.query.get("skip")])).toEqual([
      ["/v1/payments/pay_9/refunds", "100", "0"],
      ["/v1/payments/pay_9/refunds", "100", "100"],
    ]);
  });

  it("lists captured and authorised (not yet captured), unrefunded payments of orders since the given time", async () => {
    answer = () => ({
      body: {
        entity: "collection",
        count: 4,
        items: [
          { id: "pay_1", order_id: "order_1", amount: 11800, status: "captured", refund_status: null, created_at: 1_790_000_100 },
          { id: "pay_2", order_id: "order_2", amount: 5000, status: "authorized", refund_status: null, created_at: 1_790_000_200 },
          { id: "pay_3", order_id: null, amount: 700, status: "captured", refund_status: null, created_at: 1_790_000_300 },
          { id: "pay_4", order_id: "order_4", amount: 900, status: "captured", refund_status: "full", created_at: 1_790_000_400 },
        ],
      },
    });
    const paid = await gateway().listPaidOrders(1_790_000_000);
    expect(paid).toEqual([
      { orderId: "order_1", paymentId: "pay_1", status: "captured", amountPaise: 11800, capturedAt: 1_790_000_100 },
      { orderId: "order_2", paymentId: "pay_2", status: "authorized", amountPaise: 5000, capturedAt: 1_790_000_200 },
    ]);
    expect(requests[0]?.path).toBe("/v1/payments");
    expect(requests[0]?.query.get("from")).toBe("1790000000");
    expect(requests[0]?.query.get("count")).toBe("100");
  });

  it("passes Razorpay's refusal on with its status and description, and never calls out without a key secret", async () => {
    answer = () => ({ status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be atleast INR 1.00" } } });
    await expect(gateway().createOrder({ amountPaise: 50, receipt: "bk_x", notes: {} })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: "BAD_REQUEST_ERROR" },
    });
    requests = [];
    await expect(gateway({}).createOrder({ amountPaise: 100, receipt: "bk_y", notes: {} })).rejects.toThrow(
      "RAZORPAY_KEY_SECRET is missing",
    );
    expect(requests).toHaveLength(0);
  });
});

/**
 * Razorpay's payment entity as its Payments API documents it (GET /v1/payments/:id, and the answer
 * of POST /v1/payments/:id/capture), with the status under test.
 */
function paymentEntity(status: "created" | "authorized" | "captured" | "refunded" | "failed", overrides: Record<string, unknown> = {}) {
  const failed = status === "failed";
  return {
    id: "pay_G3P9vcIhRs3NV4",
    entity: "payment",
    amount: 11800,
    currency: "INR",
    status,
    order_id: "order_GjCr5oKh4AVC51",
    invoice_id: null,
    international: false,
    method: "card",
    amount_refunded: 0,
    refund_status: null,
    captured: status === "captured",
    description: "Parking booking",
    card_id: "card_KOdY30ajbuyOYN",
    bank: null,
    wallet: null,
    vpa: null,
    email: "driver@example.com",
    contact: "+919000090000",
    notes: { bookingId: "bk_1" },
    fee: status === "captured" ? 236 : null,
    tax: status === "captured" ? 36 : null,
    error_code: failed ? "BAD_REQUEST_ERROR" : null,
    error_description: failed ? "Payment failed because the card was declined by the bank." : null,
    error_source: failed ? "bank" : null,
    error_step: failed ? "payment_authorization" : null,
    error_reason: failed ? "card_declined" : null,
    acquirer_data: { auth_code: "064381" },
    created_at: 1_790_000_100,
    ...overrides,
  };
}

const ORDER = { orderId: "order_GjCr5oKh4AVC51", amount: 11800 };

describe("capturing a payment before it confirms anything (capture.ts through the Razorpay adapter)", () => {
  it("fetches a payment and reads its order, amount, currency and status", async () => {
    answer = () => ({ body: paymentEntity("authorized") });
    const payment = await gateway().fetchPayment("pay_G3P9vcIhRs3NV4");
    expect(payment).toEqual({
      id: "pay_G3P9vcIhRs3NV4",
      orderId: ORDER.orderId,
      amountPaise: 11800,
      currency: "INR",
      status: "authorized",
    });
    expect(requests).toMatchObject([{ method: "GET", path: "/v1/payments/pay_G3P9vcIhRs3NV4", auth: BASIC }]);
  });

  it("captures an authorised payment for the order's amount in INR, then counts it", async () => {
    answer = ({ method }) => ({ body: paymentEntity(method === "POST" ? "captured" : "authorized") });
    const outcome = await captureForOrder(gateway(), ORDER, "pay_G3P9vcIhRs3NV4");
    expect(outcome).toMatchObject({ captured: true, payment: { status: "captured" } });
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ["GET", "/v1/payments/pay_G3P9vcIhRs3NV4"],
      ["POST", "/v1/payments/pay_G3P9vcIhRs3NV4/capture"],
    ]);
    expect(requests[1]?.body).toEqual({ amount: 11800, currency: "INR" });
  });

  it("counts a payment captured already without capturing it again", async () => {
    answer = () => ({ body: paymentEntity("captured") });
    expect(await captureForOrder(gateway(), ORDER, "pay_G3P9vcIhRs3NV4")).toMatchObject({ captured: true });
    expect(requests.map((r) => r.method)).toEqual(["GET"]);
  });

  it("never captures or counts a failed, created or refunded payment", async () => {
    for (const status of ["failed", "created", "refunded"] as const) {
      requests = [];
      answer = () => ({ body: paymentEntity(status) });
      expect(await captureForOrder(gateway(), ORDER, "pay_G3P9vcIhRs3NV4")).toMatchObject({ captured: false, reason: "notPaid" });
      expect(requests.map((r) => r.method)).toEqual(["GET"]);
    }
  });

  it("never captures a payment of another order, another amount or another currency", async () => {
    for (const other of [{ order_id: "order_Other000000001" }, { amount: 100 }, { currency: "USD" }, { order_id: null }]) {
      requests = [];
      answer = () => ({ body: paymentEntity("authorized", other) });
      expect(await captureForOrder(gateway(), ORDER, "pay_G3P9vcIhRs3NV4")).toMatchObject({ captured: false, reason: "notOurs" });
      expect(requests.map((r) => r.method)).toEqual(["GET"]);
    }
  });

  it("counts a payment whose capture another caller won, and passes on a capture Razorpay refused otherwise", async () => {
    let fetches = 0;
    answer = ({ method }) =>
      method === "POST"
        ? { status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description: "This payment has already been captured" } } }
        : { body: paymentEntity(++fetches === 1 ? "authorized" : "captured") };
    expect(await captureForOrder(gateway(), ORDER, "pay_G3P9vcIhRs3NV4")).toMatchObject({ captured: true });
    expect(requests.map((r) => r.method)).toEqual(["GET", "POST", "GET"]);

    answer = ({ method }) =>
      method === "POST"
        ? {
            status: 400,
            body: { error: { code: "BAD_REQUEST_ERROR", description: "Capture amount must be equal to the amount authorized" } },
          }
        : { body: paymentEntity("authorized") };
    await expect(captureForOrder(gateway(), ORDER, "pay_G3P9vcIhRs3NV4")).rejects.toMatchObject({ statusCode: 400 });
  });
});
