import type { CreateTableCommandInput } from "@aws-sdk/client-dynamodb";

/**
 * The one table's key schema, defined once: CDK (infra/) and the local table creator
 * (infra/local/) both read it, so the deployed and the embedded table cannot drift.
 * The key plan per entity is in docs/data-model.md.
 */
export const TABLE_SCHEMA = {
  partitionKey: "pk",
  sortKey: "sk",
  ttlAttribute: "ttl",
  indexes: [
    { name: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    { name: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
  ],
} as const;

export type IndexName = (typeof TABLE_SCHEMA.indexes)[number]["name"];

/** CreateTable input for DynamoDB Local (on-demand billing, string keys, ALL projection). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyNames = [
    TABLE_SCHEMA.partitionKey,
    TABLE_SCHEMA.sortKey,
    ...TABLE_SCHEMA.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: "S" })),
    KeySchema: [
      { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: "HASH" },
      { AttributeName: TABLE_SCHEMA.sortKey, KeyType: "RANGE" },
    ],
    GlobalSecondaryIndexes: TABLE_SCHEMA.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: "HASH" },
        { AttributeName: index.sortKey, KeyType: "RANGE" },
      ],
      Projection: { ProjectionType: "ALL" },
    })),
  };
}
