import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

/**
 * Issue 15: the admin adds a pass plan to a car park on /admin/car-parks/{id}/passes (a refusal
 * first, under its box), edits its price, and drivers see it in the car park's "Monthly passes".
 * JavaScript on and off, each project on a car park of its own that no other spec touches.
 */
test("the admin adds a pass plan, edits its price, and the car park's page offers it", async ({ page, browser, javaScriptEnabled }) => {
  const [id, name] = javaScriptEnabled
    ? ["pk-nagpur-04", "Nagpur Sports Stadium Parking"]
    : ["pk-nagpur-05", "Nagpur Government Hospital Parking"];
  await signInAsAdmin(page);
  await page.goto(`/admin/car-parks/${id}`);
  await page.getByRole("link", { name: "Passes", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Passes", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add a plan" })).toBeVisible();

  await page.getByLabel("Hours", { exact: true }).selectOption("day");
  await page.getByLabel("Starts at", { exact: true }).selectOption("6");
  await page.getByLabel("Hours a day", { exact: true }).selectOption("7");
  await page.getByLabel("Four-wheeler spaces", { exact: true }).fill("2");
  await page.getByLabel("Two-wheeler spaces", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Add plan" }).click();
  // Spaces with no price to buy them by: named under the first price box, nothing saved.
  const firstPrice = page.getByLabel("1 month, four-wheeler", { exact: true });
  await expect(page.getByText("Please enter at least one price for four-wheelers, or set their spaces to 0.")).toBeVisible();
  await expect(firstPrice).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("No pass plans yet.")).toBeVisible();

  await firstPrice.fill("2000");
  await page.getByRole("button", { name: "Add plan" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: Daytime, 06:00–13:00.");
  const plan = page.getByRole("list", { name: "Pass plans" }).getByRole("listitem").filter({ hasText: "Daytime, 06:00–13:00" });
  await expect(plan).toContainText("Spaces: 2 four-wheeler, 0 two-wheeler");
  await expect(plan).toContainText("1 month: four-wheeler ₹2,000");

  await plan.getByRole("link", { name: "Edit Daytime, 06:00–13:00" }).click();
  await expect(page.getByRole("heading", { name: "Edit Daytime, 06:00–13:00" })).toBeVisible();
  await expect(page.getByLabel("1 month, four-wheeler", { exact: true })).toHaveValue("2000");
  await page.getByLabel("1 month, four-wheeler", { exact: true }).fill("2500");
  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: Daytime, 06:00–13:00.");
  await expect(plan).toContainText("1 month: four-wheeler ₹2,500");

  // A driver (a fresh, signed-out browser) sees it on the car park's page, with GST: ₹2,500 + 18%.
  const driver = await browser.newPage();
  await driver.goto(`/detail/x?${new URLSearchParams({ city: "Nagpur", id })}`);
  await expect(driver.getByRole("heading", { level: 1, name })).toBeVisible();
  const passes = driver.getByRole("region", { name: "Monthly passes" });
  const offer = passes.getByRole("region", { name: "Daytime, 06:00–13:00" });
  await expect(offer).toContainText("₹2,950");
  await expect(offer).toContainText("₹2,500 + GST");
  await driver.close();
});
