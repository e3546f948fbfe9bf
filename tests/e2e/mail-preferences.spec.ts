import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUpFresh } from "./support/accounts";
import { mailLink } from "./support/outbox";

/**
 * Mail preferences and unsubscribe (issue 32 §3, decision 049), JavaScript on and off: a member
 * reaches Settings → Mail from home through the menus and saves a switch; a community notice in the
 * outbox carries the unsubscribe link, whose page asks first and then turns that kind off. The
 * moderator bans and unbans the new member, who never joined: no member count moves, and these are
 * not the communities whose mod log moderation.spec.ts reads.
 */
const PASSWORD = "Member#2026";
const COMMUNITY = {
  "js-on": { name: "Car Care", id: "car-care" },
  "js-off": { name: "Traffic and Commuting", id: "traffic-and-commuting" },
} as const;

async function bearer(request: APIRequestContext, email: string, password: string) {
  const signin = await request.post("/api/users/signin", { multipart: { email, password } });
  expect(signin.status(), await signin.text()).toBe(200);
  const body = (await signin.json()) as { accessToken: string; user: { _id: string } };
  return { headers: { Authorization: `Bearer ${body.accessToken}` }, id: body.user._id };
}

/** From home: the header's user menu → Profile → the account menu's "Setting" → the settings tab "Mail". */
async function openMailSettings(page: Page) {
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByLabel("User menu").click();
  await header.getByRole("navigation", { name: "Your account" }).filter({ visible: true }).getByRole("link", { name: "Profile" }).click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Setting", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Devices and locations" })).toBeVisible();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Mail", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
}

test.describe("mail preferences", () => {
  // A sign-up and a moderator's ban and unban: on CI's two shared cores this passes 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("a member turns a kind of mail on in Settings → Mail, and a notice's unsubscribe link turns its kind off", async ({
    page,
    playwright,
  }, testInfo) => {
    const where = COMMUNITY[testInfo.project.name as keyof typeof COMMUNITY];
    const member = await signUpFresh(page, testInfo, { emailTag: "mailprefs", namePrefix: "Mail Prefs", password: PASSWORD });

    await openMailSettings(page);
    await expect(
      page.getByText("Account and booking mail (sign-in, password, confirmations, receipts and refunds) is always sent."),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("switch", { name: "Booking reminders" })).toBeChecked();
    await expect(main.getByRole("switch", { name: "Community notifications" })).toBeChecked();
    await expect(main.getByRole("switch", { name: "Offers and coupons" })).not.toBeChecked();
    await main.getByRole("switch", { name: "Offers and coupons" }).check();
    await main.getByRole("button", { name: "Save" }).click();
    await expect(main.getByRole("status").getByText("Your mail preferences have been saved.")).toBeVisible();
    await page.reload();
    await expect(main.getByRole("switch", { name: "Offers and coupons" })).toBeChecked();

    // A community notice: the moderator bans and unbans the member (its mail says they may join again).
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const { id: memberId } = await bearer(api, member.email, PASSWORD);
    const moderator = await bearer(api, "moderator@example.com", "Moderator#2026");
    const ban = await api.post(`/api/communities/${where.id}/ban/${memberId}`, {
      headers: moderator.headers,
      data: { reason: "Testing the mail switch.", length: "1d" },
    });
    expect(ban.status(), await ban.text()).toBe(201);
    const unban = await api.post(`/api/communities/${where.id}/unban/${memberId}`, { headers: moderator.headers, data: {} });
    expect(unban.status(), await unban.text()).toBe(200);
    await api.dispose();

    // The member opens the mail's unsubscribe link: the page asks first, the button does it.
    const link = await mailLink(page, member.email, "/unsubscribe/", { subject: `You may join ${where.name} again` });
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Stop community notifications?" })).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("We will send you no more community notifications. Other mail is not affected.");

    // Only that kind is off.
    await page.getByRole("link", { name: "Settings → Mail" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
    await expect(main.getByRole("switch", { name: "Community notifications" })).not.toBeChecked();
    await expect(main.getByRole("switch", { name: "Booking reminders" })).toBeChecked();
    await expect(main.getByRole("switch", { name: "Offers and coupons" })).toBeChecked();
  });

  test("sign-up asks for offers in plain words, unticked", async ({ page }) => {
    await page.goto("/signup");
    const box = page.getByLabel("Send me offers and coupons by e-mail. You can stop them any time in Settings.");
    await expect(box).not.toBeChecked();
  });
});
