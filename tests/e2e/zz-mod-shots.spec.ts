import { expect, test } from "@playwright/test";
import { measure } from "./support/layout-measure";

test("shots", async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== "js-off");
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: "sp_lang", value: "hi", url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/signin");
  await page.locator('main input[name="email"]').fill("moderator@example.com");
  await page.locator('main input[name="password"]').fill("Moderator#2026");
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/signin/);
  const panel = "/community/electric-vehicles/moderator";
  await page.goto(panel);
  const banHref = await page.locator('form[action*="/moderator/ban/"]').first().getAttribute("action");
  const pages = [panel, banHref!, "/community/electric-vehicles/reported-post"];
  for (const [i, path] of pages.entries()) {
    await page.goto(path);
    const problems = await page.evaluate(measure);
    console.log(path, JSON.stringify(problems));
    await page.screenshot({ path: `/tmp/moderation-phone-${i}.png`, fullPage: true });
  }
  await context.close();
});
