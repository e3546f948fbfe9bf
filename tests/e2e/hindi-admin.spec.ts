import { expect, test, type Page } from "@playwright/test";
import { ADMIN, ADMIN_NAME, ADMIN_SIGN_IN_LABELS_HINDI, enterAdminCode, openFromHindiNav, submitAdminPassword } from "./support/admin";
import { expectNoEnglish } from "./support/hindi";
import { measure, type Check } from "./support/layout-measure";

/**
 * The admin area's frame and access in Hindi (issue 35), JavaScript on and off: an admin on the
 * sign-in page switches to Hindi by the admin header's switch before signing in (only this browser's
 * cookie says Hindi: the admin area reads no profile), signs in with the password and the
 * authenticator's code, finding the controls by their Hindi names, reads the dashboard, and opens
 * Settings and Logs from the header's navigation (the Menu at phone width). No English is left but
 * the admin's name, e-mail addresses, and the records the pages show as data (`data-user-content`:
 * car park names, the log's entries as written). Without JavaScript the journey runs at phone width
 * and checks the phone layout rules.
 */
const PHONE = { width: 390, height: 844 };

async function checkPage(page: Page, shot: string): Promise<void> {
  await expectNoEnglish(page, { allow: [ADMIN_NAME, ...(await page.locator("[data-user-content]").allInnerTexts())] });
  const size = page.viewportSize()!;
  const problems = await page.evaluate(measure);
  const checks: Check[] = size.width < 768 ? ["scroll", "overlap", "targets", "text"] : ["scroll", "overlap"];
  for (const check of checks) expect.soft(problems[check], `${check} on ${page.url()} at ${size.width} px`).toEqual([]);
  if (process.env.HINDI_SHOTS) await page.screenshot({ path: `/tmp/admin-access-${shot}-${size.width}.png`, fullPage: true });
}

test("an admin switches to Hindi before signing in, signs in with password and code, and reads the dashboard, Settings and Logs", async ({
  page,
}, testInfo) => {
  // The code step may wait for a fresh 30-second step (support/admin.ts).
  test.slow();
  if (testInfo.project.name === "js-off") await page.setViewportSize(PHONE);

  await page.goto("/admin/signin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/admin\/signin$/);
  await expect(page.getByRole("heading", { level: 1, name: "एडमिन साइन इन" })).toBeVisible();
  await checkPage(page, "signin");

  await submitAdminPassword(page, ADMIN.email, ADMIN.password, ADMIN_SIGN_IN_LABELS_HINDI);
  await expect(page).toHaveURL(/\/admin\/signin\/code$/);
  await expect(page.getByRole("heading", { level: 1, name: "अपना कोड डालें" })).toBeVisible();
  await checkPage(page, "code");
  await enterAdminCode(page, ADMIN.totpSecret, ADMIN_SIGN_IN_LABELS_HINDI);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "एडमिन डैशबोर्ड" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "चेक-इन या चेक-आउट" })).toBeVisible();
  await checkPage(page, "dashboard");

  await openFromHindiNav(page, "सेटिंग");
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "सेटिंग" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes-left")).toHaveText(/^बचे हुए रिकवरी कोड: 10 में से \d+।/);
  await checkPage(page, "settings");

  await openFromHindiNav(page, "लॉग");
  await expect(page).toHaveURL(/\/admin\/logs$/);
  await expect(page.getByRole("heading", { level: 1, name: "लॉग" })).toBeVisible();
  // The admin's own sign-in, named by name and e-mail.
  await expect(page.getByRole("list", { name: "लॉग एंट्री" }).getByText(`${ADMIN_NAME} (${ADMIN.email})`).first()).toBeVisible();
  await checkPage(page, "logs");
});
