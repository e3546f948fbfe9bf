import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoEnglish, switchToHindi } from "./support/hindi";

/**
 * The account pages in Hindi (issue 35), JavaScript on and off: a member who reads Hindi signs in,
 * and goes through the dashboard, the vehicles (a wrong registration number is refused in Hindi,
 * a right one is added, then deleted again), the profile and every settings tab, each reached by
 * clicking the menus and found by its Hindi name. No English is left on any of them but names,
 * plate numbers, the e-mail address and the browser's name.
 *
 * The switch comes before signing in, so only this browser's cookie says Hindi: the demo driver's
 * profile keeps its language, and the English specs that sign in as the same member at the same
 * time stay in English.
 */
const EMAIL = "driver@example.com";
const PASSWORD = "Driver#2026";
const NAME = "Demo Driver";
/** What the devices page names from the browser (Playwright's desktop Chrome) and the states on the profile. */
const DEVICE_NAMES = ["Chrome", "Windows", "Linux", "Firefox", "Safari", "Edge", "Android", "iOS", "macOS", "Opera", "Samsung Internet"];

/** A plate number of this run's own: the two projects (and a second run) add theirs to the same member. */
function plateOf(testInfo: TestInfo): string {
  const serial = String((Date.now() + testInfo.workerIndex * 7) % 10_000).padStart(4, "0");
  return `KA 05 ${testInfo.project.name === "js-off" ? "HF" : "HN"} ${serial}`;
}

/**
 * The page's own part (<main>: the account menu, the notices and the page): the frame around it is
 * the header's and footer's, checked by their own spec, whose company address stays in Latin letters.
 */
const noEnglish = (page: Page, allow: readonly string[]) => expectNoEnglish(page, { allow, within: "main" });

const accountMenu = (page: Page) => page.getByRole("navigation", { name: "खाता", exact: true });
const settingsTabs = (page: Page) => page.getByRole("navigation", { name: "सेटिंग", exact: true });

/** Every vehicle name and plate on the list: the member's own words, allowed in Latin letters. */
async function vehicleWords(page: Page): Promise<string[]> {
  const cards = page.getByRole("article");
  const names = await cards.getByRole("heading").allInnerTexts();
  return [...names, NAME];
}

/** With JavaScript on, a click before hydration takes the no-JS path: wait until React owns the page's forms. */
async function whenInteractive(page: Page, testInfo: TestInfo, selector: string): Promise<void> {
  if (testInfo.project.name === "js-off") return;
  await page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith("__react")), selector);
}

test("a member reads the account pages in Hindi: dashboard, vehicles, profile and settings", async ({ page }, testInfo) => {
  test.slow();
  await page.goto("/");
  await switchToHindi(page);

  // Sign in from the header (the sign-in page's own texts are another context's: its fields by type).
  await page.getByRole("banner").getByRole("link", { name: "लॉग इन" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/signin/);
  const form = page.locator("form").filter({ has: page.locator("input[type=password]") });
  await form.locator("input[type=email]").fill(EMAIL);
  await form.locator("input[type=password]").fill(PASSWORD);
  await form.locator("button[type=submit]").last().click();
  await expect(page).not.toHaveURL(/\/signin(\?|$)/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

  // The header's user menu → the profile.
  const header = page.getByRole("banner");
  await header.getByLabel("यूज़र मेन्यू").filter({ visible: true }).click();
  await header.getByRole("navigation", { name: "आपका खाता" }).getByRole("link", { name: "प्रोफ़ाइल" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "प्रोफ़ाइल" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "प्रोफ़ाइल फ़ोटो" })).toBeVisible();
  await expect(page.getByLabel("नाम", { exact: true })).toHaveValue(NAME);
  await expect(page.getByRole("button", { name: "बदलाव सेव करें" }).filter({ visible: true })).toBeVisible();
  // The state and city lists name India's states and cities as they are written in the address.
  const places = [
    ...(await page.getByLabel("राज्य", { exact: true }).locator("option").allInnerTexts()),
    ...(await page.getByLabel("शहर", { exact: true }).locator("option").allInnerTexts()),
  ];
  await noEnglish(page, [NAME, "JPEG", "PNG", "WebP", "GIF", ...places]);

  // The account menu → the dashboard.
  await accountMenu(page).getByRole("link", { name: "डैशबोर्ड" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "डैशबोर्ड" })).toBeVisible();
  await expect(page.getByText(`नमस्ते, ${NAME}!`)).toBeVisible();
  await noEnglish(page, [NAME]);

  // Vehicles: the list, then a wrong number refused in Hindi, then a right one.
  await accountMenu(page).getByRole("link", { name: "वाहन" }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByRole("heading", { level: 1, name: "वाहन" })).toBeVisible();
  await noEnglish(page, await vehicleWords(page));

  await page.getByRole("link", { name: "नया वाहन जोड़ें" }).click();
  await expect(page).toHaveURL(/\/vehicles\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "नया वाहन जोड़ें" })).toBeVisible();
  await noEnglish(page, [NAME]);
  await whenInteractive(page, testInfo, "form#vehicle");
  const vehicleName = `Hindi Scooter ${testInfo.project.name === "js-off" ? "Off" : "On"}`;
  await page.getByLabel("वाहन का नाम", { exact: true }).fill(vehicleName);
  await page.getByLabel("रजिस्ट्रेशन नंबर", { exact: true }).fill("12345");
  await page.getByRole("radio", { name: "दोपहिया" }).check();
  const makeDefault = page.getByLabel("इसे मेरा डिफ़ॉल्ट वाहन बनाएँ");
  if (await makeDefault.isEnabled()) await makeDefault.uncheck();
  await page.getByRole("button", { name: "वाहन जोड़ें" }).click();
  await expect(page.getByText("कृपया सही भारतीय रजिस्ट्रेशन नंबर डालें, जैसे MH 12 AB 1234।")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "कृपया लाल निशान वाले फ़ील्ड ठीक करें।" })).toBeVisible();
  await noEnglish(page, [NAME, vehicleName]);

  const plate = plateOf(testInfo);
  await page.getByLabel("रजिस्ट्रेशन नंबर", { exact: true }).fill(plate);
  await page.getByRole("button", { name: "वाहन जोड़ें" }).click();
  await expect(page).toHaveURL(/\/vehicles\?notice=added$/);
  await expect(page.getByRole("status").filter({ hasText: "वाहन जोड़ दिया गया।" })).toBeVisible();
  const card = page.getByRole("article", { name: vehicleName, exact: true });
  await expect(card.getByText(plate, { exact: true })).toBeVisible();
  await expect(card.getByText("दोपहिया", { exact: true })).toBeVisible();
  await noEnglish(page, await vehicleWords(page));

  // And deleted again (the demo member's vehicles as they were), asked in Hindi either way.
  await whenInteractive(page, testInfo, 'form[action$="/delete"]');
  if (testInfo.project.name === "js-off") {
    await card.getByRole("button", { name: `हटाएँ ${vehicleName}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "वाहन हटाएँ" })).toBeVisible();
    await expect(page.getByText("क्या आप सच में यह वाहन हटाना चाहते हैं?")).toBeVisible();
    await noEnglish(page, [NAME, vehicleName]);
    await page.getByRole("button", { name: "हटाएँ", exact: true }).click();
  } else {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("क्या आप सच में यह वाहन हटाना चाहते हैं?");
      void dialog.accept();
    });
    await card.getByRole("button", { name: `हटाएँ ${vehicleName}` }).click();
  }
  await expect(page).toHaveURL(/\/vehicles\?notice=deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "वाहन हटा दिया गया।" })).toBeVisible();
  await expect(page.getByRole("article", { name: vehicleName, exact: true })).toHaveCount(0);

  // Settings: devices and locations, then every tab.
  await accountMenu(page).getByRole("link", { name: "सेटिंग" }).click();
  await expect(page).toHaveURL(/\/devices-locations$/);
  await expect(page.getByRole("heading", { level: 1, name: "डिवाइस और लोकेशन" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "मुख्य डिवाइस" })).toBeVisible();
  await noEnglish(page, [NAME, ...DEVICE_NAMES]);

  const tabs: [string, RegExp, string][] = [
    ["मेल", /\/settings\/mail$/, "मेल"],
    ["ऑफ़र", /\/settings\/offers$/, "ऑफ़र"],
    ["आपका डेटा", /\/settings\/data$/, "आपका डेटा"],
    ["खाता हटाएँ", /\/settings\/delete$/, "खाता हटाएँ"],
  ];
  for (const [tab, url, heading] of tabs) {
    await settingsTabs(page).getByRole("link", { name: tab, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await noEnglish(page, [NAME]);
  }
  await expect(page.getByRole("button", { name: "मेरा खाता हटाएँ" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "इन्हें हटा दें" })).toBeVisible();

  // The mail switches are saved in Hindi too.
  await settingsTabs(page).getByRole("link", { name: "मेल", exact: true }).click();
  await expect(page.getByRole("switch", { name: "बुकिंग रिमाइंडर" })).toBeVisible();
  await whenInteractive(page, testInfo, "form#mail-preferences");
  await page.getByRole("button", { name: "सेव करें" }).click();
  await expect(page).toHaveURL(/\/settings\/mail\?saved=1$/);
  await expect(page.getByText("आपकी मेल की पसंद सेव हो गई है।")).toBeVisible();
});
