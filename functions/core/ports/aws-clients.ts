import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { S3Client } from "@aws-sdk/client-s3";
import { RekognitionClient } from "@aws-sdk/client-rekognition";
import { SchedulerClient } from "@aws-sdk/client-scheduler";
import type { Config } from "../config";

/**
 * SDK clients built from configuration. The embedded stack sets endpoints and throw-away credentials;
 * on AWS the default credential chain of the Lambda role applies.
 */
/**
 * Where Lambda's X-Ray tracing hooks in (functions/handlers/telemetry.ts sets it on globalThis):
 * every client built here then reports its calls. Unset locally and in tests: clients stay as they are.
 */
export const AWS_CLIENT_HOOK = Symbol.for("smart-parking.aws-client-hook");

function traced<T>(client: T): T {
  const hook = (globalThis as Record<symbol, unknown>)[AWS_CLIENT_HOOK] as (<C>(c: C) => C) | undefined;
  return hook ? hook(client) : client;
}

const localCredentials = { accessKeyId: "local", secretAccessKey: "local" };
/** s3rver accepts only its own fixed key pair. */
const s3rverCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export function createDocumentClient(cfg: Config): DynamoDBDocumentClient {
  const client = traced(
    new DynamoDBClient({
      region: cfg.AWS_REGION,
      ...(cfg.DYNAMODB_ENDPOINT ? { endpoint: cfg.DYNAMODB_ENDPOINT, credentials: localCredentials } : {}),
    }),
  );
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function createS3Client(cfg: Config): S3Client {
  return traced(
    new S3Client({
      region: cfg.AWS_REGION,
      // Without WHEN_REQUIRED the current SDK signs an empty-body checksum into presigned PUT URLs (ARCHITECTURE §8).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      ...(cfg.S3_ENDPOINT ? { endpoint: cfg.S3_ENDPOINT, forcePathStyle: true, credentials: s3rverCredentials } : {}),
    }),
  );
}

/** Rekognition has no local stand-in: the offline checker replaces it (CONTENT_CHECK_ADAPTER). */
export function createRekognitionClient(cfg: Config): RekognitionClient {
  return traced(new RekognitionClient({ region: cfg.AWS_REGION }));
}

/** EventBridge Scheduler has no local stand-in: the local scheduler replaces it (SCHEDULER_ADAPTER). */
export function createSchedulerClient(cfg: Config): SchedulerClient {
  return traced(new SchedulerClient({ region: cfg.AWS_REGION }));
}
