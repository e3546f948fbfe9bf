import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { communityPath } from "@core/community/community";
import { signUpFresh } from "./support/accounts";
import { signIn } from "./support/sign-in";

/**
 * Saved posts, following and public profiles (issue 11, spec community.md §2). The two projects run
 * at once against one server, so each signs up its own member, who joins Parking Tips: the
 * follows, saves and empty states asserted are theirs alone.
 */
const COMMUNITY = "Parking Tips";
/** The readable address every link uses (issue 29: communityPath). */
const COMMUNITY_PATH = communityPath(COMMUNITY);
const PASSWORD = "People#2026";

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A brand-new member of Parking Tips, signed in. */
async function freshMember(page: Page, testInfo: TestInfo, tag: string): Promise<string> {
  const { name } = await signUpFresh(page, testInfo, { emailTag: tag, namePrefix: "People", password: PASSWORD });
  await page.goto("/communities/parking-tips/join");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/my-communities\?joined=/);
  return name;
}

/** Demo Driver publishes in Parking Tips; the post's address. */
async function driverPublishes(browser: Browser, text: string): Promise<string> {
  const driver = await newPage(browser);
  await signIn(driver, "driver@example.com", "Driver#2026");
  await driver.goto(COMMUNITY_PATH);
  await driver.getByLabel(`Write a post in ${COMMUNITY}`).fill(text);
  await driver.getByRole("button", { name: "Post", exact: true }).click();
  await expect(driver.getByRole("status")).toHaveText("Your post is published.");
  const href = await driver
    .getByRole("article")
    .filter({ hasText: text })
    .getByRole("link", { name: /^Open post/ })
    .getAttribute("href");
  await driver.context().close();
  return href!;
}

test.describe("people", () => {
  test("a member follows Demo Driver from a post, sees their posts, lists them under /following, and unfollows", async ({
    page,
    browser,
  }, testInfo) => {
    const text = `Following check (${testInfo.project.name} ${Date.now().toString(36)}): the Andheri car park opens at 6 am.`;
    const postHref = await driverPublishes(browser, text);
    await freshMember(page, testInfo, "follow");

    await page.goto("/following");
    await expect(page.getByRole("heading", { name: "People you're following", level: 1 })).toBeVisible();
    await expect(page.getByText("You are not following anyone yet.")).toBeVisible();

    // Driver's profile, from the author link of their post.
    await page.goto(postHref);
    await page.getByRole("link", { name: "Demo Driver", exact: true }).first().click();
    await expect(page).toHaveURL(/\/user\/[^/?]+$/);
    const profileUrl = page.url();
    await expect(page.getByRole("heading", { name: "Demo Driver", level: 1 })).toBeVisible();
    await expect(page.getByText("Follow this member to see their posts.")).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    await expect(page.getByText("Followers", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: COMMUNITY })).toHaveAttribute("href", COMMUNITY_PATH);

    await page.getByRole("button", { name: /^Follow\b/ }).click();
    await expect(page.getByRole("status")).toHaveText("You are following Demo Driver.");
    await expect(page.getByRole("button", { name: /^Unfollow/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Follow\b/ })).toHaveCount(0);
    await expect(page.getByText(/^Following since [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();

    await page.goto("/following");
    const entry = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Demo Driver", exact: true }) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(/Following since [A-Z][a-z]+ \d{1,2}, \d{4}/);

    await page.goto(`${COMMUNITY_PATH}?tab=following`);
    await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();

    await page.goto("/following");
    await entry.getByRole("button", { name: /^Unfollow/ }).click();
    await expect(page.getByRole("status")).toHaveText("You are no longer following Demo Driver.");
    await expect(page.getByRole("link", { name: "Demo Driver", exact: true })).toHaveCount(0);
    await expect(page.getByText("You are not following anyone yet.")).toBeVisible();

    await page.goto(profileUrl);
    await expect(page.getByRole("button", { name: /^Follow\b/ })).toBeVisible();
    await expect(page.getByText("Follow this member to see their posts.")).toBeVisible();
  });

  test("a moderator's profile has no Follow button and no follower count, and a forged follow is refused", async ({ page }) => {
    await signIn(page, "asha@example.com", "Driver#2026");
    await page.goto(COMMUNITY_PATH);
    await page
      .getByRole("complementary", { name: `About ${COMMUNITY}` })
      .getByRole("link", { name: "Community Moderator" })
      .click();
    await expect(page.getByRole("heading", { name: "Community Moderator", level: 1 })).toBeVisible();
    await expect(page.getByText("Moderator", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Follow\b/ })).toHaveCount(0);
    await expect(page.getByText("Followers", { exact: true })).toHaveCount(0);

    const forged = await page.request.post(page.url(), { form: { intent: "follow" } });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain("Moderators cannot be followed.");
  });

  test("one's own /user address goes to /profile, and an unknown one is not found", async ({ page }) => {
    await signIn(page, "driver@example.com", "Driver#2026");
    await page.goto(COMMUNITY_PATH);
    const moderatorHref = await page
      .getByRole("complementary", { name: `About ${COMMUNITY}` })
      .getByRole("link", { name: "Community Moderator" })
      .getAttribute("href");
    expect(moderatorHref).toMatch(/^\/user\//);

    const moderator = await newPage(page.context().browser()!);
    await signIn(moderator, "moderator@example.com", "Moderator#2026");
    await moderator.goto(moderatorHref!);
    await expect(moderator).toHaveURL(/\/profile$/);
    await moderator.context().close();

    expect((await page.goto("/user/no-such-member"))?.status()).toBe(404);
  });

  test("a saved post shows on /saved, which is empty before", async ({ page, browser }, testInfo) => {
    const text = `Saved check (${testInfo.project.name} ${Date.now().toString(36)}): valet at the mall charges by the hour.`;
    const postHref = await driverPublishes(browser, text);
    await freshMember(page, testInfo, "saved");

    await page.goto("/saved");
    await expect(page.getByRole("heading", { name: "Your saved posts", level: 1 })).toBeVisible();
    await expect(page.getByText("You haven't saved any post yet.")).toBeVisible();

    await page.goto(postHref);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Unsave" })).toBeVisible();

    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Saved" }).click();
    await expect(page).toHaveURL(/\/saved$/);
    const card = page.getByRole("article").filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: COMMUNITY })).toHaveAttribute("href", COMMUNITY_PATH);
    await expect(page.getByText("You haven't saved any post yet.")).toHaveCount(0);
  });
});
