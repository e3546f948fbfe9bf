import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { parseConfig } from "@core/config";
import { createS3Client } from "@core/ports/aws-clients";
import { createServices, type Services } from "@core/services";
import { ensureBucket, ensureTable } from "../../infra/local/provision";

/** Fixed signing secrets for tests: every test file's services share the process-wide secrets cache. */
export const TEST_SECRETS = {
  SESSION_SECRETS: "test-session-secret-0123456789abcdef0123456789",
  TOKEN_SECRET: "test-token-secret-0123456789abcdef0123456789ab",
};

/**
 * Real ports against the run's DynamoDB Local and s3rver, with a table and bucket of this test
 * file's own, created from the same schema CDK deploys.
 */
export async function createTestServices(label: string): Promise<Services> {
  const { dynamoEndpoint, s3Endpoint } = inject("localStack");
  const suffix = `${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomBytes(4).toString("hex")}`;
  const config = parseConfig({
    APP_ENV: "test",
    AWS_REGION: "ap-south-1",
    TABLE_NAME: `test-${suffix}`,
    FILES_BUCKET: `test-${suffix}`.slice(0, 60),
    DYNAMODB_ENDPOINT: dynamoEndpoint,
    S3_ENDPOINT: s3Endpoint,
    LOG_LEVEL: "silent",
    APP_URL: "http://localhost:3000",
    MAIL_ADAPTER: "outbox",
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), `outbox-${suffix}-`)),
    SESSION_SECRETS: TEST_SECRETS.SESSION_SECRETS,
    TOKEN_SECRET: TEST_SECRETS.TOKEN_SECRET,
    TEST_GATEWAY: "on",
    TEST_GATEWAY_SECRET: randomBytes(24).toString("hex"),
  });
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    endpoint: dynamoEndpoint,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  await ensureTable(client, config.TABLE_NAME);
  client.destroy();
  const s3 = await createS3Client(config);
  await ensureBucket(s3, config.FILES_BUCKET, ["http://localhost:3000"]);
  s3.destroy();
  return createServices(config);
}
