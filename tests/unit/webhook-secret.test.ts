import { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, parseConfig } from "@core/config";
import { handleWebhook } from "@core/payment/payment-service";
import { hmacHex } from "@core/payment/signature";
import { RazorpayGateway } from "@core/ports/payment/razorpay-gateway";
import type { Table } from "@core/ports/table/table";
import { loadPaymentSecrets, resetPaymentSecrets } from "@core/secrets";

/**
 * Razorpay's webhook is how a closed browser still gets its booking, so its secret is required
 * where Razorpay runs (docs/decisions/006): production refuses to load payment secrets without it,
 * and a webhook that arrives while it is missing is refused with a server error naming it — never a
 * silent 4xx that makes Razorpay give up on the event.
 */
const base = {
  TABLE_NAME: "t",
  FILES_BUCKET: "b",
  SESSION_SECRETS: "s".repeat(40),
  TOKEN_SECRET: "t".repeat(40),
  LOG_LEVEL: "silent",
} as const;

afterEach(() => {
  vi.restoreAllMocks();
  resetPaymentSecrets();
});

describe("the Razorpay webhook secret", () => {
  it("a webhook is refused with a ConfigError naming RAZORPAY_WEBHOOK_SECRET when Razorpay runs without it", async () => {
    const config = parseConfig({ ...base, APP_ENV: "local", RAZORPAY_KEY_ID: "rzp_test_unit", RAZORPAY_KEY_SECRET: "key-secret" });
    // The refusal comes before any table access.
    const svc = { config, table: {} as Table, gateway: new RazorpayGateway(config.RAZORPAY_KEY_ID!, () => loadPaymentSecrets(config)) };
    const body = Buffer.from(JSON.stringify({ event: "payment.captured" }));
    const refusal = handleWebhook(svc, body, hmacHex(body, "anything"), "evt_unit");
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(handleWebhook(svc, body, hmacHex(body, "anything"), "evt_unit")).rejects.toThrow(/RAZORPAY_WEBHOOK_SECRET is missing/);
  });

  it("production refuses a payment secret without RAZORPAY_WEBHOOK_SECRET where it is loaded", async () => {
    vi.spyOn(SecretsManagerClient.prototype, "send").mockResolvedValue({
      SecretString: JSON.stringify({ RAZORPAY_KEY_SECRET: "key-secret" }),
    } as never);
    const config = {
      ...parseConfig({ ...base, APP_ENV: "local", RAZORPAY_KEY_ID: "rzp_live_unit" }),
      APP_ENV: "production" as const,
      PAYMENT_SECRETS_ARN: "arn:aws:secretsmanager:ap-south-1:123456789012:secret:payments",
    };
    await expect(loadPaymentSecrets(config)).rejects.toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });
});
