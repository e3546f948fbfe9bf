import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signUpFresh } from "./support/accounts";
import { mailLink } from "./support/outbox";
import { unzipEntries } from "../support/unzip";

/**
 * Settings → Your data (issue 32 §1, decision 051), with JavaScript on and off: a member finds it by
 * clicking from home, asks for a copy, sees it being prepared and then ready (the local stack's job
 * runs every few seconds), downloads the ZIP — the summary and their profile in it — and gets the
 * same link by e-mail. A second request the same day is not offered.
 */
const PASSWORD = "Driver#2026";

async function openYourData(page: Page): Promise<void> {
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByLabel("User menu").click();
  await header.getByRole("navigation", { name: "Your account" }).filter({ visible: true }).getByRole("link", { name: "Profile" }).click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Setting", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Devices and locations" })).toBeVisible();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Your data" }).click();
  await expect(page).toHaveURL(/\/settings\/data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
}

test("a member asks for their data, sees it ready, and downloads a ZIP with the summary and their profile", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const account = await signUpFresh(page, testInfo, { emailTag: "export", namePrefix: "Exporter", password: PASSWORD });
  await openYourData(page);

  const state = page.getByTestId("export-state");
  await expect(state).toHaveAttribute("data-state", "none");
  await page.getByRole("button", { name: "Prepare my data" }).click();
  await expect(page.getByRole("status")).toHaveText("We have started preparing your data. We will e-mail you when it is ready.");

  // Ready within seconds: with JavaScript the page looks again by itself; without it, a reload shows it.
  if (javaScriptEnabled) {
    await expect(state).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
  } else {
    await expect(async () => {
      await page.getByRole("link", { name: "Check again" }).click();
      await expect(state).toHaveAttribute("data-state", "ready", { timeout: 500 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(page.getByText(/^The link works until .+ \(India time\), only for you\.$/)).toBeVisible();
  // One a day: no second request is offered.
  await expect(page.getByRole("button", { name: /Prepare/ })).toHaveCount(0);
  await expect(page.getByText(/^You can ask for one copy a day\. Your next one is possible from /)).toBeVisible();

  const link = page.getByRole("link", { name: "Download your data (ZIP)" });
  const href = await link.getAttribute("href");
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  const zip = readFileSync((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe("PK");
  const files = unzipEntries(zip);
  expect([...files.keys()]).toEqual(expect.arrayContaining(["summary.txt", "profile.json", "bookings.json", "posts.json"]));
  expect(files.get("summary.txt")!.toString()).toContain("SMART PARKING: your data");
  expect(JSON.parse(files.get("profile.json")!.toString())).toMatchObject({ email: account.email, name: account.name });

  // The mail carries the same link.
  const mailed = await mailLink(page, account.email, "/settings/data/download/", { subject: "Your SMART PARKING data is ready" });
  expect(new URL(mailed).pathname).toBe(href);
});
