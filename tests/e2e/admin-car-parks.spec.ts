import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

/**
 * Issue 13: the admin adds a car park near a place that had none, and a driver's search there finds
 * it at once; the form's refusals sit under their fields. JavaScript on and off.
 */
const HOUR = 3600_000;
function tomorrowWindow() {
  const ist = new Date(Date.now() + 5.5 * HOUR + 24 * HOUR);
  const day = ist.toISOString().slice(0, 10);
  return { inTime: new Date(`${day}T10:00:00+05:30`).toISOString(), outTime: new Date(`${day}T13:00:00+05:30`).toISOString() };
}

test("the admin adds a car park near a new place, and a search there finds it", async ({ page, browser }) => {
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const landmark = `Someshwar Falls ${tag}`;
  const name = `Someshwar Falls Parking ${tag}`;
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Car parks", exact: true }).click();
  await page.getByRole("link", { name: "Add a car park" }).click();
  await expect(page.getByRole("heading", { name: "Add a car park" })).toBeVisible();

  const fill = async (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill("Name", name);
  await fill("Code", `SMW-${tag}`);
  await fill("Address", "Gangapur Road");
  await fill("City", "Nashik");
  await fill("State", "Maharashtra");
  await fill("PIN code", "12");
  await fill("Latitude", "20.0165");
  await fill("Longitude", "73.7220");
  await fill("Landmark", landmark);
  await page.getByLabel("Landmark kind", { exact: true }).selectOption("locality");
  await fill("Four-wheeler spaces", "12");
  await fill("Two-wheeler spaces", "20");
  await fill("Hours per price block", "1");
  await fill("Four-wheeler price (₹)", "30");
  await fill("Two-wheeler price (₹)", "10");
  await page.getByRole("button", { name: "Add car park" }).click();
  // A wrong PIN code is named under its field, and nothing is saved.
  await expect(page.getByText("Please enter a 6-digit PIN code.")).toBeVisible();
  await expect(page.getByLabel("PIN code", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await fill("PIN code", "422222");
  await page.getByRole("button", { name: "Add car park" }).click();
  await expect(page).toHaveURL(/\/admin\/car-parks\?city=Nashik/);
  await expect(page.getByRole("status")).toContainText(`Saved: ${name}.`);
  await expect(page.getByRole("link", { name })).toBeVisible();

  // A driver (a fresh, signed-out browser) searches the new place and finds it.
  const driver = await browser.newPage();
  const w = tomorrowWindow();
  await driver.goto(`/search?${new URLSearchParams({ place: landmark, in: w.inTime, out: w.outTime })}`);
  await expect(driver.locator("[data-card]").filter({ hasText: name })).toBeVisible();
  await driver.close();
});

test("with JavaScript, a click on the map fills the coordinates, and typed ones move the pin", async ({ page, javaScriptEnabled }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/car-parks/new");
  if (!javaScriptEnabled) {
    // Without JavaScript there is no map to promise: the two fields are typed.
    await expect(page.getByText("Point on the map")).toHaveCount(0);
    await expect(page.getByLabel("Latitude", { exact: true })).toBeEditable();
    return;
  }
  await page.getByLabel("Latitude", { exact: true }).fill("19.076");
  await page.getByLabel("Longitude", { exact: true }).fill("72.8777");
  const map = page.getByTestId("coordinate-picker");
  await expect(map).toHaveAttribute("data-ready", "yes");
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40);
  const lat = Number(await page.getByLabel("Latitude", { exact: true }).inputValue());
  const lng = Number(await page.getByLabel("Longitude", { exact: true }).inputValue());
  // A point near Mumbai, moved north-east of where the map started (India's view at zoom 4 when empty).
  expect(lat).toBeGreaterThan(18);
  expect(lat).toBeLessThan(20);
  expect(lng).toBeGreaterThan(72);
  expect(lng).toBeLessThan(74);
  expect(lat === 19.076 && lng === 72.8777).toBe(false);
});

test("the admin adds a picture to a car park through the bucket's form, sees it, and removes it", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  // A car park of its own per project (no other spec edits these), so the two never race one gallery.
  const id = javaScriptEnabled ? "pk-lucknow-01" : "pk-lucknow-02";
  const photo = testInfo.outputPath("entrance.jpg");
  await writeFile(
    photo,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 110, b: 70 } } })
      .jpeg()
      .toBuffer(),
  );
  await signInAsAdmin(page);
  await page.goto(`/admin/car-parks/${id}`);
  await page.getByRole("link", { name: "Pictures", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Pictures", exact: true })).toBeVisible();
  const pictures = page.getByRole("list", { name: "Pictures" }).getByRole("listitem");
  const before = await pictures.count();
  await page.getByLabel("New picture").setInputFiles(photo);
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText(/^Picture uploaded \(\d+ KB\)\.$/)).toBeVisible();
  await page.getByRole("button", { name: "Add this picture" }).click();
  await expect(pictures).toHaveCount(before + 1);
  const added = pictures.last().getByRole("img");
  await expect(added).toHaveJSProperty("complete", true);
  expect(await added.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await pictures
    .last()
    .getByRole("button", { name: /^Remove picture/ })
    .click();
  await expect(pictures).toHaveCount(before);
});
