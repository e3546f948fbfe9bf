import { DAY_MS, indiaDate } from "@core/time/india-time";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { OPERATOR_MESSAGES } from "@core/booking/operator";
import { PASS_MESSAGES } from "@core/pass/pass-schema";
import { signIn } from "./support/sign-in";
import { addVehicle, payOnTestGateway } from "./support/vehicles";

/**
 * Monthly passes (issue 15, decision 029), with JavaScript on and off: a driver buys a month's pass
 * for the plan covering the present hour at Sahar Airport Long-Term Parking (it sells a day plan
 * 06:00–18:00 and a night plan 18:00–06:00, India time) on the test gateway, finds it under Passes
 * with its QR, and buys the other plan too; at the desk the demo operator lets the first in, out and
 * in again the same day, and refuses the second outside its hours with core's message.
 */
const SAHAR = { id: "pk-mumbai-02", name: "Sahar Airport Long-Term Parking" };
const OPERATOR = { email: "operator@example.com", password: "Operator#2026" };
const DRIVER_PASSWORD = "Driver#2026";
const DAY = "Daytime, 06:00–18:00";
const NIGHT = "Night, 18:00–06:00";

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";
/** Each project as its own seeded member, whom no other spec uses. */
const driverOf = (testInfo: TestInfo) => (jsOff(testInfo) ? "sneha.pillai@example.com" : "karan.malhotra@example.com");

/** The plan covering this moment, and the other one (India time, UTC+5:30). */
function plansNow(): { now: string; other: string } {
  const minutes = (new Date().getUTCHours() * 60 + new Date().getUTCMinutes() + 330) % 1440;
  return minutes >= 6 * 60 && minutes < 18 * 60 ? { now: DAY, other: NIGHT } : { now: NIGHT, other: DAY };
}

/** Buys a month of `plan` for the vehicle with `plate` on /pass/{id}, paid on the test gateway; returns its code. */
async function buyPass(page: Page, testInfo: TestInfo, plan: string, plate: string): Promise<string> {
  await page.goto(`/pass/${SAHAR.id}`);
  await page.getByLabel("Plan", { exact: true }).selectOption({ label: plan });
  await page.getByLabel("Length", { exact: true }).selectOption({ label: "1 month" });
  await page.getByLabel("Vehicle", { exact: true }).selectOption({ label: `Pass car (${plate}) · Four Wheeler` });
  await page.getByRole("checkbox", { name: /no trailer/ }).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("Pass price, paid in full")).toBeVisible();
  await payOnTestGateway(page, jsOff(testInfo));

  await page.goto("/booking?status=Passes");
  const card = page.getByRole("article").filter({ hasText: plate }).filter({ hasText: plan });
  await expect(card).toContainText(SAHAR.name);
  await expect(card).toContainText("1 month");
  await expect(card).toContainText("Active");
  const code = (await card.locator(".font-mono").innerText()).trim();
  await expect(card.getByRole("img", { name: `QR code of pass ${code}` })).toBeVisible();
  await expect(card.getByRole("link", { name: "Pass (PDF)" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Tax invoice (PDF)" })).toBeVisible();
  return code;
}

test("a driver buys a month's pass and the desk lets it in twice a day, and refuses the other plan outside its hours", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const plans = plansNow();
  await page.goto(`/detail/sahar-airport-long-term-parking?city=Mumbai&id=${SAHAR.id}`);
  const section = page.getByRole("region", { name: "Monthly passes" });
  await expect(section.getByRole("heading", { name: DAY })).toBeVisible();
  await expect(section.getByRole("heading", { name: NIGHT })).toBeVisible();
  await section.getByRole("link", { name: "Buy a pass" }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=/);
  await signIn(page, driverOf(testInfo), DRIVER_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/pass/${SAHAR.id}$`));

  const suffix = Math.floor(1000 + Math.random() * 9000);
  const [first, second] = [`MH 04 PS ${suffix}`, `MH 04 PT ${suffix}`];
  await addVehicle(page, first);
  await addVehicle(page, second);

  // Without the declaration nothing is held, and the form says why.
  await page.goto(`/pass/${SAHAR.id}`);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText(PASS_MESSAGES.declaration)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pass/${SAHAR.id}$`));

  const valid = await buyPass(page, testInfo, plans.now, first);
  const outside = await buyPass(page, testInfo, plans.other, second);

  // Renewing starts from the pass's plan, length and vehicle, on the day it ends, and a pass may start
  // at most 30 days ahead: a month's pass bought in a 31-day month is renewable only from its second day.
  const renew = page.getByRole("article").filter({ hasText: outside }).getByRole("link", { name: "Renew pass" });
  const [year, month, day] = indiaDate().split("-").map(Number) as [number, number, number];
  const monthDays = (Date.UTC(year, month, day) - Date.UTC(year, month - 1, day)) / DAY_MS;
  if (monthDays <= 30) {
    await renew.click();
    await expect(page.getByRole("status").filter({ hasText: `Renewing pass ${outside}` })).toBeVisible();
    await expect(page.getByLabel("Plan", { exact: true })).toHaveValue(/.+/);
    await expect(page.getByLabel("Vehicle", { exact: true }).locator("option:checked")).toHaveText(`Pass car (${second}) · Four Wheeler`);
  } else {
    await expect(page.getByRole("article").filter({ hasText: outside })).toBeVisible();
    await expect(renew).toHaveCount(0);
  }

  // The desk: in, out and in again on the pass valid now; the other plan's pass is refused.
  const desk = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo) });
  const staff = await desk.newPage();
  await staff.goto(`/operator/${SAHAR.id}`);
  await signIn(staff, OPERATOR.email, OPERATOR.password);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(SAHAR.name);
  const code = staff.getByLabel("Booking code or QR text");
  const press = async (text: string, button: "Check in" | "Check out") => {
    await code.fill(text);
    await staff.getByRole("button", { name: button, exact: true }).click();
  };
  await press(valid, "Check in");
  await expect(staff.getByRole("status").filter({ hasText: `${valid} checked in` })).toBeVisible();
  await press(valid, "Check out");
  await expect(staff.getByRole("status").filter({ hasText: `${valid} checked out` })).toBeVisible();
  await press(valid, "Check in");
  await expect(staff.getByRole("status").filter({ hasText: `${valid} checked in` })).toBeVisible();
  await press(outside, "Check in");
  await expect(staff.getByText(OPERATOR_MESSAGES.outsideHours(plans.other))).toBeVisible();
  await desk.close();
});
