import { expect, test, type Page } from "@playwright/test";

/**
 * The admin pages' forms on the form kit (decision 010): messages next to the field they are about,
 * with aria-invalid and aria-describedby, the same with JavaScript on and off.
 */
async function signInAsAdmin(page: Page) {
  await page.goto("/admin/signin");
  await page.getByLabel("Email address", { exact: true }).fill("admin@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Admin#2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function expectFieldMessage(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const messages = page.locator(
    describedBy
      .split(" ")
      .map((id) => `[id="${id}"]`)
      .join(", "),
  );
  await expect(messages.filter({ hasText: message })).toHaveCount(1);
}

test.describe("admin forms", () => {
  test("the admin sign-in names an empty e-mail next to the field", async ({ page }) => {
    await page.goto("/admin/signin");
    await page.getByLabel("Password", { exact: true }).fill("Admin#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Email address is required" })).toBeVisible();
    await expectFieldMessage(page, "Email address", "Email address is required");
    await expect(page).toHaveURL(/\/admin\/signin$/);
  });

  test("the gate form refuses an empty code and an unknown one under the field, and keeps the admin on the page", async ({ page }) => {
    await signInAsAdmin(page);
    const code = page.getByLabel("Booking code or QR text", { exact: true });

    await page.getByRole("button", { name: "Check in", exact: true }).click();
    await expectFieldMessage(page, "Booking code or QR text", "Type the booking code or paste the QR text.");

    await code.fill("SP-ABCDEF");
    await page.getByRole("button", { name: "Check out", exact: true }).click();
    await expectFieldMessage(page, "Booking code or QR text", "No booking has this code.");
    await expect(code).toHaveValue("SP-ABCDEF");
    await expect(page.getByRole("status").filter({ hasText: "checked" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  });
});
