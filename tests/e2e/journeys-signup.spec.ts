import { expect, test, type Page } from "@playwright/test";
import { fromIndiaInputValue, toIndiaInputValue } from "../../app/utils/india-time";
import { slug } from "@core/parking/parking";
import { CONSENT, fillSignUp } from "./support/accounts";
import { mailLink } from "./support/outbox";
import { signIn } from "./support/sign-in";

/**
 * Issue 29, "Journeys that hold together": signing up on the way to a checkout ends on that checkout
 * (item 2); the sign-up's consent box says why the fields wait and links real terms; checkout's
 * coupon field shows no live code; /search has one vehicle select; /booking's bar shows whole dates
 * (item 15). Walked from where a person starts, with JavaScript on and off.
 */
const PASSWORD = "Correct#Horse1";
const HOUR = 3600_000;
const KURLA = { id: "pk-mumbai-03", name: "Kurla Station West Parking", city: "Mumbai" }; // cars and two-wheelers
const CONSENT_FIRST = /Tick the box .* first: the fields open once it is ticked\./;

/** "YYYY-MM-DDTHH:mm" (India time) `days` India dates from today, at `time`. */
function daysAheadAt(days: number, time: string): string {
  const todayNoon = fromIndiaInputValue(`${toIndiaInputValue(new Date()).slice(0, 10)}T12:00`)!;
  return `${toIndiaInputValue(new Date(todayNoon.getTime() + days * 24 * HOUR)).slice(0, 10)}T${time}`;
}

test("signing up from a checkout ends on the same checkout after verifying the e-mail and signing in", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const account = { name: `Return ${tag}`, email: `e2e-return-${tag}@example.com`, password: PASSWORD };
  const stay = { in: daysAheadAt(4, "10:00"), out: daysAheadAt(4, "13:00") };

  // On the car park's page the person found, for a two-wheeler: Book, while signed out.
  await page.goto(`/detail/${slug(KURLA.name)}?${new URLSearchParams({ city: KURLA.city, id: KURLA.id, ...stay, type: "two" })}`);
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcheckout%3F/);
  const checkout = new URL(new URL(page.url()).searchParams.get("redirectTo")!, page.url());
  expect(checkout.searchParams.get("type")).toBe("two");

  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fcheckout%3F/);
  await page.getByLabel(CONSENT).check();
  await fillSignUp(page, account);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByText("You have successfully created an account. Please sign in.")).toBeVisible();

  // The person opens the link in the e-mail (read here from the local outbox).
  const link = await mailLink(page, account.email, "/auth/verify/");
  // The destination is kept with the link's token, not written into the mail (decision 036).
  expect(new URL(link).search).toBe("");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your e-mail address has been verified." })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
  // On /signin with the destination before signing in: with JavaScript the link navigates in the
  // page, and signIn() would otherwise open a bare /signin while the URL is still this one.
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcheckout%3F/);
  await signIn(page, account.email, PASSWORD);

  await expect(page).toHaveURL(/\/checkout\?/);
  const back = new URL(page.url());
  for (const key of ["id", "in", "out", "type"]) expect(back.searchParams.get(key), key).toBe(checkout.searchParams.get(key));
  await expect(page.getByRole("heading", { level: 1, name: KURLA.name })).toBeVisible();
  // Verified: no reminder to verify stands between the person and the booking.
  await expect(page.getByRole("region", { name: "E-mail verification" })).toHaveCount(0);
  // The coupon field suggests no live code (item 15).
  await expect(page.getByLabel("Coupon code", { exact: true })).toHaveAttribute("placeholder", "Enter coupon code");
});

test("sign-up says why its fields wait for the consent box, and 'terms and conditions' opens the terms, also in the footer", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Changes, cancellations and refunds" })).toBeVisible();

  await page.getByRole("link", { name: "USER SIGNUP" }).click();
  const username = page.getByLabel("Username", { exact: true });
  const note = page.getByText(CONSENT_FIRST);
  if (javaScriptEnabled) {
    // Greyed out with a reason beside the first field, until the box below is ticked.
    await expect(username).toBeDisabled();
    await expect(note).toBeVisible();
    await page.getByLabel(CONSENT).check();
    await expect(username).toBeEnabled();
    await expect(note).toHaveCount(0);
  } else {
    // Without JavaScript nothing is greyed out (the server asks for the box), so there is nothing to explain.
    await expect(username).toBeEnabled();
    await expect(note).toHaveCount(0);
  }

  // The box's label is the spec's, and its "terms and conditions" opens the terms in a new tab.
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "terms and conditions", exact: true }).click();
  const terms = await popup;
  await expect(terms.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await terms.close();
});

test("/search has one vehicle select, 'Vehicle type', and a new search from the bar keeps its choice", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByRole("form", { name: "Search for parking" });
  await expect(bar.locator("select")).toHaveCount(0);
  await bar.getByLabel("Place", { exact: true }).fill("Mumbai");
  await bar.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: /car parks near Mumbai/ })).toBeVisible();

  await expect(page.locator("select:has(option[value='two'])")).toHaveCount(1);
  await page.getByLabel("Vehicle type", { exact: true }).selectOption("two");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=two(&|$)/);

  await page.getByRole("form", { name: "Search for parking" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]type=two(&|$)/);
  await expect(page.getByLabel("Vehicle type", { exact: true })).toHaveValue("two");
});

for (const width of [1280, 390]) {
  test(`/booking's search bar shows its dates whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "asha@example.com", "Driver#2026");
    await openMyBookings(page, width);
    await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
    // Below md the bar starts folded to one line: the person opens it.
    if (width < 768) await page.getByRole("main").locator("summary", { hasText: "Search" }).click();
    for (const label of ["Arrival", "Departure"]) {
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toBeVisible();
      // "27/11/2026, 07:30 pm" at 16 px, the picker's icon and the padding need about 230 px (measured).
      expect((await input.boundingBox())!.width, label).toBeGreaterThanOrEqual(WHOLE_DATE_PX);
    }
  });
}
const WHOLE_DATE_PX = 230;

/** From home, signed in: the user's name in the header's menu, then Booking in the account menu. */
async function openMyBookings(page: Page, width: number): Promise<void> {
  await page.getByLabel(width < 768 ? "Menu" : "User menu", { exact: true }).click();
  await page.getByRole("banner").getByRole("link", { name: /^Asha/ }).click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Booking", exact: true }).click();
}
