import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { parseConfig } from "@core/config";
import { createS3Client } from "@core/ports/aws-clients";
import { createServices, type Services } from "@core/services";
import type { Community } from "@core/community/community";
import { createCommunity } from "@core/community/community-store";
import type { DynamoLocal } from "../../infra/local/dynamodb-local";
import { ensureBucket, ensureTable } from "../../infra/local/provision";
import type { S3Local } from "../../infra/local/s3-local";

/**
 * A bench's services on its own local emulators: a table called `name`, created from the schema
 * CDK deploys, and, when the bench runs s3rver, a bucket of that name with the CORS rules browser
 * uploads need. `env` adds to the config (the checkout bench's test gateway and outbox).
 */
export async function createBenchServices(
  name: string,
  local: { dynamo: DynamoLocal; s3?: S3Local },
  env: Record<string, string> = {},
): Promise<Services> {
  const config = parseConfig({
    APP_ENV: "test",
    TABLE_NAME: name,
    // The config needs a bucket name even where no bucket is reached.
    FILES_BUCKET: local.s3 ? name : "unused",
    DYNAMODB_ENDPOINT: local.dynamo.endpoint,
    S3_ENDPOINT: local.s3?.endpoint,
    LOG_LEVEL: "silent",
    ...env,
  });
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    endpoint: local.dynamo.endpoint,
    credentials: { accessKeyId: "x", secretAccessKey: "x" },
  });
  await ensureTable(client, config.TABLE_NAME);
  client.destroy();
  if (local.s3) {
    const s3Client = await createS3Client(config);
    await ensureBucket(s3Client, config.FILES_BUCKET, [config.APP_URL]);
    s3Client.destroy();
  }
  return createServices(config);
}

/** An empty community for a bench to post in (no seed: the bench measures only what it adds). */
export async function createBenchCommunity(svc: Services, id: string, name: string): Promise<Community> {
  const community: Community = {
    id,
    name,
    description: "",
    rules: [],
    banner: "",
    moderators: [],
    memberCount: 0,
    postCount: 0,
    createdAt: new Date().toISOString(),
  };
  await createCommunity(svc.table, community);
  return community;
}
