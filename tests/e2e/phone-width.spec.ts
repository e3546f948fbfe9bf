import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { bookerFor, PAGE_ROUTES, type PageRoute, type Role } from "./support/page-routes";
import { signIn } from "./support/sign-in";
import { measure, type Check } from "./support/layout-measure";

/**
 * Every page at phone width (issue 31, item 1): each page of support/page-routes.ts (the whole
 * route table, tests/unit/page-routes.test.ts), at 360 × 740 and 390 × 844, with JavaScript on and
 * off (the two projects), as the demo account the page is for. Measured in the browser:
 * - no horizontal scroll: the document is no wider than the viewport;
 * - no overlapping text: the text of no two links, buttons, labels, tabs or headings intersects;
 * - tap targets of at least 24 × 24 CSS px (WCAG 2.2, 2.5.8), with its exceptions: a link in a
 *   sentence, and a smaller target with 24 px of room around it; a check box counts with its label;
 * - body text of at least 16 px: the body's size and every paragraph or list item of running text.
 * A full-page screenshot at 390 px of each is attached to the test (not committed).
 *
 * One page load per page, width and project; each role signs in once per worker.
 */

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** Storage state (cookies) of each role, signed in once per worker. */
const sessions = new Map<string, ReturnType<BrowserContext["storageState"]>>();

function sessionOf(browser: Browser, baseURL: string, route: PageRoute, testInfo: TestInfo) {
  const account = route.asBooker ? bookerFor(testInfo.project.name, testInfo.parallelIndex) : undefined;
  const role = route.role;
  if (role === "signed-out") return undefined;
  const key = account ? `booker ${account.email}` : role;
  let session = sessions.get(key);
  if (!session) {
    session = (async () => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      if (role === "admin") await signInAsAdmin(page);
      else await signIn(page, ...credentials(role, account));
      const state = await context.storageState();
      await context.close();
      return state;
    })();
    sessions.set(key, session);
  }
  return session;
}

function credentials(role: Exclude<Role, "signed-out" | "admin">, account?: { email: string; password: string }): [string, string] {
  if (account) return [account.email, account.password];
  if (role === "driver") return ["driver@example.com", "Driver#2026"];
  if (role === "moderator") return ["moderator@example.com", "Moderator#2026"];
  return ["operator@example.com", "Operator#2026"];
}

/** The URL to load: given, the first matching link on a page, or where the route's steps lead. */
async function urlOf(page: Page, route: PageRoute, testInfo: TestInfo): Promise<string> {
  if (typeof route.url === "string") return route.url;
  if (typeof route.url === "function") return route.url(page, testInfo);
  const { linkOn, href } = route.url;
  await page.goto(linkOn);
  const hrefs = await page
    .locator("a[href], form[method=get][action]")
    .evaluateAll((targets) => targets.map((el) => el.getAttribute("href") ?? el.getAttribute("action") ?? ""));
  const found = hrefs.find((candidate) => href.test(candidate));
  expect(found, `a link like ${href} on ${linkOn}`).toBeTruthy();
  return found!;
}

/**
 * Screenshots on request (`PHONE_SCREENSHOTS=1`): 244 full-page captures added a minute to the run,
 * and Chromium under CI load once failed one ("Unable to capture screenshot") with every check green.
 */
const SCREENSHOTS = process.env.PHONE_SCREENSHOTS === "1";

const slug = (pattern: string) => pattern.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";

for (const route of PAGE_ROUTES) {
  test(`${route.pattern} as ${route.role} at 360 and 390 px`, async ({ browser, baseURL, javaScriptEnabled }, testInfo) => {
    test.skip(Boolean(route.unreachable), route.unreachable);
    const storageState = await sessionOf(browser, baseURL!, route, testInfo);
    const context = await browser.newContext({ baseURL, javaScriptEnabled, storageState, viewport: WIDTHS[0] });
    const page = await context.newPage();
    try {
      const url = await urlOf(page, route, testInfo);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        const response = await page.goto(url);
        expect(response?.status(), `${url} answers`).toBe(route.status ?? 200);
        expect(new URL(page.url()).pathname, "no redirect away from the page").toBe(new URL(url, baseURL).pathname);
        if (javaScriptEnabled) await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const problems = await page.evaluate(measure);
        for (const check of Object.keys(problems) as Check[]) {
          expect.soft(problems[check], `${check} at ${size.width} × ${size.height}`).toEqual([]);
        }
        if (SCREENSHOTS && size.width === 390) {
          const path = testInfo.outputPath(`${slug(route.pattern)}-390.png`);
          await page.screenshot({ path, fullPage: true });
          await testInfo.attach(`${route.pattern} at 390 px`, { path, contentType: "image/png" });
        }
      }
    } finally {
      await context.close();
    }
  });
}
