import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import type { User } from "@core/account/user";
import type { Services } from "@core/services";
import { signAccessToken } from "@core/session/access-token";
import { API_ROUTES } from "../../functions/handlers/routes";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { bearer, call, createHandlerTestServices } from "../support/api";
import { TEST_SECRETS } from "../support/local-services";

/**
 * Issue 28 (4f): a path parameter that is badly percent-encoded, 2,000 characters long or a
 * traversal is a 400 or 404 with a JSON message on every API route, never a 500. Each value goes
 * in twice: in the URL (the local dispatch decodes it, as the test's `call` does) and as the
 * already-decoded path parameter API Gateway hands the Lambda, which is what production sees.
 * Signed in (an admin's token for /api/admin), so the parameter is what the route looks at.
 */
let svc: Services;
let member: string;
let admin: string;
beforeAll(async () => {
  svc = await createHandlerTestServices("malformed-paths");
  await seedDemoAccounts(svc);
  const token = (user: User, aud: "user" | "admin") =>
    signAccessToken({ sub: user.id, role: user.role, ver: user.tokenVersion, aud }, TEST_SECRETS.TOKEN_SECRET);
  member = token((await findUserByEmail(svc.table, "driver@example.com"))!, "user");
  admin = token((await findUserByEmail(svc.table, "admin@example.com"))!, "admin");
});

const LONG = "a".repeat(2000);
/** In the URL: what a client can type. (`%2E%2E` is a dot segment to any URL parser: another path, not a parameter.) */
const IN_URL = ["%ZZ", "%", LONG, "..%2F..%2Fetc%2Fpasswd", "..%2F", "a%00b", "%252F"];
/** As the gateway decodes them: what the Lambda can receive. */
const DECODED = ["%ZZ", LONG, "../", "../../etc/passwd", "..", "..\\windows", "a\u0000b"];

const routesWithParams = API_ROUTES.filter((route) => route.path.includes("{"));
const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

function expectClearRefusal(result: { status: number; body: unknown }, what: string): void {
  expect([400, 404], what).toContain(result.status);
  expect((result.body as { message?: unknown } | undefined)?.message, what).toEqual(expect.any(String));
}

describe("malformed path parameters", () => {
  it("covers routes with parameters of every context", () => {
    expect(routesWithParams.length).toBeGreaterThan(40);
  });

  it.each(routesWithParams.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s answers 400 or 404 with a message",
    async (_name, route) => {
      const headers = bearer(route.path.startsWith("/api/admin/") ? admin : member);
      const json = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      for (const value of IN_URL) {
        const result = await call(route.method, fill(route.path, value), { headers, json });
        expectClearRefusal(result, `${route.method} ${fill(route.path, value).slice(0, 120)}`);
      }
      for (const value of DECODED) {
        const pathParameters = Object.fromEntries(paramNames(route.path).map((name) => [name, value]));
        const result = await call(route.method, fill(route.path, "x"), { headers, json, pathParameters });
        expectClearRefusal(result, `${route.method} ${route.path} with ${JSON.stringify(value.slice(0, 40))}`);
      }
    },
  );
});
