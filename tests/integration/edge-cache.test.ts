import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { EDGE_CACHE_KEY_COOKIES, hasSessionCookie, SESSION_COOKIES, sharedCachingAllowed } from "@core/security/edge-cache";
import { cookieName } from "../../app/utils/cookie-name";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { createHandlerTestServices } from "../support/api";

/**
 * Which pages CloudFront may keep (decision 030), through Remix's own request handler over the real
 * entry.server, root layout and routes: an anonymous /about may be shared, the same page asked with a
 * session cookie may not (it shows that member's header), and /booking never may.
 */
// What the islands Vite plugin gives the server build (decision 005); none of these pages is an island.
vi.mock("virtual:islands", () => ({ default: {} }));

const entryServer = await import("../../app/entry.server");
const root = await import("../../app/root");
const about = await import("../../app/routes/about");
const appLayout = await import("../../app/routes/_app");
const booking = await import("../../app/routes/_app.booking");
const session = await import("../../app/utils/session.server");

interface RouteSpec {
  id: string;
  parentId?: string;
  path?: string;
  module: Record<string, unknown>;
}

function build(routes: RouteSpec[]): ServerBuild {
  const manifest = Object.fromEntries(
    routes.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        index: undefined,
        caseSensitive: undefined,
        module: `/assets/${r.id}.js`,
        imports: [],
        hasAction: "action" in r.module,
        hasLoader: "loader" in r.module,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: "ErrorBoundary" in r.module,
      },
    ]),
  );
  return {
    mode: "production",
    entry: { module: entryServer },
    routes: Object.fromEntries(routes.map((r) => [r.id, { id: r.id, parentId: r.parentId, path: r.path, module: r.module }])),
    assets: { entry: { module: "/assets/entry.client.js", imports: [] }, url: "/assets/manifest.js", version: "1", routes: manifest },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      v3_routeConfig: false,
      unstable_optimizeDeps: false,
    },
    isSpaMode: false,
  } as unknown as ServerBuild;
}

let handle: (request: Request) => Promise<Response>;
let sessionCookie: string;

beforeAll(async () => {
  const svc = await createHandlerTestServices("edge-cache");
  await seedDemoAccounts(svc);
  const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
  const signedIn = await session.startSession({ userId: driver.id, kind: "user" }, "/");
  sessionCookie = signedIn.headers.get("Set-Cookie")!.split(";")[0]!;
  handle = createRequestHandler(
    build([
      { id: "root", path: "", module: root },
      { id: "routes/about", parentId: "root", path: "about", module: about },
      { id: "routes/_app", parentId: "root", module: appLayout },
      { id: "routes/_app.booking", parentId: "routes/_app", path: "booking", module: booking },
    ]),
    "production",
  );
});

async function get(path: string, cookie?: string): Promise<Response> {
  return handle(new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
}

/** What CloudFront reads to decide whether to keep a response for everyone. */
function sharedAtTheEdge(response: Response): boolean {
  return /public|s-maxage/.test(response.headers.get("Cache-Control") ?? "");
}

describe("caching at the edge", () => {
  it("lets CloudFront keep the anonymous /about page, revalidating it", async () => {
    const page = await get("/about");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    expect(await page.text()).not.toContain("Demo Driver");
  });

  it("never lets a signed-in member's /about be shared: it carries their header", async () => {
    const page = await get("/about", sessionCookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Demo Driver");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("applies the same rule to a client navigation's data request", async () => {
    expect(sharedAtTheEdge(await get("/about.data"))).toBe(true);
    const signedIn = await get("/about.data", sessionCookie);
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("never lets /booking be shared, signed in or not", async () => {
    const own = await get("/booking", sessionCookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    const anonymous = await get("/booking");
    expect(anonymous.status).toBe(302);
    expect(sharedAtTheEdge(anonymous)).toBe(false);
  });

  it("keeps the mark only on an anonymous 200 to a GET that sets no cookie", () => {
    const ok = { method: "GET", status: 200, requestCookie: "__sp_device=abc", setsCookie: false };
    expect(sharedCachingAllowed(ok)).toBe(true);
    expect(sharedCachingAllowed({ ...ok, method: "POST" })).toBe(false);
    expect(sharedCachingAllowed({ ...ok, status: 404 })).toBe(false);
    expect(sharedCachingAllowed({ ...ok, setsCookie: true })).toBe(false);
    for (const cookie of ["__Host-sp_session=x", "a=1; __sp_admin=y", "__Host-sp_admin=z"]) {
      expect(hasSessionCookie(cookie)).toBe(true);
      expect(sharedCachingAllowed({ ...ok, requestCookie: cookie })).toBe(false);
    }
    expect(hasSessionCookie("__Host-sp_device=abc; sp_session_other=1")).toBe(false);
  });

  it("keys CloudFront's cache on the deployed session cookies' real names", () => {
    expect(EDGE_CACHE_KEY_COOKIES).toEqual(Object.values(SESSION_COOKIES).map((base) => cookieName(base, true)));
  });
});
