import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@core/config";
import { createServices, type Services } from "@core/services";
import { checkServerStatus } from "@core/status/server-status";
import { createTestServices } from "../support/local-services";

let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("status");
});

describe("server status", () => {
  it("is ok when the table and the bucket answer", async () => {
    const status = await checkServerStatus(svc);
    expect(status).toMatchObject({ status: "ok", checks: { table: "ok", files: "ok" } });
  });

  it("is down, without throwing, when the table cannot be reached", async () => {
    const unreachable = createServices(
      parseConfig({
        APP_ENV: "test",
        TABLE_NAME: "nope",
        FILES_BUCKET: svc.config.FILES_BUCKET,
        DYNAMODB_ENDPOINT: "http://127.0.0.1:9",
        S3_ENDPOINT: svc.config.S3_ENDPOINT,
      }),
    );
    const status = await checkServerStatus(unreachable);
    expect(status.status).toBe("down");
    expect(status.checks.table).toBe("down");
    expect(status.checks.files).toBe("ok");
  });

  it("the Lambda handler answers 200 with the checks", async () => {
    Object.assign(process.env, {
      APP_ENV: "test",
      TABLE_NAME: svc.config.TABLE_NAME,
      FILES_BUCKET: svc.config.FILES_BUCKET,
      DYNAMODB_ENDPOINT: svc.config.DYNAMODB_ENDPOINT,
      S3_ENDPOINT: svc.config.S3_ENDPOINT,
      LOG_LEVEL: "silent",
    });
    const { handler } = await import("../../functions/handlers/parking/server-status");
    const result = await handler({
      rawPath: "/api/server-status",
      routeKey: "GET /api/server-status",
      headers: {},
      requestContext: { requestId: "r1", http: { method: "GET", sourceIp: "127.0.0.1" } },
    } as unknown as APIGatewayProxyEventV2);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? "{}")).toMatchObject({ status: "ok" });
    expect(result.headers?.["x-request-id"]).toBe("r1");
  });
});
