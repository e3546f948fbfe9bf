import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { OPERATOR_MESSAGES } from "@core/booking/operator";
import { bookNowThroughApi } from "./support/api-booking";
import { signIn } from "./support/sign-in";

/**
 * Issue 31, items 2–5, at a phone's 390 × 844, with JavaScript on and off, each page reached by
 * clicking as a driver or a booth worker would: the search's List / Map switch and its cards, the
 * detail page's Book bar, the account menu and the booking tabs, and the operator desk's outcome
 * and arrival cards. Every page is also checked for sideways scrolling at 390 and 360 px.
 */
const PHONE = { width: 390, height: 844 };

async function noSidewaysScroll(page: Page): Promise<void> {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: PHONE.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `scroll width at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize(PHONE);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "laid out").not.toBeNull();
  return b!;
}

async function searchMumbaiFromHome(page: Page): Promise<void> {
  await page.goto("/");
  const bar = page.getByRole("form", { name: "Search for parking" });
  const place = bar.getByLabel("Place", { exact: true });
  await place.fill("Mumbai");
  // The keyboard's Go, as on a phone: at 390 px the place suggestions, once shown, cover the Search button.
  await place.press("Enter");
  await expect(page.getByRole("heading", { name: /car parks near Mumbai/ })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test("search on a phone: the list, then the map at full height by the Map link, which keeps the search", async ({ page }) => {
  await searchMumbaiFromHome(page);
  const map = page.locator("aside[aria-label='Map']");
  const switcher = page.getByRole("navigation", { name: "Show results as" });
  await expect(switcher.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
  await expect(map).toBeHidden();

  // A card's free spaces: the number right after its label, not pushed to the far right.
  const first = page.locator("[data-card]").first();
  const label = first.getByText("Four-wheeler spaces free:", { exact: true });
  const count = label.locator("xpath=following-sibling::dd[1]");
  const [l, c] = [await box(label), await box(count)];
  expect(c.x - (l.x + l.width), "gap between the label and its number").toBeLessThan(16);
  expect(l.height, "the label on one line").toBeLessThan(32);
  await noSidewaysScroll(page);

  await switcher.getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(page).toHaveURL(/[?&]place=Mumbai(&|$)/);
  await expect(switcher.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");
  await expect(map).toBeVisible();
  await expect(page.locator("[data-card]").first()).toBeHidden();
  expect((await box(map)).height, "the map's height").toBeGreaterThan(PHONE.height * 0.6);
  await noSidewaysScroll(page);

  // A filter applied on the map stays on the map.
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);

  await switcher.getByRole("link", { name: "List" }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.locator("[data-card]").first()).toBeVisible();
});

test("on the map a marker leads to its car park: a link without JavaScript, a tap's name and price with it", async ({
  page,
  javaScriptEnabled,
}) => {
  await searchMumbaiFromHome(page);
  const firstName = (await page.locator("[data-card] h3 a").first().innerText())
    .replace(/^1\.\s*/, "")
    .replace(/\s*\(opens in a new tab\)$/, "");
  await page.getByRole("navigation", { name: "Show results as" }).getByRole("link", { name: "Map" }).click();
  const map = page.locator("aside[aria-label='Map']");
  const detailOpens = page.context().waitForEvent("page");
  if (javaScriptEnabled) {
    await map.locator(`.leaflet-marker-icon[title="1. ${firstName}"]`).click();
    const popup = map.locator(".leaflet-popup");
    await expect(popup).toContainText("₹");
    await popup.getByRole("link", { name: `1. ${firstName}` }).click();
  } else {
    const marker = map.getByRole("link", { name: `1. ${firstName} (opens in a new tab)` });
    const size = await box(marker);
    expect(Math.min(size.width, size.height), "the marker's tap target (WCAG 2.5.8)").toBeGreaterThanOrEqual(24);
    await marker.click();
  }
  const detail = await detailOpens;
  await expect(detail).toHaveURL(/\/detail\//);
  await expect(detail.getByRole("heading", { level: 1 })).toHaveText(firstName);
  await detail.close();
});

test("a car park's page on a phone keeps the total and Book in a bar at the bottom of the screen", async ({ page }) => {
  await searchMumbaiFromHome(page);
  const link = page.locator("[data-card]").first().getByRole("link").first();
  // The card opens the detail in a new tab; follow it in this one.
  await page.goto((await link.getAttribute("href"))!);
  const panel = page.getByRole("complementary", { name: "Reserve a space" });
  const total = (await panel
    .locator("dt", { hasText: /^Total$/ })
    .locator("xpath=following-sibling::dd[1]")
    .textContent())!.trim();
  expect(total).toMatch(/^₹[\d,]+(\.\d\d)?$/);

  // At the top of the page the panel is far below; the bar shows the server's total and Book.
  const book = page.getByRole("link", { name: "Book", exact: true });
  await expect(panel.getByRole("link", { name: "Book", exact: true })).not.toBeInViewport();
  const barBook = book.and(page.locator(":not(aside *)"));
  await expect(barBook).toBeInViewport();
  const bar = page.locator("div.sticky", { has: barBook });
  await expect(bar).toContainText(total);
  expect(Math.round((await box(bar)).y + (await box(bar)).height)).toBeLessThanOrEqual(PHONE.height);
  await noSidewaysScroll(page);

  // It goes where the panel's Book goes: checkout for this window.
  const href = await panel.getByRole("link", { name: "Book", exact: true }).getAttribute("href");
  await expect(barBook).toHaveAttribute("href", href!);
  await barBook.click();
  // Signed out: checkout asks for a sign-in first and comes back to it.
  await expect(page).toHaveURL(/(\/|%2F)checkout(\?|%3F)/);
});

test("the account menu is one sideways row and the booking tabs all fit, the current one marked", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
  await page.getByRole("banner").getByRole("link", { name: "USER LOGIN", exact: true }).click();
  await signIn(page, "driver@example.com", "Driver#2026");
  await page.goto("/dashboard");

  const menu = page.getByRole("navigation", { name: "Account" });
  await menu.getByRole("link", { name: "Booking", exact: true }).click();
  await expect(page).toHaveURL(/\/booking$/);
  // One row: every pill at the same height, the row scrolling sideways inside itself, not the page.
  const pills = menu.getByRole("listitem");
  await expect(pills).toHaveCount(9);
  const tops = new Set(await pills.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top))));
  expect(tops.size, "rows of the account menu").toBe(1);
  expect((await box(menu)).height).toBeLessThan(80);

  // The last pill's page: the row starts scrolled to the current pill, with JavaScript or without
  // (CSS scroll-initial-target), so the driver sees where they are.
  const lastLabel = await pills.last().innerText();
  await pills.last().getByRole("link").click();
  await expect(menu.locator("[aria-current='page']")).toHaveText(lastLabel);
  await expect(menu.locator("[aria-current='page']")).toBeInViewport({ ratio: 1 });
  // The settings' other tabs are Setting's pages too: the pill stays current there.
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Mail" }).click();
  await expect(page).toHaveURL(/\/settings\/mail$/);
  await expect(menu.locator("[aria-current='page']")).toHaveText(lastLabel);
  await expect(menu.locator("[aria-current='page']")).toBeInViewport({ ratio: 1 });
  await menu.getByRole("link", { name: "Booking", exact: true }).click();
  await expect(page).toHaveURL(/\/booking$/);

  const tabs = page.getByRole("navigation", { name: "Booking status" });
  await tabs.getByRole("link", { name: "Passes", exact: true }).click();
  await expect(page).toHaveURL(/status=Passes/);
  await expect(tabs.getByRole("link", { name: "Passes", exact: true })).toHaveAttribute("aria-current", "page");
  for (const name of ["Confirmed", "Parked", "Completed", "Cancelled", "Passes"]) {
    const tab = tabs.getByRole("link", { name, exact: true });
    await expect(tab).toBeInViewport({ ratio: 1 });
    // The label fits its box: no overlap with the next tab.
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect((await box(tab)).height).toBeGreaterThanOrEqual(24);
  }
  await noSidewaysScroll(page);
});

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

test("the operator desk on a phone: arrivals as cards, and a check-in's outcome across the screen, green then red", async ({
  page,
  request,
}, testInfo) => {
  // A member no other spec books as, one per project.
  const email = jsOff(testInfo) ? "rohan.iyer@example.com" : "vikram.singh@example.com";
  const booking = await bookNowThroughApi(request, { email, password: "Driver#2026" }, "pk-mumbai-01", "Phone desk car");

  await page.goto("/signin");
  await signIn(page, "operator@example.com", "Operator#2026");
  await page.goto("/operator");
  await page.getByRole("link", { name: "Mumbai Airport Terminal 2 Multi-Level Car Park" }).click();
  await expect(page).toHaveURL(/\/operator\/pk-mumbai-01$/);

  // A card per arrival: the code large and on one line (under its label), nothing cut off at the right.
  const card = page.getByTestId("arrivals").locator("tr", { hasText: booking.code });
  const code = card.locator("td[data-label='Code']");
  expect((await box(code)).height, "the label's line and the code's").toBeLessThan(60);
  expect(await code.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(18);
  const status = card.locator("td[data-label='Status']");
  expect((await box(status)).x + (await box(status)).width).toBeLessThanOrEqual(PHONE.width);
  await noSidewaysScroll(page);

  if (!jsOff(testInfo)) {
    await page.waitForFunction(() => Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__react")));
  }
  const field = page.getByLabel("Booking code or QR text");
  await field.fill(booking.code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  const outcome = page.getByRole("status").filter({ hasText: `${booking.code} checked in` });
  await expect(outcome).toBeVisible();
  const panel = await box(outcome);
  const gate = await box(page.getByRole("region", { name: "Check in or check out" }));
  expect(panel.width, "the outcome across the desk's card").toBeGreaterThan(gate.width - 48);
  expect(await outcome.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(4, 120, 87)");
  await expect(outcome.getByText(booking.code, { exact: true })).toBeVisible();

  // A code with no booking: refused, in red, with core's message.
  await field.fill("SP-ZZZZZZ");
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  const refusal = page.getByText(OPERATOR_MESSAGES.unknownCode, { exact: true });
  await expect(refusal).toBeVisible();
  await expect(outcome).toHaveCount(0);
  const red = refusal.locator("xpath=ancestor::div[1]");
  expect(await red.evaluate((el) => getComputedStyle(el).borderColor)).toBe("rgb(220, 38, 38)");
});
