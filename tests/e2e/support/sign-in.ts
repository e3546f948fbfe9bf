import { expect, type Page } from "@playwright/test";

/**
 * Signs in through the /signin form, as a person would. If the page is not already on /signin
 * (e.g. after a protected page's redirect, which carries ?redirectTo=), it goes there first.
 * Resolves once the browser has left /signin.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== "/signin") await page.goto("/signin");
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin(\?|$)/);
}
