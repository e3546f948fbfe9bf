import { ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import { POST_LIMITS, type Post } from "./post";
import { toPost, type PostItem } from "./post-store";

/**
 * One newest-first page over several per-author post lists (gsi2 `USER#<author>#COMMUNITY#<id>#POSTS`):
 * the following feed (followed authors in one community) and a profile's posts (one author in the
 * viewer's communities). Every list is sorted by the same key, `<createdAt>#<post id>`, so a k-way
 * merge is exact: each list gives its newest `limit + 1` posts older than the cursor, the newest
 * `limit` of them all are the page, and anything left over means there is a next page. The cursor
 * is the sort key of the page's last post, which is a position valid in every list.
 */
export interface MergedPage {
  posts: Post[];
  cursor?: string;
}

const SORT_KEY = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[\w-]{1,100}$/;

function encode(before: string): string {
  return Buffer.from(JSON.stringify({ before }), "utf8").toString("base64url");
}

function decode(cursor: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const before = parsed && typeof parsed === "object" ? (parsed as { before?: unknown }).before : undefined;
    if (typeof before === "string" && SORT_KEY.test(before)) return before;
  } catch {
    // fall through to the user-facing error
  }
  throw new ValidationError("Invalid page cursor.");
}

export async function mergeNewestFirst(
  table: Table,
  partitions: string[],
  page: { cursor?: string | null; limit?: number } = {},
): Promise<MergedPage> {
  const limit = Math.min(Math.max(1, page.limit ?? POST_LIMITS.pageSize), 50);
  const before = page.cursor ? decode(page.cursor) : undefined;
  const lists = await Promise.all(
    partitions.map((pk) =>
      table.query<PostItem>({ index: "gsi2", pk, newestFirst: true, limit: limit + 1, ...(before ? { sk: { lt: before } } : {}) }),
    ),
  );
  const all = lists.flatMap((list) => list.items).sort((a, b) => (a.gsi2sk < b.gsi2sk ? 1 : a.gsi2sk > b.gsi2sk ? -1 : 0));
  const items = all.slice(0, limit);
  const last = items[items.length - 1];
  return { posts: items.map(toPost), ...(all.length > limit && last ? { cursor: encode(last.gsi2sk) } : {}) };
}
