import { expect, test } from "@playwright/test";

test.describe("page layout", () => {
  test("home shows the header, the brand and the footer", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/\| SMART PARKING$/);
    const header = page.getByRole("banner");
    await expect(header.getByText("SMART PARKING", { exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    for (const [name, href] of [
      ["ABOUT US", "/about"],
      ["WE HELP YOU", "/help-you"],
      ["HOW DOES IT WORK", "/how-works"],
      ["CONTACT US", "/contact"],
      ["USER LOGIN", "/signin"],
      ["USER SIGNUP", "/signup"],
    ] as const) {
      await expect(header.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Bengaluru");
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /\+91/ })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("heading", { name: "We Make Parking Simple - Anytime, Anywhere" })).toBeVisible();
  });

  test("the mobile menu opens from its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const about = header.getByRole("link", { name: "ABOUT US", exact: true });
    await expect(about).toBeHidden();
    // A <details> disclosure: it opens without JavaScript.
    await header.getByLabel("Menu", { exact: true }).click();
    await expect(about).toBeVisible();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("an open menu closes on Escape and on a press outside it, on island and hydrated pages alike", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript the menu closes from its toggle only.");
    await page.setViewportSize({ width: 390, height: 844 });
    // Home is an island (decision 005); /about is hydrated by Remix.
    for (const path of ["/", "/about"]) {
      await page.goto(path);
      const header = page.getByRole("banner");
      const toggle = header.getByLabel("Menu", { exact: true });
      const about = header.getByRole("link", { name: "ABOUT US", exact: true });
      await expect(async () => {
        await toggle.click();
        await expect(about).toBeVisible({ timeout: 500 });
        await page.keyboard.press("Escape");
        await expect(about).toBeHidden({ timeout: 500 });
      }).toPass();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(about).toBeVisible();
      // The open panel covers the page below the header: press the header's own padding, outside the menu.
      const bar = (await header.boundingBox())!;
      await page.mouse.click(bar.x + 4, bar.y + bar.height / 2);
      await expect(about).toBeHidden();
    }
  });

  test("an unknown path gets the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("server status", () => {
  test("GET /api/server-status answers ok", async ({ request }) => {
    const response = await request.get("/api/server-status");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", checks: { table: "ok", files: "ok" } });
  });

  test("an unknown API path answers 404 as JSON", async ({ request }) => {
    const response = await request.get("/api/no-such-thing");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found." });
  });
});
