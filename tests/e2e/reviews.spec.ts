import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { REVIEW_FORM_MESSAGES } from "@core/review/review-schema";
import { REVIEW_MESSAGES } from "@core/review/reviews";
import { bookNowThroughApi } from "./support/api-booking";
import { signIn } from "./support/sign-in";

/**
 * Ratings and reviews (issue 14, decision 028), with JavaScript on and off: a member books a
 * stay at Mumbai's Terminal 2 car park, the operator checks it in and out at the desk (so it is
 * Completed, as core reads it), and the member reviews it from /booking's Completed tab: no stars
 * and an abusive text are refused with their messages, then the review is saved and shown, with the
 * rating, on the car park's detail page. A moderator removes it there.
 */
const PASSWORD = "Driver#2026";
const OPERATOR = { email: "operator@example.com", password: "Operator#2026" };
const MODERATOR = { email: "moderator@example.com", password: "Moderator#2026" };
const TERMINAL_2 = { id: "pk-mumbai-01", name: "Mumbai Airport Terminal 2 Multi-Level Car Park" };

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

/**
 * Each project reviews as its own seeded member (verified, and used by no other spec), so the two
 * runs never share a booking list or a hold limit; the review's text carries the project's name.
 */
const reviewerOf = (testInfo: TestInfo) =>
  jsOff(testInfo) ? { email: "fatima.sheikh@example.com", name: "Fatima" } : { email: "siddharth.rao@example.com", name: "Siddharth" };

/** A Confirmed booking arriving now at Terminal 2, through the API as the member's app would book it. */
function bookNow(request: APIRequestContext, email: string): Promise<{ _id: string; code: string }> {
  return bookNowThroughApi(request, { email, password: PASSWORD }, TERMINAL_2.id, "Review car");
}

/** The operator checks the stay in and out at the desk (its own browser, JavaScript off: setup only). */
async function checkInAndOut(browser: Browser, code: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const desk = await context.newPage();
  await desk.goto("/signin?redirectTo=/operator");
  await signIn(desk, OPERATOR.email, OPERATOR.password);
  await desk.goto(`/operator/${TERMINAL_2.id}`);
  for (const [button, done] of [
    ["Check in", "checked in"],
    ["Check out", "checked out"],
  ] as const) {
    await desk.getByLabel("Booking code or QR text").fill(code);
    await desk.getByRole("button", { name: button, exact: true }).click();
    await expect(desk.getByRole("status").filter({ hasText: `${code} ${done}` })).toBeVisible();
  }
  await context.close();
}

/** With JavaScript on, a click before hydration would take the no-JS path: wait until React owns the page. */
async function whenInteractive(page: Page, testInfo: TestInfo): Promise<void> {
  if (jsOff(testInfo)) return;
  await page.waitForFunction(() => Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__react")));
}

test("review a Completed stay and see the rating on the detail page", async ({ page, request, browser }, testInfo) => {
  const reviewer = reviewerOf(testInfo);
  const booking = await bookNow(request, reviewer.email);
  await checkInAndOut(browser, booking.code);

  await page.goto("/booking?status=Completed");
  await signIn(page, reviewer.email, PASSWORD);
  await page.goto("/booking?status=Completed");
  const card = page.getByRole("article").filter({ hasText: booking.code });
  await card.getByRole("link", { name: "Write a review" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${booking._id}/review$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write a review");
  await whenInteractive(page, testInfo);

  // No stars: the schema's message next to the stars.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(REVIEW_FORM_MESSAGES.rating)).toBeVisible();

  // Abusive text: the content check refuses it, and nothing is saved.
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByLabel("Your review (optional)").fill("The attendant is a fucking idiot");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(REVIEW_MESSAGES.inappropriate)).toBeVisible();

  const text = `Easy to find from Terminal 2, ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByLabel("Your review (optional)").fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/booking\?status=Completed/);
  await expect(page.getByRole("status")).toHaveText(REVIEW_MESSAGES.saved);
  await expect(page.getByRole("article").filter({ hasText: booking.code }).getByRole("link", { name: "Edit your review" })).toBeVisible();

  await page.goto(`/detail/terminal-2?id=${TERMINAL_2.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TERMINAL_2.name);
  await expect(page.getByTestId("rating-summary")).toHaveText(/^Rated \d\.\d out of 5 from \d+ reviews?$/);
  const mine = page.getByRole("article", { name: `Review by ${reviewer.name}` }).filter({ hasText: text });
  await expect(mine).toContainText("4 stars out of 5");

  // A moderator removes it from the same page; the driver's own view has no Remove button.
  await expect(page.getByRole("button", { name: /^Remove review/ })).toHaveCount(0);
  const context = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo) });
  const moderator = await context.newPage();
  await moderator.goto(`/signin?redirectTo=${encodeURIComponent(`/detail/terminal-2?id=${TERMINAL_2.id}`)}`);
  await signIn(moderator, MODERATOR.email, MODERATOR.password);
  const theirs = moderator.getByRole("article").filter({ hasText: text });
  await whenInteractive(moderator, testInfo);
  await theirs.getByLabel("Reason for removal").fill("Test removal");
  await theirs.getByRole("button", { name: `Remove review by ${reviewer.name}` }).click();
  await expect(moderator.getByRole("status").filter({ hasText: REVIEW_MESSAGES.removed })).toBeVisible();
  await expect(moderator.getByText(text)).toHaveCount(0);
  await context.close();
});
