import { expect, test, type Page } from "@playwright/test";
import { COMPANY_NAME, POSTAL_ADDRESS } from "../../functions/core/brand";
import { expectNoEnglish, switchToHindi } from "./support/hindi";

/**
 * The offline page in the visitor's language (issue 35, issue 34): the service worker keeps a copy of
 * /offline in each language and answers with the one last chosen by the switch, else the browser's
 * preference, the rule of a first visit (the worker cannot read the cookie). Here a browser that
 * prefers Hindi. Without JavaScript there is no worker, so this runs with JavaScript only.
 */
test.use({ serviceWorkers: "allow", locale: "hi-IN" });

async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

test("offline, a browser that prefers Hindi gets the offline page in Hindi", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "no service worker without JavaScript");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await workerControls(page);

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "आप ऑफ़लाइन हैं" })).toBeVisible();
  await expect(page.getByText("इस फ़ोन पर कोई वाउचर सेव नहीं है।", { exact: false })).toBeVisible();
  await expectNoEnglish(page, { allow: [COMPANY_NAME, POSTAL_ADDRESS] });
  await context.setOffline(false);
});

// An English browser this time: the page is English until the switch says otherwise.
test.describe("an English browser", () => {
  test.use({ locale: "en-IN" });
  test("on a page the service worker controls, the footer's switch changes the language, both ways", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "no service worker without JavaScript");
    await page.goto("/about");
    await workerControls(page);
    // The worker's fetch once let the browser's cache answer with the English copy (stale-while-revalidate).
    await switchToHindi(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[^\u0900-\u097F]+$/);
  });
});
