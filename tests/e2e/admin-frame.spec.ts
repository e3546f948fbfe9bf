import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signInAsAdmin } from "./support/admin";

/**
 * Issue 29, item 13: the admin area wears its own header, not the public site's. Before the admin
 * session the sign-in page shows neither USER LOGIN nor USER SIGNUP nor the admin navigation; after
 * it, every admin page has the navigation with the current page marked, the logs name people by name
 * and e-mail, Settings holds the recovery codes, and on a phone the links sit in a menu that opens
 * without JavaScript. (Sign out is walked in admin.spec.ts, with an account of its own.)
 */
const ADMIN_LABEL = `Platform Admin (${ADMIN.email})`;

async function expectNoPublicHeader(page: Page) {
  for (const name of ["USER LOGIN", "USER SIGNUP", "ABOUT US"]) await expect(page.getByRole("link", { name })).toHaveCount(0);
}

test("the admin pages have their own navigation, the current page marked, and no public header", async ({ page }) => {
  await page.goto("/admin/signin");
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
  await expectNoPublicHeader(page);
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);

  await signInAsAdmin(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expectNoPublicHeader(page);

  for (const [link, heading] of [
    ["Car parks", /^Car parks in /],
    ["Logs", /^Logs$/],
    ["Settings", /^Settings$/],
  ] as const) {
    await nav.getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
    await expectNoPublicHeader(page);
    if (link === "Logs") {
      // The admin's own sign-ins, named by name and e-mail.
      await expect(page.getByRole("list", { name: "Log entries" }).getByText(ADMIN_LABEL).first()).toBeVisible();
    }
  }
  await expect(page.getByTestId("recovery-codes-left")).toHaveText(/^Recovery codes left: \d+ of 10\./);
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();

  // A phone: the same links behind a menu (a <details>, so JavaScript is not needed to open it).
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole("link", { name: "Users", exact: true })).toBeHidden();
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Users", exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Newest members" }).getByRole("listitem").first()).toBeVisible();
});
