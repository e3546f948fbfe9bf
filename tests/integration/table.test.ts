import { beforeAll, describe, expect, it } from "vitest";
import { ValidationError } from "@core/errors";
import { ConditionFailedError, TransactionFailedError } from "@core/ports/table/table";
import type { Services } from "@core/services";
import { createTestServices } from "../support/local-services";

let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("table");
});

describe("single-table access against DynamoDB Local", () => {
  it("creates an item once and refuses a second create with the same key", async () => {
    await svc.table.create({ pk: "THING#1", sk: "THING", name: "first" } as never);
    await expect(svc.table.create({ pk: "THING#1", sk: "THING", name: "second" } as never)).rejects.toBeInstanceOf(ConditionFailedError);
    const item = await svc.table.get<{ pk: string; sk: string; name: string }>("THING#1", "THING");
    expect(item?.name).toBe("first");
  });

  it("writes nothing when one item of a transaction fails its condition", async () => {
    await svc.table.create({ pk: "TX#taken", sk: "X" });
    const attempt = svc.table.transact([
      { Put: { Item: { pk: "TX#new", sk: "X" }, ConditionExpression: "attribute_not_exists(pk)" } },
      { Put: { Item: { pk: "TX#taken", sk: "X" }, ConditionExpression: "attribute_not_exists(pk)" } },
    ]);
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionFailedError);
    expect((error as TransactionFailedError).reasons).toEqual(["None", "ConditionalCheckFailed"]);
    expect((error as TransactionFailedError).conditionFailed).toBe(true);
    expect(await svc.table.get("TX#new", "X")).toBeUndefined();
  });

  it("pages a partition with opaque cursors, every item exactly once", async () => {
    const items = Array.from({ length: 23 }, (_, i) => ({ pk: "PAGE#p", sk: `ITEM#${String(i).padStart(3, "0")}` }));
    await svc.table.batchPut(items);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await svc.table.query({ pk: "PAGE#p", limit: 10, cursor });
      seen.push(...page.items.map((i) => i.sk));
      cursor = page.cursor;
      pages++;
      if (cursor) expect(cursor).not.toContain("PAGE#p"); // opaque, not the raw key
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual(items.map((i) => i.sk));
  });

  it("answers a tampered cursor with a clear validation error", async () => {
    await expect(svc.table.query({ pk: "PAGE#p", cursor: "not-a-cursor" })).rejects.toBeInstanceOf(ValidationError);
  });

  it("refuses a cursor taken from another partition as a 400, not DynamoDB's error", async () => {
    await svc.table.batchPut(Array.from({ length: 3 }, (_, i) => ({ pk: "PAGE#other", sk: `ITEM#${i}` })));
    const foreign = (await svc.table.query({ pk: "PAGE#other", limit: 1 })).cursor;
    expect(foreign).toBeDefined();
    await expect(svc.table.query({ pk: "PAGE#p", cursor: foreign })).rejects.toThrow("Invalid page cursor.");
    expect((await svc.table.query({ pk: "PAGE#other", cursor: foreign })).items.length).toBeGreaterThan(0);
  });

  it("queries an index by partition and sort-key prefix", async () => {
    await svc.table.batchPut([
      { pk: "A#1", sk: "A", gsi1pk: "GEO#tdr1v", gsi1sk: "tdr1vabc#1" } as never,
      { pk: "A#2", sk: "A", gsi1pk: "GEO#tdr1v", gsi1sk: "tdr1vxyz#2" } as never,
      { pk: "A#3", sk: "A", gsi1pk: "GEO#tdr1w", gsi1sk: "tdr1wabc#3" } as never,
    ]);
    const all = await svc.table.queryAll({ index: "gsi1", pk: "GEO#tdr1v" });
    expect(all.map((i) => i.pk).sort()).toEqual(["A#1", "A#2"]);
    const prefixed = await svc.table.queryAll({ index: "gsi1", pk: "GEO#tdr1v", sk: { beginsWith: "tdr1vx" } });
    expect(prefixed.map((i) => i.pk)).toEqual(["A#2"]);
  });

  it("never lets racing conditional increments pass the limit", async () => {
    // The pattern the occupancy counters use: ADD conditioned on count < capacity.
    const capacity = 10;
    const attempts = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        svc.table.update(
          "RACE#1",
          "COUNT",
          { expression: "ADD #c :one", names: { "#c": "count" }, values: { ":one": 1, ":cap": capacity } },
          "attribute_not_exists(#c) OR #c < :cap",
        ),
      ),
    );
    const won = attempts.filter((a) => a.status === "fulfilled").length;
    const lost = attempts.filter((a) => a.status === "rejected");
    expect(won).toBe(capacity);
    expect(lost.every((a) => (a as PromiseRejectedResult).reason instanceof ConditionFailedError)).toBe(true);
    const counter = await svc.table.get<{ pk: string; sk: string; count: number }>("RACE#1", "COUNT", true);
    expect(counter?.count).toBe(capacity);
  });
});
