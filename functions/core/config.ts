import { z } from "zod";

/**
 * Every setting the services read, validated once. A missing or malformed variable is named in the
 * error so an operator sees at once what to set (ARCHITECTURE §7).
 */
const envSchema = z.object({
  /**
   * Set on purpose everywhere (no default): `npm start` sets local, the test runners test, CDK
   * production. A forgotten variable must not quietly turn on local-only pages in a deployment.
   */
  APP_ENV: z.enum(["local", "test", "production"]),
  AWS_REGION: z.string().min(1).default("ap-south-1"),
  TABLE_NAME: z.string().min(1),
  FILES_BUCKET: z.string().min(1),
  /** Set only for the embedded stack: DynamoDB Local's URL. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  /** Set only for the embedded stack: s3rver's URL. */
  S3_ENDPOINT: z.string().url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Where logs and business metrics go (decision 032): `local` writes JSON lines and turns metrics
   * into debug lines; `powertools` (CDK sets it) writes Powertools' Lambda log format and CloudWatch
   * embedded-metric-format records the alarms and the dashboard read.
   */
  TELEMETRY_ADAPTER: z.enum(["local", "powertools"]).default("local"),
  /** The public origin, for links in e-mails (verify, reset, device links). */
  APP_URL: z.string().url().default("http://localhost:3000"),
  /** Where mail goes: a folder of .eml files locally, Amazon SES in production. */
  MAIL_ADAPTER: z.enum(["outbox", "ses"]).default("outbox"),
  /**
   * Who checks posts' pictures and videos (issue 12): Amazon Rekognition in AWS, or nsfwjs and
   * ffmpeg on this machine. Named on purpose; one never stands in for the other.
   */
  CONTENT_CHECK_ADAPTER: z.enum(["offline", "rekognition"]).default("offline"),
  /** Rekognition's video jobs report to this SNS topic, publishing with this role (CDK sets both). */
  VIDEO_CHECK_TOPIC_ARN: z.string().min(1).optional(),
  VIDEO_CHECK_ROLE_ARN: z.string().min(1).optional(),
  /** SES's configuration set whose events (bounces, complaints) reach the mail-events function (CDK sets it). */
  MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("SMART PARKING <no-reply@smartparking.in>"),
  SUPPORT_EMAIL: z.string().email().default("support@smartparking.in"),
  /**
   * The Grievance Officer the privacy page names (DPDP Act 2023 s.8(10), decision 050): who answers
   * privacy requests, and where the grievance form's notices go. Demo defaults; set the real person.
   */
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).default("Kavya Menon"),
  GRIEVANCE_OFFICER_ROLE: z.string().trim().min(1).default("Grievance Officer"),
  GRIEVANCE_OFFICER_EMAIL: z.string().email().default("grievance@smartparking.in"),
  /**
   * Offer mails a second (decision 056): below the SES account's maximum send rate (14 a second by
   * default once out of the sandbox), leaving room for the mail members are waiting for.
   */
  OFFER_MAILS_PER_SECOND: z.coerce.number().positive().max(500).default(10),
  /** The local mail outbox: one .eml file per message. */
  OUTBOX_DIR: z.string().min(1).default(".data/outbox"),
  /**
   * Web-session cookie secrets, comma-separated, newest first: the first signs, all verify, so a
   * secret can be rotated without signing everybody out. In production these come from Secrets
   * Manager (SECRETS_ARN), never from the template.
   */
  SESSION_SECRETS: z.string().min(32).optional(),
  /** HMAC key for API access tokens (JWT HS256). */
  TOKEN_SECRET: z.string().min(32).optional(),
  /** Map tiles for the interactive map (any XYZ tile server); OpenStreetMap's by default. */
  MAP_TILE_URL: z.string().min(1).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_ATTRIBUTION: z.string().default("&copy; OpenStreetMap contributors"),
  /**
   * Payments: Razorpay when its key id is set (the secret and webhook secret come from the
   * environment locally or from the app secret in production); otherwise the embedded test gateway.
   */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The embedded test gateway runs only when asked for by name (`on`), never in production, and
   * never just because Razorpay's keys are missing. `npm start` and the test runners set it.
   */
  TEST_GATEWAY: z.enum(["on", "off"]).default("off"),
  /** Signs the test gateway's callbacks; the local stack makes a random one per data folder. */
  TEST_GATEWAY_SECRET: z.string().min(16).optional(),
  /**
   * Secrets Manager secret holding the value CloudFront sends in the origin header (production):
   * requests to the functions without it are refused (functions/core/security/edge-guard.ts).
   */
  EDGE_SECRET_ARN: z.string().min(1).optional(),
  /**
   * Who runs one-off jobs at a time (booking reminders, decision 027): EventBridge Scheduler in AWS,
   * or this process's memory and a timer of the local stack. Named on purpose; no fall-back.
   */
  SCHEDULER_ADAPTER: z.enum(["local", "eventbridge"]).default("local"),
  /**
   * What EventBridge's reminder schedules invoke and as whom (CDK sets them on the functions that
   * change bookings; scheduling without them fails with their name, and the booking stands).
   */
  REMINDER_FUNCTION_ARN: z.string().min(1).optional(),
  REMINDER_ROLE_ARN: z.string().min(1).optional(),
  REMINDER_SCHEDULE_GROUP: z.string().min(1).default("default"),
  /** Where EventBridge parks a reminder it could not deliver (CDK sets it beside the target; decision 032). */
  REMINDER_DEAD_LETTER_ARN: z.string().min(1).optional(),
  /** Where the local scheduler keeps its jobs across restarts (the local stack's data folder); memory only without it. */
  LOCAL_SCHEDULES_FILE: z.string().min(1).optional(),
  /** Secrets Manager secret holding {"RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"} (production): only payment code reads it. */
  PAYMENT_SECRETS_ARN: z.string().min(1).optional(),
  /** Secrets Manager secret holding {"SESSION_SECRETS": "...", "TOKEN_SECRET": "..."} (production); never payment keys. */
  SECRETS_ARN: z.string().min(1).optional(),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return env[name] === undefined ? `${name} is missing` : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const config = result.data;
  // The embedded endpoints exist only off AWS; in production they would silently bypass the real services.
  if (config.APP_ENV === "production" && (config.DYNAMODB_ENDPOINT || config.S3_ENDPOINT)) {
    throw new ConfigError("Invalid configuration: DYNAMODB_ENDPOINT and S3_ENDPOINT must not be set in production");
  }
  if (config.APP_ENV === "production" && !config.RAZORPAY_KEY_ID) {
    throw new ConfigError("Invalid configuration: RAZORPAY_KEY_ID is missing (the test gateway never runs in production)");
  }
  if (config.APP_ENV === "production" && config.TEST_GATEWAY === "on") {
    throw new ConfigError("Invalid configuration: TEST_GATEWAY must be off in production");
  }
  if (config.TEST_GATEWAY === "on" && !config.TEST_GATEWAY_SECRET) {
    throw new ConfigError("Invalid configuration: TEST_GATEWAY_SECRET is missing (the test gateway signs its callbacks with it)");
  }
  if (config.APP_ENV === "production" && !config.EDGE_SECRET_ARN) {
    throw new ConfigError("Invalid configuration: EDGE_SECRET_ARN is missing (only CloudFront may reach the functions in production)");
  }
  if (config.MAIL_ADAPTER === "outbox" && config.APP_ENV === "production") {
    throw new ConfigError("Invalid configuration: MAIL_ADAPTER must be ses in production");
  }
  if (config.SCHEDULER_ADAPTER === "local" && config.APP_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration: SCHEDULER_ADAPTER must be eventbridge in production (local schedules live in one process's memory)",
    );
  }
  return config;
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests and the local stack, which set the environment before the first service call. */
export function resetConfig(): void {
  cached = undefined;
}
