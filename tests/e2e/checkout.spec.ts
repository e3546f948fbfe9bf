import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { fromIndiaInputValue, toIndiaInputValue } from "../../app/utils/india-time";
import { BOOKING_MESSAGES } from "@core/booking/booking-service";
import { COUPON_MESSAGES } from "@core/coupon/coupon";
import { slug } from "@core/parking/parking";
import { PAYMENT_MESSAGES } from "@core/payment/payment-service";
import { applyDiscount, formatRupees, type PriceBreakdown } from "@core/pricing/pricing";
import { createMember } from "./support/accounts";
import { signIn } from "./support/sign-in";

/**
 * Checkout, pay, the embedded test gateway, the payment callback and the success page (spec §2
 * Checkout and Payment success, §4 Checkout flow, §8 the payment rows), with JavaScript on and off.
 * Prices are compared with what the JSON API quotes for the same window, i.e. the one pricing
 * service. Each project books its own hours three days ahead and each test its own car park, so
 * free-space counts are not disturbed by a test running in parallel.
 */
const PASSWORD = "Driver#2026";
const HOUR = 3600_000;
const NO_VEHICLE = "Please add vehicle to proceed";
const HOLD_NOTICE = "We are holding your space for 15 minutes.";
const GATEWAY_HEADING = "SMART PARKING test gateway — no real money moves";
const FAILED_TEXT = "The payment failed. Your booking was not made and nothing was charged.";

const BKC = { id: "pk-mumbai-05", name: "Bandra Kurla Complex G Block Parking", city: "Mumbai" }; // ₹100 per 4 h (cars)
const DIAMOND = { id: "pk-mumbai-06", name: "Bharat Diamond Bourse Parking", city: "Mumbai" };
const KURLA = { id: "pk-mumbai-03", name: "Kurla Station West Parking", city: "Mumbai" }; // cars and two-wheelers
const GHATKOPAR = { id: "pk-mumbai-11", name: "Ghatkopar Station Parking", city: "Mumbai" };
const CHEMBUR = { id: "pk-mumbai-13", name: "Chembur Station Parking", city: "Mumbai" };

type CarPark = typeof BKC;
interface StayWindow {
  in: string;
  out: string;
}

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

/** "YYYY-MM-DDTHH:mm" (India time) `days` India dates from today, at `time`. */
function daysAheadAt(days: number, time: string): string {
  const todayNoon = fromIndiaInputValue(`${toIndiaInputValue(new Date()).slice(0, 10)}T12:00`)!;
  return `${toIndiaInputValue(new Date(todayNoon.getTime() + days * 24 * HOUR)).slice(0, 10)}T${time}`;
}

/** Three days ahead, five hours; the two projects take different hours of that day. */
function stayFor(testInfo: TestInfo): StayWindow {
  return jsOff(testInfo)
    ? { in: daysAheadAt(3, "15:00"), out: daysAheadAt(3, "20:00") }
    : { in: daysAheadAt(3, "09:00"), out: daysAheadAt(3, "14:00") };
}

const iso = (value: string) => fromIndiaInputValue(value)!.toISOString();

/**
 * The gateway goes back to /payment/callback with a form POST, as Razorpay's redirect flow does:
 * sent by script with JavaScript, by the visitor's press without it.
 */
async function returnToMerchant(page: Page, testInfo: TestInfo): Promise<void> {
  if (jsOff(testInfo)) await page.getByRole("button", { name: "Return to SMART PARKING" }).click();
}

function detailUrl(parking: CarPark, window: StayWindow): string {
  return `/detail/${slug(parking.name)}?${new URLSearchParams({ city: parking.city, id: parking.id, in: window.in, out: window.out, type: "four" })}`;
}

/** What the detail page's Book link opens. */
function checkoutUrl(parking: CarPark, window: StayWindow, type = "four"): string {
  return `/checkout?${new URLSearchParams({ name: slug(parking.name), id: parking.id, c: "X", in: iso(window.in), out: iso(window.out), type })}`;
}

async function apiParking(request: APIRequestContext, id: string, window: StayWindow) {
  const response = await request.get(
    `/api/parking/get-parking/${id}?inT=${encodeURIComponent(iso(window.in))}&ouT=${encodeURIComponent(iso(window.out))}`,
  );
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as { data: { free: { four: number; two: number }; price: { four?: PriceBreakdown; two?: PriceBreakdown } } }
  ).data;
}

function uniqueEmail(tag: string, testInfo: TestInfo): string {
  return `e2e-checkout-${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A new member (the sign-up form has its own spec); with `verify`, the e-mail's link followed (unverified members cannot book); signed in. */
async function newMember(page: Page, testInfo: TestInfo, tag: string, verify = true): Promise<string> {
  const email = uniqueEmail(tag, testInfo);
  await createMember(page.request, { name: `Driver ${tag}`, email, password: PASSWORD, verify });
  await signIn(page, email, PASSWORD);
  return email;
}

/** Adds a vehicle through the JSON API (bearer token from /api/users/signin); returns its id. */
async function apiVehicle(
  request: APIRequestContext,
  email: string,
  vehicle: { name: string; number: string; type?: "Four Wheeler" | "Two Wheeler" },
): Promise<string> {
  const signin = await request.post("/api/users/signin", { multipart: { email, password: PASSWORD } });
  expect(signin.status()).toBe(200);
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const created = await request.post("/api/vehicle/create-new-vehicle", {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      vehicle: {
        vehicle_name: vehicle.name,
        vehicle_number: vehicle.number,
        vehicle_type: vehicle.type ?? "Four Wheeler",
        isDefault: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { _id: string } }).data._id;
}

/** With JavaScript, waits until React has taken over the page (its handlers are attached). */
async function whenInteractive(page: Page, testInfo: TestInfo, selector = "#confirm-form"): Promise<void> {
  if (jsOff(testInfo)) return;
  await page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith("__react")), selector);
}

function summaryOf(page: Page): Locator {
  return page.getByRole("complementary", { name: "Price summary" });
}

/** The figure in the price rows labelled exactly `label`. */
function row(scope: Locator, label: string): Locator {
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().locator("dt", { hasText: exactly }) })
    .locator("dd");
}

async function expectTotals(scope: Locator, price: Pick<PriceBreakdown, "price" | "cgst" | "sgst" | "total">) {
  await expect(row(scope, "Price")).toHaveText(formatRupees(price.price));
  await expect(row(scope, "CGST (9%)")).toHaveText(formatRupees(price.cgst));
  await expect(row(scope, "SGST (9%)")).toHaveText(formatRupees(price.sgst));
  await expect(row(scope, "Total")).toHaveText(formatRupees(price.total));
}

/** The price panel (<PriceBreakdown>) inside `scope`. */
function priceOf(scope: Locator): Locator {
  return scope.getByRole("region", { name: /^Price for a / });
}

/** Presses Pay (labelled `label`, e.g. "Pay ₹236") once React owns the pay page, and waits for the test gateway. */
async function payOnGateway(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  await whenInteractive(page, testInfo, "main h1");
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { name: GATEWAY_HEADING })).toBeVisible();
}

/** Every price line in `scope`, in order: [label, amount]. */
async function priceLinesIn(scope: Locator): Promise<[string, string][]> {
  return scope
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map((r) => [r.querySelector("dt")?.textContent ?? "", r.querySelector("dd")?.textContent ?? ""] as [string, string]),
    );
}

/**
 * Issue 29, item 7: the couponed price reads in one order everywhere, and it adds up: price
 * (blocks × rate) − coupon = taxable value; taxable value + CGST + SGST = total.
 */
async function expectCouponLines(scope: Locator, base: PriceBreakdown, code: string, discount: number) {
  const charged = applyDiscount(base, discount);
  const expected: [string, string][] = [
    ["Price", formatRupees(base.blocks * base.pricePerBlock)],
    [`Coupon (${code})`, `−${formatRupees(discount)}`],
    ["Taxable value", formatRupees(base.price - discount)],
    ["CGST (9%)", formatRupees(charged.cgst)],
    ["SGST (9%)", formatRupees(charged.sgst)],
    ["Total", formatRupees(base.price - discount + charged.cgst + charged.sgst)],
  ];
  await expect.poll(() => priceLinesIn(scope)).toEqual(expected);
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel("Coupon code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
}

/** The line under the coupon field: the success message, or the form kit's error list for the field. */
function couponMessage(page: Page, text: string): Locator {
  return summaryOf(page).locator("#coupon-message, #coupon-couponCode-error").filter({ hasText: text });
}

/** The coupon field is marked invalid and names `text` as its description (aria-describedby). */
async function expectCouponRefused(page: Page, text: string) {
  const field = page.getByLabel("Coupon code", { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(text);
}

test.describe("checkout", () => {
  test("signed out, checkout goes to sign-in and comes back afterwards", async ({ page }, testInfo) => {
    const url = checkoutUrl(BKC, stayFor(testInfo));
    await page.goto(url);
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcheckout%3F/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get("redirectTo") ?? "")).toBe(decodeURIComponent(url));

    await signIn(page, "driver@example.com", PASSWORD);
    await expect(page).toHaveURL(/\/checkout\?/);
    await expect(page.getByRole("heading", { level: 1, name: BKC.name })).toBeVisible();
  });

  test("the whole journey: search, car park, checkout with a new vehicle and WELCOME50 (its price lines add up on checkout, pay and My bookings), pay, confirmed with voucher, receipt and e-mail, cancel with refund", async ({
    page,
  }, testInfo) => {
    test.slow();
    const window = stayFor(testInfo);
    const email = await newMember(page, testInfo, "pay");
    const quoted = await apiParking(page.request, BKC.id, window);
    const base = quoted.price.four!;

    // Search near the car park, then open it from its card (it opens in a new tab: follow its link here).
    const coords = (
      (await (
        await page.request.get(
          `/api/parking/get-parking/${BKC.id}?inT=${encodeURIComponent(iso(window.in))}&ouT=${encodeURIComponent(iso(window.out))}`,
        )
      ).json()) as { data: { location: { coordinates: [number, number] } } }
    ).data.location.coordinates;
    await page.goto(
      `/search?${new URLSearchParams({ place: "Bandra Kurla Complex", lt: String(coords[1]), ln: String(coords[0]), in: window.in, out: window.out })}`,
    );
    const cardLink = page.locator("[data-card]").filter({ hasText: BKC.name }).getByRole("link");
    await expect(cardLink).toHaveAttribute("target", "_blank");
    await page.goto((await cardLink.getAttribute("href"))!);
    await expect(page.getByRole("heading", { level: 1, name: BKC.name })).toBeVisible();
    await page.goto(detailUrl(BKC, window));
    await page.getByRole("link", { name: "Book", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?/);
    await expect(page).toHaveTitle("Checkout | SMART PARKING");
    const query = new URL(page.url()).searchParams;
    expect(query.get("in")).toBe(iso(window.in));
    expect(query.get("out")).toBe(iso(window.out));

    const details = page.getByRole("region", { name: "My Details" });
    await expect(details.getByText(email, { exact: true })).toBeVisible();
    await expect(details.getByRole("link", { name: "Change in your profile" })).toHaveAttribute("href", "/profile");

    // No vehicle yet: the spec's text, and Confirm cannot be pressed.
    await expect(page.getByText(NO_VEHICLE, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm", exact: true })).toBeDisabled();
    await expectTotals(summaryOf(page), base);

    // Add new Vehicle, and back here with it chosen (the first vehicle is the default one).
    await page.getByRole("link", { name: "Add new Vehicle" }).click();
    await expect(page).toHaveURL(/\/vehicles\/new\?returnTo=%2Fcheckout%3F/);
    await page.getByLabel("Vehicle name", { exact: true }).fill("Family car");
    await page.getByLabel("Registration number", { exact: true }).fill("MH 02 AB 1234");
    await page.getByRole("radio", { name: "Four Wheeler" }).check();
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await expect(page).toHaveURL(/\/checkout\?/);
    await expect(page.getByRole("radio", { name: /Family car/ })).toBeChecked();
    await expect(page.getByText(NO_VEHICLE, { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Confirm", exact: true })).toBeEnabled();

    // ₹50 off the price before tax; both taxes recomputed on the discounted price.
    await whenInteractive(page, testInfo);
    await applyCoupon(page, "welcome50");
    await expect(couponMessage(page, COUPON_MESSAGES.applied)).toBeVisible();
    await expect(couponMessage(page, COUPON_MESSAGES.applied)).toHaveClass(/text-green-700/);
    await expect(page.getByLabel("Coupon code", { exact: true })).toHaveAccessibleDescription(COUPON_MESSAGES.applied);
    await expect(page.getByLabel("Coupon code", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    const discounted = applyDiscount(base, 50);
    expect(discounted.total).toBeLessThan(base.total);
    await expectCouponLines(priceOf(summaryOf(page)), base, "WELCOME50", 50);

    // Confirm holds the space and swaps in Pay (spec §4, step 2).
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/[0-9a-f-]{36}$/);
    await expect(page.getByText(HOLD_NOTICE)).toBeVisible();
    await expect(page.getByText("Family car (MH 02 AB 1234) · Four Wheeler")).toBeVisible();
    await expectCouponLines(priceOf(page.getByRole("region", { name: "Your booking" })), base, "WELCOME50", 50);
    expect((await apiParking(page.request, BKC.id, window)).free.four).toBe(quoted.free.four - 1);

    // Pay → the test gateway, for exactly our total.
    await page.getByRole("button", { name: `Pay ${formatRupees(discounted.total)}` }).click();
    await expect(page).toHaveURL(/\/test-gateway\/checkout\?order_id=order_[A-Za-z0-9]+$/);
    await expect(page.getByRole("heading", { name: GATEWAY_HEADING })).toBeVisible();
    await expect(page.getByText(`₹${discounted.total.toLocaleString("en-IN")}.00`, { exact: true })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get("order_id")!;
    await expect(page.getByText(orderId, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Complete test payment" }).click();
    await returnToMerchant(page, testInfo);
    await expect(page).toHaveURL(new RegExp(`/payment-success\\?id=pay_[A-Za-z0-9]+&order=${orderId}$`));
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.getByText(/^SP-[2-9A-HJ-NP-Z]{6}$/)).toBeVisible();
    await expect(page.getByText(BKC.name, { exact: true })).toBeVisible();
    await expect(page.getByText(formatRupees(discounted.total), { exact: true })).toBeVisible();
    await expect(page.getByText(new URL(page.url()).searchParams.get("id")!, { exact: true })).toBeVisible();
    await expect(page.getByText("Taking you to your bookings…")).toBeVisible();
    const code = (await page.getByText(/^SP-[2-9A-HJ-NP-Z]{6}$/).textContent())!;

    // The gateway's page refuses a second answer for a paid order, and a post that is neither button, with a 400.
    const gatewayUrl = `/test-gateway/checkout?order_id=${orderId}`;
    for (const [intent, message] of [
      ["fail", "This order is already paid."],
      ["refund", "Please choose Complete or Fail."],
    ] as const) {
      const refused = await page.request.post(gatewayUrl, { form: { intent }, maxRedirects: 0 });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain(message);
    }

    // Three seconds later: My bookings (a meta refresh without JavaScript, a timer with it).
    await expect(page).toHaveURL(/\/booking$/, { timeout: 10_000 });
    // The space stays taken: the booking is confirmed, not a released hold.
    expect((await apiParking(page.request, BKC.id, window)).free.four).toBe(quoted.free.four - 1);

    // Under Confirmed, with its voucher and receipt downloadable as PDFs.
    const item = page.getByRole("article").filter({ hasText: code });
    await expect(item.getByText("Status: Confirmed", { exact: true })).toBeVisible();
    await expect(item).toContainText("MH 02 AB 1234");
    // Its card has the same price lines as checkout, in the same order.
    await expectCouponLines(item.getByRole("region", { name: "Price" }), base, "WELCOME50", 50);
    for (const label of ["Download voucher", "Download receipt"]) {
      const pdf = await page.request.get((await item.getByRole("link", { name: label }).getAttribute("href"))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }

    // The confirmation e-mail with both PDFs is in the outbox.
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await page
      .getByRole("region", { name: "Messages" })
      .getByRole("link")
      .filter({ hasText: `Your parking is booked: ${code}` })
      .first()
      .click();
    await expect(page.getByText(new RegExp(`voucher-${code}\\.pdf \\(application/pdf`))).toBeVisible();
    await expect(page.getByText(new RegExp(`receipt-${code}\\.pdf \\(application/pdf`))).toBeVisible();

    // Cancel (a dialog with JavaScript, a confirmation page without), then it is under Cancelled with the refund.
    await page.goto("/booking");
    await whenInteractive(page, testInfo, "main h1");
    await page.getByRole("article").filter({ hasText: code }).getByRole("link", { name: "Cancel booking" }).click();
    const confirmScope = jsOff(testInfo) ? page : page.getByRole("dialog", { name: "Cancel this booking?" });
    await confirmScope.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/booking\?status=Cancelled&notice=cancelled/);
    const cancelled = page.getByRole("article").filter({ hasText: code });
    await expect(cancelled.getByText("Status: Cancelled", { exact: true })).toBeVisible();
    await expect(
      cancelled.getByText(new RegExp(`^Refund of ${formatRupees(discounted.total).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} processed on`)),
    ).toBeVisible();
    expect((await apiParking(page.request, BKC.id, window)).free.four).toBe(quoted.free.four);
  });

  test("a failed test payment keeps the hold: Try again pays the same booking, at the same price, with a fresh order", async ({
    page,
  }, testInfo) => {
    const window = stayFor(testInfo);
    const email = await newMember(page, testInfo, "fail");
    await apiVehicle(page.request, email, { name: "Hatchback", number: "MH 01 CD 4321" });
    const before = (await apiParking(page.request, DIAMOND.id, window)).free.four;

    await page.goto(checkoutUrl(DIAMOND, window));
    await expect(page.getByRole("radio", { name: /Hatchback/ })).toBeChecked();
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\//);
    const payUrl = new URL(page.url()).pathname;
    const pay = page.getByRole("button", { name: /^Pay / });
    const payLabel = (await pay.textContent())!;
    expect((await apiParking(page.request, DIAMOND.id, window)).free.four).toBe(before - 1);

    await payOnGateway(page, testInfo, payLabel);
    const failedOrder = new URL(page.url()).searchParams.get("order_id")!;
    await page.getByRole("button", { name: "Fail test payment" }).click();
    await returnToMerchant(page, testInfo);
    await expect(page).toHaveURL(/\/payment\/result\?outcome=failed&order=order_[A-Za-z0-9]+$/);
    expect(PAYMENT_MESSAGES.failed).toBe(FAILED_TEXT);
    await expect(page.getByRole("alert").getByText(FAILED_TEXT)).toBeVisible();
    // The hold lives on: the space stays held while the member tries again.
    expect((await apiParking(page.request, DIAMOND.id, window)).free.four).toBe(before - 1);

    // Try again: the same booking's pay page, same price; Pay opens a fresh order for it.
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(new RegExp(`${payUrl}$`));
    await expect(page.getByText(HOLD_NOTICE)).toBeVisible();
    await payOnGateway(page, testInfo, payLabel);
    const retried = new URL(page.url()).searchParams.get("order_id")!;
    expect(retried).not.toBe(failedOrder);
    await page.getByRole("button", { name: "Complete test payment" }).click();
    await returnToMerchant(page, testInfo);
    await expect(page).toHaveURL(new RegExp(`/payment-success\\?id=pay_[A-Za-z0-9]+&order=${retried}$`));
    expect((await apiParking(page.request, DIAMOND.id, window)).free.four).toBe(before - 1);

    // An unknown booking (or another member's) is a 404.
    const missing = await page.goto("/checkout/pay/00000000-0000-0000-0000-000000000000");
    expect(missing?.status()).toBe(404);
  });

  test("coupons: empty, expired and unknown codes are refused; the picker pages and follows the vehicle", async ({ page }, testInfo) => {
    const window = stayFor(testInfo);
    const email = await newMember(page, testInfo, "coupon");
    for (const [name, number] of [
      ["Car One", "MH 03 AA 1001"],
      ["Car Two", "MH 03 AA 1002"],
      ["Car Three", "MH 03 AA 1003"],
    ] as const) {
      await apiVehicle(page.request, email, { name, number });
    }
    const scooterId = await apiVehicle(page.request, email, { name: "Scooter", number: "MH 03 AA 1004", type: "Two Wheeler" });
    const quoted = await apiParking(page.request, KURLA.id, window);

    await page.goto(checkoutUrl(KURLA, window));
    await expect(page.getByRole("radio", { name: /Car One/ })).toBeChecked();
    await expect(page.getByRole("radio")).toHaveCount(3);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(summaryOf(page).getByRole("heading", { name: "Price for a Four Wheeler" })).toBeVisible();
    await expectTotals(summaryOf(page), quoted.price.four!);

    // Page 2 keeps the choice (and says which it is).
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page).toHaveURL(/vp=2/);
    await expect(page.getByRole("radio")).toHaveCount(1);
    await expect(page.getByText("Chosen: Car One")).toBeVisible();

    // Choosing the scooter recomputes the price for a two-wheeler (spec §4, step 1).
    await whenInteractive(page, testInfo);
    await page.getByRole("radio", { name: /Scooter/ }).check();
    if (jsOff(testInfo)) await page.getByRole("button", { name: "Update price" }).click();
    await expect(page).toHaveURL(new RegExp(`vehicle=${scooterId}`));
    await expect(summaryOf(page).getByRole("heading", { name: "Price for a Two Wheeler" })).toBeVisible();
    await expectTotals(summaryOf(page), quoted.price.two!);
    await expect(page.getByRole("radio", { name: /Scooter/ })).toBeChecked();

    await whenInteractive(page, testInfo);
    // A blank code: the schema's message next to the field, from the browser's check with JavaScript
    // and from the action's (a 400 with the same schema) without it; the page keeps its URL.
    const before = page.url();
    await applyCoupon(page, "   ");
    await expect(couponMessage(page, COUPON_MESSAGES.empty)).toBeVisible();
    await expectCouponRefused(page, COUPON_MESSAGES.empty);
    expect(page.url()).toBe(before);
    const blank = await page.request.post(before, { form: { intent: "apply", couponCode: "" }, maxRedirects: 0 });
    expect(blank.status()).toBe(400);
    expect(await blank.text()).toContain(COUPON_MESSAGES.empty);

    await applyCoupon(page, "DIWALI25");
    await expect(couponMessage(page, "This coupon has expired.")).toBeVisible();
    await expect(couponMessage(page, "This coupon has expired.")).toHaveClass(/text-red-700/);
    await expectCouponRefused(page, "This coupon has expired.");
    await expectTotals(summaryOf(page), quoted.price.two!);

    await applyCoupon(page, "NOPE123");
    await expect(couponMessage(page, COUPON_MESSAGES.unknown)).toBeVisible();
    await expectCouponRefused(page, COUPON_MESSAGES.unknown);

    if (!jsOff(testInfo)) {
      // With JavaScript, a coupon request that never reaches the server gets the spec's network message.
      await whenInteractive(page, testInfo);
      await page.route("**/checkout.data*", (route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
      );
      await applyCoupon(page, "SAVE10");
      await expect(couponMessage(page, "An error occurred while applying the coupon.")).toBeVisible();
      await expectCouponRefused(page, "An error occurred while applying the coupon.");
      await page.unroute("**/checkout.data*");
    }

    // Confirm books the vehicle chosen on page 2, at the two-wheeler price, with no coupon.
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\//);
    await expect(page.getByText("Scooter (MH 03 AA 1004) · Two Wheeler")).toBeVisible();
    await expect(row(page.getByRole("region", { name: "Your booking" }), "Total")).toHaveText(formatRupees(quoted.price.two!.total));
  });

  test("a window in the past is refused with the reason", async ({ page }, testInfo) => {
    await newMember(page, testInfo, "past", false);
    const past = { in: daysAheadAt(-2, "10:00"), out: daysAheadAt(-2, "12:00") };
    await page.goto(checkoutUrl(GHATKOPAR, past));
    await expect(page.getByRole("alert").filter({ hasText: "Arrival cannot be earlier than the current time." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm", exact: true })).toBeDisabled();
  });

  test("an unverified member is told to verify before booking", async ({ page }, testInfo) => {
    const window = stayFor(testInfo);
    const email = await newMember(page, testInfo, "unverified", false);
    await apiVehicle(page.request, email, { name: "Sedan", number: "MH 04 EE 5555" });
    const before = (await apiParking(page.request, CHEMBUR.id, window)).free.four;

    await page.goto(checkoutUrl(CHEMBUR, window));
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: BOOKING_MESSAGES.unverified })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?/);
    expect((await apiParking(page.request, CHEMBUR.id, window)).free.four).toBe(before);
  });
});
