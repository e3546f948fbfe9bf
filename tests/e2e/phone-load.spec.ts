import { expect, test } from "@playwright/test";
import { tomorrowWindow } from "../bench/bundle-size";
import { signIn } from "./support/sign-in";

/**
 * Issue 31 (decisions 046, 047): what a phone loads, and what search engines are told. On a phone
 * the results show as a list or a map, so the map library waits until the driver chooses the map; the
 * member's own pages say noindex, the public ones do not.
 */
const PHONE = { width: 390, height: 844 };

test("on a phone, /search fetches the map library only when the driver chooses the map", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the map is the server's picture and no library is fetched.");
  await page.setViewportSize(PHONE);
  const leaflet: string[] = [];
  page.on("request", (request) => {
    if (/\/leaflet[^/]*\.js$/.test(new URL(request.url()).pathname)) leaflet.push(request.url());
  });
  await page.goto(`/search?${new URLSearchParams({ place: "Mumbai", ...tomorrowWindow() })}`);
  await page.waitForLoadState("networkidle");
  expect(leaflet).toEqual([]);

  await page.getByRole("navigation", { name: "Show results as" }).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  expect(leaflet.length).toBeGreaterThan(0);
});

test("a member's own pages ask search engines not to index them; public pages do not", async ({ page }) => {
  await page.goto("/signin");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Sign in to SMART PARKING/);

  await signIn(page, "driver@example.com", "Driver#2026");
  for (const path of ["/booking", "/community/Parking%20Tips"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  await page.goto(`/search?${new URLSearchParams({ place: "Mumbai", ...tomorrowWindow() })}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
