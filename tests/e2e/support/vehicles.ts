import { expect, type Page } from "@playwright/test";

/** Adds a four-wheeler named "Pass car" with this plate through /vehicles/new (a plain form). */
export async function addVehicle(page: Page, plate: string): Promise<void> {
  await page.goto("/vehicles/new");
  await page.getByLabel("Vehicle name", { exact: true }).fill("Pass car");
  await page.getByLabel("Registration number", { exact: true }).fill(plate);
  await page.getByRole("radio", { name: "Four Wheeler" }).check();
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(page.getByRole("status")).toHaveText("Vehicle added successfully.");
}

/** Pays the pass or booking on its pay page with the test gateway and waits for the success page. */
export async function payOnTestGateway(page: Page, jsOff: boolean): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/pay\//);
  // With JavaScript, a click while React takes the pay page over can be lost: wait until it owns the page.
  if (!jsOff) await page.waitForFunction(() => Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__react")));
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.getByRole("button", { name: "Complete test payment" }).click();
  if (jsOff) await page.getByRole("button", { name: "Return to SMART PARKING" }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
}
