import { expect, test } from "@playwright/test";
import { signUpFresh } from "./support/accounts";
import { signIn } from "./support/sign-in";

/**
 * Issue 32 §2 (decision 052): a member finds Settings → Delete account by clicking from home, a
 * wrong password is refused in place, the right one signs them out and shows when the account will
 * be erased, and signing in again cancels it and says so. JavaScript on and off.
 */
const PASSWORD = "Leaving#2026";

test("a member asks to delete their account, is signed out with the date, and signing in again cancels it", async ({ page }, testInfo) => {
  const account = await signUpFresh(page, testInfo, { emailTag: "delete", namePrefix: "Leaving", password: PASSWORD, verify: true });

  // From home: the user menu's name, the account menu's "Setting", then the settings' "Delete account".
  await page.goto("/");
  await page.getByRole("banner").getByLabel("User menu").click();
  await page.getByRole("banner").getByRole("link", { name: account.name, exact: true }).filter({ visible: true }).click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Setting" }).click();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/settings\/delete$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Delete account" })).toBeVisible();
  await expect(main.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Delete account" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(main.getByRole("heading", { level: 2, name: "What goes" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "What stays, without your name or e-mail" })).toBeVisible();

  // Nothing chosen, then a wrong password: refused in place, still signed in.
  await main.getByRole("button", { name: "Delete my account" }).click();
  await expect(main.getByText("Choose what happens to your posts and comments.")).toBeVisible();
  await main.getByRole("radio", { name: "Keep them, shown as by “Deleted member”" }).check();
  await main.getByLabel("Password", { exact: true }).fill("not-my-password");
  await main.getByRole("button", { name: "Delete my account" }).click();
  await expect(main.getByText("That password is not right.")).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/delete$/);

  // The right password: signed out, and told when the account goes and how to keep it.
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account will be deleted" })).toBeVisible();
  await expect(page.getByText(/Your account will be erased on .+ \(India time\)/)).toBeVisible();
  await expect(page.getByText("Signing in before then cancels the deletion.")).toBeVisible();
  await expect(page.getByRole("banner").getByLabel("User menu")).toHaveCount(0);

  // Signing in again cancels the deletion, and the settings page says so.
  await page.getByRole("main").getByRole("link", { name: "Sign in to cancel" }).click();
  await signIn(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/settings\/delete\?notice=cancelled$/);
  await expect(page.getByText("Welcome back. Signing in cancelled the deletion of your account: nothing will be erased.")).toBeVisible();
});
