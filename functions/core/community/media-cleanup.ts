import { errorFields, log } from "../log";
import { ABANDONED_UPLOAD_AGE_MS, UPLOADS_PREFIX } from "../media/media-keys";
import type { FileStore } from "../ports/files/file-store";
import type { Table } from "../ports/table/table";
import type { Post, PostFile } from "./post";
import { getPost } from "./post-store";

/**
 * A removed post's files are deleted (issue 11). The post item goes first (its transaction keeps the
 * community's count right); its objects then, and if that fails they must not stay forever behind a
 * post nobody can reach. So before the post goes, a removal is queued in the table; the delete clears
 * it once the objects are gone, and the sweeper retries whatever is still queued when it falls due.
 * The sweeper deletes the objects only if the post is really gone: a removal queued by a delete that
 * then failed drops without touching anything.
 */
const QUEUE_PK = "MEDIAGC";
/** Long enough that the delete that queued a removal has finished before the sweeper looks at it. */
const GRACE_MS = 10 * 60 * 1000;

interface QueuedRemoval {
  pk: string;
  sk: string;
  postId: string;
  keys: string[];
  entity: "media-removal";
}

/** Every object a post's file consists of. */
export function mediaKeysOf(file: PostFile): string[] {
  return [file.key, ...(file.web && file.web.key !== file.key ? [file.web.key] : [])];
}

export interface PendingRemoval {
  /** Deletes the objects now and clears the queue entry; on failure it stays queued for the sweeper. */
  removeNow(files: Pick<FileStore, "delete">): Promise<void>;
}

/** Queues the removal of a post's media; call before the post item is deleted. */
export async function queueMediaRemoval(table: Table, post: Pick<Post, "id" | "file">, now = new Date()): Promise<PendingRemoval> {
  if (!post.file) return { removeNow: async () => {} };
  const item: QueuedRemoval = {
    pk: QUEUE_PK,
    sk: `${new Date(now.getTime() + GRACE_MS).toISOString()}#${post.id}`,
    postId: post.id,
    keys: mediaKeysOf(post.file),
    entity: "media-removal",
  };
  await table.put(item);
  return {
    async removeNow(files) {
      try {
        await files.delete(item.keys);
        await table.delete(item.pk, item.sk);
      } catch (error) {
        log.warn("post media not deleted; the sweeper retries", { postId: post.id, ...errorFields(error) });
      }
    },
  };
}

/** The sweeper's half: removals that fell due, done (or dropped when their post still exists). */
export async function sweepMediaRemovals(table: Table, files: Pick<FileStore, "delete">, now = new Date()): Promise<number> {
  const due = await table.query<QueuedRemoval>({ pk: QUEUE_PK, sk: { lte: `${now.toISOString()}#~` }, limit: 100 });
  let removed = 0;
  for (const entry of due.items) {
    if (!(await getPost(table, entry.postId, true))) {
      await files.delete(entry.keys);
      removed += entry.keys.length;
    }
    await table.delete(entry.pk, entry.sk);
  }
  return removed;
}

/**
 * Uploads nobody turned into a post within a day. In AWS the bucket's lifecycle rule expires them
 * (infra/constructs/data.ts); s3rver has no lifecycle, so the local sweeper does it with this.
 */
export async function sweepAbandonedUploads(files: Pick<FileStore, "list" | "delete">, now = new Date(), maxPages = 10): Promise<number> {
  const cutoff = now.getTime() - ABANDONED_UPLOAD_AGE_MS;
  let deleted = 0;
  let startAfter: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const { objects, more } = await files.list(UPLOADS_PREFIX, startAfter);
    const old = objects.filter((o) => o.lastModified.getTime() < cutoff).map((o) => o.key);
    if (old.length) await files.delete(old);
    deleted += old.length;
    if (!more || objects.length === 0) break;
    startAfter = objects[objects.length - 1]!.key;
  }
  return deleted;
}
