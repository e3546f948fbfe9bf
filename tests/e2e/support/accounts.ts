import { expect, type Page, type TestInfo } from "@playwright/test";
import { mailLink } from "./outbox";
import { signIn } from "./sign-in";

/** The label of the sign-up consent box. */
export const CONSENT = "I agree to the terms and conditions for registration";

/** Fills the four text fields of /signup (not the consent box). */
export async function fillSignUp(page: Page, account: { name: string; email: string; password: string; confirm?: string }): Promise<void> {
  await page.getByLabel("Username", { exact: true }).fill(account.name);
  await page.getByLabel("Email address", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(account.confirm ?? account.password);
}

/** Opens /signup, ticks the consent box, fills the form and submits it; the caller asserts the outcome. */
export async function submitSignUp(page: Page, account: { name: string; email: string; password: string }): Promise<void> {
  await page.goto("/signup");
  // Ticked first: with JavaScript the other fields stay disabled until it is (spec §5).
  await page.getByLabel(CONSENT).check();
  await fillSignUp(page, account);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
}

/**
 * Signs up a brand-new member through /signup and signs them in. The address is unique to this
 * test and project: `e2e-<emailTag>-<project>-…@example.com`, named `<namePrefix> <tag>`.
 * With `verify`, the e-mail address is verified through the outbox link before signing in.
 */
export async function signUpFresh(
  page: Page,
  testInfo: TestInfo,
  options: { emailTag: string; namePrefix: string; password: string; verify?: boolean },
): Promise<{ email: string; name: string }> {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const account = { email: `e2e-${options.emailTag}-${tag}@example.com`, name: `${options.namePrefix} ${tag}` };
  await submitSignUp(page, { ...account, password: options.password });
  await expect(page).toHaveURL(/\/signin/);
  if (options.verify) {
    await page.goto(await mailLink(page, account.email, "/auth/verify/"));
    await expect(page).toHaveURL(/\/email-verified/);
  }
  await signIn(page, account.email, options.password);
  return account;
}
