import { expect, type Page } from "@playwright/test";

/** Signs in to the admin area as the seeded admin, as a person would; resolves on the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin/signin");
  await page.getByLabel("Email address", { exact: true }).fill("admin@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Admin#2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
