import type { Item, Table, TransactItem } from "../ports/table/table";
import { postKeys } from "./post";

/**
 * What a deleted post leaves behind: its likes, saves (and so their entries in members' saved
 * lists), comments, reports and its entry in the queue of reported posts, all in the post's own
 * partition `POST#<id>`. They are removed after the post is gone, by batch deletes of at most
 * PURGE_BUDGET items per call, so deleting a post with 10,000 likes is never one unbounded request.
 *
 * The post's delete transaction also writes a marker (`POST#<id>` / `PURGE`, gsi1 `DELETED_POSTS`):
 * the delete request purges what its budget allows and removes the marker when the partition is
 * empty; whatever is left (a very popular post, or a Lambda that stopped half-way) is finished by
 * the sweeper (`purgeDeletedPosts`). Nothing new arrives meanwhile: a like, save, comment or report
 * is written only in a transaction that requires the post to exist.
 */
export const PURGE_BUDGET = 500;

export const purgeKeys = {
  marker: (postId: string) => ({ pk: `POST#${postId}`, sk: "PURGE" }),
  /** gsi1 of a marker: deleted posts whose leftovers are not all removed yet, oldest first. */
  queue: "DELETED_POSTS",
};

/** The marker, to put in the post's delete transaction. */
export function purgeMarker(postId: string, now: Date): TransactItem {
  const at = now.toISOString();
  return {
    Put: {
      Item: {
        ...purgeKeys.marker(postId),
        gsi1pk: purgeKeys.queue,
        gsi1sk: `${at}#${postId}`,
        entity: "post-purge",
        postId,
        deletedAt: at,
      },
    },
  };
}

/** Removes up to `budget` leftovers of a deleted post; true when none remain (and then the marker goes too). */
export async function purgePostLeftovers(table: Table, postId: string, budget = PURGE_BUDGET): Promise<boolean> {
  const { pk } = postKeys.item(postId);
  const marker = purgeKeys.marker(postId);
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await table.query<Item>({ pk, limit: Math.min(100, budget - removed), cursor });
    // The post itself is already gone; the marker goes last, so an interrupted purge is picked up again.
    await table.batchDelete(page.items.filter((item) => item.sk !== marker.sk).map(({ pk: p, sk }) => ({ pk: p, sk })));
    removed += page.items.length;
    cursor = page.cursor;
  } while (cursor && removed < budget);
  if (cursor) return false;
  await table.delete(marker.pk, marker.sk);
  return true;
}

/** The sweeper's part: finishes the purge of up to `posts` deleted posts, oldest first; answers how many were finished. */
export async function purgeDeletedPosts(table: Table, posts = 10): Promise<number> {
  const queued = await table.query<Item & { postId: string }>({ index: "gsi1", pk: purgeKeys.queue, limit: posts });
  let finished = 0;
  for (const entry of queued.items) if (await purgePostLeftovers(table, entry.postId)) finished++;
  return finished;
}
