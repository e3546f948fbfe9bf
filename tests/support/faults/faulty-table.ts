import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  ProvisionedThroughputExceededException,
  ThrottlingException,
  TransactionCanceledException,
} from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { ConfiguredRetryStrategy } from "@smithy/core/retry";
import type { Config } from "@core/config";
import { createDocumentClient } from "@core/ports/aws-clients";
import { Table } from "@core/ports/table/table";
import { strike, timeoutError, type Fault } from "./faults";
import { FaultSchedule, type FaultRule } from "./schedule";

/**
 * The table port with faults (decision 031): a real `Table` over a real DynamoDB Local client, with
 * one middleware in the client's stack that fails chosen calls before they reach the wire.
 *
 * The middleware sits at the `deserialize` step, inside the SDK's retry middleware (finalizeRequest):
 * an injected throttle or timeout is seen by the SDK exactly as one from AWS would be, so the SDK's
 * own retries apply to it: the production client's attempt count (4 in standard mode) and error
 * classification, with only the back-off shortened to a few milliseconds (standard mode waits up to
 * 5 s on throttles, which would make these tests slow without making them truer). A rule that fails
 * more calls in a row than the SDK attempts is what reaches our code. Operations are DynamoDB's names: GetItem, PutItem,
 * UpdateItem, DeleteItem, Query, BatchGetItem, BatchWriteItem, TransactWriteItems.
 */
export type TableFaultRule = FaultRule<Fault>;

const metadata = { httpStatusCode: 400, requestId: "fault-injected", attempts: 1, totalRetryDelay: 0 };

export const dynamoFaults = {
  /** The table's (or a hot partition's) provisioned or on-demand throughput exceeded. */
  throughputExceeded: (): Fault => ({
    make: () =>
      new ProvisionedThroughputExceededException({
        message: "The level of configured provisioned throughput for the table was exceeded.",
        $metadata: metadata,
      }),
  }),
  /** Control-plane or account-level throttling. */
  throttling: (): Fault => ({
    make: () => new ThrottlingException({ message: "Rate of requests exceeds the allowed throughput.", $metadata: metadata }),
  }),
  /** A request that hangs for `delayMs` and then times out. */
  timeout: (delayMs = 50): Fault => ({ delayMs, make: () => timeoutError("Connection timed out after " + delayMs + " ms") }),
  /** A lost condition on a single-item write. */
  conditionFailed: (): Fault => ({
    make: () => new ConditionalCheckFailedException({ message: "The conditional request failed", $metadata: metadata }),
  }),
  /**
   * A cancelled transaction with one reason per item, e.g. ["ThrottlingError"] for a transaction
   * DynamoDB throttled, or ["None", "ConditionalCheckFailed"].
   */
  transactionCanceled: (...codes: string[]): Fault => ({
    make: () =>
      new TransactionCanceledException({
        message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(", ")}]`,
        CancellationReasons: codes.map((Code) => ({ Code })),
        $metadata: metadata,
      }),
  }),
};

export interface FaultyTable {
  table: Table;
  schedule: FaultSchedule<Fault>;
  fail(rule: TableFaultRule): FaultyTable;
  destroy(): void;
}

/** A `Table` on the same DynamoDB Local table as `cfg`'s, whose calls fail by `schedule`. */
export async function faultyTable(cfg: Config): Promise<FaultyTable> {
  // The production client's settings (createDocumentClient), its attempts with a short back-off.
  const production = createDocumentClient(cfg);
  const attempts = await production.config.maxAttempts();
  production.destroy();
  const client = new DynamoDBClient({
    region: cfg.AWS_REGION,
    endpoint: cfg.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    retryStrategy: new ConfiguredRetryStrategy(attempts, () => 5),
  });
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: production.config.translateConfig?.marshallOptions });
  const schedule = new FaultSchedule<Fault>();
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = String(context.commandName ?? "").replace(/Command$/, "");
      const fault = schedule.decide({ operation });
      if (fault) await strike(fault);
      return next(args);
    },
    { step: "deserialize", name: "faultInjection", priority: "low" },
  );
  const faulty: FaultyTable = {
    table: new Table(doc, cfg.TABLE_NAME),
    schedule,
    fail(rule) {
      schedule.add(rule);
      return faulty;
    },
    destroy: () => doc.destroy(),
  };
  return faulty;
}
