import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { USER_ADMIN_MESSAGES } from "@core/account/user-admin-schema";
import { COMMUNITY_ADMIN_MESSAGES } from "@core/community/community-admin-schema";
import { signInAsAdmin } from "./support/admin";
import { signUpFresh } from "./support/accounts";
import { signIn } from "./support/sign-in";

/**
 * Issue 13, the admin's Users and Communities: the admin creates a community (a name taken is
 * refused), finds a driver by the start of their e-mail, suspends them (the driver's open session
 * ends and sign-in is refused with the message), lifts it, and makes them a moderator of the new
 * community, whose moderation panel the driver then opens; last, the admin uploads a new banner for
 * it, which the community's page shows. The admin's forms run with JavaScript on and off (the two projects).
 */
const PASSWORD = "Driver#2026x";

test("the admin creates a community, suspends a driver found by e-mail prefix, lifts it, and makes them its moderator", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  // Two browsers, a TOTP sign-in and four password hashes on two shared cores: more than a minute at times.
  test.slow();
  const driver = await signUpFresh(page, testInfo, { emailTag: "susp", namePrefix: "Suspended driver", password: PASSWORD });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);

  const admin = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await signInAsAdmin(admin);
  // Before any search, Users lists the newest members first: the driver who just signed up is there (issue 29).
  await admin.getByRole("link", { name: "Users", exact: true }).click();
  await expect(admin.getByRole("list", { name: "Newest members" }).getByRole("link", { name: driver.email })).toBeVisible();

  // A community of this test's own (the seeded ones' counts are other specs' business); a name
  // already taken, whatever its case and spacing, is refused under its field.
  const community = `Night Owls ${testInfo.project.name} ${Date.now().toString(36)}`;
  await admin.goto("/admin/communities");
  await expect(admin.getByRole("link", { name: "Parking Tips" })).toBeVisible();
  await admin.getByRole("link", { name: "Add a community" }).click();
  await admin.getByLabel("Name").fill("parking  TIPS");
  await admin.getByLabel("Description", { exact: true }).fill("Parking late at night.");
  await admin.getByLabel("Rules", { exact: true }).fill("Be kind.\nNo spam.");
  await admin.getByRole("button", { name: "Add community" }).click();
  await expect(admin.getByText(COMMUNITY_ADMIN_MESSAGES.nameTaken)).toBeVisible();
  await expect(admin.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await admin.getByLabel("Name").fill(community);
  await admin.getByRole("button", { name: "Add community" }).click();
  await expect(admin.getByRole("status")).toContainText("The community is created.");
  await expect(admin.getByText("0 members")).toBeVisible();

  await admin.getByRole("link", { name: "Users", exact: true }).click();
  // The prefix is all of the address but its last characters: it is this test's driver alone.
  await admin.getByLabel("E-mail address starts with").fill(driver.email.slice(0, -14).toUpperCase());
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.getByRole("link", { name: driver.email }).click();
  await expect(admin.getByRole("heading", { name: driver.email })).toBeVisible();

  // A suspension needs a reason.
  await admin.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(admin.getByText(USER_ADMIN_MESSAGES.reasonRequired)).toBeVisible();
  await admin.getByLabel("Reason").fill("Abusive posts");
  await admin.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(admin.getByRole("status")).toContainText("The account is suspended");
  await expect(admin.getByText("Suspended since")).toContainText("Abusive posts");

  // The driver's open session has ended, and signing in is refused with the message.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Email address", { exact: true }).fill(driver.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(USER_ADMIN_MESSAGES.suspended)).toBeVisible();

  await admin.getByRole("button", { name: "Unsuspend" }).click();
  await expect(admin.getByRole("status")).toContainText("The suspension is lifted");
  await signIn(page, driver.email, PASSWORD);

  // Make them a moderator of the new community; the driver opens its moderation panel.
  await admin.getByLabel("Make them a moderator of").selectOption({ label: community });
  await admin.getByRole("button", { name: "Make moderator" }).click();
  await expect(admin.getByRole("status")).toContainText("They are now a moderator");
  await expect(admin.getByRole("button", { name: `Remove as moderator of ${community}` })).toBeVisible();
  await page.goto(`/community/${encodeURIComponent(community)}/moderator`);
  await expect(page.getByRole("heading", { name: "Moderation Panel" })).toBeVisible();

  // The community's admin page lists them, counts them as a member, and its mod log says what was done.
  await admin.getByRole("link", { name: community }).click();
  await expect(admin.getByRole("heading", { name: community, level: 1 })).toBeVisible();
  await expect(admin.getByText("1 member ·")).toBeVisible();
  await expect(admin.getByRole("link", { name: driver.name })).toBeVisible();
  // People by name and e-mail in the admin's mod log (issue 29).
  await expect(admin.getByRole("row").filter({ hasText: `Made ${driver.name} (${driver.email}) a moderator` })).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: `Created the community ${community}` })).toBeVisible();

  // A new banner through the bucket's signed form (JavaScript on and off alike); the community's page shows it.
  const bannerFile = testInfo.outputPath("banner.jpg");
  await writeFile(
    bannerFile,
    await sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 30, g: 60, b: 120 } } })
      .jpeg()
      .toBuffer(),
  );
  await admin.getByLabel("New banner picture").setInputFiles(bannerFile);
  await admin.getByRole("button", { name: "Upload banner" }).click();
  await expect(admin.getByText(/^Banner uploaded \(\d+ KB\)\.$/)).toBeVisible();
  await admin.getByRole("button", { name: "Use this banner" }).click();
  await expect(admin.getByRole("status")).toContainText("The new banner is saved.");
  await expect(admin.getByRole("row").filter({ hasText: `Edited the community ${community} (a new banner)` })).toBeVisible();
  await page.goto(`/community/${encodeURIComponent(community)}`);
  const banner = page.locator('img[src*="/banner?v="]');
  await expect(banner).toHaveAttribute("src", /^\/api\/communities\/[a-z0-9-]+\/banner\?v=[a-z0-9-]+-[0-9a-f]{12}\.jpg$/);
  await expect(banner).toHaveJSProperty("complete", true);
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await admin.context().close();
});
