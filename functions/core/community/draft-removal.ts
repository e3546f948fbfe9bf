import { ConditionFailedError, TransactionFailedError, type Table } from "../ports/table/table";
import { errorFields, log } from "../log";
import type { FileStore } from "../ports/files/file-store";
import { mediaKeysOf } from "./media-cleanup";
import {
  deletePointer,
  draftKeys,
  IS_DRAFT,
  REFUSED_NOTICE_SECONDS,
  type Person,
  type PostDraft,
  type RefusedDraft,
  type RefusedItem,
} from "./post-drafts";

/** How a draft ends without being published: removed (discarded, expired), or refused with a notice for its author. */

/** Removes a draft and its files (refused, discarded, expired); false when it was gone already. */
export async function removeDraft(
  table: Table,
  files: Pick<FileStore, "delete">,
  draft: PostDraft,
  also: Parameters<typeof table.transact>[0] = [],
): Promise<boolean> {
  try {
    await table.transact([
      { Delete: { Key: draftKeys.item(draft.id), ConditionExpression: IS_DRAFT.expression, ExpressionAttributeValues: IS_DRAFT.values } },
      deletePointer(draft),
      ...also,
    ]);
  } catch (error) {
    // Gone already, or its token used by a racing answer: nothing removed here.
    if (error instanceof TransactionFailedError && error.conditionFailed) return false;
    throw error;
  }
  await deleteDraftFiles(files, draft);
  return true;
}

/** Unlinked and unguessable now; a failed delete is logged (and leaves objects nobody can reach). */
async function deleteDraftFiles(files: Pick<FileStore, "delete">, draft: PostDraft): Promise<void> {
  if (!draft.file) return;
  await files
    .delete(mediaKeysOf(draft.file))
    .catch((cleanup: unknown) => log.warn("media of a removed draft not deleted", { postId: draft.id, ...errorFields(cleanup) }));
}

/**
 * Replaces a draft whose picture or video was refused with the notice its author sees, and deletes
 * its files; false when the draft was gone already (published, discarded, or refused by a racing run).
 */
export async function refuseDraft(
  table: Table,
  files: Pick<FileStore, "delete">,
  draft: PostDraft,
  source: RefusedDraft["refused"],
  now = new Date(),
): Promise<boolean> {
  const item: RefusedItem = {
    ...draftKeys.item(draft.id),
    gsi1pk: draftKeys.byAuthor(draft.authorId),
    gsi1sk: `${draft.createdAt}#${draft.id}`,
    entity: "post-refused",
    id: draft.id,
    communityId: draft.communityId,
    authorId: draft.authorId,
    createdAt: draft.createdAt,
    refused: source,
    refusedAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + REFUSED_NOTICE_SECONDS,
  };
  try {
    await table.transact([
      { Put: { Item: item, ConditionExpression: IS_DRAFT.expression, ExpressionAttributeValues: IS_DRAFT.values } },
      deletePointer(draft),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) return false;
    throw error;
  }
  await deleteDraftFiles(files, draft);
  return true;
}

/** The author dismisses a refusal notice; anyone else's request (or a second one) changes nothing. */
export async function dismissRefusal(table: Table, person: Person, postId: string): Promise<void> {
  const key = draftKeys.item(postId);
  await table
    .delete(key.pk, key.sk, {
      expression: "entity = :refused AND authorId = :me",
      values: { ":refused": "post-refused", ":me": person.id },
    })
    .catch((error: unknown) => {
      if (!(error instanceof ConditionFailedError)) throw error;
    });
}
