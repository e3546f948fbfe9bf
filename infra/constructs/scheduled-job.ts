import { Duration } from "aws-cdk-lib";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import type { Grant } from "../../functions/handlers/routes";
import { applyGrants } from "./api";
import { acknowledgeFunctionBaseline } from "./nag";
import { createAppFunction, type AppFunctionProps } from "./node-function";

/** What a job (or any function outside the API) is granted against: the data, the secrets, the mail sender. */
export interface JobData {
  table: ITable;
  filesBucket: IBucket;
  appSecret: ISecret;
  paymentSecret: ISecret;
  /** MAIL_FROM: `mail:send` may send as this sender only. */
  mailFrom: string;
}

export interface ScheduledJobProps {
  /** File under functions/handlers/, without `.ts` ("jobs/sweep"). */
  entry: string;
  every: Duration;
  timeout: Duration;
  /** The same vocabulary as the API's routes, translated by the same applyGrants. */
  grants: Grant[];
  /** The construct id of its EventBridge rule (kept stable: renaming it replaces the rule). */
  scheduleId: string;
  data: JobData;
  environment: Record<string, string>;
  /** What a job needs beyond the defaults: more memory, sharp, a dead-letter queue. */
  options?: Pick<AppFunctionProps, "memorySize" | "nativeLibraries" | "deadLetterQueue" | "retryAttempts">;
}

/**
 * Where an asynchronous job's failed invocations land once Lambda's retries are spent (decision 032):
 * kept 14 days, long enough to read over a holiday; the monitoring alarms on any message in it.
 */
export function deadLetterQueue(scope: Construct, id: string): Queue {
  return new Queue(scope, id, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
}

/**
 * A Lambda that EventBridge runs on a fixed rate: the hold sweeper, the payment reconciler, the content
 * check. Every one has a dead-letter queue (its own, unless it brings one): `fn.deadLetterQueue`.
 */
export function scheduledJob(scope: Construct, id: string, props: ScheduledJobProps): NodejsFunction {
  const fn = createAppFunction(scope, id, {
    ...props.options,
    deadLetterQueue: props.options?.deadLetterQueue ?? deadLetterQueue(scope, `${id}DeadLetters`),
    entry: props.entry,
    timeout: props.timeout,
    environment: { TABLE_NAME: props.data.table.tableName, FILES_BUCKET: props.data.filesBucket.bucketName, ...props.environment },
  });
  applyGrants(fn, props.grants, {
    table: props.data.table,
    bucket: props.data.filesBucket,
    secret: props.data.appSecret,
    paymentSecret: props.data.paymentSecret,
    mailFrom: props.data.mailFrom,
  });
  acknowledgeFunctionBaseline(fn);
  new Rule(scope, props.scheduleId, { schedule: Schedule.rate(props.every), targets: [new LambdaFunction(fn)] });
  return fn;
}
