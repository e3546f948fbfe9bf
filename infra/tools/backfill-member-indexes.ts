// A one-off maintenance tool, never a request path: the one place a Scan is right (it reads every
// item once to add what older items lack). Lint forbids Scan everywhere else.
// eslint-disable-next-line no-restricted-imports
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { commentIndexKeys } from "../../functions/core/community/comments";
import { postKeys } from "../../functions/core/community/post";
import { ConditionFailedError, type Table } from "../../functions/core/ports/table/table";

/**
 * Decision 052: an account's erasure finds the member's likes and comments through gsi2
 * (`USER#<id>#LIKES`, `USER#<id>#COMMENTS`), which likes and comments written before it lack. Run
 * once per deployed table (`npx tsx infra/tools/backfill-member-indexes.ts`, with the deployment's
 * TABLE_NAME and AWS settings), before the first erasure; running it again changes nothing.
 */
export async function backfillMemberIndexes(table: Table): Promise<{ likes: number; comments: number }> {
  const result = { likes: 0, comments: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.doc.send(
      new ScanCommand({
        TableName: table.name,
        FilterExpression: "entity IN (:like, :comment) AND attribute_not_exists(gsi2pk)",
        ExpressionAttributeValues: { ":like": "like", ":comment": "comment" },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const keys =
        item.entity === "like"
          ? { gsi2pk: postKeys.likedBy(item.userId as string), gsi2sk: `${item.createdAt as string}#${item.postId as string}` }
          : commentIndexKeys(item as { authorId: string; createdAt: string; postId: string; id: string });
      try {
        await table.update(
          item.pk as string,
          item.sk as string,
          { expression: "SET gsi2pk = :pk, gsi2sk = :sk", values: { ":pk": keys.gsi2pk, ":sk": keys.gsi2sk } },
          "attribute_exists(pk) AND attribute_not_exists(gsi2pk)",
        );
        result[item.entity === "like" ? "likes" : "comments"]++;
      } catch (error) {
        if (!(error instanceof ConditionFailedError)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return result;
}

if (process.argv[1]?.endsWith("backfill-member-indexes.ts")) {
  const { services } = await import("../../functions/core/services");
  console.log(JSON.stringify(await backfillMemberIndexes(services().table)));
}
