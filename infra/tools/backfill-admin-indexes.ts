// A one-off maintenance tool, never a request path: the one place a Scan is right (it reads every
// item once to add what older items lack). Lint forbids Scan everywhere else.
// eslint-disable-next-line no-restricted-imports
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { userKeys } from "../../functions/core/account/user";
import { indexUserByJoining } from "../../functions/core/account/user-store";
import { communityNameItem } from "../../functions/core/community/community-store";
import { ConditionFailedError, type Table } from "../../functions/core/ports/table/table";

/**
 * Decision 020: items written before the admin's Users and Communities lack two things that new
 * writes carry. Run once per deployed table (`npx tsx infra/tools/backfill-admin-indexes.ts`, with
 * the deployment's TABLE_NAME and AWS settings in the environment); running it again changes nothing.
 * - every e-mail item (`EMAIL#…`) gets its gsi1 keys, so the search by e-mail prefix finds it;
 * - every community gets its name's uniqueness item (`COMMUNITYNAME#…`). Two communities whose names
 *   clash (possible before names were unique) are reported, and the second is left for an admin to rename;
 * - every user item gets its gsi2 keys (decision 039), so the Users page's newest members list it.
 * The local stack needs none of this: the seed writes everything through the current code.
 */
export async function backfillAdminIndexes(table: Table): Promise<{ emails: number; names: number; users: number; clashes: string[] }> {
  const result = { emails: 0, names: 0, users: 0, clashes: [] as string[] };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.doc.send(
      new ScanCommand({
        TableName: table.name,
        FilterExpression: "entity IN (:email, :community, :user)",
        ExpressionAttributeValues: { ":email": "email", ":community": "community", ":user": "user" },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.entity === "email" && !item.gsi1pk && typeof item.pk === "string") {
        const email = item.pk.slice("EMAIL#".length);
        const keys = userKeys.emailIndex(email);
        try {
          await table.update(
            item.pk,
            item.sk as string,
            { expression: "SET gsi1pk = :pk, gsi1sk = :sk", values: { ":pk": keys.gsi1pk, ":sk": keys.gsi1sk } },
            "attribute_exists(pk) AND attribute_not_exists(gsi1pk)",
          );
          result.emails++;
        } catch (error) {
          if (!(error instanceof ConditionFailedError)) throw error;
        }
      }
      if (
        item.entity === "user" &&
        !item.gsi2pk &&
        (await indexUserByJoining(table, { id: item.id as string, createdAt: item.createdAt as string }))
      ) {
        result.users++;
      }
      if (item.entity === "community") {
        const nameItem = communityNameItem({ id: item.id as string, name: item.name as string });
        const existing = await table.get<{ pk: string; sk: string; communityId: string }>(nameItem.pk, nameItem.sk, true);
        if (existing && existing.communityId !== item.id) result.clashes.push(`${String(item.name)} (${String(item.id)})`);
        else if (!existing) {
          await table.create(nameItem);
          result.names++;
        }
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return result;
}

if (process.argv[1]?.endsWith("backfill-admin-indexes.ts")) {
  const { services } = await import("../../functions/core/services");
  const outcome = await backfillAdminIndexes(services().table);
  console.log(JSON.stringify(outcome));
}
