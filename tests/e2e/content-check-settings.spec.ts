import { expect, test, type Page } from "@playwright/test";
import { CONTENT_MESSAGES } from "@core/content-check/content-messages";
import { signUpFresh } from "./support/accounts";
import { signInAsAdmin } from "./support/admin";
import { signIn } from "./support/sign-in";

/**
 * Content-check settings (issue 13, decision 022): the admin turns the text check off, a member's
 * post waits for a moderator's review instead of being published, the community's moderator
 * approves it on the panel and it is in the feed.
 *
 * The settings are one platform-wide item and every spec shares the e2e stack, so this runs in its
 * own project, "platform-wide", after all the others (tests/e2e/playwright.config.ts): with the text
 * check off, another spec's abusive post would be held for review instead of refused. It keeps the
 * check off only for the seconds of one post and puts the defaults back in afterAll whatever happened.
 */
const WHERE = { name: "Road Trips", id: "road-trips" } as const;
const PATH = `/community/${encodeURIComponent(WHERE.name)}`;

let admin: Page | undefined;

test.describe("content-check settings", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.afterAll(async () => {
    if (!admin) return;
    await admin.goto("/admin/content-checks");
    const restore = admin.getByRole("button", { name: "Restore defaults" });
    if (await restore.isVisible()) {
      await restore.click();
      await expect(admin.getByRole("status")).toContainText("Every setting is back to its default.");
    }
    await expect(admin.getByLabel("Text abuse check")).toBeChecked();
    await admin.context().close();
  });

  test("the text check off: a post waits for review, the moderator approves it, it is in the feed", async ({ browser }, testInfo) => {
    // A member of Road Trips (new, so no other spec's rate limit or posts get in the way).
    const member = await (await browser.newContext()).newPage();
    await signUpFresh(member, testInfo, { emailTag: "review", namePrefix: "Review Test", password: "Member#2026" });
    expect((await member.request.post(`/communities/${WHERE.id}/join`)).url()).toContain("/my-communities?joined=");

    admin = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin/content-checks");
    await expect(admin.getByRole("heading", { name: "Content checks", level: 1 })).toBeVisible();
    // Each value with its default beside it.
    await expect(admin.getByLabel("Explicit", { exact: true })).toHaveValue("60");
    await expect(admin.getByLabel("Explicit", { exact: true })).toHaveAccessibleDescription("Now 60; default 60.");
    const heldBefore = Number(await admin.getByTestId("held-for-review").locator("strong").textContent());

    // A bad threshold is refused next to its field, and nothing is saved.
    await admin.getByLabel("Explicit", { exact: true }).fill("30");
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByText("Please enter a whole number from 50 to 100.")).toBeVisible();
    await admin.goto("/admin/content-checks");
    await expect(admin.getByLabel("Explicit", { exact: true })).toHaveValue("60");

    await admin.getByLabel("Text abuse check").uncheck();
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByRole("status")).toContainText("The settings are saved.");
    await expect(admin.getByLabel("Text abuse check")).not.toBeChecked();

    const text = `Road trip ${Date.now()}: the FASTag lane at Khalapur toll plaza moves fast after 9 pm.`;
    const posted = await member.request.post(PATH, { form: { content: text } });
    expect(posted.url()).toContain("held=review");

    // The check is back on at once: other specs sharing the stack never see it off for long.
    await admin.getByLabel("Text abuse check").check();
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByRole("status")).toContainText("The settings are saved.");
    await expect(admin.getByTestId("held-for-review")).toContainText(String(heldBefore + 1));

    // The author sees it waiting, and nobody's feed has it.
    await member.goto(posted.url());
    await expect(member.getByRole("status").filter({ hasText: CONTENT_MESSAGES.review })).toBeVisible();
    const waiting = member.getByRole("region", { name: /Your posts and their content check/ });
    await expect(waiting.getByRole("listitem").filter({ hasText: text })).toContainText(CONTENT_MESSAGES.reviewState);
    await expect(member.getByRole("article").filter({ hasText: text })).toHaveCount(0);

    // The community's moderator approves it on the panel (a plain form).
    const mod = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signIn(mod, "moderator@example.com", "Moderator#2026");
    await mod.goto(`${PATH}/moderator`);
    const review = mod.getByRole("region", { name: "Waiting for review" });
    const row = review.getByRole("listitem").filter({ hasText: text });
    await expect(row).toContainText("Not checked: Text abuse check.");
    await row.getByRole("button", { name: /^Approve/ }).click();
    await expect(mod.getByRole("status")).toContainText("The post is approved and published.");
    await expect(review.getByRole("listitem").filter({ hasText: text })).toHaveCount(0);
    await expect(mod.getByRole("region", { name: "Mod log" })).toContainText("Approved a post by Review Test");
    await mod.context().close();

    await member.goto(PATH);
    await expect(member.getByRole("article").filter({ hasText: text })).toBeVisible();
    await member.context().close();
  });
});
