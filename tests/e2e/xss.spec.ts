import { createHash } from "node:crypto";
import { expect, test, type Page, type Response } from "@playwright/test";
import { slug } from "@core/parking/parking";

/**
 * No user text reaches an HTML sink, and every page carries a nonce-based Content-Security-Policy
 * that its own scripts satisfy (ARCHITECTURE §11; issue 9, item 1).
 *
 * The place a driver types with coordinates picked for it is the map's centre label. It used to be
 * handed to Leaflet's bindTooltip as a string, which Leaflet writes with innerHTML, so
 * `/search?lt=…&ln=…&place=<img src=x onerror=…>` ran script when the pointer passed over the
 * centre marker.
 */
const HOUR = 3600_000;
const HOSTILE = `<img src=x onerror="window.__xss=1;alert(document.domain)"><b id="xss-bold">bold</b>`;

function tomorrow(hour: number): string {
  const ist = new Date(Date.now() + 5.5 * HOUR + 24 * HOUR);
  return `${ist.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

/** Mumbai (demo car parks near it) with a hostile label, as a picked suggestion would send it. */
const HOSTILE_SEARCH = `/search?${new URLSearchParams({ place: HOSTILE, lt: "19.07", ln: "72.87", in: tomorrow(10), out: tomorrow(13) })}`;

/**
 * Dialogs, script errors, console errors (CSP refusals are console errors) and CSP violation events.
 * Tiles from the internet may fail offline: "Failed to load resource" does not count.
 */
function watch(page: Page): { dialogs: string[]; errors: string[] } {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return { dialogs, errors };
}

/** Violations the page reports to itself (an init script is not subject to the page's CSP). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

test("a place typed as markup stays text on the map: hovering every marker runs nothing and the tooltip shows the text", async ({
  page,
  javaScriptEnabled,
}) => {
  const { dialogs, errors } = watch(page);
  const response = await page.goto(HOSTILE_SEARCH);
  expect(response?.status()).toBe(200);
  // The results and the map are there (the heading names the label, as text).
  await expect(page.getByRole("heading", { name: /car parks? near/ })).toContainText(HOSTILE);
  const cards = await page.locator("[data-card]").count();
  expect(cards).toBeGreaterThan(0);

  if (javaScriptEnabled) {
    // Leaflet has replaced the picture: the centre ring and one marker per card.
    const markers = page.locator(".leaflet-marker-icon");
    await expect(markers).toHaveCount(cards);
    const centre = page.locator(".leaflet-overlay-pane path.leaflet-interactive");
    await expect(centre).toHaveCount(1);

    // The pointer passes over the centre: its tooltip opens and shows the label literally.
    await centre.dispatchEvent("mouseover");
    const tooltip = page.locator(".leaflet-tooltip");
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(HOSTILE);
    await expect(tooltip.locator("img, b")).toHaveCount(0);
    // And with a real pointer, over the centre and then every car park's marker.
    await centre.hover({ force: true });
    for (let i = 0; i < cards; i++) await markers.nth(i).hover({ force: true });
    await centre.dispatchEvent("mouseover");
    await expect(tooltip).toHaveText(HOSTILE);
  } else {
    // Without JavaScript the picture map names the place in its description, as text.
    await expect(page.locator("svg desc")).toContainText(HOSTILE);
  }

  // Nothing anywhere on the page became markup, and nothing ran.
  await expect(page.locator('img[src="x"], #xss-bold')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

/** The nonce of the header, checked against every executable <script> of the served HTML. */
async function expectNonceOnEveryScript(response: Response | null): Promise<void> {
  expect(response?.status()).toBe(200);
  const csp = response!.headers()["content-security-policy"];
  expect(csp).toBeDefined();
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toMatch(/object-src 'none'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/base-uri 'self'/);
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp!)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/type="application\/json"/.test(tag));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

/**
 * A page kept at the edge for everyone (home, issue 28) carries no nonce: its CSP lists the sha256 of
 * each inline script it serves, and no script carries a nonce.
 */
async function expectHashForEveryInlineScript(response: Response | null): Promise<void> {
  expect(response?.status()).toBe(200);
  const csp = response!.headers()["content-security-policy"]!;
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|'nonce-/);
  const html = await response!.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!));
  expect(inline.length).toBeGreaterThan(0);
  for (const [tag, attributes, text] of inline) {
    expect(attributes, tag).not.toContain("nonce=");
    expect(csp).toContain(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
}

test("every page carries a nonce- or hash-based CSP, and its scripts run under it: islands, the map, Remix-hydrated pages", async ({
  page,
  javaScriptEnabled,
}) => {
  const { dialogs, errors } = watch(page);
  if (javaScriptEnabled) await recordViolations(page);
  const mumbai = `/search?${new URLSearchParams({ place: "Mumbai", in: tomorrow(10), out: tomorrow(13) })}`;
  const nonces = new Set<string>();

  // Home, kept at the edge: hashes, not a nonce; the search bar island hydrated (its place box became a combobox).
  let response = await page.goto("/");
  await expectHashForEveryInlineScript(response);
  nonces.add(response!.headers()["content-security-policy"]!);
  if (javaScriptEnabled) await expect(page.getByRole("combobox", { name: "Place" }).first()).toBeVisible();

  // /search: the island hydrated and Leaflet (a lazy chunk, its CSS and its tiles) loaded.
  response = await page.goto(mumbai);
  await expectNonceOnEveryScript(response);
  nonces.add(response!.headers()["content-security-policy"]!);
  if (javaScriptEnabled) {
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
    await expect(page.locator(".leaflet-tile-pane img").first()).toBeAttached();
  }

  // Remix-hydrated pages: sign-in and a car park's detail boot the Remix runtime from nonce'd inline scripts.
  const detail = `/detail/${slug("Bandra Kurla Complex G Block Parking")}?${new URLSearchParams({ city: "Mumbai", id: "pk-mumbai-05", in: tomorrow(10), out: tomorrow(13) })}`;
  for (const path of ["/signin", detail]) {
    response = await page.goto(path);
    await expectNonceOnEveryScript(response);
    nonces.add(response!.headers()["content-security-policy"]!);
    if (javaScriptEnabled) await page.waitForFunction(() => "__remixRouter" in window);
  }
  // A fresh nonce per response (home's policy, with hashes, differs from all of them).
  expect(nonces.size).toBe(4);

  if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
  expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);
  expect(dialogs).toEqual([]);
});

test("an inline script without the nonce is refused", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "Only a browser running scripts enforces script-src.");
  await recordViolations(page);
  await page.goto("/signin");
  await page.waitForFunction(() => "__remixRouter" in window);
  // As injected markup would: an inline script and an event handler attribute, added to the live page.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__xss = 1";
    document.body.append(script);
    const img = document.createElement("img");
    img.setAttribute("src", "data:,x");
    img.setAttribute("onerror", "window.__xss = 2");
    document.body.append(img);
  });
  await expect.poll(() => violations(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
