import { expect, test, type Page } from "@playwright/test";
import { signUpFresh } from "./support/accounts";

/**
 * Sign-in back-off is per account and client (docs/decisions/003, issue 9): every browser here
 * comes from 127.0.0.1, like people behind one carrier-grade NAT address. A stranger's wrong
 * passwords put only the stranger in back-off; the owner's browser, which has signed in before,
 * still gets in.
 */
const PASSWORD = "Parking#2026";
const LIMITED = "Too many attempts. Please wait a few minutes and try again.";

/** Submits the form and waits for the server's answer, so each attempt is counted before the next. */
async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/signin")),
    page.getByRole("button", { name: "Sign in", exact: true }).click(),
  ]);
}

test("the sign-in page gives the browser a long-lived, httpOnly device cookie", async ({ page, context }) => {
  await page.goto("/signin");
  const device = (await context.cookies()).find((c) => c.name === "__sp_device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(device!.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 3600_000);
  // Kept, not replaced, on the next visit.
  await page.goto("/signin");
  expect((await context.cookies()).find((c) => c.name === "__sp_device")?.value).toBe(device!.value);
});

test("a stranger's wrong passwords do not lock the owner's browser out", async ({
  page,
  context,
  browser,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  test.slow(); // a sign-up and eight sign-ins
  const account = await signUpFresh(page, testInfo, { emailTag: "backoff", namePrefix: "Backoff", password: PASSWORD });
  // Signed out, but the same browser: it keeps its device cookie.
  await context.clearCookies({ name: "__sp_session" });
  await page.goto("/signin");
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();

  const strangerContext = await browser.newContext({ javaScriptEnabled, baseURL });
  const stranger = await strangerContext.newPage();
  await stranger.goto("/signin");
  for (let i = 0; i < 5; i++) {
    await submitSignIn(stranger, account.email, "Not-the-password-1");
    await expect(stranger.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  }
  await submitSignIn(stranger, account.email, PASSWORD);
  await expect(stranger.getByRole("alert").filter({ hasText: LIMITED })).toBeVisible();
  await strangerContext.close();

  await submitSignIn(page, account.email, PASSWORD);
  await expect(page).not.toHaveURL(/\/signin/);
});
