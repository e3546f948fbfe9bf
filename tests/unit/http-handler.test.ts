import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ForbiddenError } from "@core/errors";
import { httpHandler, MAX_BODY_BYTES } from "../../functions/handlers/shared/http";
import { matchRoute, type ApiRoute } from "../../functions/handlers/routes";

Object.assign(process.env, { LOG_LEVEL: "silent", APP_ENV: "test", TABLE_NAME: "unused", FILES_BUCKET: "unused" });

function event(body?: string, extra: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: "2.0",
    routeKey: "POST /api/things",
    rawPath: "/api/things",
    rawQueryString: "",
    headers: { "Content-Type": "application/json" },
    requestContext: { requestId: "req-1", http: { method: "POST", sourceIp: "127.0.0.1" } },
    body,
    isBase64Encoded: false,
    ...extra,
  } as APIGatewayProxyEventV2;
}

const schema = z.object({ name: z.string({ required_error: "Name is required" }).min(1, "Name is required") });
const echo = httpHandler(async (req) => ({ status: 201, body: { hello: req.json(schema).name } }));

describe("the API handler shell", () => {
  it("parses and validates JSON", async () => {
    const ok = await echo(event(JSON.stringify({ name: "Asha" })));
    expect(ok.statusCode).toBe(201);
    expect(JSON.parse(ok.body ?? "")).toEqual({ hello: "Asha" });
  });

  it("answers bad JSON and failed validation with 400 and a message", async () => {
    const broken = await echo(event("{not json"));
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body ?? "")).toEqual({ message: "The request body is not valid JSON." });
    const invalid = await echo(event(JSON.stringify({ name: "" })));
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(invalid.body ?? "")).toEqual({ message: "Name is required" });
  });

  it("refuses a huge body with 413", async () => {
    const huge = await echo(event("x".repeat(MAX_BODY_BYTES + 1)));
    expect(huge.statusCode).toBe(413);
    expect(JSON.parse(huge.body ?? "")).toEqual({ message: "The request is too large." });
  });

  it("maps domain errors and hides unexpected ones", async () => {
    const forbidden = await httpHandler(async () => {
      throw new ForbiddenError();
    })(event());
    expect(forbidden.statusCode).toBe(403);
    const crash = await httpHandler(async () => {
      throw new TypeError("cannot read properties of undefined (reading 'secret')");
    })(event());
    expect(crash.statusCode).toBe(500);
    expect(JSON.parse(crash.body ?? "")).toEqual({ message: "An unexpected error occurred." });
    expect(crash.headers?.["x-request-id"]).toBe("req-1");
  });
});

describe("route matching", () => {
  const routes: ApiRoute[] = [
    { method: "GET", path: "/api/users/{id}", entry: "users", context: "accounts", grants: [] },
    { method: "PUT", path: "/api/vehicle/update-vehicle/{id}", entry: "vehicles", context: "accounts", grants: [] },
  ];
  it("extracts path parameters", () => {
    expect(matchRoute("GET", "/api/users/abc%20d", routes)).toMatchObject({ params: { id: "abc d" } });
  });
  it("tells a wrong method from an unknown path", () => {
    expect(matchRoute("DELETE", "/api/users/1", routes)).toEqual({ methodNotAllowed: true });
    expect(matchRoute("GET", "/api/nothing", routes)).toBeUndefined();
  });
});
