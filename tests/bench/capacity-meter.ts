import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/**
 * Read and write units the table port spends, as DynamoDB itself counts them (ReturnConsumedCapacity
 * TOTAL). A middleware on the document client, so every call the Table makes is counted without
 * touching a call site: it asks each command for its consumed capacity and adds up what comes back
 * (one object, or an array for batches and transactions). The cost bench (tests/bench/capacity-bench.ts)
 * uses it; nothing in production attaches it.
 *
 * A write refused by its condition also spends its units, but DynamoDB's error carries no
 * ConsumedCapacity: such calls are counted in `refused`, not in the units.
 *
 * DynamoDB charges a read that finds nothing (a missing item, an empty Query) as one read of up to
 * 4 KB: 0.5 RCU eventually consistent, 1 RCU strongly consistent. DynamoDB Local reports 0 there, so
 * each read call is counted at no less than that minimum (per key for BatchGet); on DynamoDB itself
 * the floor never applies, its figures are already at least that.
 */
export interface CapacityTally {
  readUnits: number;
  writeUnits: number;
  /** Calls per command (GetCommand, QueryCommand, TransactWriteItemsCommand…). */
  calls: Record<string, number>;
  /** Calls that failed (e.g. a lost condition): their units are not in the sums. */
  refused: number;
}

export interface CapacityMeter {
  /** Counts this document client's calls too (one meter may watch several clients). */
  attach(doc: DynamoDBDocumentClient): void;
  /** What was spent since the last reset. */
  readonly tally: CapacityTally;
  reset(): void;
  /** Runs `work` alone and answers what it spent (calls made concurrently by others would be counted too). */
  measure<T>(work: () => Promise<T>): Promise<{ result: T; spent: CapacityTally }>;
}

interface ConsumedCapacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/** Commands that accept ReturnConsumedCapacity (the rest, e.g. DescribeTable, would refuse it). */
const METERED = new Set([
  "GetItemCommand",
  "PutItemCommand",
  "UpdateItemCommand",
  "DeleteItemCommand",
  "QueryCommand",
  "ScanCommand",
  "BatchGetItemCommand",
  "BatchWriteItemCommand",
  "TransactGetItemsCommand",
  "TransactWriteItemsCommand",
]);

const READS = new Set(["GetItemCommand", "QueryCommand", "ScanCommand", "BatchGetItemCommand", "TransactGetItemsCommand"]);

function emptyTally(): CapacityTally {
  return { readUnits: 0, writeUnits: 0, calls: {}, refused: 0 };
}

/**
 * Split one response's capacity into reads and writes. DynamoDB fills Read/WriteCapacityUnits only
 * for some calls (and DynamoDB Local for fewer), so CapacityUnits is attributed by the command's kind.
 */
function addCapacity(
  tally: CapacityTally,
  command: string,
  consumed: ConsumedCapacity | ConsumedCapacity[] | undefined,
  minimumRead: number,
): void {
  let read = 0;
  for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    if (entry.ReadCapacityUnits !== undefined || entry.WriteCapacityUnits !== undefined) {
      read += entry.ReadCapacityUnits ?? 0;
      tally.writeUnits += entry.WriteCapacityUnits ?? 0;
    } else if (READS.has(command)) read += entry.CapacityUnits ?? 0;
    else tally.writeUnits += entry.CapacityUnits ?? 0;
  }
  tally.readUnits += Math.max(read, minimumRead);
}

/** The least a read call is charged: 0.5 RCU a key or query (1 when strongly consistent), nothing for a write. */
function minimumReadUnits(command: string, input: Record<string, unknown>): number {
  const unit = input.ConsistentRead ? 1 : 0.5;
  if (command === "GetItemCommand" || command === "QueryCommand" || command === "ScanCommand") return unit;
  if (command === "BatchGetItemCommand") {
    const requests = Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: unknown[]; ConsistentRead?: boolean }>);
    return requests.reduce((sum, r) => sum + (r.Keys?.length ?? 0) * (r.ConsistentRead ? 1 : 0.5), 0);
  }
  if (command === "TransactGetItemsCommand") return 2 * ((input.TransactItems as unknown[] | undefined)?.length ?? 0);
  return 0;
}

export function createCapacityMeter(): CapacityMeter {
  let tally = emptyTally();
  return {
    attach(doc) {
      doc.middlewareStack.add(
        (next, context) => async (args) => {
          const command = String(context.commandName ?? "");
          if (!METERED.has(command)) return next(args);
          tally.calls[command] = (tally.calls[command] ?? 0) + 1;
          try {
            const input = args.input as Record<string, unknown>;
            const out = await next({ ...args, input: { ...input, ReturnConsumedCapacity: "TOTAL" } });
            const consumed = (out.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity;
            addCapacity(tally, command, consumed, minimumReadUnits(command, input));
            return out;
          } catch (error) {
            tally.refused++;
            throw error;
          }
        },
        { step: "initialize", name: "capacityMeter", override: true },
      );
    },
    get tally() {
      return tally;
    },
    reset() {
      tally = emptyTally();
    },
    async measure(work) {
      tally = emptyTally();
      const result = await work();
      const spent = tally;
      tally = emptyTally();
      return { result, spent };
    },
  };
}
