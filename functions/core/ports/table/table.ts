import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from "@aws-sdk/lib-dynamodb";
import { ConditionalCheckFailedException, TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { ValidationError } from "../../errors";
import { decodeCursor, encodeCursor, type Key } from "./cursor";
import { TABLE_SCHEMA, type IndexName } from "./schema";

/**
 * The only code that talks to DynamoDB. Every read is a GetItem, Query or BatchGet on a key or index;
 * there is deliberately no scan method (ARCHITECTURE §3), and lint forbids ScanCommand.
 */
export interface Item {
  pk: string;
  sk: string;
}
type RawTransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];
/** A transaction item without TableName: `transact` fills in this table's name. */
export type TransactItem = {
  [K in keyof RawTransactItem]?: Omit<NonNullable<RawTransactItem[K]>, "TableName">;
};

export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** A conditional write lost: the services turn it into the domain's own message. */
export class ConditionFailedError extends Error {
  override name = "ConditionFailedError";
  constructor(readonly currentItem?: Record<string, unknown>) {
    super("The conditional write was refused.");
  }
}

/** A transaction was cancelled; `reasons[i]` is the code for the i-th item ("None" when it was fine). */
export class TransactionFailedError extends Error {
  override name = "TransactionFailedError";
  constructor(readonly reasons: string[]) {
    super(`The transaction was cancelled: ${reasons.join(", ")}`);
  }
  /** True when every failure is a lost condition, i.e. a business refusal rather than contention. */
  get conditionFailed(): boolean {
    return (
      this.reasons.some((r) => r === "ConditionalCheckFailed") && this.reasons.every((r) => r === "None" || r === "ConditionalCheckFailed")
    );
  }
}

export interface QueryOptions {
  index?: IndexName;
  pk: string;
  /** sort key condition */
  sk?: { beginsWith: string } | { between: [string, string] } | { gte: string } | { lte: string } | { lt: string } | { eq: string };
  limit?: number;
  cursor?: string | null;
  newestFirst?: boolean;
  filter?: Condition;
  /** Strongly consistent (base table only): sees every write that finished before the query. */
  consistent?: boolean;
}

export interface Page<T> {
  items: T[];
  cursor?: string;
}

const MAX_BATCH_WRITE = 25;
const MAX_BATCH_GET = 100;

/**
 * A page cursor for this partition only: one taken from another partition (another community's
 * feed, another member's list) or edited by hand is the client's mistake, a 400, never DynamoDB's
 * ValidationException and a 500.
 */
function cursorOf(cursor: string | null | undefined, pkName: string, pk: string): Key | undefined {
  const key = decodeCursor(cursor);
  if (key && key[pkName] !== pk) throw new ValidationError("Invalid page cursor.");
  return key;
}

export class Table {
  constructor(
    readonly doc: DynamoDBDocumentClient,
    readonly name: string,
  ) {}

  async get<T extends Item>(pk: string, sk: string, consistent = false): Promise<T | undefined> {
    const out = await this.doc.send(new GetCommand({ TableName: this.name, Key: { pk, sk }, ConsistentRead: consistent }));
    return out.Item as T | undefined;
  }

  async put(item: Item, condition?: Condition): Promise<void> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.name,
          Item: item as unknown as Record<string, unknown>,
          ConditionExpression: condition?.expression,
          ExpressionAttributeNames: condition?.names,
          ExpressionAttributeValues: condition?.values,
          ReturnValuesOnConditionCheckFailure: condition ? "ALL_OLD" : undefined,
        }),
      );
    } catch (error) {
      throw mapConditionError(error);
    }
  }

  /** Creates the item only if no item has its key. */
  async create(item: Item): Promise<void> {
    await this.put(item, { expression: "attribute_not_exists(pk)" });
  }

  async update<T extends Item>(
    pk: string,
    sk: string,
    update: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
    condition?: string,
  ): Promise<T> {
    try {
      const out = await this.doc.send(
        new UpdateCommand({
          TableName: this.name,
          Key: { pk, sk },
          UpdateExpression: update.expression,
          ConditionExpression: condition,
          ExpressionAttributeNames: update.names,
          ExpressionAttributeValues: update.values,
          ReturnValues: "ALL_NEW",
          ReturnValuesOnConditionCheckFailure: condition ? "ALL_OLD" : undefined,
        }),
      );
      return out.Attributes as T;
    } catch (error) {
      throw mapConditionError(error);
    }
  }

  async delete(pk: string, sk: string, condition?: Condition): Promise<void> {
    try {
      await this.doc.send(
        new DeleteCommand({
          TableName: this.name,
          Key: { pk, sk },
          ConditionExpression: condition?.expression,
          ExpressionAttributeNames: condition?.names,
          ExpressionAttributeValues: condition?.values,
        }),
      );
    } catch (error) {
      throw mapConditionError(error);
    }
  }

  async query<T extends Item>(options: QueryOptions): Promise<Page<T>> {
    const index = options.index ? TABLE_SCHEMA.indexes.find((i) => i.name === options.index) : undefined;
    const pkName = index ? index.partitionKey : TABLE_SCHEMA.partitionKey;
    const skName = index ? index.sortKey : TABLE_SCHEMA.sortKey;
    const names: Record<string, string> = { "#pk": pkName, ...options.filter?.names };
    const values: Record<string, unknown> = { ":pk": options.pk, ...options.filter?.values };
    let keyCondition = "#pk = :pk";
    const sk = options.sk;
    if (sk) {
      names["#sk"] = skName;
      if ("beginsWith" in sk) {
        keyCondition += " AND begins_with(#sk, :sk)";
        values[":sk"] = sk.beginsWith;
      } else if ("between" in sk) {
        keyCondition += " AND #sk BETWEEN :skFrom AND :skTo";
        values[":skFrom"] = sk.between[0];
        values[":skTo"] = sk.between[1];
      } else if ("gte" in sk) {
        keyCondition += " AND #sk >= :sk";
        values[":sk"] = sk.gte;
      } else if ("lte" in sk) {
        keyCondition += " AND #sk <= :sk";
        values[":sk"] = sk.lte;
      } else if ("lt" in sk) {
        keyCondition += " AND #sk < :sk";
        values[":sk"] = sk.lt;
      } else {
        keyCondition += " AND #sk = :sk";
        values[":sk"] = sk.eq;
      }
    }
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.name,
        IndexName: index?.name,
        KeyConditionExpression: keyCondition,
        FilterExpression: options.filter?.expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        Limit: options.limit,
        ExclusiveStartKey: cursorOf(options.cursor, pkName, options.pk),
        ScanIndexForward: !options.newestFirst,
        ConsistentRead: options.consistent && !index ? true : undefined,
      }),
    );
    return { items: (out.Items ?? []) as T[], cursor: encodeCursor(out.LastEvaluatedKey) };
  }

  /** Every item of a partition (or index partition), following pages. For bounded partitions only. */
  async queryAll<T extends Item>(options: Omit<QueryOptions, "cursor" | "limit">): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    do {
      const page: Page<T> = await this.query<T>({ ...options, cursor });
      items.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return items;
  }

  async batchGet<T extends Item>(keys: { pk: string; sk: string }[]): Promise<T[]> {
    const items: T[] = [];
    for (let i = 0; i < keys.length; i += MAX_BATCH_GET) {
      let pending: Record<string, unknown>[] | undefined = keys.slice(i, i + MAX_BATCH_GET);
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 0) await backoff(attempt);
        const out: BatchGetCommandOutput = await this.doc.send(new BatchGetCommand({ RequestItems: { [this.name]: { Keys: pending } } }));
        items.push(...((out.Responses?.[this.name] ?? []) as T[]));
        pending = out.UnprocessedKeys?.[this.name]?.Keys;
      }
    }
    return items;
  }

  /** Unconditional bulk writes (seeding, benchmarks). Retries whatever DynamoDB leaves unprocessed. */
  async batchPut(items: Item[]): Promise<void> {
    for (let i = 0; i < items.length; i += MAX_BATCH_WRITE) {
      let pending = items
        .slice(i, i + MAX_BATCH_WRITE)
        .map((item) => ({ PutRequest: { Item: item as unknown as Record<string, unknown> } }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 0) await backoff(attempt);
        const out: { UnprocessedItems?: Record<string, unknown[]> } = await this.doc.send(
          new BatchWriteCommand({ RequestItems: { [this.name]: pending } }),
        );
        pending = (out.UnprocessedItems?.[this.name] ?? []) as typeof pending;
      }
    }
  }

  /**
   * Unconditional bulk deletes (what a deleted post leaves behind: its likes, saves, comments and
   * reports). Retries whatever DynamoDB leaves unprocessed; deleting a missing key is a no-op.
   */
  async batchDelete(keys: { pk: string; sk: string }[]): Promise<void> {
    for (let i = 0; i < keys.length; i += MAX_BATCH_WRITE) {
      let pending = keys.slice(i, i + MAX_BATCH_WRITE).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 0) await backoff(attempt);
        const out: { UnprocessedItems?: Record<string, unknown[]> } = await this.doc.send(
          new BatchWriteCommand({ RequestItems: { [this.name]: pending } }),
        );
        pending = (out.UnprocessedItems?.[this.name] ?? []) as typeof pending;
      }
    }
  }

  /**
   * All-or-nothing write of up to 100 items. Each item's TableName is filled in here.
   * DynamoDB cancels transactions that touch an item another transaction is writing
   * (TransactionConflict), and cancels with ThrottlingError when a partition it touches is over
   * its throughput; the SDK retries neither (they arrive as TransactionCanceledException, not as a
   * throttle). A cancelled transaction wrote nothing, so both are retried with jittered backoff. A
   * lost condition is final and is thrown at once (decision 031).
   */
  async transact(items: TransactItem[], maxAttempts = 8): Promise<void> {
    const withTable = items.map((item) => {
      const [kind, body] = Object.entries(item)[0] as [string, Record<string, unknown>];
      return { [kind]: { TableName: this.name, ...body } } as RawTransactItem;
    });
    for (let attempt = 1; ; attempt++) {
      try {
        await this.doc.send(new TransactWriteCommand({ TransactItems: withTable }));
        return;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const failure = new TransactionFailedError((error.CancellationReasons ?? []).map((r) => r.Code ?? "Unknown"));
        const contended =
          failure.reasons.some((r) => r === "TransactionConflict" || r === "ThrottlingError") &&
          !failure.reasons.includes("ConditionalCheckFailed");
        if (!contended || attempt >= maxAttempts) throw failure;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 20 * 2 ** attempt)));
      }
    }
  }
}

function mapConditionError(error: unknown): unknown {
  if (error instanceof ConditionalCheckFailedException) {
    // The SDK leaves the returned item in raw attribute format (ARCHITECTURE §8).
    const raw = error.Item as Parameters<typeof unmarshall>[0] | undefined;
    return new ConditionFailedError(raw ? unmarshall(raw) : undefined);
  }
  return error;
}

function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
}
