import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES } from "@core/account/profile-image";
import { signUpFresh as signUpNew } from "./support/accounts";
import { signIn } from "./support/sign-in";

/**
 * The logged-in area: side menu, header, profile (details and photo) and devices. Both projects
 * (JS on and off) share one server and run in parallel, so tests that change a profile sign up an
 * account of their own, and read-only tests use a different demo account per project.
 */
const PASSWORD = "Driver#2026";

function demoAccount(testInfo: TestInfo) {
  return testInfo.project.name === "js-off"
    ? { email: "asha@example.com", name: "Asha Rao" }
    : { email: "driver@example.com", name: "Demo Driver" };
}

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

/** Signs up a brand-new member and signs them in (e2e-profile-… addresses). */
const signUpFresh = (page: Page, testInfo: TestInfo) =>
  signUpNew(page, testInfo, { emailTag: "profile", namePrefix: "Tester", password: PASSWORD });

/** With JavaScript on, waits until the page is hydrated: the no-JS "Show cities" button then goes away. */
async function whenInteractive(page: Page, testInfo: TestInfo): Promise<void> {
  if (!jsOff(testInfo)) await expect(page.getByRole("button", { name: "Show cities" })).toBeHidden();
}

/** The field's own message: its error list, named by the control's aria-describedby. */
async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  expect(errorId, `${label} names its error list`).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

// A valid 1×1 PNG.
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test.describe("logged-in area", () => {
  test("/profile signed out goes to sign-in and comes back after it", async ({ page }, testInfo) => {
    const account = demoAccount(testInfo);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
    await signIn(page, account.email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveTitle("Profile | SMART PARKING");
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: "Profile picture" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel("Email", { exact: true })).not.toBeEditable();
    await expect(page.getByText("To delete your account, go to")).toContainText(
      "It is erased 7 days later; signing in before then cancels it.",
    );
    // A verified demo account gets no verification notice.
    await expect(page.getByText("Please verify your e-mail address.")).toHaveCount(0);
  });

  test("the side menu links the account pages and the header shows the member", async ({ page }, testInfo) => {
    const account = demoAccount(testInfo);
    await signIn(page, account.email, PASSWORD);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText(`Welcome, ${account.name}!`)).toBeVisible();
    // The tile (spec §2): counts once the member has vehicles, otherwise the empty state (issue 29).
    await expect(page.getByText("No vehicles yet").or(page.getByText(/^Registered vehicles:/))).toBeVisible();

    const menu = page.getByRole("navigation", { name: "Account" });
    const pages = [
      ["Dashboard", "/dashboard", "Dashboard"],
      ["Profile", "/profile", "Profile"],
      ["Booking", "/booking", "My bookings"],
      ["Vehicle", "/vehicles", "Vehicles"],
      ["Setting", "/devices-locations", "Devices and locations"],
    ] as const;
    for (const [label, href] of pages) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(menu.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
    for (const [label, href, heading] of pages.slice(1)) {
      await menu.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }

    // The header's user menu (a <details>, so it opens with JavaScript off too).
    const header = page.getByRole("banner");
    await header.getByLabel("User menu").click();
    await expect(header.getByRole("link", { name: account.name, exact: true })).toHaveAttribute("href", "/profile");
    await expect(header.getByText(account.email).filter({ visible: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("editing the profile saves the details, with the city picked from the state's list", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await page.goto("/profile");
    await whenInteractive(page, testInfo);

    // A fresh account is unverified: the notice offers a new link.
    await expect(page.getByText("Please verify your e-mail address. We sent you a link when you signed up.")).toBeVisible();
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.getByText("We have sent you a new verification link.")).toBeVisible();
    await expect(page).toHaveURL(/\/profile\?verification=sent$/);

    await page.getByLabel("Contact", { exact: true }).fill("+91 98450 12345");
    await page.getByLabel("Address", { exact: true }).fill("12, 4th Cross, Indiranagar");
    await page.getByLabel("Pincode", { exact: true }).fill("560038");
    await page.getByLabel("State", { exact: true }).selectOption("Karnataka");
    if (jsOff(testInfo)) {
      // Without JavaScript the state's cities come from a round trip that keeps what was typed and saves nothing.
      await page.getByRole("button", { name: "Show cities" }).click();
      await expect(page.getByLabel("Contact", { exact: true })).toHaveValue("+91 98450 12345");
      await expect(page.getByLabel("State", { exact: true })).toHaveValue("Karnataka");
      await expect(page.getByText("Profile updated successfully.")).toHaveCount(0);
    }
    await page.getByLabel("City", { exact: true }).selectOption("Bengaluru");
    await page.getByLabel("Licence number", { exact: true }).fill("KA01 20260012345");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated successfully.")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Contact", { exact: true })).toHaveValue("+91 98450 12345");
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("12, 4th Cross, Indiranagar");
    await expect(page.getByLabel("Pincode", { exact: true })).toHaveValue("560038");
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("Karnataka");
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Bengaluru");
    await expect(page.getByLabel("Country", { exact: true })).toHaveValue("India");
    await expect(page.getByLabel("Licence number", { exact: true })).toHaveValue("KA01 20260012345");
  });

  test("a refused save shows each message next to its field and changes nothing", async ({ page }, testInfo) => {
    const account = await signUpFresh(page, testInfo);
    await page.goto("/profile");
    await whenInteractive(page, testInfo);

    await page.getByLabel("Name", { exact: true }).fill("   ");
    await page.getByLabel("Pincode", { exact: true }).fill("560038");
    // The box stops typing at 200 characters; a page that lets more through (an old tab, a script) is refused by the server.
    const contact = page.getByLabel("Contact", { exact: true });
    await expect(contact).toHaveAttribute("maxlength", "200");
    await contact.evaluate((input) => input.removeAttribute("maxlength"));
    await contact.fill("9".repeat(201));
    const answer = jsOff(testInfo) ? page.waitForResponse((r) => r.request().method() === "POST") : null;
    await page.getByRole("button", { name: "Save changes" }).click();
    if (answer) expect((await answer).status()).toBe(400);

    await expectFieldError(page, "Name", "Name cannot be empty.");
    await expectFieldError(page, "Contact", "Please keep each field under 200 characters.");
    await expect(page.getByLabel("Pincode", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    // What was typed is kept for the next try.
    await expect(page.getByLabel("Pincode", { exact: true })).toHaveValue("560038");
    await expect(page.getByText("Profile updated successfully.")).toHaveCount(0);

    // Nothing was saved.
    await page.goto("/profile");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(account.name);
    await expect(page.getByLabel("Pincode", { exact: true })).toHaveValue("");
  });

  test("uploading a profile photo: none chosen, not an image, then a real PNG", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await page.goto("/profile");
    await whenInteractive(page, testInfo);
    const picture = page.getByRole("img", { name: "Profile picture" });
    await expect(picture).toHaveAttribute("src", "/static/default-avatar.svg");

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const upload = page.getByRole("button", { name: "Upload photo" });
    await upload.click();
    await expectFieldError(page, "Choose a picture", "Please select an image file first.");
    // With JavaScript the check happens in the page; without it the server says the same.
    expect(posts.length > 0).toBe(jsOff(testInfo));

    await page.getByLabel("Choose a picture").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("This is plain text wearing a .png name.\n"),
    });
    await upload.click();
    await expect(page.getByText("Please select an image file (JPEG, PNG, WebP or GIF).")).toBeVisible();
    await expect(picture).toHaveAttribute("src", "/static/default-avatar.svg");

    // Over the limit: refused before it is stored (in the page with JavaScript, by the upload parser without).
    const big = Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1);
    PNG_1X1.copy(big);
    await page.getByLabel("Choose a picture").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
    const postsBefore = posts.length;
    await upload.click();
    await expectFieldError(page, "Choose a picture", PROFILE_IMAGE_MESSAGES.tooLarge);
    await expect(picture).toHaveAttribute("src", "/static/default-avatar.svg");
    // The same rule (core's profileImageSizeProblem) in the page with JavaScript: nothing is sent.
    expect(posts.length > postsBefore).toBe(jsOff(testInfo));

    await page.getByLabel("Choose a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
    await upload.click();
    await expect(page.getByText("Profile image updated successfully!")).toBeVisible();
    await expect(page.getByLabel("Choose a picture")).not.toHaveAttribute("aria-invalid", "true");
    // Stored re-encoded (core's uploadProfileImage): a PNG with transparency becomes WebP.
    await expect(picture).toHaveAttribute("src", /^\/api\/users\/send-profile\/[0-9a-f-]+-[0-9a-f]{12}\.webp$/);
    const served = await page.request.get((await picture.getAttribute("src")) ?? "");
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
  });

  test("/devices-locations shows this device as the primary one", async ({ page }, testInfo) => {
    const account = demoAccount(testInfo);
    await signIn(page, account.email, PASSWORD);
    await page.goto("/devices-locations");
    await expect(page).toHaveTitle("Devices and locations | SMART PARKING");
    await expect(page.getByRole("heading", { name: "Devices and locations", level: 1 })).toBeVisible();

    const primary = page.getByRole("region", { name: "Primary device" });
    const thisDevice = primary.getByRole("listitem").filter({ hasText: "This device" });
    await expect(thisDevice).toHaveCount(1);
    // Playwright's "Desktop Chrome" sends a Windows user agent; the server is on this machine.
    await expect(thisDevice).toContainText("Chrome on Windows");
    await expect(thisDevice).toContainText("Desktop");
    await expect(thisDevice).toContainText("This computer");
    // The primary device can be neither blocked nor removed.
    await expect(thisDevice.getByRole("button")).toHaveCount(0);

    await expect(page.getByRole("region", { name: "Trusted devices" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Blocked devices" })).toContainText("No blocked devices.");
  });

  test("a device change refused on a stale page says why, and changes nothing", async ({ page, browser, baseURL }, testInfo) => {
    // Two browsers and three password hashes.
    test.slow();
    const account = await signUpFresh(page, testInfo);
    const phone = await browser.newContext({ baseURL, javaScriptEnabled: !jsOff(testInfo), userAgent: IPHONE });
    try {
      await signIn(await phone.newPage(), account.email, PASSWORD);

      // This tab keeps the list as it was; another blocks the phone meanwhile.
      await page.goto("/devices-locations");
      const phoneCard = page.getByRole("listitem").filter({ hasText: "Safari on iOS" });
      await expect(phoneCard.getByRole("button", { name: "Remove Safari on iOS" })).toBeVisible();
      const other = await page.context().newPage();
      await other.goto("/devices-locations");
      await other.getByRole("button", { name: "Block Safari on iOS" }).click();
      await expect(other.getByText("The device has been blocked.")).toBeVisible();
      await other.close();

      // Removing a blocked device would let it back in as a new one: refused (403), with core's message.
      page.once("dialog", (dialog) => void dialog.accept());
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await phoneCard.getByRole("button", { name: "Remove Safari on iOS" }).click();
      expect((await answer).status()).toBe(403);
      // The stale form is gone (the phone is blocked now), so the message stands at the top of the page.
      await expect(page.getByRole("alert").filter({ hasText: "A blocked device cannot be removed: unblock it first." })).toBeVisible();
      const blocked = page.getByRole("region", { name: "Blocked devices" });
      await expect(blocked.getByRole("listitem").filter({ hasText: "Safari on iOS" })).toBeVisible();
      await expect(blocked.getByRole("button", { name: "Unblock Safari on iOS" })).toBeVisible();

      // Only the member's own devices: an id that is not theirs (or not an id) is "not found", and a made-up action is refused.
      const post = (form: Record<string, string>) => page.request.post("/devices-locations", { form });
      expect((await post({ id: "00000000-0000-4000-8000-000000000000", intent: "block" })).status()).toBe(404);
      expect((await post({ id: "../../admin", intent: "remove" })).status()).toBe(404);
      const phoneId = await blocked.locator('input[name="id"]').first().inputValue();
      expect((await post({ id: phoneId, intent: "explode" })).status()).toBe(400);
      await page.reload();
      await expect(blocked.getByRole("button", { name: "Unblock Safari on iOS" })).toBeVisible();
    } finally {
      await phone.close();
    }
  });
});
