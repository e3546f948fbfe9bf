import { expect, test, type TestInfo } from "@playwright/test";
import { PASS_MESSAGES } from "@core/pass/pass-schema";
import { signIn } from "./support/sign-in";
import { addVehicle, payOnTestGateway } from "./support/vehicles";

/**
 * The multi-location pass (issue 15, decision 029), with JavaScript on and off: from a member car
 * park's detail page (Kurla, in the demo's Westline network) a driver buys a day's pass on the test
 * gateway and finds it under Passes with its QR; the demo operator's desk at Sahar, another member,
 * activates it at its first check-in and lets it out and in again.
 */
const KURLA = { id: "pk-mumbai-03", slug: "kurla-station-west-parking" };
const SAHAR = { id: "pk-mumbai-02", name: "Sahar Airport Long-Term Parking" };
const NETWORK = "Westline Parking network";
const OPERATOR = { email: "operator@example.com", password: "Operator#2026" };
const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";
/** Each project as its own seeded member, whom no other spec uses. */
const driverOf = (testInfo: TestInfo) => (jsOff(testInfo) ? "imran.qureshi@example.com" : "aditya.kulkarni@example.com");

test("a driver buys a multi-location pass at one car park and a booth of another activates it", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(`/detail/${KURLA.slug}?city=Mumbai&id=${KURLA.id}`);
  await page.getByRole("region", { name: "Multi-location pass" }).getByRole("link", { name: NETWORK }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=/);
  await signIn(page, driverOf(testInfo), "Driver#2026");
  await expect(page).toHaveURL(/\/pass\/network\/westline$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NETWORK);
  await expect(page.getByRole("region", { name: "Car parks of the network" })).toContainText(SAHAR.name);

  const plate = `MH 02 ML ${Math.floor(1000 + Math.random() * 9000)}`;
  await addVehicle(page, plate);
  await page.goto("/pass/network/westline");
  await page.getByLabel("Days", { exact: true }).selectOption({ label: "1 day" });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText(PASS_MESSAGES.declaration)).toBeVisible();
  await page.getByLabel("Vehicle", { exact: true }).selectOption({ label: `Pass car (${plate}) · Four Wheeler` });
  await page.getByRole("checkbox", { name: /no trailer/ }).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payOnTestGateway(page, jsOff(testInfo));

  await page.goto("/booking?status=Passes");
  const card = page.getByRole("article").filter({ hasText: plate });
  await expect(card).toContainText(NETWORK);
  await expect(card).toContainText("Multi-location, any time of day");
  await expect(card).toContainText("from its activation at a booth");
  const code = (await card.locator(".font-mono").innerText()).trim();
  await expect(card.getByRole("img", { name: `QR code of pass ${code}` })).toBeVisible();

  const desk = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo) });
  const staff = await desk.newPage();
  await staff.goto(`/operator/${SAHAR.id}`);
  await signIn(staff, OPERATOR.email, OPERATOR.password);
  const press = async (button: "Check in" | "Check out") => {
    await staff.getByLabel("Booking code or QR text").fill(code);
    await staff.getByRole("button", { name: button, exact: true }).click();
  };
  await press("Check in");
  await expect(staff.getByRole("status").filter({ hasText: `${code} checked in` })).toBeVisible();
  await press("Check out");
  await expect(staff.getByRole("status").filter({ hasText: `${code} checked out` })).toBeVisible();
  await press("Check in");
  await expect(staff.getByRole("status").filter({ hasText: `${code} checked in` })).toBeVisible();
  await desk.close();

  // Activated: its day runs from the first check-in.
  await page.reload();
  await expect(page.getByRole("article").filter({ hasText: plate })).not.toContainText("from its activation at a booth");
});
