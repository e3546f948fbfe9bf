import { expect, test, type Locator, type Page } from "@playwright/test";
import { buildDemoData } from "../../infra/local/seed/demo-parkings";
import { demoPassPlansOf } from "../../infra/local/seed/pass-plans";
import { POSTAL_ADDRESS_LINES } from "@core/brand";
import { expectNoEnglish, switchToHindi } from "./support/hindi";
import { signUpFresh } from "./support/accounts";

/**
 * The search journey in Hindi (issue 35), JavaScript on and off: from home, switch to Hindi, search
 * "Mumbai" with the home page's search bar, see the results as a list and (on a phone) as a map
 * through the List / Map switch, open a car park from its card and find its price and the Book
 * button in Hindi. Every control is found by its Hindi name; each page has no English left but the
 * car parks' names, addresses and descriptions (the operators' data), the place typed, and the map's
 * legal credit ("© OpenStreetMap contributors").
 */
// The footer's company name and postal address are a name and an address too.
const ALLOWED = ["contributors", ...POSTAL_ADDRESS_LINES];
// The passes' tables belong to the passes' own pages and the seed's nearly full car parks may have
// no space left: the journey opens a car park with neither, read from the demo data.
const { nearlyFullIds } = buildDemoData();
const plainCarPark = (id: string) => !demoPassPlansOf(id) && !nearlyFullIds.includes(id);

async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

async function idOf(link: Locator): Promise<string> {
  return new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("id")!;
}

/** The results' car park names and addresses: data, shown as stored. */
async function resultData(page: Page): Promise<string[]> {
  const cards = page.locator("[data-card]");
  return [...(await textsOf(cards.locator("h3"))), ...(await textsOf(cards.locator("h3 + p")))];
}

test("a visitor searches in Hindi from home, sees the results as a list and a map, and opens a car park", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await page.goto("/");
  await switchToHindi(page);
  await expectNoEnglish(page, { allow: POSTAL_ADDRESS_LINES });

  // The home page's search bar, in Hindi.
  const bar = page.getByRole("form", { name: "पार्किंग खोजें" });
  const place = bar.getByLabel("जगह", { exact: true });
  await expect(place).toHaveAttribute("placeholder", "आप कहाँ पार्क करना चाहते हैं?");
  await expect(bar.getByLabel("पहुँचने का समय")).toBeVisible();
  await expect(bar.getByLabel("निकलने का समय")).toBeVisible();
  if (javaScriptEnabled) {
    await place.pressSequentially("Mumbai", { delay: 20 });
    const suggestions = page.getByRole("listbox", { name: "जगह के सुझाव" });
    const options = suggestions.getByRole("option");
    await expect(options.first()).toBeVisible();
    // The kind of each place ("शहर", "स्टेशन"…) is in Hindi; the places' names are data.
    const labels = await textsOf(options.locator("span:first-child"));
    await expectNoEnglish(page, { allow: [...labels, ...POSTAL_ADDRESS_LINES] });
    await options
      .filter({ hasText: /^Mumbai, Maharashtra/ })
      .first()
      .click();
    await expect(place).toHaveValue(/^Mumbai, Maharashtra/);
  } else {
    // Without JavaScript the server resolves the typed text.
    await place.fill("Mumbai");
  }
  await bar.getByRole("button", { name: "खोजें" }).click();

  // The results, as a list.
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.getByRole("heading", { level: 2, name: /^Mumbai, Maharashtra के पास \d+ पार्किंग$/ })).toBeVisible();
  const cards = page.locator("[data-card]");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/\d+(\.\d)? (मीटर|किमी) दूर/);
  await expect(page.getByLabel("वाहन का प्रकार")).toBeVisible();
  await expect(page.getByRole("button", { name: "लागू करें" })).toBeVisible();
  const data = [...(await resultData(page)), "Mumbai", "Maharashtra"];
  await expectNoEnglish(page, { allow: [...data, ...ALLOWED] });

  // On a phone the List / Map switch shows one of the two.
  await page.setViewportSize({ width: 390, height: 844 });
  const views = page.getByRole("navigation", { name: "नतीजे ऐसे दिखाएँ" });
  await views.getByRole("link", { name: "नक्शा" }).click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(views.getByRole("link", { name: "नक्शा" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("complementary", { name: "नक्शा" })).toBeVisible();
  await expectNoEnglish(page, { allow: [...data, ...ALLOWED] });
  await page.screenshot({ path: `/tmp/parking-search-map-390-${testInfo.project.name}.png`, fullPage: true });
  await views.getByRole("link", { name: "सूची" }).click();
  await expect(page).not.toHaveURL(/[?&]view=map/);
  await expect(page.getByRole("heading", { level: 2, name: /के पास \d+ पार्किंग$/ })).toBeVisible();
  await expectNoEnglish(page, { allow: [...data, ...ALLOWED] });
  await page.screenshot({ path: `/tmp/parking-search-list-390-${testInfo.project.name}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: `/tmp/parking-search-1280-${testInfo.project.name}.png`, fullPage: true });

  // A car park opens from its card, in a new tab.
  const links = cards.locator("h3 a");
  let chosen: Locator | undefined;
  for (let i = 0; i < (await links.count()) && !chosen; i++) if (plainCarPark(await idOf(links.nth(i)))) chosen = links.nth(i);
  expect(chosen, "a car park on the first page without passes").toBeDefined();
  // On the name itself: the link's first box is its screen-reader-only number, which a click's
  // default point (that box's centre) would miss.
  const [detail] = await Promise.all([page.waitForEvent("popup"), chosen!.click({ position: { x: 24, y: 8 } })]);
  await detail.waitForLoadState();
  await expect(detail.locator("html")).toHaveAttribute("lang", "hi-IN");

  const name = (await detail.getByRole("heading", { level: 1 }).innerText()).trim();
  const panel = detail.getByRole("complementary", { name: "जगह बुक करें" });
  await expect(panel.getByRole("heading", { name: /^(चारपहिया|दोपहिया) के लिए कीमत$/ })).toBeVisible();
  await expect(panel.getByText("कुल", { exact: true })).toBeVisible();
  await expect(panel.getByText(/^₹[\d,]+$/).last()).toBeVisible();
  await expect(panel.getByText(/खाली जगहें: \d+/).first()).toBeVisible();
  await expect(panel.getByRole("link", { name: "बुक करें" })).toBeVisible();
  await expect(detail.getByRole("link", { name: /^रास्ता देखें/ })).toBeVisible();
  await expect(detail.getByRole("heading", { name: "रद्द करना और बदलाव" })).toBeVisible();

  const carParkData = [
    name,
    ...(await textsOf(detail.locator("header address"))),
    // The operator's description and the members' reviews are theirs, as written.
    ...(await textsOf(detail.locator("section[aria-labelledby='about-heading'] p"))),
    ...(await textsOf(detail.locator("#reviews article p.whitespace-pre-line"))),
    ...(await textsOf(detail.locator("#reviews article p > span.font-semibold"))),
    "FASTag",
  ];
  await expectNoEnglish(detail, { allow: [...carParkData, ...ALLOWED] });
  await detail.screenshot({ path: `/tmp/parking-detail-1280-${testInfo.project.name}.png`, fullPage: true });

  // On a phone the Book bar keeps the total and Book in view.
  await detail.setViewportSize({ width: 390, height: 844 });
  await expect(detail.getByRole("link", { name: "बुक करें" }).filter({ visible: true })).toHaveCount(2);
  await expectNoEnglish(detail, { allow: [...carParkData, ...ALLOWED] });
  await detail.screenshot({ path: `/tmp/parking-detail-390-${testInfo.project.name}.png`, fullPage: true });
});

test("a driver's favourite car parks in Hindi, hearted on a search card and shown on the car park's page", async ({ page }, testInfo) => {
  // A fresh member (the switch saves the profile's language: the demo driver stays in English for
  // the other specs), signed up and in in English (another journey's pages), then switched.
  await page.goto("/signin");
  await signUpFresh(page, testInfo, { emailTag: "hi-fav", namePrefix: "Priya", password: "Driver#2026" });
  await page.goto("/");
  await switchToHindi(page);

  const bar = page.getByRole("form", { name: "पार्किंग खोजें" });
  await bar.getByLabel("जगह", { exact: true }).fill("Mumbai");
  await bar.getByRole("button", { name: "खोजें" }).click();
  const card = page.locator("[data-card]").first();
  const heart = card.getByRole("button", { name: / को पसंदीदा में जोड़ें$/ });
  const carPark = (await heart.textContent())!.replace(/ को पसंदीदा में जोड़ें$/, "");
  await heart.click();
  await expect(
    page
      .locator("[data-card]")
      .first()
      .getByRole("button", { name: `${carPark} को पसंदीदा से हटाएँ` }),
  ).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "होम" }).click();
  await page.getByRole("link", { name: "पसंदीदा पार्किंग" }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole("heading", { level: 1, name: "आपकी पसंदीदा पार्किंग" })).toBeVisible();
  const row = page.getByRole("listitem", { name: carPark });
  await expect(row).toContainText(/(कार|दोपहिया) ₹[\d,]+ प्रति \d+ घंटे/);
  await expect(row.getByRole("button", { name: `${carPark} को पसंदीदा से हटाएँ` })).toBeVisible();
  // The page's own part (the account menu beside it is the account pages' journey).
  await expectNoEnglish(page, { within: "div.space-y-6:has(> h1)", allow: [carPark, ...(await textsOf(row.locator("p")))] });

  await row.getByRole("link", { name: carPark }).click();
  await expect(page.getByRole("heading", { level: 1, name: carPark })).toBeVisible();
  await expect(page.getByRole("button", { name: `${carPark} को पसंदीदा से हटाएँ` })).toBeVisible();
});
