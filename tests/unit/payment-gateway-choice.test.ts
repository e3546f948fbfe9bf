import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "@core/config";
import { createServices } from "@core/services";

/** The gateway is chosen from configuration in createServices, like every other port, never by fall-back. */
const base = {
  APP_ENV: "test",
  TABLE_NAME: "t",
  FILES_BUCKET: "b",
  SESSION_SECRETS: "s".repeat(40),
  TOKEN_SECRET: "t".repeat(40),
  LOG_LEVEL: "silent",
  MAIL_ADAPTER: "outbox",
  CONTENT_CHECK_ADAPTER: "offline",
  SCHEDULER_ADAPTER: "local",
} as const;

describe("the payment gateway chosen in createServices", () => {
  it("is Razorpay's with a key id, the test gateway with TEST_GATEWAY=on", () => {
    expect(createServices(parseConfig({ ...base, RAZORPAY_KEY_ID: "rzp_test_unit" })).gateway.kind).toBe("razorpay");
    expect(createServices(parseConfig({ ...base, TEST_GATEWAY: "on", TEST_GATEWAY_SECRET: "x".repeat(32) })).gateway.kind).toBe("test");
  });

  it("with neither, the services start but any use of the gateway names the missing configuration", async () => {
    const svc = createServices(parseConfig(base));
    expect(() => svc.gateway.kind).toThrow(ConfigError);
    expect(() => svc.gateway.createOrder({ amountPaise: 100, receipt: "r", notes: {} })).toThrow(/no payment gateway/);
  });
});
