import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "@core/config";
import { createS3Client } from "@core/ports/aws-clients";
import { createServices } from "@core/services";
import { startDynamoLocal } from "../../infra/local/dynamodb-local";
import { ensureBucket, ensureTable } from "../../infra/local/provision";
import { startS3Local } from "../../infra/local/s3-local";

/** `npm start` keeps data in a folder: a stop and a start must find the table rows and files again. */
const dataDir = mkdtempSync(join(tmpdir(), "sp-persist-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function boot() {
  const [dynamo, s3] = await Promise.all([
    startDynamoLocal({ dbPath: join(dataDir, "dynamodb") }),
    startS3Local({ directory: join(dataDir, "s3") }),
  ]);
  const config = parseConfig({
    APP_ENV: "test",
    TABLE_NAME: "persist",
    FILES_BUCKET: "persist",
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
  });
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    endpoint: dynamo.endpoint,
    credentials: { accessKeyId: "x", secretAccessKey: "x" },
  });
  const created = await ensureTable(client, "persist");
  client.destroy();
  await ensureBucket(await createS3Client(config), "persist", ["http://localhost:3000"]);
  return { svc: createServices(config), created, stop: () => Promise.all([dynamo.stop(), s3.stop()]) };
}

describe("local data survives a restart", () => {
  it("keeps table items and files across stop and start", async () => {
    const first = await boot();
    expect(first.created).toBe("created");
    await first.svc.table.put({ pk: "KEEP#1", sk: "KEEP", note: "still here" } as never);
    await first.svc.files.put("notes/keep.txt", "file body", "text/plain");
    await first.stop();

    const second = await boot();
    try {
      expect(second.created).toBe("exists");
      const item = await second.svc.table.get<{ pk: string; sk: string; note: string }>("KEEP#1", "KEEP");
      expect(item?.note).toBe("still here");
      const file = await second.svc.files.get("notes/keep.txt");
      expect(Buffer.from(file?.body ?? []).toString()).toBe("file body");
    } finally {
      await second.stop();
    }
  });
});
