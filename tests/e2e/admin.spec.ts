import { expect, test, type Page } from "@playwright/test";
import { SECOND_FACTOR_MESSAGES } from "@core/account/second-factor-schema";
import { totpCode } from "@core/security/totp";
import { ADMIN, enterAdminCode, signInAsAdmin, submitAdminPassword } from "./support/admin";

/**
 * The admin pages' forms on the form kit (decision 010): messages next to the field they are about,
 * with aria-invalid and aria-describedby, the same with JavaScript on and off.
 */
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

test.describe("admin second factor", () => {
  test("a password alone does not reach /admin; a wrong code is refused; the right one signs in", async ({ page }) => {
    await page.goto("/admin/signin");
    await submitAdminPassword(page);
    await expect(page).toHaveURL(/\/admin\/signin\/code$/);
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();

    // Half signed in: the admin area, its tools and the recovery-code page stay closed.
    for (const path of ["/admin", "/admin/recovery-codes"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/signin$/);
    }
    const post = await page.request.post("/admin", {
      form: { code: "SP-ABCDEF", intent: "check-in" },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toMatch(/\/admin\/signin$/);

    await page.goto("/admin/signin/code");
    await expect(page).toHaveURL(/\/admin\/signin\/code$/);
    const wrong = totpCode(ADMIN.totpSecret, Date.now() + 10 * 60_000);
    await page.getByLabel("Authentication code", { exact: true }).fill(wrong);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: SECOND_FACTOR_MESSAGES.wrongCode })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/signin\/code$/);
    await expect(page.getByLabel("Authentication code", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await enterAdminCode(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  test("without a pending sign-in the code and enrolment pages send you to the password", async ({ page }) => {
    for (const path of ["/admin/signin/code", "/admin/signin/enrol"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/signin$/);
    }
  });

  test("the first sign-in sets up the authenticator, shows the recovery codes once, and a recovery code signs in", async ({
    page,
  }, testInfo) => {
    // Three password sign-ins (scrypt) and a dozen pages: on the shared two-core runners it can pass a minute.
    test.setTimeout(120_000);
    const email = `admin-enrol-${testInfo.project.name}@example.com`;
    await page.goto("/admin/signin");
    await submitAdminPassword(page, email, "Admin#2026");
    await expect(page).toHaveURL(/\/admin\/signin\/enrol$/);
    await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
    const shown = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = shown.replace(/ /g, "");
    const link = await page.getByRole("link", { name: "open the setup link in your app" }).getAttribute("href");
    expect(link).toBe(
      `otpauth://totp/SMART%20PARKING:${encodeURIComponent(email)}?secret=${secret}&issuer=SMART+PARKING&algorithm=SHA1&digits=6&period=30`,
    );
    // Not signed in yet.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/signin$/);
    await page.goto("/admin/signin/enrol");
    await expect(page.getByTestId("totp-secret")).toHaveText(shown);

    await page.getByLabel("Code from the app", { exact: true }).fill(totpCode(secret, Date.now() + 10 * 60_000));
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: SECOND_FACTOR_MESSAGES.wrongEnrolmentCode })).toBeVisible();

    await page.getByLabel("Code from the app", { exact: true }).fill(totpCode(secret));
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
    const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await page.getByRole("link", { name: "I have saved them: continue" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByTestId("recovery-codes-left")).toContainText("Recovery codes left: 10 of 10");
    // Shown once: the enrolment page has no codes to show again.
    await page.goto("/admin/signin/enrol");
    await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
    await page.goto("/admin");

    // Signed out, back in with a recovery code instead of the app's code; it works once.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/signin$/);
    for (const expectation of ["accepted", "refused"] as const) {
      await page.goto("/admin/signin");
      await submitAdminPassword(page, email, "Admin#2026");
      await expect(page).toHaveURL(/\/admin\/signin\/code$/);
      await page.getByLabel("Authentication code", { exact: true }).fill(codes[3]!);
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      if (expectation === "refused") {
        await expect(page.getByRole("alert").filter({ hasText: SECOND_FACTOR_MESSAGES.wrongCode })).toBeVisible();
        break;
      }
      await expect(page).toHaveURL(/\/admin$/);
      await page.getByRole("link", { name: "Settings" }).click();
      await expect(page.getByTestId("recovery-codes-left")).toContainText("Recovery codes left: 9 of 10");
      // New codes replace the old ones, shown once.
      await page.getByRole("button", { name: "Make new recovery codes" }).click();
      await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
      const fresh = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
      expect(fresh).not.toContain(codes[4]);
      await page.getByRole("link", { name: "I have saved them" }).click();
      await expect(page.getByTestId("recovery-codes-left")).toContainText("Recovery codes left: 10 of 10");
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/admin\/signin$/);
    }
  });
});
