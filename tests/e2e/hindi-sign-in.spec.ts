import { expect, test, type Page } from "@playwright/test";
import { POSTAL_ADDRESS_LINES } from "@core/brand";
import { expectNoEnglish as expectNoEnglishIn, switchToHindi } from "./support/hindi";

/**
 * Issue 35's sign-in journey in Hindi, JavaScript on and off: from home, the footer's switch, the
 * header's लॉग इन, a wrong password (its message in Hindi), the forgot-password page and back, the
 * right password, signed in. Then a sign-up from a Hindi page. Every control is found by its Hindi
 * name, and no English is left on a page but names and typed text.
 */
const DRIVER = { email: "driver@example.com", password: "Driver#2026", name: "Demo Driver" };

/** The footer's postal address (a company's name and address stay as written), and what a test allows. */
const expectNoEnglish = (page: Page, options: { allow?: readonly string[]; within?: string } = {}) =>
  expectNoEnglishIn(page, { ...options, allow: [...POSTAL_ADDRESS_LINES, ...(options.allow ?? [])] });

/** A link of the header: inline on a desktop, inside the menu on a phone. */
async function headerLink(page: Page, name: string) {
  const header = page.getByRole("banner");
  const menu = header.getByLabel("मेन्यू");
  if (await menu.isVisible()) await menu.click();
  return header.getByRole("link", { name, exact: true }).filter({ visible: true });
}

async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("ई-मेल पता", { exact: true }).fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(password);
  await page.getByRole("button", { name: "साइन इन करें", exact: true }).click();
}

test("a driver signs in in Hindi: a wrong password, the forgot-password page, then the right password", async ({ page }) => {
  await page.goto("/");
  await switchToHindi(page);

  await (await headerLink(page, "लॉग इन")).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page).toHaveTitle("साइन इन | SMART PARKING");
  await expect(page.getByRole("heading", { level: 1, name: "अपने खाते में साइन इन करें" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "साइन इन या साइन अप" })).toBeVisible();
  await expectNoEnglish(page);

  // A wrong password: the spec's message, in Hindi.
  await submitSignIn(page, DRIVER.email, "Wrong#2026");
  await expect(page.getByRole("alert").filter({ hasText: "ई-मेल या पासवर्ड गलत है।" })).toBeVisible();
  await expect(page.getByLabel("ई-मेल पता", { exact: true })).toHaveValue(DRIVER.email);
  await expectNoEnglish(page, { allow: [DRIVER.email] });

  // The forgot-password page, reached by its link, and its answer.
  await page.getByRole("link", { name: "पासवर्ड भूल गए?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle("पासवर्ड भूल गए | SMART PARKING");
  await expect(page.getByRole("heading", { level: 1, name: "अपना पासवर्ड भूल गए?" })).toBeVisible();
  await expectNoEnglish(page);
  // Nothing typed: the form's rule answers in Hindi (no browser check on Hindi pages, decision 059).
  await page.getByRole("button", { name: "पासवर्ड रीसेट करें" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ई-मेल पता ज़रूरी है।" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByLabel("ई-मेल पता", { exact: true }).fill("nobody-hindi@example.com");
  await page.getByRole("button", { name: "पासवर्ड रीसेट करें" }).click();
  await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
  await expect(page.getByRole("status").filter({ hasText: "अगर इस ई-मेल पते से कोई खाता है" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("link", { name: "साइन इन पर वापस जाएँ" }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // The right password: signed in, on home, still in Hindi.
  await submitSignIn(page, DRIVER.email, DRIVER.password);
  await expect(page).toHaveURL(/:\d+\/$/);
  const header = page.getByRole("banner");
  await header.getByLabel("यूज़र मेन्यू").click();
  await expect(header.getByRole("button", { name: "लॉग आउट" })).toBeVisible();
  // The header as a member sees it (home's search bar is the search context's, translated there).
  await expectNoEnglish(page, { allow: [DRIVER.name], within: "header" });
});

test("a visitor signs up from a Hindi page and is asked to sign in, in Hindi", async ({ page }, testInfo) => {
  const email = `e2e-hindi-signup-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  await page.goto("/");
  await switchToHindi(page);
  await (await headerLink(page, "लॉग इन")).click();
  await page.getByRole("navigation", { name: "साइन इन या साइन अप" }).getByRole("link", { name: "साइन अप" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page).toHaveTitle("साइन अप | SMART PARKING");
  await expect(page.getByRole("heading", { level: 1, name: "अपना खाता बनाएँ" })).toBeVisible();
  await expectNoEnglish(page);

  // Ticked first: with JavaScript the fields stay closed until it is (spec §5).
  await page.getByLabel("मैं रजिस्ट्रेशन के नियमों और शर्तों से सहमत हूँ").check();
  await page.getByLabel("यूज़रनेम", { exact: true }).fill("Meera Iyer");
  await page.getByLabel("ई-मेल पता", { exact: true }).fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("Parking#2026");
  await page.getByLabel("पासवर्ड दोबारा डालें", { exact: true }).fill("Parking#2027");
  await page.getByRole("button", { name: "साइन अप करें" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "दोनों पासवर्ड एक जैसे नहीं हैं।" })).toBeVisible();
  await expectNoEnglish(page);

  await page.getByLabel("पासवर्ड", { exact: true }).fill("Parking#2026");
  await page.getByLabel("पासवर्ड दोबारा डालें", { exact: true }).fill("Parking#2026");
  if (!(await page.getByLabel("मैं रजिस्ट्रेशन के नियमों और शर्तों से सहमत हूँ").isChecked())) {
    await page.getByLabel("मैं रजिस्ट्रेशन के नियमों और शर्तों से सहमत हूँ").check();
  }
  await page.getByRole("button", { name: "साइन अप करें" }).click();
  await expect(page).toHaveURL(/\/signin\?notice=signed-up$/);
  await expect(page.getByRole("status").filter({ hasText: "आपका खाता बन गया है। कृपया साइन इन करें।" })).toBeVisible();
  await expectNoEnglish(page);
});
