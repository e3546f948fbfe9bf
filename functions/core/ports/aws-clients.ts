import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { S3Client } from "@aws-sdk/client-s3";
import type { RekognitionClient } from "@aws-sdk/client-rekognition";
import type { SchedulerClient } from "@aws-sdk/client-scheduler";
import type { SESv2Client } from "@aws-sdk/client-sesv2";
import type { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type { Config } from "../config";

/**
 * SDK clients built from configuration. The embedded stack sets endpoints and throw-away credentials;
 * on AWS the default credential chain of the Lambda role applies.
 */
/**
 * Where Lambda's X-Ray tracing hooks in (functions/handlers/shared/telemetry.ts sets it on globalThis):
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

/**
 * A client a port builds on its first call, or one handed in ready-made (tests, scripts). Only the
 * DynamoDB client, which nearly every request uses, is built when a function starts: loading each
 * other SDK client costs about as much again (140 ms and more) at every cold start, and most
 * functions never call S3, Rekognition, the scheduler, SES or Secrets Manager (decision 034).
 */
export type ClientSource<T> = T | (() => Promise<T>);

/** The client of a source, built once on first use; a failed build is not kept, so the next call tries again. */
export function onFirstUse<T extends object>(source: ClientSource<T>): () => Promise<T> {
  if (typeof source !== "function") return () => Promise.resolve(source);
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= (source as () => Promise<T>)().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

export async function createS3Client(cfg: Config): Promise<S3Client> {
  const { S3Client } = await import("@aws-sdk/client-s3");
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
export async function createRekognitionClient(cfg: Config): Promise<RekognitionClient> {
  const { RekognitionClient } = await import("@aws-sdk/client-rekognition");
  return traced(new RekognitionClient({ region: cfg.AWS_REGION }));
}

/** EventBridge Scheduler has no local stand-in: the local scheduler replaces it (SCHEDULER_ADAPTER). */
export async function createSchedulerClient(cfg: Config): Promise<SchedulerClient> {
  const { SchedulerClient } = await import("@aws-sdk/client-scheduler");
  return traced(new SchedulerClient({ region: cfg.AWS_REGION }));
}

export async function createSesClient(region: string): Promise<SESv2Client> {
  const { SESv2Client } = await import("@aws-sdk/client-sesv2");
  return traced(new SESv2Client({ region }));
}

export async function createSecretsClient(region: string): Promise<SecretsManagerClient> {
  const { SecretsManagerClient } = await import("@aws-sdk/client-secrets-manager");
  return traced(new SecretsManagerClient({ region }));
}
