import { createRequestHandler } from "@remix-run/node";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { services } from "@core/services";
import { EDGE_CACHE_KEY_COOKIES, hasSessionCookie, SESSION_COOKIES, sharedCachingAllowed } from "@core/security/edge-cache";
import { cookieName } from "../../app/utils/cookie-name";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { createHandlerTestServices } from "../support/api";
import { dynamoFaults, faultyTable } from "../support/faults/faulty-table";
import { remixBuild } from "../support/remix-build";

/**
 * Which pages CloudFront may keep (decision 030), through Remix's own request handler over the real
 * entry.server, root layout and routes: an anonymous /about may be shared, the same page asked with a
 * session cookie may not (it shows that member's header), and /booking never may. And what a page
 * says when DynamoDB throttles its loader past every retry (decision 031).
 */
// What the islands Vite plugin gives the server build (decision 005); none of these pages is an island.
vi.mock("virtual:islands", () => ({ default: {} }));

const entryServer = await import("../../app/entry.server");
const root = await import("../../app/root");
const about = await import("../../app/routes/about");
const appLayout = await import("../../app/routes/_app");
const booking = await import("../../app/routes/_app.booking");
const session = await import("../../app/utils/session.server");

let handle: (request: Request) => Promise<Response>;
let sessionCookie: string;

beforeAll(async () => {
  const svc = await createHandlerTestServices("edge-cache");
  await seedDemoAccounts(svc);
  const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
  const signedIn = await session.startSession({ userId: driver.id, kind: "user" }, "/");
  sessionCookie = signedIn.headers.get("Set-Cookie")!.split(";")[0]!;
  handle = createRequestHandler(
    remixBuild(entryServer, [
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

describe("a page whose data DynamoDB throttles past every retry", () => {
  it("answers 503 with the spec's 'Server is down. Please try again later.', not the generic error, and works again after", async () => {
    const served = services();
    const table = served.table;
    const faulty = await faultyTable(served.config);
    // The services every loader reads (one per process), given the faulty table for this test only.
    served.table = faulty.table;
    try {
      faulty.fail({ next: 1000, match: "Query", error: dynamoFaults.throughputExceeded() });
      const page = await get("/booking", sessionCookie);
      expect(page.status).toBe(503);
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await page.text();
      expect(html).toContain("Server is down. Please try again later.");
      expect(html).not.toContain("Oops.. Please reload the Page");
      expect(faulty.schedule.failures()).toBeGreaterThan(1);
      // A client navigation's data request is told the same.
      expect((await get("/booking.data", sessionCookie)).status).toBe(503);
    } finally {
      served.table = table;
      faulty.destroy();
    }
    expect((await get("/booking", sessionCookie)).status).toBe(200);
  });
});
