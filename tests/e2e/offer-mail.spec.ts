import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { signUpFresh } from "./support/accounts";
import { mailLink } from "./support/outbox";

/**
 * Offers by e-mail (issue 32 §4, decision 056), JavaScript on and off: a member turns offers on in
 * Settings → Mail; the admin writes an offer mail around a coupon from the admin header's "Offers";
 * the job mails it (every 5 s locally); the member sees it under Settings → Offers, and its mail's
 * unsubscribe link turns offers off and is counted on the admin's offer page. Other members opted
 * in during the run may get this offer too: the test follows its own subject and member only.
 */
const PASSWORD = "Member#2026";

/** From home: the header's user menu → Profile → the account menu's "Setting" → a settings tab. */
async function openSettingsTab(page: Page, tab: "Mail" | "Offers") {
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByLabel("User menu").click();
  await header.getByRole("navigation", { name: "Your account" }).filter({ visible: true }).getByRole("link", { name: "Profile" }).click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Setting", exact: true }).click();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: tab, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: tab })).toBeVisible();
}

test.describe("offer mails", () => {
  // A member, the admin's sign-in with its second factor, and a job that runs every 5 s.
  test.describe.configure({ timeout: 120_000 });

  test("the admin sends an offer around a coupon; an opted-in member gets it, sees it in Settings, and unsubscribes from it", async ({
    page,
    browser,
  }, testInfo) => {
    const member = await signUpFresh(page, testInfo, { emailTag: "offers", namePrefix: "Offer Member", password: PASSWORD, verify: true });
    await openSettingsTab(page, "Offers");
    await expect(page.getByText("Offers and coupons by e-mail are off.")).toBeVisible();
    await page.getByRole("link", { name: "Turn them on under Mail" }).click();
    const main = page.getByRole("main");
    await main.getByRole("switch", { name: "Offers and coupons" }).check();
    await main.getByRole("button", { name: "Save" }).click();
    await expect(main.getByRole("status").getByText("Your mail preferences have been saved.")).toBeVisible();

    // The admin, in their own browser: header → Offers → New offer mail.
    const subject = `Weekend parking offer ${testInfo.project.name} ${randomBytes(3).toString("hex")}`;
    const context = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "js-off" });
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole("banner").getByRole("link", { name: "Offers", exact: true }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Offer mails" })).toBeVisible();
    await admin.getByRole("link", { name: "New offer mail" }).click();
    await admin.getByRole("button", { name: "Send offer mail" }).click();
    await expect(admin.getByText("Please enter a subject of up to 120 characters.")).toBeVisible();
    await admin.getByLabel("Subject", { exact: true }).fill(subject);
    await admin.getByLabel("Text", { exact: true }).fill("Park for less this weekend.\n\nThe code works at every car park.");
    await admin.getByLabel("Coupon", { exact: true }).selectOption("WELCOME50");
    await admin.getByRole("button", { name: "Send offer mail" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: subject })).toBeVisible();

    // The job mails it within seconds: the member's mail arrives, and the offer shows under Settings → Offers.
    const unsubscribe = await mailLink(page, member.email, "/unsubscribe/", { subject });
    await openSettingsTab(page, "Offers");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(card).toContainText("Park for less this weekend.");
    await expect(card).toContainText("Use the code WELCOME50 at checkout");

    // The mail's unsubscribe link: the page asks, the button turns offers off, and the offer counts it.
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { level: 1, name: "Stop offers and coupons?" })).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    await openSettingsTab(page, "Offers");
    await expect(page.getByText("Offers and coupons by e-mail are off.")).toBeVisible();

    await expect(async () => {
      await admin.reload();
      await expect(admin.locator('[data-count="sent"]')).not.toHaveText("0", { timeout: 500 });
      await expect(admin.locator('[data-count="unsubscribed"]')).toHaveText("1", { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await admin.getByRole("link", { name: "Offer mails" }).click();
    await expect(admin.getByRole("link", { name: subject })).toBeVisible();
    await context.close();
  });
});
