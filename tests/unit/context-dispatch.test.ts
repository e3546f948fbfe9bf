import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { contextHandler } from "../../functions/handlers/shared/context-dispatch";
import type { ApiHandler } from "../../functions/handlers/shared/http";
import { API_CONTEXTS, API_ROUTES, type ApiRoute } from "../../functions/handlers/routes";

Object.assign(process.env, { LOG_LEVEL: "silent", APP_ENV: "test", TABLE_NAME: "unused", FILES_BUCKET: "unused" });

const routes: ApiRoute[] = [
  { method: "GET", path: "/api/things/{id}", entry: "thing-get", context: "parking", grants: ["table:read"] },
  { method: "POST", path: "/api/things", entry: "thing-create", context: "parking", grants: ["table:read", "table:write"] },
  { method: "POST", path: "/api/other", entry: "other", context: "accounts", grants: [] },
];

const answer =
  (name: string): ApiHandler =>
  async (event) => ({ statusCode: 200, body: `${name} ${event.routeKey}` });
const event = (routeKey: string) => ({ routeKey }) as APIGatewayProxyEventV2;
const bodyOf = (result: APIGatewayProxyStructuredResultV2) => result.body;

describe("one function per context", () => {
  it("sends each route key to the handler its table entry names", async () => {
    const handler = contextHandler("parking", { "thing-get": answer("get"), "thing-create": answer("create") }, routes);
    expect(bodyOf(await handler(event("GET /api/things/{id}")))).toBe("get GET /api/things/{id}");
    expect(bodyOf(await handler(event("POST /api/things")))).toBe("create POST /api/things");
  });

  it("answers another context's route, or an unknown key, with a JSON 404 and runs no handler", async () => {
    const handler = contextHandler("parking", { "thing-get": answer("get"), "thing-create": answer("create") }, routes);
    for (const key of ["POST /api/other", "DELETE /api/things", "$default"]) {
      const result = await handler(event(key));
      expect(result.statusCode, key).toBe(404);
      expect(JSON.parse(result.body ?? "")).toEqual({ message: "Not found." });
    }
  });

  it("refuses to load when its handlers and the route table disagree", () => {
    expect(() => contextHandler("parking", { "thing-get": answer("get") }, routes)).toThrow(/missing thing-create/);
    expect(() =>
      contextHandler("parking", { "thing-get": answer("get"), "thing-create": answer("create"), other: answer("other") }, routes),
    ).toThrow(/not routed other/);
  });

  it("has a module for every context that loads against the real table and serves every one of its routes", async () => {
    for (const context of API_CONTEXTS) {
      const own = API_ROUTES.filter((route) => route.context === context);
      expect(own.length, context).toBeGreaterThan(0);
      // Loading checks the module's handler map against the table (it throws on any difference).
      const mod = (await import(`../../functions/handlers/contexts/${context}.ts`)) as { handler: ApiHandler };
      expect(typeof mod.handler, context).toBe("function");
    }
  });
});
