import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import QRCode from "qrcode";
import { OPERATOR_MESSAGES } from "@core/booking/operator";
import { formatIndia } from "@core/time/india-time";
import { fromIndiaInputValue, toIndiaInputValue } from "../../app/utils/india-time";
import { signUpFresh } from "./support/accounts";
import { signInAsAdmin } from "./support/admin";
import { bookNowThroughApi, type ApiBooking } from "./support/api-booking";
import { signIn } from "./support/sign-in";

/**
 * The operator desk (issue 13, decision 021), with JavaScript on and off: the seeded operator of
 * Mumbai's two airport car parks signs in, finds a booking in today's arrivals, checks it in by its
 * code and out by the QR text; a booking at another car park is refused with its own message; the
 * desk of a car park they do not operate, and the desk for a driver, are refused. With JavaScript,
 * the camera scanner reads a QR code (a fake camera painting the voucher's QR into a canvas stream:
 * headless Chromium has no camera, and no BarcodeDetector on Linux, so jsQR does the reading).
 */
const OPERATOR = { email: "operator@example.com", password: "Operator#2026" };
const DRIVER_PASSWORD = "Driver#2026";
const TERMINAL_2 = { id: "pk-mumbai-01", name: "Mumbai Airport Terminal 2 Multi-Level Car Park" };
const KURLA = { id: "pk-mumbai-03", name: "Kurla Station West Parking" };

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

/**
 * Each project books as its own seeded member (verified, and booked by no other spec), so no unpaid
 * hold of another test counts against the two a member may have.
 */
const driverOf = (testInfo: TestInfo) => (jsOff(testInfo) ? "neha.joshi@example.com" : "arjun.mehta@example.com");

/** A Confirmed booking arriving now (today in India), for a fresh vehicle: hold, order, test payment, verification. */
function bookingArrivingNow(request: APIRequestContext, testInfo: TestInfo, parkingId: string): Promise<ApiBooking> {
  return bookNowThroughApi(request, { email: driverOf(testInfo), password: DRIVER_PASSWORD }, parkingId, "Desk test car");
}

async function openDesk(page: Page, parking: { id: string; name: string }): Promise<void> {
  await page.goto("/operator");
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/operator$/);
  await page.getByRole("link", { name: parking.name }).click();
  await expect(page).toHaveURL(new RegExp(`/operator/${parking.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(parking.name);
}

/** With JavaScript on, a click before hydration would take the no-JS path: wait until React owns the page. */
async function whenInteractive(page: Page, testInfo: TestInfo): Promise<void> {
  if (jsOff(testInfo)) return;
  await page.waitForFunction(() => Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__react")));
}

const row = (page: Page, list: "arrivals" | "departures", code: string) =>
  page.getByTestId(list).getByRole("row").filter({ hasText: code });

test("the operator checks a booking in by its typed code and out by the QR text", async ({ page, request }, testInfo) => {
  const booking = await bookingArrivingNow(request, testInfo, TERMINAL_2.id);
  await openDesk(page, TERMINAL_2);
  await expect(row(page, "arrivals", booking.code)).toContainText("Confirmed");
  await whenInteractive(page, testInfo);

  const code = page.getByLabel("Booking code or QR text");
  await code.fill(booking.code.toLowerCase());
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `${booking.code} checked in` })).toBeVisible();
  await expect(row(page, "arrivals", booking.code)).toContainText("Parked");
  await expect(code).toHaveValue("");

  await code.fill(`SMARTPARKING:${booking.code}:${booking._id}`);
  await page.getByRole("button", { name: "Check out", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `${booking.code} checked out` })).toBeVisible();
  await expect(row(page, "arrivals", booking.code)).toContainText("Completed");

  // Twice is refused with core's message.
  await code.fill(booking.code);
  await page.getByRole("button", { name: "Check out", exact: true }).click();
  await expect(page.getByText(OPERATOR_MESSAGES.notParked)).toBeVisible();
});

test("a parked driver extends the stay by an hour and pays the difference; the desk shows the new departure", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two browsers, a booking, a check-in, a change and a payment: slower than one page's test.
  test.setTimeout(120_000);
  const booking = await bookingArrivingNow(request, testInfo, TERMINAL_2.id);
  await openDesk(page, TERMINAL_2);
  await whenInteractive(page, testInfo);
  await page.getByLabel("Booking code or QR text").fill(booking.code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `${booking.code} checked in` })).toBeVisible();
  // The booking's own re-entry rule, as the car park had it when it was booked.
  await expect(row(page, "arrivals", booking.code)).toContainText("One entry");

  // The driver, in their own browser: the Parked tab, "Extend stay", an hour more, paid on the test gateway.
  const phone = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo) });
  const driver = await phone.newPage();
  await driver.goto("/booking?status=Parked");
  await signIn(driver, driverOf(testInfo), DRIVER_PASSWORD);
  await driver.goto("/booking?status=Parked");
  await driver.getByRole("article").filter({ hasText: booking.code }).getByRole("link", { name: "Extend stay" }).click();
  await expect(driver.getByRole("heading", { name: "Extend your stay" })).toBeVisible();
  const departure = new Date(Date.parse(booking.outTime) + 3600_000);
  await driver.getByLabel("New departure").fill(toIndiaInputValue(departure));
  await driver.getByRole("button", { name: "Review change" }).click();
  await expect(driver.getByRole("status").filter({ hasText: /You pay ₹\d+ more\./ })).toBeVisible();
  await driver.getByRole("button", { name: /^Pay ₹\d+ and change$/ }).click();
  await expect(driver).toHaveURL(/\/checkout\/pay\//);
  // A click while React takes the pay page over can be lost: wait until it owns the page.
  await whenInteractive(driver, testInfo);
  await driver.getByRole("button", { name: /^Pay/ }).click();
  await driver.getByRole("button", { name: "Complete test payment" }).click();
  if (jsOff(testInfo)) await driver.getByRole("button", { name: "Return to SMART PARKING" }).click();
  await expect(driver).toHaveURL(/\/payment-success\?/);
  await driver.goto("/booking?status=Parked");
  const card = driver.getByRole("article").filter({ hasText: booking.code });
  await expect(card.locator("time").nth(1)).toHaveAttribute("datetime", fromIndiaInputValue(toIndiaInputValue(departure))!.toISOString());
  await phone.close();

  // The desk, reloaded, has the stay's new departure.
  await page.reload();
  await expect(row(page, "arrivals", booking.code)).toContainText(`– ${formatIndia(departure)}`);
});

test("a booking at another car park is refused by name, and stays as it was", async ({ page, request }, testInfo) => {
  const elsewhere = await bookingArrivingNow(request, testInfo, KURLA.id);
  await openDesk(page, TERMINAL_2);
  await whenInteractive(page, testInfo);
  await page.getByLabel("Booking code or QR text").fill(elsewhere.code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByText(`This booking is for ${KURLA.name}, not this car park.`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "checked in" })).toHaveCount(0);

  // Not their car park's desk either: core's refusal, 403.
  const refused = await page.goto(`/operator/${KURLA.id}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText(OPERATOR_MESSAGES.notOperator)).toBeVisible();
});

test("a driver is not car park staff", async ({ page }, testInfo) => {
  await page.goto("/operator");
  await signIn(page, driverOf(testInfo), DRIVER_PASSWORD);
  await expect(page.getByText(OPERATOR_MESSAGES.notDeskStaff)).toBeVisible();
  expect((await page.goto(`/operator/${TERMINAL_2.id}`))?.status()).toBe(403);
});

test("with JavaScript the camera reads the voucher's QR code and checks the booking in", async ({ page, request }, testInfo) => {
  if (jsOff(testInfo)) {
    // Without JavaScript there is no camera button: the typed code is the way.
    await openDesk(page, TERMINAL_2);
    await expect(page.getByRole("button", { name: /Scan QR/ })).toHaveCount(0);
    return;
  }
  const booking = await bookingArrivingNow(request, testInfo, TERMINAL_2.id);
  const qr = QRCode.create(`SMARTPARKING:${booking.code}:${booking._id}`, { errorCorrectionLevel: "M" });
  const modules = { size: qr.modules.size, bits: Array.from(qr.modules.data) };
  // A fake back camera: a canvas stream showing the QR code on a grey background, as a phone would see it.
  await page.addInitScript(({ size, bits }) => {
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext("2d")!;
      const cell = 8;
      const paint = () => {
        context.fillStyle = "#cccccc";
        context.fillRect(0, 0, 640, 480);
        context.fillStyle = "#ffffff";
        context.fillRect(160, 80, (size + 8) * cell, (size + 8) * cell);
        context.fillStyle = "#000000";
        bits.forEach((bit, i) => {
          if (bit) context.fillRect(160 + (4 + (i % size)) * cell, 80 + (4 + Math.floor(i / size)) * cell, cell, cell);
        });
      };
      paint();
      setInterval(paint, 100);
      return canvas.captureStream(10);
    };
  }, modules);
  await openDesk(page, TERMINAL_2);
  await whenInteractive(page, testInfo);
  await page.getByRole("button", { name: "Scan QR to check in" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${booking.code} checked in` })).toBeVisible();
  await expect(row(page, "arrivals", booking.code)).toContainText("Parked");
});

test("the admin makes a new member staff of one car park, whose desk they then open", async ({ page, browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo), baseURL });
  const staff = await context.newPage();
  const account = await signUpFresh(staff, testInfo, { emailTag: "desk-staff", namePrefix: "Staff", password: DRIVER_PASSWORD });
  // Not staff yet.
  expect((await staff.goto("/operator"))?.status()).toBe(403);

  await signInAsAdmin(page);
  await page.goto("/admin/operators");
  await whenInteractive(page, testInfo);
  await page.getByLabel("E-mail address", { exact: true }).fill(account.email);
  await page.getByLabel("Car park ids", { exact: true }).fill("pk-nowhere-99");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("No car park has the id pk-nowhere-99.")).toBeVisible();

  await page.getByLabel("E-mail address", { exact: true }).fill(account.email);
  await page.getByLabel("Car park ids", { exact: true }).fill(KURLA.id);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(`${account.email} now operates ${KURLA.id}.`);

  // One car park: /operator goes straight to its desk.
  await staff.goto("/operator");
  await expect(staff).toHaveURL(new RegExp(`/operator/${KURLA.id}$`));
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(KURLA.name);
  await context.close();
});
