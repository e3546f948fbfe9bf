import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig, resetConfig, type Config } from "@core/config";
import { createS3Client } from "@core/ports/aws-clients";
import { resetServices } from "@core/services";
import { startDynamoLocal, type DynamoLocal } from "./dynamodb-local";
import { ensureBucket, ensureTable } from "./provision";
import { startS3Local, type S3Local } from "./s3-local";

/**
 * The embedded default: DynamoDB Local and s3rver on loopback, the table and bucket provisioned
 * from the same schema CDK deploys, and the process environment pointed at them so every service
 * (Remix loaders and API handlers alike) uses them through the production adapters.
 */
export const LOCAL_TABLE = "smart-parking-local";
export const LOCAL_BUCKET = "smart-parking-files-local";

export interface LocalStack {
  config: Config;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalStack(options: { dataDir?: string; appOrigin: string }): Promise<LocalStack> {
  const started = await Promise.allSettled([
    startDynamoLocal({ dbPath: options.dataDir && join(options.dataDir, "dynamodb") }),
    startS3Local({ directory: options.dataDir && join(options.dataDir, "s3") }),
  ] as const);
  const [dynamo, s3] = started;
  if (dynamo.status === "rejected" || s3.status === "rejected") {
    // Never leave one of the two running when the other failed to start.
    await Promise.allSettled(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
    throw dynamo.status === "rejected" ? dynamo.reason : (s3 as PromiseRejectedResult).reason;
  }
  try {
    return await provisionLocalStack(dynamo.value, s3.value, options.appOrigin, options.dataDir);
  } catch (error) {
    await Promise.allSettled([dynamo.value.stop(), s3.value.stop()]);
    throw error;
  }
}

async function provisionLocalStack(dynamo: DynamoLocal, s3: S3Local, appOrigin: string, dataDir?: string): Promise<LocalStack> {
  const outboxDir = dataDir ? join(dataDir, "outbox") : mkdtempSync(join(tmpdir(), "sp-outbox-"));
  const secrets = localSecrets(dataDir);
  const env = {
    APP_ENV: process.env.APP_ENV === "test" ? "test" : "local",
    AWS_REGION: "ap-south-1",
    TABLE_NAME: LOCAL_TABLE,
    FILES_BUCKET: LOCAL_BUCKET,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    APP_URL: appOrigin,
    MAIL_ADAPTER: "outbox",
    CONTENT_CHECK_ADAPTER: "offline",
    OUTBOX_DIR: outboxDir,
    // Reminders (decision 027): in this process, kept with the data so a restart does not lose them.
    SCHEDULER_ADAPTER: "local",
    ...(dataDir ? { LOCAL_SCHEDULES_FILE: join(dataDir, "schedules.json") } : {}),
    SESSION_SECRETS: secrets.SESSION_SECRETS,
    TOKEN_SECRET: secrets.TOKEN_SECRET,
    // Locally payments go to the embedded test gateway, asked for by name (never a fall-back).
    ...(process.env.RAZORPAY_KEY_ID ? {} : { TEST_GATEWAY: "on", TEST_GATEWAY_SECRET: secrets.TEST_GATEWAY_SECRET }),
  };
  Object.assign(process.env, env);
  resetConfig();
  resetServices();
  const config = parseConfig(process.env);
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    endpoint: dynamo.endpoint,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  await ensureTable(client, LOCAL_TABLE);
  client.destroy();
  const s3Client = await createS3Client(config);
  await ensureBucket(s3Client, LOCAL_BUCKET, [appOrigin]);
  s3Client.destroy();
  return {
    config,
    env,
    stop: async () => {
      await Promise.allSettled([dynamo.stop(), s3.stop()]);
      if (!dataDir) rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signing secrets for the local stack: made once and kept with the data, so sessions survive a
 * restart; in memory mode, fresh ones per run. Production reads them from Secrets Manager.
 */
interface LocalSecrets {
  SESSION_SECRETS: string;
  TOKEN_SECRET: string;
  /** Random per data folder, so nobody can sign a "payment" for someone else's local stack. */
  TEST_GATEWAY_SECRET: string;
}

function localSecrets(dataDir?: string): LocalSecrets {
  const fresh = (): LocalSecrets => ({
    SESSION_SECRETS: randomBytes(32).toString("hex"),
    TOKEN_SECRET: randomBytes(32).toString("hex"),
    TEST_GATEWAY_SECRET: randomBytes(32).toString("hex"),
  });
  if (!dataDir) return fresh();
  const file = join(dataDir, "secrets.json");
  if (existsSync(file)) {
    // A data folder from before the test gateway had its own secret gets one added.
    const kept = { ...fresh(), ...(JSON.parse(readFileSync(file, "utf8")) as Partial<LocalSecrets>) };
    writeFileSync(file, JSON.stringify(kept), { mode: 0o600 });
    return kept;
  }
  const secrets = fresh();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
