import { expect, test, type Page } from "@playwright/test";
import { COMPANY_NAME, POSTAL_ADDRESS } from "../../functions/core/brand";
import { expectNoEnglish, switchToHindi } from "./support/hindi";

/**
 * The offline page in the visitor's language (issue 35, issue 34): the service worker keeps a copy of
 * /offline in each language and answers with the one last chosen by the switch (the worker cannot
 * read the cookie). Without JavaScript there is no worker, so this runs with JavaScript only.
 */
test.use({ serviceWorkers: "allow" });

async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

test("offline, a visitor who chose Hindi gets the offline page in Hindi, and in English after switching back", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "no service worker without JavaScript");
  await page.goto("/");
  await workerControls(page);
  await switchToHindi(page);

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "आप ऑफ़लाइन हैं" })).toBeVisible();
  await expect(page.getByText("इस फ़ोन पर कोई वाउचर सेव नहीं है।", { exact: false })).toBeVisible();
  await expectNoEnglish(page, { allow: [COMPANY_NAME, POSTAL_ADDRESS] });

  await context.setOffline(false);
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
});
