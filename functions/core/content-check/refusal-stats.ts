import type { Table } from "../ports/table/table";

/**
 * What the content check refused, counted per community and day for the moderators' statistics
 * (issue 12: "nothing is stored except a record for the moderators' statistics"; issue 13 shows
 * them). Counts only: never the text, the file or who wrote it.
 */
export type RefusalKind = "post-text" | "post-image" | "post-video" | "comment-text";

export const refusalStatKeys = {
  day: (communityId: string, day: string) => ({ pk: `COMMUNITY#${communityId}#REFUSALS`, sk: day }),
};

/** A day's counts are kept for 400 days: a year of statistics, plus a margin. */
const KEEP_SECONDS = 400 * 86_400;

export async function recordRefusal(table: Table, communityId: string, kind: RefusalKind, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const { pk, sk } = refusalStatKeys.day(communityId, day);
  await table.update(pk, sk, {
    expression: "ADD #kind :one SET entity = :entity, communityId = :communityId, #ttl = if_not_exists(#ttl, :ttl)",
    names: { "#kind": kind, "#ttl": "ttl" },
    values: {
      ":one": 1,
      ":entity": "content-refusals",
      ":communityId": communityId,
      ":ttl": Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
    },
  });
}
