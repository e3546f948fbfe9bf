import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { fromIndiaInputValue, toIndiaInputValue } from "../../app/utils/india-time";
import { formatRupees } from "@core/pricing/pricing";
import { createMember } from "./support/accounts";
import { signIn } from "./support/sign-in";

/**
 * My bookings (spec parking §2 My bookings and Dashboard tile, §4 booking statuses, §8 cancel rows,
 * §9 page sizes), in both projects (JS on and off). Confirmed bookings are made through the JSON API
 * and the embedded test gateway — hold, order, pay, verify — not through the checkout pages. Every
 * test signs up an account of its own, so tests and projects can run in parallel on one server.
 */
const PASSWORD = "Driver#2026";
const HOUR = 3600_000;
const NOT_CANCELLABLE_IN_TIME = "This booking can no longer be cancelled: cancellation closes 3 hours before the start.";

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

interface Account {
  email: string;
  name: string;
}

interface ApiBooking {
  _id: string;
  code: string;
  parkingName: string;
  totalPrice: number;
  status: string;
  transaction_id?: string;
  vehicle: { name: string; number: string; type: string };
}

interface Stay {
  inTime: string;
  outTime: string;
}

/** A brand-new member, signed in; with `verify`, their e-mail address verified first. */
async function signUpFresh(page: Page, testInfo: TestInfo, options: { verify?: boolean } = {}): Promise<Account> {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const account = { email: `e2e-bookings-${tag}@example.com`, name: `Driver ${tag}` };
  // Bookings need a verified e-mail address.
  await createMember(page.request, { ...account, password: PASSWORD, verify: options.verify });
  await signIn(page, account.email, PASSWORD);
  return account;
}

/** A bearer token from the API sign-in, for the JSON calls. */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/users/signin", { multipart: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function apiVehicle(request: APIRequestContext, token: string, number: string, name = "Family car"): Promise<string> {
  const response = await request.post("/api/vehicle/create-new-vehicle", {
    headers: { Authorization: `Bearer ${token}` },
    data: { vehicle: { vehicle_name: name, vehicle_number: number, vehicle_type: "Four Wheeler", isDefault: false } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** Hold, gateway order, test payment and verification: a Confirmed booking, as checkout would make it. */
async function apiConfirmedBooking(
  request: APIRequestContext,
  token: string,
  input: { parkingId: string; vehicleId: string } & Stay,
): Promise<ApiBooking> {
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (path: string, data: object, status = 200) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return (await response.json()) as Record<string, unknown>;
  };
  const hold = (await post("/api/booking/hold", input, 201)) as { data: ApiBooking };
  const order = (await post("/api/razorpay", { bookingId: hold.data._id })) as { id: string; amount: number; currency: string };
  expect(order.amount).toBe(hold.data.totalPrice * 100);
  const paid = await post("/api/test-gateway/pay", { order_id: order.id });
  const verified = (await post("/api/verification", paid)) as { status: string; data: ApiBooking };
  expect(verified.status).toBe("ok");
  expect(verified.data.status).toBe("Confirmed");
  expect(verified.data.transaction_id).toMatch(/^pay_/);
  return verified.data;
}

/**
 * A stay on a day of its own, far enough ahead that no other test (or project) books the same car
 * park for the same hours: free-space counts before and after stay exact.
 */
function farWindow(hours = 2): Stay {
  return farWindows(1, hours)[0]!;
}

/**
 * `count` such stays on consecutive days, so one vehicle can hold them all: random picks for one
 * vehicle overlapped now and then (the hold is refused as "already has a booking").
 */
function farWindows(count: number, hours = 1): Stay[] {
  const daysAhead = 20 + Math.floor(Math.random() * 600);
  const today = toIndiaInputValue(new Date()).slice(0, 10);
  const first = fromIndiaInputValue(`${today}T09:00`)!.getTime() + daysAhead * 24 * HOUR + Math.floor(Math.random() * 8) * HOUR;
  return Array.from({ length: count }, (_, day) => {
    const start = first + day * 24 * HOUR;
    return { inTime: new Date(start).toISOString(), outTime: new Date(start + hours * HOUR).toISOString() };
  });
}

/** A stay starting in an hour: past the 3-hour cancellation deadline already. */
function soonWindow(): Stay {
  const start = Math.ceil((Date.now() + HOUR) / (15 * 60_000)) * 15 * 60_000;
  return { inTime: new Date(start).toISOString(), outTime: new Date(start + 2 * HOUR).toISOString() };
}

async function freeCars(request: APIRequestContext, parkingId: string, window: Stay): Promise<number> {
  const response = await request.get(
    `/api/parking/get-parking/${parkingId}?inT=${encodeURIComponent(window.inTime)}&ouT=${encodeURIComponent(window.outTime)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { free: { four: number } } }).data.free.four;
}

const card = (page: Page, code: string): Locator => page.getByRole("article").filter({ hasText: code });
const tabs = (page: Page) => page.getByRole("navigation", { name: "Booking status" });

/** With JavaScript on, a click before hydration would take the no-JS path: wait until React owns the page. */
async function whenInteractive(page: Page, testInfo: TestInfo): Promise<void> {
  if (jsOff(testInfo)) return;
  await page.waitForFunction(() => Object.keys(document.querySelector("main h1, h1") ?? {}).some((key) => key.startsWith("__react")));
}

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo): Promise<void> {
  // axe runs inside the page, so only where scripts may run; the js-off project renders the same markup.
  if (jsOff(testInfo)) return;
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A second, separate member in a browser context of their own. */
async function otherMember(browser: Browser, testInfo: TestInfo, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo), baseURL });
  const page = await context.newPage();
  await signUpFresh(page, testInfo);
  return page;
}

test.describe("my bookings", () => {
  test("/booking signed out goes to sign-in, and so do the documents", async ({ page }) => {
    await page.goto("/booking?status=Parked");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fbooking%3Fstatus%3DParked$/);
    const response = await page.request.get("/booking/00000000-0000-4000-8000-000000000000/voucher.pdf", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toMatch(/^\/signin\?redirectTo=/);
  });

  test("tabs: Confirmed first, the Parked tab is empty, the search bar sits above", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await page.goto("/booking");
    await expect(page).toHaveTitle("My bookings | SMART PARKING");
    await expect(page.getByRole("heading", { name: "My bookings", level: 1 })).toBeVisible();
    await expect(page.getByRole("form", { name: "Search for parking" })).toBeVisible();
    await expect(page.getByLabel("Arrival")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    await expect(tabs(page).getByRole("link")).toHaveText(["Confirmed", "Parked", "Completed", "Cancelled", "Passes"]);
    await expect(tabs(page).getByRole("link", { name: "Confirmed" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("No bookings found for Confirmed", { exact: true })).toBeVisible();

    await tabs(page).getByRole("link", { name: "Parked" }).click();
    await expect(page).toHaveURL(/\/booking\?status=Parked$/);
    await expect(tabs(page).getByRole("link", { name: "Parked" })).toHaveAttribute("aria-current", "page");
    await expect(tabs(page).getByRole("link", { name: "Confirmed" })).not.toHaveAttribute("aria-current");
    await expect(page.getByText("No bookings found for Parked", { exact: true })).toBeVisible();

    // Passes (issue 15) have their own tab, empty for a new member.
    await tabs(page).getByRole("link", { name: "Passes" }).click();
    await expect(page).toHaveURL(/\/booking\?status=Passes$/);
    await expect(page.getByText("No passes yet. Car parks that sell monthly passes show them on their page.")).toBeVisible();

    // An unknown status is the Confirmed tab.
    await page.goto("/booking?status=Nonsense");
    await expect(page.getByText("No bookings found for Confirmed", { exact: true })).toBeVisible();
  });

  test("a confirmed booking is listed; its voucher and receipt download as PDFs; others get 404", async ({ page, browser }, testInfo) => {
    // Two sign-ups, a payment and four downloads.
    test.slow();
    const account = await signUpFresh(page, testInfo, { verify: true });
    const token = await apiToken(page.request, account.email);
    const vehicleId = await apiVehicle(page.request, token, "MH 12 AB 1234");
    const booking = await apiConfirmedBooking(page.request, token, { parkingId: "pk-pune-02", vehicleId, ...farWindow(3) });

    await page.goto("/booking");
    const item = card(page, booking.code);
    await expect(item).toHaveCount(1);
    await expect(item.getByRole("heading", { name: booking.parkingName })).toBeVisible();
    await expect(item.getByText(booking.code, { exact: true })).toBeVisible();
    await expect(item.getByText("MH 12 AB 1234", { exact: true })).toBeVisible();
    await expect(item.getByText(formatRupees(booking.totalPrice), { exact: true })).toBeVisible();
    await expect(item.getByText(booking.transaction_id!, { exact: true })).toBeVisible();
    await expect(item.getByText("Status: Confirmed", { exact: true })).toBeVisible();
    await expect(item.getByRole("link", { name: "Cancel booking" })).toBeVisible();
    await expect(item.getByText(/^Free cancellation until /)).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);

    // Downloads, as the browser gets them.
    for (const [label, prefix] of [
      ["Download voucher", "voucher"],
      ["Download receipt", "receipt"],
    ] as const) {
      const link = item.getByRole("link", { name: label });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(`${prefix}-${booking.code}.pdf`);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      const href = (await link.getAttribute("href"))!;
      expect(href).toBe(`/booking/${booking._id}/${prefix}.pdf`);
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${prefix}-${booking.code}.pdf"`);
      expect((await response.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
    }

    // Another member: the documents and the cancel page do not exist for them.
    const other = await otherMember(browser, testInfo, new URL(page.url()).origin);
    try {
      for (const path of [`/booking/${booking._id}/voucher.pdf`, `/booking/${booking._id}/receipt.pdf`]) {
        const response = await other.request.get(path);
        expect(response.status()).toBe(404);
        expect(response.headers()["content-type"]).not.toContain("pdf");
      }
      const page404 = await other.goto(`/booking/${booking._id}/cancel`);
      expect(page404?.status()).toBe(404);
      await expect(other.getByRole("heading", { name: "Not found" })).toBeVisible();
      expect((await other.request.post(`/booking/${booking._id}/cancel`, { form: {} })).status()).toBe(404);
      await other.goto("/booking");
      await expect(other.getByText("No bookings found for Confirmed", { exact: true })).toBeVisible();
    } finally {
      await other.context().close();
    }
    // Still confirmed after all that.
    await page.goto("/booking");
    await expect(card(page, booking.code).getByRole("link", { name: "Cancel booking" })).toBeVisible();
  });

  test("cancel: Back changes nothing; Continue cancels, refunds and frees the space", async ({ page }, testInfo) => {
    test.slow();
    const account = await signUpFresh(page, testInfo, { verify: true });
    const token = await apiToken(page.request, account.email);
    const vehicleId = await apiVehicle(page.request, token, "KA 01 AB 1234");
    const parkingId = "pk-bengaluru-03";
    const window = farWindow(2);
    const freeBefore = await freeCars(page.request, parkingId, window);
    expect(freeBefore).toBeGreaterThan(0);
    const booking = await apiConfirmedBooking(page.request, token, { parkingId, vehicleId, ...window });
    expect(await freeCars(page.request, parkingId, window)).toBe(freeBefore - 1);
    const total = formatRupees(booking.totalPrice);

    await page.goto("/booking");
    await whenInteractive(page, testInfo);
    const cancel = card(page, booking.code).getByRole("link", { name: "Cancel booking" });

    if (jsOff(testInfo)) {
      // Without JavaScript the question is a page of its own.
      await cancel.click();
      await expect(page).toHaveURL(new RegExp(`/booking/${booking._id}/cancel$`));
      await expect(page).toHaveTitle("Cancel booking | SMART PARKING");
      await expect(page.getByText("Cancel this booking?")).toBeVisible();
      await expect(page.getByText(booking.code, { exact: true })).toBeVisible();
      await expect(page.getByText(booking.parkingName, { exact: true })).toBeVisible();
      await expect(page.getByText(`You will get a refund of ${total}`)).toBeVisible();
      await page.getByRole("link", { name: "Back", exact: true }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(card(page, booking.code).getByRole("link", { name: "Cancel booking" })).toBeVisible();

      await card(page, booking.code).getByRole("link", { name: "Cancel booking" }).click();
      await page.getByRole("button", { name: "Continue", exact: true }).click();
    } else {
      // With JavaScript a modal dialog asks; Back (and Escape) close it and change nothing.
      await cancel.click();
      const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(dialog.getByText(booking.code)).toBeVisible();
      await expect(dialog.getByText(`You will get a refund of ${total}`)).toBeVisible();
      await expectNoSeriousViolations(page, testInfo);
      await dialog.getByRole("button", { name: "Back", exact: true }).click();
      await expect(dialog).toBeHidden();
      await cancel.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(card(page, booking.code).getByRole("link", { name: "Cancel booking" })).toBeVisible();
      await whenInteractive(page, testInfo);

      await card(page, booking.code).getByRole("link", { name: "Cancel booking" }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    }

    await expect(page).toHaveURL(new RegExp(`/booking\\?status=Cancelled&notice=cancelled&booking=${booking._id}$`));
    await expect(page.getByRole("status").filter({ hasText: "Your booking has been cancelled." })).toHaveText(
      `Your booking has been cancelled. The refund of ${total} is on its way (5–10 working days).`,
    );
    await expect(tabs(page).getByRole("link", { name: "Cancelled" })).toHaveAttribute("aria-current", "page");
    const item = card(page, booking.code);
    await expect(item.getByText("Status: Cancelled", { exact: true })).toBeVisible();
    await expect(
      item.getByText(
        new RegExp(
          `^Refund of ${total.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} processed on \\w{3}, \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2} [ap]m$`,
        ),
      ),
    ).toBeVisible();
    await expect(item.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
    // A refunded booking keeps its receipt.
    expect((await page.request.get(`/booking/${booking._id}/receipt.pdf`)).status()).toBe(200);

    await tabs(page).getByRole("link", { name: "Confirmed" }).click();
    await expect(page.getByText("No bookings found for Confirmed", { exact: true })).toBeVisible();
    expect(await freeCars(page.request, parkingId, window)).toBe(freeBefore);

    // A second try (an old tab, a double submit) is refused with the server's message.
    await page.goto(`/booking/${booking._id}/cancel`);
    await expect(page.getByRole("alert")).toHaveText("Only a confirmed booking can be cancelled.");
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  });

  test("a cancellation the server refuses shows its message in red", async ({ page }, testInfo) => {
    const account = await signUpFresh(page, testInfo, { verify: true });
    const token = await apiToken(page.request, account.email);
    const vehicleId = await apiVehicle(page.request, token, "WB 02 AB 1234");
    const booking = await apiConfirmedBooking(page.request, token, { parkingId: "pk-kolkata-02", vehicleId, ...farWindow(2) });

    await page.goto("/booking");
    await whenInteractive(page, testInfo);
    await card(page, booking.code).getByRole("link", { name: "Cancel booking" }).click();
    // Meanwhile the booking is cancelled elsewhere (another tab, the app): this Continue comes too late.
    const elsewhere = await page.request.put(`/api/booking/cancel-booking/${booking._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(elsewhere.status()).toBe(200);
    const scope = jsOff(testInfo) ? page : page.getByRole("dialog", { name: "Cancel this booking?" });
    await scope.getByRole("button", { name: "Continue", exact: true }).click();
    const alert = scope.getByRole("alert");
    await expect(alert).toHaveText("Only a confirmed booking can be cancelled.");
    await expect(alert).toHaveClass(/text-red-800/);
    // The refusal is the lone-button form's reply (replyWithRefusal), a 400 with the message, never an error page.
    const again = await page.request.post(`/booking/${booking._id}/cancel`, { form: {}, maxRedirects: 0 });
    expect(again.status()).toBe(400);
    expect(await again.text()).toContain("Only a confirmed booking can be cancelled.");
  });

  test("a booking starting within 3 hours shows no Cancel action and cannot be cancelled", async ({ page }, testInfo) => {
    const account = await signUpFresh(page, testInfo, { verify: true });
    const token = await apiToken(page.request, account.email);
    const vehicleId = await apiVehicle(page.request, token, "DL 03C AB 1234");
    const booking = await apiConfirmedBooking(page.request, token, { parkingId: "pk-new-delhi-04", vehicleId, ...soonWindow() });

    await page.goto("/booking");
    const item = card(page, booking.code);
    await expect(item).toBeVisible();
    await expect(item.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
    await expect(item.getByText(/^Free cancellation ended on \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    await expect(item.getByRole("link", { name: "Download voucher" })).toBeVisible();

    // The confirmation page says why, and a forged post is refused.
    await page.goto(`/booking/${booking._id}/cancel`);
    await expect(page.getByRole("alert")).toHaveText(NOT_CANCELLABLE_IN_TIME);
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    const post = await page.request.post(`/booking/${booking._id}/cancel`, { form: {} });
    expect(post.status()).toBe(400);
    await page.goto("/booking");
    await expect(card(page, booking.code)).toBeVisible();
  });

  test("pages of ten; a tab change starts again at page 1", async ({ page }, testInfo) => {
    test.slow();
    const account = await signUpFresh(page, testInfo, { verify: true });
    const token = await apiToken(page.request, account.email);
    const vehicleId = await apiVehicle(page.request, token, "TN 09 ZZ 4321");
    for (const window of farWindows(11))
      await apiConfirmedBooking(page.request, token, { parkingId: "pk-chennai-03", vehicleId, ...window });

    await page.goto("/booking");
    await expect(page.getByRole("article")).toHaveCount(10);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/booking\?status=Confirmed&page=2$/);
    await expect(pagination.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);

    await tabs(page).getByRole("link", { name: "Cancelled" }).click();
    await expect(page).toHaveURL(/\/booking\?status=Cancelled$/);
    await tabs(page).getByRole("link", { name: "Confirmed" }).click();
    await expect(page).toHaveURL(/\/booking\?status=Confirmed$/);
    await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(10);
  });
});

test.describe("dashboard tile", () => {
  test("a new member is invited to add a first vehicle and comes back to the counts; never the failure text", async ({
    page,
  }, testInfo) => {
    test.slow();
    const account = await signUpFresh(page, testInfo, { verify: true });

    // From home, as a member finds it: the user menu's name, then Dashboard in the side menu.
    await page.getByLabel("User menu").click();
    await page.getByRole("link", { name: account.name, exact: true }).click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "No vehicles yet" })).toBeVisible();
    await expect(page.getByText("We are currently unable to fetch Details")).toHaveCount(0);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);

    await page.getByRole("link", { name: "Add your first vehicle" }).click();
    await page.getByLabel("Vehicle name", { exact: true }).fill("First car");
    await page.getByLabel("Registration number", { exact: true }).fill("GJ 01 AA 0001");
    await page.getByRole("radio", { name: "Four Wheeler" }).check();
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Registered vehicles: 1")).toBeVisible();
    await expect(page.getByText("Total bookings: 0")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No vehicles yet" })).toHaveCount(0);

    const token = await apiToken(page.request, account.email);
    const vehicleId = await apiVehicle(page.request, token, "GJ 01 AA 0002", "Second car");
    const [firstStay, secondStay] = farWindows(2);
    const first = await apiConfirmedBooking(page.request, token, { parkingId: "pk-ahmedabad-02", vehicleId, ...firstStay! });
    await apiConfirmedBooking(page.request, token, { parkingId: "pk-ahmedabad-02", vehicleId, ...secondStay! });
    // A cancelled booking still counts.
    const cancelled = await page.request.put(`/api/booking/cancel-booking/${first._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await page.reload();
    await expect(page.getByText("Registered vehicles: 2")).toBeVisible();
    await expect(page.getByText("Total bookings: 2")).toBeVisible();
    // Stays put: no redirect when there are details to show.
    await page.waitForTimeout(3_500);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
