import { randomBytes } from "node:crypto";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { COUPON_MESSAGES } from "@core/coupon/coupon";
import { COUPON_FORM_MESSAGES } from "@core/coupon/coupon-admin-schema";
import { slug } from "@core/parking/parking";
import { formatRupees } from "@core/pricing/pricing";
import { toIndiaInputValue } from "@core/time/india-time";
import { signInAsAdmin } from "./support/admin";
import { createMember } from "./support/accounts";
import { signIn } from "./support/sign-in";

/**
 * Issue 13: the admin creates a coupon, a driver uses it at checkout and pays on the test gateway,
 * and the admin's list then counts one use. JavaScript on and off (each project its own coupon,
 * driver and hours).
 */
const HOUR = 3600_000;
const PASSWORD = "Driver#2026";
const BHABHA = { id: "pk-mumbai-09", name: "Bhabha Hospital Kurla Parking" }; // ₹60 per 3 h (cars); no other spec books it
const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

/** Four days ahead, three hours; the two projects take different hours. */
function stayFor(testInfo: TestInfo) {
  const day = toIndiaInputValue(new Date(Date.now() + 4 * 24 * HOUR)).slice(0, 10);
  const [from, to] = jsOff(testInfo) ? ["15:00", "18:00"] : ["09:00", "12:00"];
  return { in: new Date(`${day}T${from}:00+05:30`).toISOString(), out: new Date(`${day}T${to}:00+05:30`).toISOString() };
}

async function newDriver(page: Page, testInfo: TestInfo): Promise<string> {
  const email = `e2e-coupon-${testInfo.project.name}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
  await createMember(page.request, { name: "Coupon Driver", email, password: PASSWORD, verify: true });
  await signIn(page, email, PASSWORD);
  // A car, through the JSON API (the vehicle pages have their own spec).
  const signin = await page.request.post("/api/users/signin", { multipart: { email, password: PASSWORD } });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const created = await page.request.post("/api/vehicle/create-new-vehicle", {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { vehicle: { vehicle_name: "Coupon car", vehicle_number: "MH 03 CP 2026", vehicle_type: "Four Wheeler", isDefault: false } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}

function couponRow(page: Page, code: string) {
  return page.locator(`tr[data-code="${code}"]`);
}

test("the admin creates a coupon, a driver pays with it, and the list counts the use", async ({ page, browser }, testInfo) => {
  test.slow();
  const code = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto("/admin/coupons");
  await page.getByRole("link", { name: "Add a coupon" }).click();
  await expect(page.getByRole("heading", { name: "Add a coupon" })).toBeVisible();

  const fill = async (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill("Code", code);
  await fill("Description", "₹25 off at the hospital");
  await page.getByLabel("Amount", { exact: true }).selectOption("flat");
  await fill("Rupees or percent off", "25");
  await fill("Valid from (India time)", toIndiaInputValue(new Date(Date.now() - HOUR)));
  await fill("Valid until (India time)", toIndiaInputValue(new Date(Date.now() + 30 * 24 * HOUR)));
  await page.getByLabel("Where it applies", { exact: true }).selectOption("parkings");
  await fill("Uses per member", "0");
  await fill("Uses in all (optional)", "5");
  await page.getByRole("button", { name: "Add coupon" }).click();
  // Bad fields are named under them, and nothing is saved.
  await expect(page.getByText(COUPON_FORM_MESSAGES.perMemberLimit)).toBeVisible();
  await expect(page.getByLabel("Uses per member", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(COUPON_FORM_MESSAGES.parkingIds)).toBeVisible();

  await fill("Uses per member", "1");
  await fill("Car park ids (for some car parks)", BHABHA.id);
  await page.getByRole("button", { name: "Add coupon" }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\?saved=/);
  await expect(page.getByRole("status")).toContainText(`Saved: ${code}.`);
  await expect(couponRow(page, code).locator('[data-label="uses"]')).toHaveText("0");
  await expect(couponRow(page, code).locator('[data-label="status"]')).toHaveText("Active");

  // A driver (their own browser) books with it and pays on the test gateway.
  const context = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo) });
  const driver = await context.newPage();
  await newDriver(driver, testInfo);
  const stay = stayFor(testInfo);
  await driver.goto(
    `/checkout?${new URLSearchParams({ name: slug(BHABHA.name), id: BHABHA.id, c: "X", in: stay.in, out: stay.out, type: "four" })}`,
  );
  await expect(driver.getByRole("radio", { name: /Coupon car/ })).toBeChecked();
  if (!jsOff(testInfo)) {
    await driver.waitForFunction(() => Object.keys(document.querySelector("#confirm-form") ?? {}).some((k) => k.startsWith("__react")));
  }
  await driver.getByLabel("Coupon code", { exact: true }).fill(code.toLowerCase());
  await driver.getByRole("button", { name: "Apply", exact: true }).click();
  const summary = driver.getByRole("complementary", { name: "Price summary" });
  await expect(summary.getByText(COUPON_MESSAGES.applied)).toBeVisible();
  await expect(
    summary
      .locator("dl > div")
      .filter({ hasText: `Coupon (${code})` })
      .locator("dd"),
  ).toHaveText(`−${formatRupees(25)}`);

  await driver.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(driver).toHaveURL(/\/checkout\/pay\/[0-9a-f-]{36}$/);
  await driver.getByRole("button", { name: /^Pay / }).click();
  await driver.getByRole("button", { name: "Complete test payment" }).click();
  if (jsOff(testInfo)) await driver.getByRole("button", { name: "Return to SMART PARKING" }).click();
  await expect(driver.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await context.close();

  // The admin's list: one use.
  await page.goto("/admin/coupons");
  await expect(couponRow(page, code).locator('[data-label="uses"]')).toHaveText("1");

  // Ended, it no longer applies.
  await couponRow(page, code).getByRole("link", { name: code }).click();
  await expect(page.getByText("Used 1 time.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "End coupon" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved: ${code} ended.`);
  await expect(couponRow(page, code).locator('[data-label="status"]')).toHaveText("Ended");
});
