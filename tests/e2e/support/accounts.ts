import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
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
  await createMember(page.request, { ...account, password: options.password, verify: options.verify });
  await signIn(page, account.email, options.password);
  return account;
}

/**
 * A new member made without a browser page (decision 034's CI budget): the JSON sign-up, and with
 * `verify` the e-mailed link followed by a plain request. The /signup form, the e-mail and the
 * verification page have their own tests (accounts.spec.ts); a spec that only needs a member
 * skips their five page loads. `request` shares the page's cookies.
 */
export async function createMember(
  request: APIRequestContext,
  account: { name: string; email: string; password: string; verify?: boolean },
): Promise<void> {
  const created = await request.post("/api/users/signup", {
    data: { name: account.name, email: account.email, password: account.password, confirmPassword: account.password, isConsentGiven: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  if (!account.verify) return;
  const verified = await request.get(await mailedLink(request, account.email, "/auth/verify/"));
  expect(verified.url()).toMatch(/\/email-verified$/);
}

/** The first link to `path` in the newest e-mail to `to`, read from the outbox pages' HTML. */
async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let message: string | undefined;
  await expect(async () => {
    const list = await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).text();
    // The list is newest first.
    message = /href="(\/dev\/outbox\/[0-9TZ]+-[a-z0-9]+)[?"]/.exec(list)?.[1];
    expect(message, `no e-mail to ${to} yet`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  const body = await (await request.get(message!)).text();
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const href = new RegExp(`href="((?:https?://[^/"]+)?${escaped}[^"]*)"`).exec(body)?.[1];
  if (!href) throw new Error(`The newest e-mail to ${to} has no link to ${path}`);
  return href.replaceAll("&amp;", "&");
}
