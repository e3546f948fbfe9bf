import { createHmac } from "node:crypto";
import { z } from "zod";
import { ConfigError, type Config } from "./config";
import { readOnce, secretsManagerReader } from "./ports/secrets/secret-reader";

/**
 * The signing secrets. Locally and in tests they come from the environment (the local stack
 * generates them once into its data folder); in production from Secrets Manager, read once per
 * cold start, so nothing secret is ever in the CloudFormation template.
 */
export interface Secrets {
  /** Newest first: the first signs, every one verifies (rotation without signing everybody out). */
  sessionSecrets: string[];
  tokenSecret: string;
}

/** The deployed secret: CDK generates SESSION_SECRETS; TOKEN_SECRET is optional (derived when absent). */
const stored = z.object({
  SESSION_SECRETS: z.string().min(32),
  TOKEN_SECRET: z.string().min(32).optional(),
});

let signing: { cfg: Config; once: ReturnType<typeof readOnce<Secrets>> } | undefined;

export function loadSecrets(cfg: Config): Promise<Secrets> {
  if (signing?.cfg !== cfg) signing = { cfg, once: readOnce(() => readSecrets(cfg)) };
  return signing.once.get();
}

export function resetSecrets(): void {
  signing = undefined;
}

async function readSecrets(cfg: Config): Promise<Secrets> {
  if (cfg.SESSION_SECRETS && cfg.TOKEN_SECRET) {
    return fromValues(cfg.SESSION_SECRETS, cfg.TOKEN_SECRET);
  }
  if (cfg.SECRETS_ARN) {
    const parsed = stored.safeParse(JSON.parse((await secretsManagerReader(cfg.AWS_REGION)(cfg.SECRETS_ARN)) || "{}"));
    if (!parsed.success)
      throw new ConfigError(`Invalid configuration: the secret ${cfg.SECRETS_ARN} needs SESSION_SECRETS (32+ characters)`);
    const sessionSecrets = parsed.data.SESSION_SECRETS;
    // One generated value serves both uses; the token key is derived so the two never coincide.
    const tokenSecret =
      parsed.data.TOKEN_SECRET ??
      createHmac("sha256", sessionSecrets.split(",")[0]!.trim()).update("smart-parking/api-access-token").digest("hex");
    return fromValues(sessionSecrets, tokenSecret);
  }
  const missing = [!cfg.SESSION_SECRETS && "SESSION_SECRETS", !cfg.TOKEN_SECRET && "TOKEN_SECRET"].filter(Boolean);
  throw new ConfigError(`Invalid configuration: ${missing.join(" and ")} missing (or set SECRETS_ARN)`);
}

function fromValues(sessionSecrets: string, tokenSecret: string): Secrets {
  return {
    sessionSecrets: sessionSecrets
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    tokenSecret,
  };
}

/**
 * Razorpay's key secret (signs orders' checkout callbacks) and webhook secret. They live in a
 * secret of their own (PAYMENT_SECRETS_ARN) that only the functions that take or give back money
 * may read; locally they come from the environment. In production both are required: without the
 * webhook secret a closed browser would leave a paid order with no booking.
 */
export interface PaymentSecrets {
  keySecret: string;
  webhookSecret?: string;
}

const storedPayment = z.object({
  RAZORPAY_KEY_SECRET: z.string().min(1),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1),
});

let payment: { cfg: Config; once: ReturnType<typeof readOnce<PaymentSecrets>> } | undefined;

export function loadPaymentSecrets(cfg: Config): Promise<PaymentSecrets> {
  if (payment?.cfg !== cfg) payment = { cfg, once: readOnce(() => readPaymentSecrets(cfg)) };
  return payment.once.get();
}

export function resetPaymentSecrets(): void {
  payment = undefined;
}

async function readPaymentSecrets(cfg: Config): Promise<PaymentSecrets> {
  if (cfg.PAYMENT_SECRETS_ARN) {
    const parsed = storedPayment.safeParse(JSON.parse((await secretsManagerReader(cfg.AWS_REGION)(cfg.PAYMENT_SECRETS_ARN)) || "{}"));
    if (!parsed.success) {
      throw new ConfigError(
        `Invalid configuration: the secret ${cfg.PAYMENT_SECRETS_ARN} needs RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET`,
      );
    }
    return { keySecret: parsed.data.RAZORPAY_KEY_SECRET, webhookSecret: parsed.data.RAZORPAY_WEBHOOK_SECRET };
  }
  if (cfg.APP_ENV === "production") throw new ConfigError("Invalid configuration: PAYMENT_SECRETS_ARN is missing");
  if (!cfg.RAZORPAY_KEY_SECRET) throw new ConfigError("Invalid configuration: RAZORPAY_KEY_SECRET is missing");
  return { keySecret: cfg.RAZORPAY_KEY_SECRET, webhookSecret: cfg.RAZORPAY_WEBHOOK_SECRET };
}
