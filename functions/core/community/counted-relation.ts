import { TransactionFailedError, type Item, type Table } from "../ports/table/table";

/**
 * A relation that a counter counts (a member of a community, a like or a save of a post, later a
 * follow): the relation's item and the parent's counter change in one transaction, so the count is
 * exact however many requests race, and adding what is there (or removing what is not) changes
 * nothing. Decision 011.
 */
type Key = { pk: string; sk: string };

/** Adds the relation and one to `counter`; false when it was there already. Throws when the parent is gone. */
export async function addCounted(table: Table, relation: Item, parent: Key, counter: string): Promise<boolean> {
  try {
    await table.transact([
      { Put: { Item: relation, ConditionExpression: "attribute_not_exists(pk)" } },
      {
        Update: {
          Key: parent,
          UpdateExpression: "ADD #counter :one",
          // The parent must exist: an Update would otherwise create a bare item.
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeNames: { "#counter": counter },
          ExpressionAttributeValues: { ":one": 1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    // Which condition failed: the relation's (already there) or the parent's (gone)?
    if (error.reasons[0] === "ConditionalCheckFailed") return false;
    throw new ParentGoneError();
  }
}

/** Removes the relation and one from `counter` (never below zero); false when it was not there. */
export async function removeCounted(table: Table, relation: Key, parent: Key, counter: string): Promise<boolean> {
  try {
    await table.transact([
      { Delete: { Key: relation, ConditionExpression: "attribute_exists(pk)" } },
      {
        Update: {
          Key: parent,
          UpdateExpression: "ADD #counter :minus",
          ConditionExpression: "attribute_exists(pk) AND #counter > :zero",
          ExpressionAttributeNames: { "#counter": counter },
          ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    return false;
  }
}

/** The parent (community, post) no longer exists; the caller says so in its own words. */
export class ParentGoneError extends Error {
  override name = "ParentGoneError";
}
