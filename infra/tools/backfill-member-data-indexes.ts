// A one-off maintenance tool, never a request path: the one place a Scan is right (it reads every
// item once to add what older items lack). Lint forbids Scan everywhere else.
// eslint-disable-next-line no-restricted-imports
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { commentKeys } from "../../functions/core/community/comment";
import { postKeys } from "../../functions/core/community/post";
import { reportKeys } from "../../functions/core/moderation/report";
import { ConditionFailedError, type Table } from "../../functions/core/ports/table/table";

/**
 * Decision 051: likes, comments and reports written before the data export carry no list by member,
 * so a member's export would miss them. Run once per deployed table
 * (`npx tsx infra/tools/backfill-member-data-indexes.ts`, with the deployment's TABLE_NAME and AWS
 * settings in the environment); running it again changes nothing. Each item gets the gsi1 keys new
 * writes give it, conditioned on it still being there without them.
 */
const LISTS: Record<string, { partition: (item: Record<string, unknown>) => string; sort: (item: Record<string, unknown>) => string }> = {
  like: { partition: (i) => postKeys.likedBy(String(i.userId)), sort: (i) => `${String(i.createdAt)}#${String(i.postId)}` },
  comment: { partition: (i) => commentKeys.byAuthor(String(i.authorId)), sort: (i) => `${String(i.createdAt)}#${String(i.id)}` },
  report: { partition: (i) => reportKeys.byReporter(String(i.userId)), sort: (i) => `${String(i.createdAt)}#${String(i.postId)}` },
};

export async function backfillMemberDataIndexes(table: Table): Promise<Record<"like" | "comment" | "report", number>> {
  const result = { like: 0, comment: 0, report: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.doc.send(
      new ScanCommand({
        TableName: table.name,
        FilterExpression: "entity IN (:like, :comment, :report) AND attribute_not_exists(gsi1pk)",
        ExpressionAttributeValues: { ":like": "like", ":comment": "comment", ":report": "report" },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const entity = item.entity as keyof typeof result;
      const list = LISTS[entity]!;
      try {
        await table.update(
          item.pk as string,
          item.sk as string,
          { expression: "SET gsi1pk = :pk, gsi1sk = :sk", values: { ":pk": list.partition(item), ":sk": list.sort(item) } },
          "attribute_exists(pk) AND attribute_not_exists(gsi1pk)",
        );
        result[entity]++;
      } catch (error) {
        if (!(error instanceof ConditionFailedError)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return result;
}

if (process.argv[1]?.endsWith("backfill-member-data-indexes.ts")) {
  const { services } = await import("../../functions/core/services");
  const outcome = await backfillMemberDataIndexes(services().table);
  console.log(JSON.stringify(outcome));
}
