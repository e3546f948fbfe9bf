import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { join } from "node:path";
import { parseConfig, resetConfig, type Config } from "../../functions/core/config";
import { createS3Client } from "../../functions/core/ports/aws-clients";
import { resetServices } from "../../functions/core/services";
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
    return await provisionLocalStack(dynamo.value, s3.value, options.appOrigin);
  } catch (error) {
    await Promise.allSettled([dynamo.value.stop(), s3.value.stop()]);
    throw error;
  }
}

async function provisionLocalStack(dynamo: DynamoLocal, s3: S3Local, appOrigin: string): Promise<LocalStack> {
  const env = {
    APP_ENV: process.env.APP_ENV === "test" ? "test" : "local",
    AWS_REGION: "ap-south-1",
    TABLE_NAME: LOCAL_TABLE,
    FILES_BUCKET: LOCAL_BUCKET,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
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
  const s3Client = createS3Client(config);
  await ensureBucket(s3Client, LOCAL_BUCKET, [appOrigin]);
  s3Client.destroy();
  return {
    config,
    env,
    stop: async () => {
      await Promise.allSettled([dynamo.stop(), s3.stop()]);
    },
  };
}
