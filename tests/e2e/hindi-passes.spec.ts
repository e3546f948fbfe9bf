import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { POSTAL_ADDRESS_LINES } from "@core/brand";
import { createMember } from "./support/accounts";
import { expectNoEnglish, switchToHindi } from "./support/hindi";
import { measure, type Check } from "./support/layout-measure";

/**
 * Buying a monthly pass in Hindi (issue 35), JavaScript on and off: a new member switches to Hindi
 * from the footer before signing in, searches Mumbai from the home page's search bar, opens Bandra
 * Kurla Complex G Block Parking (it sells a day plan, 08:00–18:00) from its card, reads its pass
 * table, opens the purchase page (पास खरीदें), adds a vehicle from it and comes back, is refused
 * without the declaration in Hindi, chooses the plan, the length and the vehicle, pays on the test
 * gateway and finds the pass under पास on My bookings. Every control by its Hindi name; no English on
 * any page but car park names, addresses, plate numbers and the operator's and members' words.
 * Without JavaScript at phone width, with the phone layout rules.
 *
 * HINDI_SHOTS=1 saves screenshots to /tmp/passes-<page>-<width>.png.
 */
const CAR_PARK = { id: "pk-mumbai-05", name: "Bandra Kurla Complex G Block Parking" };
const PLAN = "दिन, 08:00–18:00";
const PHONE = { width: 390, height: 844 };
const PASSWORD = "Driver#2026";
/** A vehicle name a Hindi reader types, so the pages carry no Latin word for it. */
const VEHICLE_NAME = "मेरी कार";
const shots = Boolean(process.env.HINDI_SHOTS);
// The footer's company name and postal address, and the map's legal credit, are names too.
const ALWAYS = ["contributors", ...POSTAL_ADDRESS_LINES];

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

/** No English but `allow`; the phone layout rules below md; a screenshot when asked. */
async function checkPage(page: Page, allow: readonly string[], shot: string): Promise<void> {
  await expectNoEnglish(page, { allow: [...ALWAYS, ...allow] });
  const size = page.viewportSize()!;
  const problems = await page.evaluate(measure);
  const checks: Check[] = size.width < 768 ? ["scroll", "overlap", "targets", "text"] : ["scroll", "overlap"];
  for (const check of checks) expect.soft(problems[check], `${check} on ${page.url()} at ${size.width} px`).toEqual([]);
  if (shots) await page.screenshot({ path: `/tmp/passes-${shot}-${size.width}.png`, fullPage: true });
}

/** With JavaScript, waits until React owns the page's form (a click before that takes the no-JS path). */
async function whenInteractive(page: Page, testInfo: TestInfo, selector: string): Promise<void> {
  if (jsOff(testInfo)) return;
  await page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith("__react")), selector);
}

test("a new member buys a monthly pass in Hindi: from home to the car park, the pass form, payment and the Passes tab", async ({
  page: home,
}, testInfo) => {
  test.setTimeout(90_000);
  if (jsOff(testInfo)) await home.setViewportSize(PHONE);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const account = { name: `Pass Member ${tag}`, email: `e2e-hindi-pass-${tag}@example.com`, password: PASSWORD };
  // Verified: an unverified member may not buy (core's rule), and is reminded on every page.
  await createMember(home.request, { ...account, verify: true });
  const plate = `MH 02 ${jsOff(testInfo) ? "HQ" : "HP"} ${String((Date.now() + testInfo.workerIndex * 7) % 10_000).padStart(4, "0")}`;

  // Home, Hindi from the footer, then sign-in from the header (the sign-in page's fields by type).
  await home.goto("/");
  await switchToHindi(home);
  const banner = home.getByRole("banner");
  const phoneMenu = banner.getByLabel("मेन्यू", { exact: true });
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  await banner.getByRole("link", { name: "लॉग इन" }).filter({ visible: true }).first().click();
  await expect(home).toHaveURL(/\/signin/);
  const signInForm = home
    .getByRole("main")
    .locator("form")
    .filter({ has: home.locator('input[type="password"]') });
  await signInForm.locator('input[type="email"]').fill(account.email);
  await signInForm.locator('input[type="password"]').fill(PASSWORD);
  await signInForm.locator('button[type="submit"]').first().click();
  await expect(home).not.toHaveURL(/\/signin(\?|$)/);
  await expect(home.locator("html")).toHaveAttribute("lang", "hi-IN");
  if (new URL(home.url()).pathname !== "/") await banner.getByRole("link", { name: "होम" }).filter({ visible: true }).first().click();
  await expect(home).toHaveURL(/\/$/);

  // The home page's search bar: Mumbai.
  const bar = home.getByRole("form", { name: "पार्किंग खोजें" });
  await bar.getByLabel("जगह", { exact: true }).fill("Mumbai");
  await bar.getByLabel("जगह", { exact: true }).press("Escape");
  await bar.getByRole("button", { name: "खोजें" }).click();
  await expect(home).toHaveURL(/\/search\?/);
  const cards = home.locator("[data-card]");
  const card = cards.filter({ hasText: CAR_PARK.name });
  await expect(card).toBeVisible();
  const results = [...(await textsOf(cards.locator("h3"))), ...(await textsOf(cards.locator("h3 + p"))), "Mumbai", "Maharashtra"];
  await checkPage(home, [...results, account.name], "search");

  // The car park opens from its card, in a new tab (on the name: the link's first box is its
  // screen-reader-only number).
  const [page] = await Promise.all([home.waitForEvent("popup"), card.locator("h3 a").click({ position: { x: 24, y: 8 } })]);
  if (jsOff(testInfo)) await page.setViewportSize(PHONE);
  await page.waitForLoadState();
  await expect(page.getByRole("heading", { level: 1, name: CAR_PARK.name })).toBeVisible();
  const passes = page.getByRole("region", { name: "मासिक पास" });
  await expect(passes.getByRole("heading", { name: PLAN })).toBeVisible();
  await expect(passes.getByRole("columnheader", { name: "अवधि" })).toBeVisible();
  await expect(passes.getByRole("columnheader", { name: "चारपहिया" })).toBeVisible();
  await expect(passes.getByRole("rowheader", { name: "1 महीना" })).toBeVisible();
  await expect(passes.getByRole("rowheader", { name: "12 महीने" })).toBeVisible();
  await expect(passes.getByText(/^GST से पहले ₹[\d,]+$/).first()).toBeVisible();
  const carParkData = [
    CAR_PARK.name,
    ...(await textsOf(page.locator("header address"))),
    // The operator's description and the members' reviews are theirs, as written.
    ...(await textsOf(page.locator("section[aria-labelledby='about-heading'] p"))),
    ...(await textsOf(page.locator("#reviews article p.whitespace-pre-line"))),
    ...(await textsOf(page.locator("#reviews article p > span.font-semibold"))),
    "FASTag",
    account.name,
  ];
  await checkPage(page, carParkData, "detail");
  await passes.getByRole("link", { name: "पास खरीदें" }).click();

  // The purchase page: the member has no vehicle yet, so the form offers to add one, and comes back.
  await expect(page).toHaveURL(new RegExp(`/pass/${CAR_PARK.id}$`));
  await expect(page).toHaveTitle(`पास खरीदें · ${CAR_PARK.name} | SMART PARKING`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: CAR_PARK.name })).toBeVisible();
  await expect(main.getByText("मासिक पास", { exact: true })).toBeVisible();
  await expect(main.getByRole("list", { name: "पास के नियम" }).getByRole("listitem")).toHaveCount(3);
  const address = (await main.locator("header > p").nth(1).innerText()).trim();
  const own = [CAR_PARK.name, address, account.name];
  await checkPage(page, own, "pass-no-vehicle");
  await main.getByRole("link", { name: "वाहन जोड़ें" }).click();
  await expect(page).toHaveURL(/\/vehicles\/new\?returnTo=/);
  await whenInteractive(page, testInfo, "form#vehicle");
  await page.getByLabel("वाहन का नाम", { exact: true }).fill(VEHICLE_NAME);
  await page.getByLabel("रजिस्ट्रेशन नंबर", { exact: true }).fill(plate);
  await page.getByRole("radio", { name: "चारपहिया" }).check();
  await page.getByRole("button", { name: "वाहन जोड़ें" }).click();
  await expect(page).toHaveURL(new RegExp(`/pass/${CAR_PARK.id}$`));

  // Without the declaration nothing is held, and the form says why in Hindi.
  await whenInteractive(page, testInfo, "form#buy-pass");
  await page.getByLabel("प्लान", { exact: true }).selectOption({ label: PLAN });
  await page.getByLabel("अवधि", { exact: true }).selectOption({ label: "1 महीना" });
  const vehicle = `${VEHICLE_NAME} (${plate}) · चारपहिया`;
  await page.getByLabel("वाहन", { exact: true }).selectOption({ label: vehicle });
  const proceed = page.getByRole("button", { name: "भुगतान के लिए आगे बढ़ें" });
  await proceed.click();
  await expect(page.getByText("कृपया पुष्टि करें कि वाहन में कोई ट्रेलर, रैक या बदला हुआ आकार नहीं है।")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pass/${CAR_PARK.id}$`));
  await expect(page.getByLabel("वाहन", { exact: true }).locator("option:checked")).toHaveText(vehicle);
  await checkPage(page, own, "pass-refused");
  await page.getByRole("checkbox", { name: "मेरे वाहन में कोई ट्रेलर, रैक या बदला हुआ आकार नहीं है।" }).check();
  await proceed.click();

  // The pay page (the booking context's), with the pass's price.
  await expect(page).toHaveURL(/\/checkout\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const facts = page.getByRole("region", { name: "आपकी बुकिंग" }).locator("dl").first();
  const code = (await facts.locator("dd").last().innerText()).trim();
  expect(code).toMatch(/^SP-[2-9A-HJ-NP-Z]{6}$/);
  // The booking's facts: the car park's full address among them.
  await checkPage(page, [...own, ...(await textsOf(facts.locator("dd")))], "pay");
  await whenInteractive(page, testInfo, "main h1");
  await page.getByRole("button", { name: /^₹[\d,]+ का भुगतान करें$/ }).click();

  // The test gateway, then the success page, and on to My bookings from its link.
  await expect(page).toHaveURL(/\/test-gateway\/checkout\?order_id=order_[A-Za-z0-9]+$/);
  await page.getByRole("button", { name: "टेस्ट भुगतान पूरा करें" }).click();
  if (jsOff(testInfo)) await page.getByRole("button", { name: "SMART PARKING पर वापस जाएँ" }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  await expect(page.getByRole("heading", { name: "भुगतान सफल" })).toBeVisible();
  await page.getByRole("link", { name: "अभी जाएँ" }).click();
  await expect(page).toHaveURL(/\/booking$/);

  // The Passes tab: the pass, with its plan, length, validity, QR and documents, in Hindi.
  await page.getByRole("navigation", { name: "बुकिंग की स्थिति" }).getByRole("link", { name: "पास", exact: true }).click();
  await expect(page).toHaveURL(/\/booking\?status=Passes$/);
  const pass = page.getByRole("article").filter({ hasText: code });
  await expect(pass.getByRole("heading", { name: CAR_PARK.name })).toBeVisible();
  await expect(pass).toContainText(`${PLAN} · 1 महीना`);
  await expect(pass.getByText(/^(चालू|आने वाला)$/)).toBeVisible();
  await expect(pass.getByRole("img", { name: `पास ${code} का QR कोड` })).toBeVisible();
  await expect(pass.getByRole("link", { name: "पास (PDF)" })).toBeVisible();
  await expect(pass.getByRole("link", { name: "टैक्स इनवॉइस (PDF)" })).toBeVisible();
  await checkPage(page, [...own, ...(await textsOf(pass.locator("p.text-sm.text-slate-600")))], "passes-tab");
});
