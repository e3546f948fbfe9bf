import { expect, test } from "@playwright/test";
import { CROSS_SITE_MESSAGE } from "@core/security/same-origin";
import { signUpFresh } from "./support/accounts";

/**
 * Issue 9, item 6: every state change must come from our own pages. Another site (or a sibling
 * subdomain, which SameSite=Lax does not stop) posting to a route action, a `?_data=` action or a
 * resource route is refused with 403, and nothing changes. Signing up (scrypt) dominates the time.
 */
const PASSWORD = "Driver#2026";
const EVIL = "https://evil.example";

test.describe("cross-site requests", () => {
  test("a cross-site POST to a route action, a ?_data= action or a resource route is refused and changes nothing", async ({
    page,
  }, testInfo) => {
    const account = await signUpFresh(page, testInfo, { emailTag: "csrf", namePrefix: "Victim", password: PASSWORD });
    const form = {
      intent: "details",
      name: "Hacked Name",
      contact: "",
      address: "",
      pincode: "",
      country: "",
      licence_no: "",
      state: "",
      city: "",
    };
    const crossSite = { origin: EVIL, "sec-fetch-site": "cross-site" };
    const sameSite = { origin: "https://blog.smartparking.example", "sec-fetch-site": "same-site" };

    for (const [url, headers] of [
      ["/profile", crossSite],
      ["/profile?_data=routes%2F_app.profile", crossSite],
      ["/profile?_data=routes%2F_app.profile", sameSite],
      // Single Fetch's data requests (what the hydrated app itself sends).
      ["/profile.data", crossSite],
      ["/logout", crossSite],
    ] as const) {
      const res = await page.request.post(url, { form, headers, maxRedirects: 0 });
      expect(res.status(), url).toBe(403);
      expect(await res.text()).toBe(CROSS_SITE_MESSAGE);
    }

    // Still signed in, and the profile still has its own name.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(account.name);

    // The same request from our own origin goes through: the guard, not something else, refused the others.
    const own = new URL(page.url()).origin;
    const allowed = await page.request.post("/profile?_data=routes%2F_app.profile", {
      form,
      headers: { origin: own, "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(allowed.status()).not.toBe(403);
    await page.goto("/profile");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Hacked Name");
  });

  test("a form on another site that posts to /logout is refused by the browser's own request", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo, { emailTag: "csrf-form", namePrefix: "Victim", password: PASSWORD });
    const target = new URL("/logout", page.url()).toString();
    // A page on another origin, served by the test: a plain form, so it works with JavaScript off too.
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<form method="post" action="${target}"><button>Win a prize</button></form>` }),
    );
    await page.goto(`${EVIL}/prize`);
    const [response] = await Promise.all([page.waitForResponse(target), page.getByRole("button", { name: "Win a prize" }).click()]);
    expect(response.status()).toBe(403);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
  });
});
