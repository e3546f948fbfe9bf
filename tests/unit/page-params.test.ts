import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as entryServer from "../../app/entry.server";
import * as root from "../../app/root";
import * as post from "../../app/routes/community/_app.post.$id";
import * as resetPassword from "../../app/routes/auth/reset-password.$token";
import * as operatorDesk from "../../app/routes/desk/operator.$parkingId";
import * as catchAll from "../../app/routes/public/$";
import { resetConfig } from "@core/config";
import { remixBuild } from "../support/remix-build";

/**
 * Issue 28 (4f): a page's path parameter that is badly percent-encoded, 2,000 characters long or a
 * traversal is the not-found page (404), never a 500 — checked once for every loader and action by
 * the build the web servers serve (servedBuild), over the real entry.server, root and route modules.
 */
vi.mock("virtual:islands", () => ({ default: {} }));

function build(): ServerBuild {
  return remixBuild(entryServer, [
    // The real layout; only the header's session lookup is replaced (no table in a unit test).
    { id: "root", path: "", module: { ...root, loader: async () => ({ user: null }) } },
    { id: "routes/_app.post.$id", parentId: "root", path: "post/:id", module: post },
    { id: "routes/reset-password.$token", parentId: "root", path: "reset-password/:token", module: resetPassword },
    { id: "routes/operator.$parkingId", parentId: "root", path: "operator/:parkingId", module: operatorDesk },
    { id: "routes/$", parentId: "root", path: "*", module: catchAll },
  ]);
}

const BAD = ["%ZZ", "%", "a".repeat(2000), "..%2F..%2Fetc%2Fpasswd", "..%2F", "a%00b"];

describe("malformed page parameters", () => {
  beforeAll(() => {
    vi.stubEnv("APP_ENV", "test");
    vi.stubEnv("TABLE_NAME", "page-params-test");
    vi.stubEnv("FILES_BUCKET", "page-params-test");
    resetConfig();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  it.each(["/post/", "/reset-password/", "/operator/", "/parking/"])("%s<bad> is the not-found page, GET and POST", async (prefix) => {
    const handler = createRequestHandler(build(), "production");
    for (const value of BAD) {
      for (const method of ["GET", "POST"]) {
        const response = await handler(
          new Request(`http://localhost${prefix}${value}`, {
            method,
            headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0", "sec-fetch-site": "same-origin" },
            body: method === "POST" ? new URLSearchParams({ intent: "x" }) : undefined,
          }),
        );
        expect(response.status, `${method} ${prefix}${value.slice(0, 40)}`).toBe(404);
        await response.text();
      }
    }
  });
});
