import { expect, test, type Page } from "@playwright/test";
import { measurePage, SEARCH_JS_BUDGET_KIB, tomorrowWindow } from "../bench/bundle-size";

/**
 * /search is an island (decision 005): the browser hydrates its content with React alone, without
 * the Remix runtime. These check what a driver would notice if that went wrong: the search bar on
 * the results page suggests places and checks the window before leaving the page, the page raises
 * no script errors (a hydration mismatch would), and text typed into the place box can never run
 * as script, whichever way the page is rendered.
 */
const HOUR = 3600_000;

function tomorrow(hour: number): string {
  const ist = new Date(Date.now() + 5.5 * HOUR + 24 * HOUR);
  return `${ist.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

/** Script errors and failed hydration; tile images from the internet may fail offline and do not count. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test("on the results page the search bar suggests places, and a picked place searches there", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "Suggestions are a JavaScript enhancement; without it the server resolves the text.");
  const errors = collectErrors(page);
  await page.goto(`/search?${new URLSearchParams({ place: "Mumbai", in: tomorrow(10), out: tomorrow(13) })}`);
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();

  const form = page.getByRole("form", { name: "Search for parking" });
  const place = form.getByRole("combobox", { name: "Place" });
  await place.fill("");
  await place.pressSequentially("Kurla", { delay: 20 });
  const option = page.getByRole("listbox", { name: "Place suggestions" }).getByRole("option").first();
  await expect(option).toBeVisible();
  const label = (await option.locator("span").first().textContent())!;
  await place.press("ArrowDown");
  await place.press("Enter");
  await expect(place).toHaveValue(label);
  await form.getByRole("button", { name: "Search" }).click();

  await expect(page).toHaveURL(/[?&]lt=19\.\d+/);
  await expect(page.getByRole("heading", { name: new RegExp(`car parks? near ${label.split(",")[0]}`) })).toBeVisible();
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("on the results page a departure before the arrival is refused before the page is left", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the server answers the same message (see search.spec).");
  const errors = collectErrors(page);
  const url = `/search?${new URLSearchParams({ place: "Mumbai", in: tomorrow(10), out: tomorrow(13) })}`;
  await page.goto(url);
  const form = page.getByRole("form", { name: "Search for parking" });
  await form.getByLabel("Departure").fill(tomorrow(9));
  await form.getByRole("button", { name: "Search" }).click();
  await expect(form.getByText("Departure cannot be earlier than the arrival time.", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Departure")).toBeFocused();
  // Still the same page: nothing was submitted.
  await expect(page).toHaveURL(/out=\d{4}-\d\d-\d\dT13%3A00/);
  expect(errors).toEqual([]);
});

test("a place typed as markup stays text: no script runs and the page still works", async ({ page, javaScriptEnabled }) => {
  const errors = collectErrors(page);
  const hostile = `</script><script>window.__injected = 1</script><img src=x onerror="window.__injected = 2">`;
  const response = await page.goto(`/search?${new URLSearchParams({ place: hostile, in: tomorrow(10), out: tomorrow(13) })}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("We could not find that place. Please check the spelling or choose a suggestion.")).toBeVisible();
  const form = page.getByRole("form", { name: "Search for parking" });
  await expect(form.getByLabel("Place", { exact: true })).toHaveValue(hostile);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  if (javaScriptEnabled) {
    // The island read its props back intact and hydrated: the place box is now a combobox.
    await expect(form.getByRole("combobox", { name: "Place" })).toHaveValue(hostile);
    expect(errors).toEqual([]);
  }
});

test("/search loads at most the budgeted JavaScript before it is usable, and the map library only afterwards", async ({
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Measured once: the served page is the same either way.");
  // The same measurement as `npm run bench` (tests/bench/bundle-size.ts), on the e2e server.
  const page = await measurePage(baseURL!, `/search?${new URLSearchParams({ place: "Mumbai", ...tomorrowWindow() })}`);
  expect(page.bytes / 1024).toBeLessThanOrEqual(SEARCH_JS_BUDGET_KIB);
  // The library's own files (leaflet-src-*.js, leaflet-*.js), not the small loader that fetches them.
  const leaflet = (url: string) => /\/leaflet[^/]*\.js$/.test(url);
  expect(page.files.some(leaflet)).toBe(false);
  expect(page.lazy.some(leaflet)).toBe(true);
});
