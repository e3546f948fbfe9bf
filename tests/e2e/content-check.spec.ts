import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { CONTENT_MESSAGES } from "../../functions/core/content-check/content-messages";
import { signUpFresh } from "./support/accounts";

/**
 * The content check on the pages (issue 12, spec community.md §4, §5), with JavaScript on (a modal)
 * and off (the same dialog rendered open by the server, its buttons plain forms). Each test signs up
 * its own member, so the projects running at once never share posts or rate limits.
 */
async function memberOf(page: Page, testInfo: TestInfo, tag: string, communityIds: string[]): Promise<void> {
  await signUpFresh(page, testInfo, { emailTag: tag, namePrefix: "Check", password: "Checks#2026" });
  for (const id of communityIds) {
    await page.goto(`/communities/${id}/join`);
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page).toHaveURL(/\/my-communities\?joined=/);
  }
}

async function post(page: Page, community: string, text: string): Promise<void> {
  await page.goto(`/community/${encodeURIComponent(community)}`);
  await page.getByLabel(`Write a post in ${community}`).fill(text);
  await page.getByRole("button", { name: "Post", exact: true }).click();
}

const dialog = (page: Page) => page.getByRole("alertdialog");

test("an abusive post and an abusive comment get the warning, and neither is shown", async ({ page, javaScriptEnabled }, testInfo) => {
  await memberOf(page, testInfo, "abuse", ["parking-tips"]);
  const text = `Who parks like this (${testInfo.project.name})? f u c k you, idiot driver.`;
  await post(page, "Parking Tips", text);
  await expect(dialog(page).getByRole("heading", { name: CONTENT_MESSAGES.warningTitle })).toBeVisible();
  await expect(dialog(page)).toContainText(CONTENT_MESSAGES.inappropriatePost);
  // The text stays in the composer to be cleaned up.
  await expect(page.getByLabel("Write a post in Parking Tips")).toHaveValue(text);
  if (javaScriptEnabled) {
    await dialog(page).getByRole("button", { name: "OK" }).click();
    await expect(dialog(page)).toBeHidden();
  }
  await page.goto("/community/Parking%20Tips");
  await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);

  await page.goto("/post/seed-post-parking-tips-01");
  const comment = `You are a chutiya (${testInfo.project.name}), learn to park.`;
  await page.getByPlaceholder("Write a comment...").fill(comment);
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  const warning = page.locator("#comment-error");
  await expect(warning).toContainText(CONTENT_MESSAGES.warningTitle);
  await expect(warning).toContainText(CONTENT_MESSAGES.inappropriateComment);
  await page.goto("/post/seed-post-parking-tips-01");
  await expect(page.getByText(comment)).toHaveCount(0);
});

test("a car servicing post in Electric Vehicles gets the topic conflict naming Car Care, and is posted there", async ({
  page,
}, testInfo) => {
  await memberOf(page, testInfo, "topic", ["electric-vehicles", "car-care"]);
  const text = `My car's 40,000 km service at the Maruti workshop (${testInfo.project.name}): oil, filters and brake pads done.`;
  await post(page, "Electric Vehicles", text);
  await expect(dialog(page)).toContainText(CONTENT_MESSAGES.mismatch("Electric Vehicles", "Car Care"));
  await dialog(page).getByRole("button", { name: "Post in Car Care" }).click();
  await expect(page).toHaveURL(/\/community\/car-care\?posted=1$/);
  await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();
  await page.goto("/community/Electric%20Vehicles");
  await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);
});

test("an off-topic post gets the undetermined modal: Discard leaves nothing, Post Anyway publishes it", async ({ page }, testInfo) => {
  await memberOf(page, testInfo, "topicless", ["parking-tips"]);
  const discarded = `Dinner tonight (${testInfo.project.name}): add the ghee, jeera and chopped onions, then simmer the dal for 20 minutes.`;
  await post(page, "Parking Tips", discarded);
  await expect(dialog(page).getByRole("heading", { name: "We could not check this post's topic" })).toBeVisible();
  await expect(dialog(page)).toContainText(CONTENT_MESSAGES.banWarning);
  await dialog(page).getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("Your post is discarded.")).toBeVisible();
  await page.goto("/community/Parking%20Tips");
  await expect(page.getByRole("article").filter({ hasText: discarded })).toHaveCount(0);

  const kept = `Weekend recipe (${testInfo.project.name}): soak the rajma overnight, then pressure cook with tomatoes and garam masala.`;
  await post(page, "Parking Tips", kept);
  await dialog(page).getByRole("button", { name: "Post Anyway" }).click();
  await expect(page.getByText("Your post is published.")).toBeVisible();
  await page.goto("/community/Parking%20Tips");
  await expect(page.getByRole("article").filter({ hasText: kept })).toBeVisible();
});
