import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { fromIndiaInputValue, toIndiaInputValue } from "../../app/utils/india-time";
import { slug } from "@core/parking/parking";
import { formatRupees, type PriceBreakdown } from "@core/pricing/pricing";

/**
 * The home page's search bar and the parking detail page (spec §2), with JavaScript on and off,
 * against the seeded demo car parks. Prices and free spaces are compared with what the JSON API
 * reports for the same window, so the page is checked against the one pricing service, not a copy.
 */
const ARRIVAL_PAST = "Arrival cannot be earlier than the current time.";
const AIRPORT = "pk-mumbai-01"; // cars only, 3 pictures, covered, 24x7
const BOTH_KINDS = "pk-mumbai-03"; // cars and two-wheelers
const NEARLY_FULL = "pk-mumbai-10"; // kept at capacity − 1 by the seed
const HOUR = 3600_000;

interface ApiParking {
  _id: string;
  name: string;
  code: string;
  city: string;
  image: string[];
  free: { four: number; two: number };
  price: { four?: PriceBreakdown; two?: PriceBreakdown };
}

/** "YYYY-MM-DDTHH:mm" for tomorrow (India date) at the given India time. */
function tomorrowAt(time: string): string {
  const todayNoon = fromIndiaInputValue(`${toIndiaInputValue(new Date()).slice(0, 10)}T12:00`)!;
  return `${toIndiaInputValue(new Date(todayNoon.getTime() + 24 * HOUR)).slice(0, 10)}T${time}`;
}

const WINDOW = { in: tomorrowAt("10:00"), out: tomorrowAt("15:00") };
const iso = (value: string) => fromIndiaInputValue(value)!.toISOString();

async function apiParking(request: APIRequestContext, id: string, window = WINDOW): Promise<ApiParking> {
  const response = await request.get(
    `/api/parking/get-parking/${id}?inT=${encodeURIComponent(iso(window.in))}&ouT=${encodeURIComponent(iso(window.out))}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiParking }).data;
}

function detailUrl(
  parking: Pick<ApiParking, "_id" | "name" | "city">,
  window: { in: string; out: string } | null = WINDOW,
  type?: string,
): string {
  const params = new URLSearchParams({ city: parking.city, id: parking._id });
  if (window) {
    params.set("in", window.in);
    params.set("out", window.out);
  }
  if (type) params.set("type", type);
  return `/detail/${slug(parking.name)}?${params}`;
}

function panelOf(page: Page): Locator {
  return page.getByRole("complementary", { name: "Reserve a space" });
}

/** The figure in the price breakdown row labelled exactly `label`. */
function row(panel: Locator, label: string): Locator {
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return panel
    .locator("dl > div")
    .filter({ has: panel.page().locator("dt", { hasText: exactly }) })
    .locator("dd");
}

async function expectBreakdown(panel: Locator, price: PriceBreakdown) {
  await expect(panel.getByText(`Duration: ${price.hours} h`, { exact: true })).toBeVisible();
  await expect(
    panel.getByText(`${price.blocks} × ${price.blockHours} h at ${formatRupees(price.pricePerBlock)}`, { exact: true }),
  ).toBeVisible();
  await expect(row(panel, "Price")).toHaveText(formatRupees(price.price));
  await expect(row(panel, "CGST (9%)")).toHaveText(formatRupees(price.cgst));
  await expect(row(panel, "SGST (9%)")).toHaveText(formatRupees(price.sgst));
  await expect(row(panel, "Total")).toHaveText(formatRupees(price.total));
}

async function expectNoSeriousViolations(page: Page, javaScriptEnabled: boolean) {
  // axe runs inside the page, so only where scripts may run; the js-off project renders the same markup.
  if (!javaScriptEnabled) return;
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("home search bar", () => {
  test("shows the search bar with arrival now and departure two hours later, and the marketing blocks", async ({
    page,
    javaScriptEnabled,
  }) => {
    const before = Date.now();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const form = page.getByRole("form", { name: "Search for parking" });
    await expect(form.getByLabel("Place", { exact: true })).toHaveAttribute("placeholder", "Where do you want to park?");
    // Spec §2: place, arrival, departure and search; the vehicle is chosen among the results (issue 29).
    await expect(form.locator("select")).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Search" })).toBeVisible();

    const arrival = fromIndiaInputValue(await form.getByLabel("Arrival").inputValue());
    const departure = fromIndiaInputValue(await form.getByLabel("Departure").inputValue());
    expect(arrival, "arrival is an India-time datetime-local value").toBeDefined();
    // Now, rounded up to the next quarter hour (the value has no seconds, hence the minute of slack).
    expect(arrival!.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(arrival!.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(departure!.getTime() - arrival!.getTime()).toBe(2 * HOUR);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "We Make Parking Simple - Anytime, Anywhere" })).toBeVisible();
    await expect(main.getByText("Say Goodbye to Parking Hassles")).toBeVisible();
    await expect(main.getByRole("heading", { name: "THE SMART WAY OF PARKING" })).toBeVisible();
    for (const benefit of ["Convenient", "Fast", "Cheaper"])
      await expect(main.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
    // The seed has 332 car parks in 74 cities, 183 of them at stations or airports.
    const numbers = main.getByRole("region", { name: "SMART PARKING in numbers" });
    await expect(numbers).toContainText("300+ car parks");
    await expect(numbers).toContainText("70+ cities");
    await expect(numbers).toContainText("180+ stations and airports");
    await expect(main.getByRole("link", { name: "Read more about us" })).toHaveAttribute("href", "/about");
    const app = main.getByRole("link", { name: /Download the app/ });
    await expect(app).toHaveAttribute("href", "/how-works#app");
    await expect(app).toContainText("Coming soon");
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await expectNoSeriousViolations(page, javaScriptEnabled);
  });

  test("an arrival in the past is refused with the spec's message", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Search for parking" });
    const yesterday = toIndiaInputValue(new Date(Date.now() - 24 * HOUR));
    await form.getByLabel("Place", { exact: true }).fill("Mumbai");
    await form.getByLabel("Arrival").fill(yesterday);
    await form.getByLabel("Departure").fill(toIndiaInputValue(new Date(Date.now() - 22 * HOUR)));
    await form.getByRole("button", { name: "Search" }).click();

    const bar = page.getByRole("form", { name: "Search for parking" });
    await expect(bar.getByText(ARRIVAL_PAST, { exact: true })).toBeVisible();
    await expect(bar.getByLabel("Arrival")).toHaveAttribute("aria-invalid", "true");
    await expect(bar.getByLabel("Arrival")).toHaveAccessibleDescription(ARRIVAL_PAST);
    if (javaScriptEnabled) await expect(page).toHaveURL(/\/$/);
    else await expect(page).toHaveURL(/\/search\?/);
  });

  test("departure before arrival is refused before the page is left", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "The browser-side check needs JavaScript; /search checks the same on the server.");
    await page.goto("/");
    const form = page.getByRole("form", { name: "Search for parking" });
    await form.getByLabel("Place", { exact: true }).fill("Mumbai");
    await form.getByLabel("Arrival").fill(WINDOW.out);
    await form.getByLabel("Departure").fill(WINDOW.in);
    await form.getByRole("button", { name: "Search" }).click();
    await expect(form.getByText("Departure cannot be earlier than the arrival time.", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Departure")).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test("place suggestions: typing, arrow keys, Enter picks and sets the coordinates, editing clears them", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Suggestions are a JavaScript enhancement; without it the server resolves the text.");
    await page.goto("/");
    const form = page.getByRole("form", { name: "Search for parking" });
    const place = form.getByRole("combobox", { name: "Place" });
    await expect(place).toHaveAttribute("aria-expanded", "false");
    await place.pressSequentially("Kurla", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Place suggestions" });
    await expect(list.getByRole("option").first()).toBeVisible();
    await expect(place).toHaveAttribute("aria-expanded", "true");

    await place.press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(place).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    const label = (await first.locator("span").first().textContent())!;
    await place.press("Enter");
    await expect(place).toHaveValue(label);
    await expect(list).toBeHidden();
    await expect(form.locator('input[name="lt"]')).toHaveValue(/^\d+(\.\d+)?$/);
    await expect(form.locator('input[name="ln"]')).toHaveValue(/^\d+(\.\d+)?$/);

    // Any edit drops the coordinates: they belonged to the picked place.
    await place.fill("Kurl");
    await expect(form.locator('input[name="lt"]')).toHaveCount(0);
    await expect(list.getByRole("option").first()).toBeVisible();
    await place.press("Escape");
    await expect(list).toBeHidden();
    await place.fill("");
    await expect(list.getByRole("option")).toHaveCount(0);
  });

  test("on a phone the bar is a disclosure labelled Search, open on home", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const place = page.getByRole("form", { name: "Search for parking" }).getByLabel("Place", { exact: true });
    await expect(place).toBeVisible();
    const toggle = page.locator("summary").filter({ hasText: "Search" });
    await toggle.click();
    await expect(place).toBeHidden();
    await toggle.click();
    await expect(place).toBeVisible();
  });
});

test.describe("parking detail", () => {
  test("shows the car park and the price for tomorrow 10:00–15:00 exactly as the API computes it", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const api = await apiParking(request, AIRPORT);
    const response = await page.goto(detailUrl(api));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${api.name} | SMART PARKING`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: api.name })).toBeVisible();
    await expect(main.locator("address")).toContainText("Sahar Elevated Access Road");
    await expect(main.locator("address")).toContainText("Mumbai 400099");
    for (const fact of ["Security", "Covered parking", "Open 24x7"]) await expect(main.getByText(fact, { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Features" })).toBeVisible();
    await expect(main.getByText("EV charging", { exact: true })).toBeVisible();

    const panel = panelOf(page);
    await expect(panel.getByLabel("Arrival")).toHaveValue(WINDOW.in);
    await expect(panel.getByLabel("Departure")).toHaveValue(WINDOW.out);
    // Cars only: no two-wheeler choice at all.
    await expect(panel.getByRole("radio", { name: "Four Wheeler" })).toBeChecked();
    await expect(panel.getByRole("radio", { name: "Two Wheeler" })).toHaveCount(0);
    expect(api.price.four).toBeDefined();
    await expectBreakdown(panel, api.price.four!);
    await expect(panel.getByText(/^Four-wheeler spaces free: \d+$/)).toBeVisible();

    // Book carries the id, the code and the window as UTC instants.
    const book = panel.getByRole("link", { name: "Book", exact: true });
    const href = new URL((await book.getAttribute("href"))!, "http://x");
    expect(href.pathname).toBe("/checkout");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      name: slug(api.name),
      id: AIRPORT,
      c: api.code,
      in: iso(WINDOW.in),
      out: iso(WINDOW.out),
      type: "four",
    });

    await expectNoSeriousViolations(page, javaScriptEnabled);
  });

  test("switching to Two Wheeler updates the breakdown", async ({ page, request, javaScriptEnabled }) => {
    const api = await apiParking(request, BOTH_KINDS);
    expect(api.price.two, "the chosen car park takes two-wheelers").toBeDefined();
    await page.goto(detailUrl(api));
    const panel = panelOf(page);
    await expectBreakdown(panel, api.price.four!);
    await expect(panel.getByRole("heading", { name: "Price for a Four Wheeler" })).toBeVisible();

    await panel.getByRole("radio", { name: "Two Wheeler" }).check();
    // With JavaScript the choice submits itself; without it, Update does.
    if (!javaScriptEnabled) await panel.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/[?&]type=two(&|$)/);
    await expect(panel.getByRole("heading", { name: "Price for a Two Wheeler" })).toBeVisible();
    await expectBreakdown(panel, api.price.two!);
    await expect(panel.getByRole("radio", { name: "Two Wheeler" })).toBeChecked();
    await expect(panel.getByText(/^Two-wheeler spaces free: \d+$/)).toBeVisible();
    const book = new URL((await panel.getByRole("link", { name: "Book", exact: true }).getAttribute("href"))!, "http://x");
    expect(book.searchParams.get("type")).toBe("two");
  });

  test("Update with a new window recomputes the price; a window in the past shows the message and no price", async ({ page, request }) => {
    const api = await apiParking(request, AIRPORT);
    await page.goto(detailUrl(api));
    const panel = panelOf(page);
    const longer = { in: WINDOW.in, out: tomorrowAt("20:00") };
    await panel.getByLabel("Departure").fill(longer.out);
    await panel.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(new RegExp(`out=${encodeURIComponent(longer.out)}`));
    await expectBreakdown(panel, (await apiParking(request, AIRPORT, longer)).price.four!);

    await panel.getByLabel("Arrival").fill(toIndiaInputValue(new Date(Date.now() - 24 * HOUR)));
    await panel.getByRole("button", { name: "Update" }).click();
    await expect(panel.getByText(ARRIVAL_PAST, { exact: true })).toBeVisible();
    await expect(panel.getByLabel("Arrival")).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByLabel("Arrival")).toHaveAccessibleDescription(ARRIVAL_PAST);
    await expect(row(panel, "Total")).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Book" })).toHaveCount(0);
  });

  test("without a window the page uses the default one: now to two hours later", async ({ page, request }) => {
    const api = await apiParking(request, AIRPORT);
    await page.goto(detailUrl(api, null));
    const panel = panelOf(page);
    const arrival = fromIndiaInputValue(await panel.getByLabel("Arrival").inputValue())!;
    const departure = fromIndiaInputValue(await panel.getByLabel("Departure").inputValue())!;
    expect(departure.getTime() - arrival.getTime()).toBe(2 * HOUR);
    expect(Math.abs(arrival.getTime() - Date.now())).toBeLessThan(16 * 60_000);
    await expect(row(panel, "Total")).toHaveText(/^₹[\d,]+$/);
  });

  test("the carousel's pictures have alt texts and the numbered links show each picture", async ({ page, request, javaScriptEnabled }) => {
    const api = await apiParking(request, AIRPORT);
    const total = api.image.length;
    expect(total).toBeGreaterThanOrEqual(3);
    await page.goto(detailUrl(api));
    const pictures = page.getByRole("region", { name: `Pictures of ${api.name}` });
    const images = pictures.getByRole("img");
    await expect(images).toHaveCount(total);
    for (let n = 1; n <= total; n++) {
      await expect(images.nth(n - 1)).toHaveAttribute("alt", `${api.name}, picture ${n} of ${total}`);
    }
    const image = (n: number) => pictures.getByRole("img", { name: `${api.name}, picture ${n} of ${total}` });
    await expect(image(1)).toBeInViewport({ ratio: 0.5 });

    await pictures.getByRole("link", { name: "Picture 2", exact: true }).click();
    await expect(image(2)).toBeInViewport({ ratio: 0.5 });
    await expect(image(1)).not.toBeInViewport();

    if (javaScriptEnabled) {
      await pictures.getByRole("button", { name: "Next picture" }).click();
      await expect(image(3)).toBeInViewport({ ratio: 0.5 });
      await expect(pictures.getByRole("link", { name: "Picture 3", exact: true })).toHaveAttribute("aria-current", "true");
      await pictures.getByRole("button", { name: "Previous picture" }).click();
      await expect(image(2)).toBeInViewport({ ratio: 0.5 });
    } else {
      await expect(pictures.getByRole("button", { name: "Next picture" })).toHaveCount(0);
      await expect(page).toHaveURL(/#photo-2$/);
    }
  });

  test("a nearly full car park shows its free spaces, in red with (full) at zero", async ({ page, request }) => {
    const api = await apiParking(request, NEARLY_FULL);
    await page.goto(detailUrl(api));
    const panel = panelOf(page);
    const line = panel.getByText(/^Four-wheeler spaces free: \d+( \(full\))?$/);
    await expect(line).toBeVisible();
    await expect(panel.getByText(/^Two-wheeler spaces free: \d+( \(full\))?$/)).toBeVisible();
    // Other suites may book the last space meanwhile, so either state is right if it is shown right.
    const free = Number((await line.textContent())!.match(/(\d+)/)![1]);
    if (free === 0) {
      await expect(line.locator(".text-red-700")).toHaveText("0 (full)");
      await expect(panel.getByText("Fully booked for this time")).toBeVisible();
      await expect(panel.getByRole("link", { name: "Book" })).toHaveCount(0);
    } else {
      expect(free).toBeLessThanOrEqual(2);
      await expect(panel.getByRole("link", { name: "Book", exact: true })).toBeVisible();
    }
  });

  test("an unknown or missing id is a 404", async ({ page }) => {
    for (const url of ["/detail/nowhere?city=Mumbai&id=pk-no-such-car-park", "/detail/nowhere?city=Mumbai"]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });
});
