import { expect, test, type Page } from "@playwright/test";
import { enterAdminCode } from "./support/admin";
import { CONSENT, fillSignUp, submitSignUp } from "./support/accounts";
import { mailLink } from "./support/outbox";

/**
 * Accounts end to end: sign-up, e-mail verification, sign-in and out, password reset, protected
 * pages, device links and the admin sign-in, each with JavaScript on and off. Both projects share
 * one server, so every test that creates an account uses an address of its own.
 */
const PASSWORD = "Parking#2026";
const NEW_PASSWORD = "Parking#2027";
const SLOW_NOTICE = "This is taking longer than usual. Please wait while backend services are getting started.";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs up through the form and lands on /signin with the success notice. */
async function signUp(page: Page, email: string, name = "E2E Driver") {
  await submitSignUp(page, { name, email, password: PASSWORD });
  await expect(page).toHaveURL(/\/signin\?notice=signed-up$/);
  await expect(page.getByRole("status").filter({ hasText: "You have successfully created an account. Please sign in." })).toBeVisible();
}

/** Fills and submits the sign-in form of the current page; the caller asserts the outcome. */
async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

function errorBanner(page: Page, text: string) {
  return page.getByRole("alert").filter({ hasText: text });
}

async function expectSignedIn(page: Page) {
  const header = page.getByRole("banner");
  await header.getByLabel("User menu").click();
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
}

test.describe("sign-up and sign-in", () => {
  test("sign up, verify the e-mail, sign in and log out", async ({ page }) => {
    const email = uniqueEmail("signup");
    await signUp(page, email, "Meera Iyer");

    const verify = await mailLink(page, email, "/auth/verify/", { subject: "Verify your e-mail address" });
    await page.goto(verify);
    await expect(page).toHaveURL(/\/email-verified$/);
    await expect(page.getByRole("heading", { name: "Your e-mail address has been verified." })).toBeVisible();

    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page).toHaveTitle("Sign In | SMART PARKING");
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expectSignedIn(page);

    // Signed-in members are sent away from the sign-in and sign-up pages, and a GET of /logout does nothing.
    await page.goto("/signin");
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto("/logout");
    await expect(page).toHaveURL(/:\d+\/$/);
    await expectSignedIn(page);

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/signin\?notice=signed-out$/);
    const notice = page.getByRole("status").filter({ hasText: "You have been signed out." });
    await expect(notice).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "USER LOGIN" })).toBeVisible();
    // The banner can be dismissed, without JavaScript too.
    await notice.getByTitle("Dismiss").click();
    await expect(notice).toBeHidden();

    // The verification link worked once.
    await page.goto(verify);
    await expect(page.getByRole("heading", { name: "This verification link is invalid or has expired." })).toBeVisible();
  });

  test("a wrong password shows the red banner and changes nothing", async ({ page }) => {
    await page.goto("/signin");
    await submitSignIn(page, "moderator@example.com", "Not-the-password-1");
    const banner = errorBanner(page, "Invalid email or password.");
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByLabel("Email address", { exact: true })).toHaveValue("moderator@example.com");
    await expect(page.getByRole("banner").getByRole("link", { name: "USER LOGIN" })).toBeVisible();
    await banner.getByTitle("Dismiss").click();
    await expect(banner).toBeHidden();
  });

  test("mismatched passwords at sign-up create no account", async ({ page }) => {
    const email = uniqueEmail("mismatch");
    await page.goto("/signup");
    await page.getByLabel(CONSENT).check();
    await fillSignUp(page, { name: "Mismatch", email, password: PASSWORD, confirm: "Parking#2099" });
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(errorBanner(page, "Passwords do not match")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel("Email address", { exact: true })).toHaveValue(email);

    await page.goto("/signin");
    await submitSignIn(page, email, PASSWORD);
    await expect(errorBanner(page, "Invalid email or password.")).toBeVisible();
  });

  test("sign-up without the consent box is not possible", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("consent");
    await page.goto("/signup");
    const submit = page.getByRole("button", { name: "Sign up", exact: true });
    if (javaScriptEnabled) {
      // Everything waits for the box.
      await expect(submit).toBeDisabled();
      await expect(page.getByLabel("Username", { exact: true })).toBeDisabled();
      await page.getByLabel(CONSENT).check();
      await expect(submit).toBeEnabled();
      await expect(page.getByLabel("Username", { exact: true })).toBeEnabled();
      await page.getByLabel(CONSENT).uncheck();
      await expect(submit).toBeDisabled();
    } else {
      // Without JavaScript the server refuses, keeping what was typed except the passwords.
      await fillSignUp(page, { name: "No Consent", email, password: PASSWORD });
      await submit.click();
      await expect(errorBanner(page, "Please agree to the terms and conditions for registration.")).toBeVisible();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByLabel("Username", { exact: true })).toHaveValue("No Consent");
      await expect(page.getByLabel("Email address", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    }
  });

  test("a slow sign-in says so after five seconds", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "The notice is a JavaScript enhancement.");
    await page.goto("/signin");
    // Held forever, so no attempt reaches the server (and its rate limits).
    await page.route(/\/signin\.data/, () => undefined);
    // Clicking before hydration would post the document instead: wait until React owns the form.
    await page.waitForFunction(() => Object.keys(document.querySelector("form[method=post]") ?? {}).some((k) => k.startsWith("__react")));
    await submitSignIn(page, "driver@example.com", "whatever-it-is");
    const button = page.getByRole("button", { name: "Signing in..." });
    await expect(button).toBeDisabled();
    await expect(page.getByText(SLOW_NOTICE)).toBeHidden();
    await expect(page.getByText(SLOW_NOTICE)).toBeVisible({ timeout: 8_000 });
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test.describe("password reset", () => {
  test("forgot password, reset with the e-mailed link, sign in with the new password", async ({ page }) => {
    // Five password hashes (sign-up, reset, three sign-ins) and the forgot-password page's minimum second.
    test.slow();
    const email = uniqueEmail("reset");
    await signUp(page, email);

    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email address", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      page.getByText(
        "If an account exists for that e-mail address, we have sent a link to reset your password. It is valid for 24 hours; please check your spam folder too.",
      ),
    ).toBeVisible();

    const link = await mailLink(page, email, "/reset-password/", { subject: "Reset your password" });
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill("Parking#2099");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(errorBanner(page, "Passwords do not match.")).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page).toHaveURL(/\/signin\?notice=password-reset$/);
    await expect(page.getByText("Your password has been reset. Please sign in with your new password.")).toBeVisible();

    await submitSignIn(page, email, PASSWORD);
    await expect(errorBanner(page, "Invalid email or password.")).toBeVisible();
    await submitSignIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expectSignedIn(page);

    // The link worked once.
    await page.goto(link);
    await expect(page.getByText("Invalid or expired token.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  test("forgot password refuses a malformed e-mail address", async ({ page }) => {
    await page.goto("/forgot-password");
    // The browser's type=email check lets a domain without a dot through; the server's stricter one does not.
    await page.getByLabel("Email address", { exact: true }).fill("someone@example");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(errorBanner(page, "Please enter a valid email address.")).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByLabel("Email address", { exact: true })).toHaveValue("someone@example");
  });
});

test.describe("protected pages and devices", () => {
  test("a protected page sends a signed-out visitor to sign in and back", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
    await submitSignIn(page, "moderator@example.com", "Moderator#2026");
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("a sign-in from a new device can be confirmed and blocked from the e-mail", async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    // Two browsers, four password hashes and three e-mailed links.
    test.slow();
    const email = uniqueEmail("device");
    await signUp(page, email);
    await page.goto(await mailLink(page, email, "/auth/verify/"));
    await expect(page).toHaveURL(/\/email-verified$/);
    // The first device becomes the primary one.
    await page.goto("/signin");
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/:\d+\/$/);

    const phone = await browser.newContext({ baseURL, javaScriptEnabled, userAgent: IPHONE });
    try {
      const phonePage = await phone.newPage();
      await phonePage.goto("/signin");
      await submitSignIn(phonePage, email, PASSWORD);
      await expect(phonePage).toHaveURL(/:\d+\/$/);

      const verify = await mailLink(page, email, "/verify-login", { subject: "New sign-in" });
      const block = await mailLink(page, email, "/block-device", { subject: "New sign-in" });

      // Opening a link only asks: mail scanners open links too.
      const confirm = page.getByRole("button", { name: "Yes, this was me" });
      await page.goto(verify);
      await expect(confirm).toBeVisible();
      await page.goto(verify);
      await confirm.click();
      await expect(page.getByText("Thank you. This device is now trusted.")).toBeVisible();
      await page.goto(verify);
      await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();

      await page.goto(block);
      await page.getByRole("button", { name: "Block this device" }).click();
      await expect(
        page.getByText("The device has been blocked and its sessions ended. We recommend you change your password."),
      ).toBeVisible();

      // The phone was signed out, and cannot sign in again.
      await phonePage.goto("/signin");
      await expect(phonePage).toHaveURL(/\/signin$/);
      await submitSignIn(phonePage, email, PASSWORD);
      await expect(errorBanner(phonePage, "Sign-in from this device has been blocked.")).toBeVisible();
    } finally {
      await phone.close();
    }
  });
});

test.describe("a device block that holds", () => {
  test("after a block, a new browser signs in with the code e-mailed to the member", async ({ page, request, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "A plain form: one run, without JavaScript, is enough.");
    // Set up through the API (no browser needed): a laptop and a phone sign in, the laptop blocks the phone.
    const email = uniqueEmail("block-code");
    const account = { email, password: PASSWORD, confirmPassword: PASSWORD, name: "E2E Driver", isConsentGiven: true };
    expect((await request.post("/api/users/signup", { data: account })).status()).toBe(201);
    const { accessToken } = await (await request.post("/api/users/signin", { multipart: { email, password: PASSWORD } })).json();
    await request.post("/api/users/signin", { multipart: { email, password: PASSWORD }, headers: { "user-agent": IPHONE } });
    const auth = { authorization: `Bearer ${accessToken}` };
    const [phone] = await (await request.get("/api/auth/context-data/trusted", { headers: auth })).json();
    expect((await request.patch(`/api/auth/context-data/block/${phone._id}`, { headers: auth })).status()).toBe(200);

    // This browser has never signed in to the account: the password leads to the code page, not in.
    await page.goto("/signin?redirectTo=%2Fprofile");
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/signin\/code\?redirectTo=%2Fprofile$/);
    await expect(page.getByRole("heading", { name: "Enter the code we e-mailed you" })).toBeVisible();
    const codePage = page.url();

    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await page.getByRole("region", { name: "Messages" }).getByRole("link").filter({ hasText: "sign-in code" }).first().click();
    const code = /Your sign-in code is (\d{6})\./.exec((await page.getByRole("article").textContent()) ?? "")![1]!;
    await page.goto(codePage);
    await page.getByLabel("Sign-in code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(errorBanner(page, "That code is not right.")).toBeVisible();
    await page.getByLabel("Sign-in code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expectSignedIn(page);
  });
});

test.describe("admin sign-in", () => {
  test("an administrator reaches /admin and logs out", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/signin$/);
    await expect(page).toHaveTitle("Admin Sign In | SMART PARKING");
    await submitSignIn(page, "admin@example.com", "Admin#2026");
    // The second factor (decision 016): the code from the seeded admin's authenticator.
    await enterAdminCode(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    await expect(page.getByText("Signed in as Platform Admin (admin@example.com)")).toBeVisible();

    await page.goto("/admin/signin");
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/signin$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/signin$/);
  });

  test("a driver is refused at the admin sign-in", async ({ page }) => {
    await page.goto("/admin/signin");
    await submitSignIn(page, "driver@example.com", "Driver#2026");
    await expect(errorBanner(page, "This account is not an administrator.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/signin$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/signin$/);
  });
});
