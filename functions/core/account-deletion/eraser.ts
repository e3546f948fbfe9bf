import type { Services } from "../services";
import { removeCountedAll, type CountedBy } from "../community/counted-relation";
import type { Table } from "../ports/table/table";
import type { ContentChoice } from "./deletion";

/** What the job knows while it erases one account (from the deletion request). */
export interface ErasureContext {
  svc: Pick<Services, "table" | "files">;
  userId: string;
  /** The address as it was (lower-cased); erasers use it to find what is keyed or written by e-mail. */
  email: string;
  name: string;
  content: ContentChoice;
  now: Date;
}

/** What one kind of the member's data becomes when the account is deleted (decision 052's table). */
export type Outcome = "erased" | "anonymised" | "member's choice" | "kept as it is";

/**
 * One kind of data tied to a member, and how the account's deletion treats it. One entry per kind,
 * named like the export's catalogue (functions/core/member-data/) so the two can be joined. `erase`
 * must be idempotent: run again (a job retried after a failure, or twice at once) it changes nothing
 * more, and it answers how many items it changed this time.
 */
export interface Eraser {
  kind: string;
  outcome: Outcome;
  /** One line for the decision's table and the Settings page. */
  what: string;
  erase(ctx: ErasureContext): Promise<number>;
}

type Key = { pk: string; sk: string };

/**
 * Removes a counted relation and one from each counter, exactly once: the relation's conditioned
 * delete and the counters' decrements are one transaction (counted-relation.ts). When it refuses,
 * either the relation is gone already (a run before took it, with its count) or its parent is gone
 * (a deleted post or account): then only the items go, with no counter to move.
 */
export async function dropCounted(table: Table, relations: Key[], countedBy: CountedBy[]): Promise<number> {
  if (await removeCountedAll(table, relations, countedBy)) return 1;
  const left = (await table.batchGet(relations)).length;
  if (left) await table.batchDelete(relations);
  return left ? 1 : 0;
}
