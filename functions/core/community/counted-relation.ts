import { TransactionFailedError, type Item, type Table, type TransactItem } from "../ports/table/table";

/**
 * A relation that a counter counts (a member of a community, a like, save, comment or report of a
 * post, a follow between two members): the relation's items and the counters change in one
 * transaction, so every count is exact however many requests race, and adding what is there (or
 * removing what is not) changes nothing. Decision 011.
 */
type Key = { pk: string; sk: string };

/** One counter the relation moves: `counter` on the item at `key`, which must exist. */
export interface CountedBy {
  key: Key;
  counter: string;
}

/**
 * Adds the relation's items (each only if absent) and one to every counter; false when the relation
 * was there already. Throws ParentGoneError when a counted parent is gone. `also` rides in the same
 * transaction (e.g. an author's post tallies), after the counters.
 */
export async function addCountedAll(table: Table, relations: Item[], countedBy: CountedBy[], also: TransactItem[] = []): Promise<boolean> {
  try {
    await table.transact([
      ...relations.map((relation) => ({ Put: { Item: relation, ConditionExpression: "attribute_not_exists(pk)" } })),
      ...countedBy.map(({ key, counter }) => ({
        Update: {
          Key: key,
          UpdateExpression: "ADD #counter :one",
          // The parent must exist: an Update would otherwise create a bare item.
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeNames: { "#counter": counter },
          ExpressionAttributeValues: { ":one": 1 },
        },
      })),
      ...also,
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    // Which condition failed: a relation's (already there) or a parent's (gone)?
    if (error.reasons.slice(0, relations.length).includes("ConditionalCheckFailed")) return false;
    throw new ParentGoneError();
  }
}

/** Removes the relation's items (each only if present) and one from every counter (never below zero); false when it was not there. */
export async function removeCountedAll(
  table: Table,
  relations: Key[],
  countedBy: CountedBy[],
  also: TransactItem[] = [],
): Promise<boolean> {
  try {
    await table.transact([
      ...relations.map((key) => ({ Delete: { Key: key, ConditionExpression: "attribute_exists(pk)" } })),
      ...countedBy.map(({ key, counter }) => ({
        Update: {
          Key: key,
          UpdateExpression: "ADD #counter :minus",
          ConditionExpression: "attribute_exists(pk) AND #counter > :zero",
          ExpressionAttributeNames: { "#counter": counter },
          ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
        },
      })),
      ...also,
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    return false;
  }
}

/** Adds the relation and one to `counter`; false when it was there already. Throws when the parent is gone. */
export function addCounted(table: Table, relation: Item, parent: Key, counter: string, also: TransactItem[] = []): Promise<boolean> {
  return addCountedAll(table, [relation], [{ key: parent, counter }], also);
}

/** Removes the relation and one from `counter` (never below zero); false when it was not there. */
export function removeCounted(table: Table, relation: Key, parent: Key, counter: string, also: TransactItem[] = []): Promise<boolean> {
  return removeCountedAll(table, [relation], [{ key: parent, counter }], also);
}

/** The parent (community, post, member) no longer exists; the caller says so in its own words. */
export class ParentGoneError extends Error {
  override name = "ParentGoneError";
}
