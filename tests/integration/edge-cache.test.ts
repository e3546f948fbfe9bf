import { createHash } from "node:crypto";
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
const about = await import("../../app/routes/public/about");
const appLayout = await import("../../app/routes/account/_app");
const booking = await import("../../app/routes/booking/_app.booking");
const session = await import("../../app/utils/session.server");
const home = await import("../../app/routes/public/_index");
const contact = await import("../../app/routes/public/contact");
const helpYou = await import("../../app/routes/public/help-you");
const howWorks = await import("../../app/routes/public/how-works");
const helpCategory = await import("../../app/help/category-page");
const helpArticle = await import("../../app/help/article-page");
const search = await import("../../app/routes/parking/search");
const { HELP_ARTICLES, HELP_CATEGORIES } = await import("../../app/help/articles");

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
      { id: "routes/_index", parentId: "root", index: true, module: home },
      { id: "routes/contact", parentId: "root", path: "contact", module: contact },
      { id: "routes/help-you", parentId: "root", path: "help-you", module: helpYou },
      { id: "routes/how-works", parentId: "root", path: "how-works", module: howWorks },
      { id: "help-category", parentId: "root", path: HELP_CATEGORIES[0]!.path.slice(1), module: helpCategory },
      { id: "help-article", parentId: "root", path: HELP_ARTICLES[0]!.path.slice(1), module: helpArticle },
      { id: "routes/search", parentId: "root", path: "search", module: search },
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

/**
 * Issue 28: a page kept at the edge is handed to many visitors for minutes, so a nonce in it would be
 * no secret. Its CSP instead names the sha256 of each inline script it contains, computed here
 * independently from the HTML the browser gets, and no script carries a nonce.
 */
describe("the CSP of pages kept at the edge", () => {
  const EDGE_PAGES = ["/", "/about", "/contact", "/help-you", "/how-works", HELP_CATEGORIES[0]!.path, HELP_ARTICLES[0]!.path];
  const scriptSrcOf = (response: Response) =>
    (response.headers.get("Content-Security-Policy") ?? "").split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const inlineScriptsOf = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
      .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));

  it.each(EDGE_PAGES)("%s lists a hash for every inline script and carries no nonce", async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(sharedAtTheEdge(page)).toBe(true);
    const scriptSrc = scriptSrcOf(page);
    expect(scriptSrc).not.toContain("nonce-");
    const html = await page.text();
    expect(html).not.toMatch(/<script\b[^>]*\snonce=/);
    const scripts = inlineScriptsOf(html);
    // Remix's context and module bootstrap, and scroll restoration, at least.
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const { text } of scripts) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  });

  it("a page made for one response (/search) keeps a fresh nonce, carried by its inline scripts", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await get("/search");
      expect(page.status).toBe(200);
      expect(sharedAtTheEdge(page)).toBe(false);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrcOf(page))?.[1];
      expect(nonce).toBeDefined();
      expect(scriptSrcOf(page)).not.toContain("sha256-");
      // Every executed inline script (a JSON data block never runs).
      const executed = inlineScriptsOf(await page.text()).filter(({ attributes }) => !attributes.includes('type="application/json"'));
      expect(executed.length).toBeGreaterThanOrEqual(2);
      for (const { attributes } of executed) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("a signed-in member's /about is not kept, so it has its own nonce", async () => {
    const page = await get("/about", sessionCookie);
    expect(sharedAtTheEdge(page)).toBe(false);
    expect(scriptSrcOf(page)).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
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
      // Not the generic screen (its text also travels in the frame's texts, so the heading is looked for).
      expect(html).toMatch(/<h1[^>]*>Server is down\. Please try again later\.<\/h1>/);
      expect(html).not.toMatch(/>Oops\.\. Please reload the Page</);
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
