import { expect, test, type Page } from "@playwright/test";
import { ADMIN_NAME, openFromHindiNav, signInAsAdmin } from "./support/admin";
import { expectNoEnglish } from "./support/hindi";
import { measure, type Check } from "./support/layout-measure";

/**
 * The admin's car parks and coupons in Hindi (issue 35), JavaScript on and off: from the admin
 * dashboard to the car parks, one car park, its passes, the coupons, one coupon and the offer mails,
 * each reached by a click (the header's links by their Hindi names). No English is left on the page,
 * header included, but names, codes and what people typed (marked `data-user-content`). Without
 * JavaScript at phone width, with the phone layout rules.
 *
 * The language comes from the `sp_lang` cookie, set on the context: the header's switch before
 * signing in is hindi-admin.spec.ts's journey. signInAsAdmin reuses a worker's session (one code per
 * 30-second step), so the admin signs in first and the cookie is set afterwards.
 */
const PHONE = { width: 390, height: 844 };
const CAR_PARK = "pk-mumbai-02";
const COUPON = "WELCOME50";
/** The map's credit (operator configuration, a legal attribution) with JavaScript on. */
const MAP_CREDIT = ["contributors"];
/** A car park id shown as an example in the coupon form's hint (ids are lower-case codes). */
const EXAMPLE_IDS = ["pk-mumbai-01"];

async function checkPage(page: Page, shot: string): Promise<void> {
  const data = await page.locator("[data-user-content]").allInnerTexts();
  await expectNoEnglish(page, { allow: [...MAP_CREDIT, ...EXAMPLE_IDS, ...data, ADMIN_NAME] });
  const size = page.viewportSize()!;
  const problems = await page.evaluate(measure);
  const checks: Check[] = size.width < 768 ? ["scroll", "overlap", "targets", "text"] : ["scroll", "overlap"];
  for (const check of checks) expect.soft(problems[check], `${check} on ${page.url()} at ${size.width} px`).toEqual([]);
  if (process.env.HINDI_SHOTS) await page.screenshot({ path: `/tmp/admin-parking-${shot}-${size.width}.png`, fullPage: true });
}

test("the admin reads the car parks, a car park's passes, the coupons and the offer mails in Hindi", async ({ page }, testInfo) => {
  test.slow();
  const jsOn = testInfo.project.name === "js-on";
  if (!jsOn) await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  // Hindi by the language cookie: the header's switch is tested in hindi-admin.spec.ts (before signing in).
  await page.context().addCookies([{ name: "sp_lang", value: "hi", domain: "localhost", path: "/" }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

  // Car parks (Mumbai's, the list's first city), then one car park.
  await openFromHindiNav(page, "पार्किंग स्थल");
  await expect(page).toHaveURL(/\/admin\/car-parks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mumbai की पार्किंग" })).toBeVisible();
  await expect(page.getByRole("button", { name: "दिखाएँ" })).toBeVisible();
  await checkPage(page, "list");

  await page.locator(`main a[href="/admin/car-parks/${CAR_PARK}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/car-parks/${CAR_PARK}$`));
  await expect(page.getByLabel("पिन कोड", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "बदलाव सेव करें" })).toBeVisible();
  if (jsOn) await expect(page.getByTestId("coordinate-picker")).toHaveAttribute("data-ready", "yes");
  await checkPage(page, "car-park");

  // Its passes: its own plans and its share of the demo network.
  await page.getByRole("main").getByRole("link", { name: "पास", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/car-parks/${CAR_PARK}/passes$`));
  await expect(page.getByRole("heading", { level: 1, name: "पास" })).toBeVisible();
  await expect(page.getByRole("list", { name: "पास प्लान" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "नया प्लान जोड़ें" })).toBeVisible();
  await expect(page.getByLabel("1 महीना, चारपहिया", { exact: true })).toBeVisible();
  await checkPage(page, "passes");

  // Coupons, then one coupon.
  await openFromHindiNav(page, "कूपन");
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await expect(page.getByRole("heading", { level: 1, name: "कूपन" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "इस्तेमाल" })).toBeVisible();
  await checkPage(page, "coupons");

  await page.locator(`main a[href="/admin/coupons/${COUPON}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/coupons/${COUPON}$`));
  await expect(page.getByRole("heading", { level: 1, name: COUPON })).toBeVisible();
  await expect(page.getByRole("button", { name: "इस्तेमाल फिर से गिनें" })).toBeVisible();
  await checkPage(page, "coupon");

  // The offer mails.
  await openFromHindiNav(page, "ऑफ़र");
  await expect(page).toHaveURL(/\/admin\/offers$/);
  await expect(page.getByRole("heading", { level: 1, name: "ऑफ़र मेल" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "नया ऑफ़र मेल" })).toBeVisible();
  await checkPage(page, "offers");
});
