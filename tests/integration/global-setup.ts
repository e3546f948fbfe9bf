import type { TestProject } from "vitest/node";
import { startDynamoLocal } from "../../infra/local/dynamodb-local";
import { startS3Local } from "../../infra/local/s3-local";

/**
 * One DynamoDB Local (in memory) and one s3rver for the whole run; each test file gets its own
 * table and bucket (tests/support/local-services.ts), so files are isolated and can run in parallel.
 */
declare module "vitest" {
  export interface ProvidedContext {
    localStack: { dynamoEndpoint: string; s3Endpoint: string };
  }
}

export default async function setup(project: TestProject) {
  const [dynamo, s3] = await Promise.all([startDynamoLocal(), startS3Local()]);
  project.provide("localStack", { dynamoEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint });
  return async () => {
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
  };
}
