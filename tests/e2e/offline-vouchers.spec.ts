import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { decodeFrame } from "../../app/islands/qr-decode";
import { fromIndiaInputValue, toIndiaInputValue } from "../../app/utils/india-time";
import { KEPT_CACHE, OWNER_KEY, VOUCHERS_KEY, deskKey } from "../../app/pwa/kept-store";
import { parseBookingCode } from "@core/booking/operator";
import { slug } from "@core/parking/parking";
import { createMember } from "./support/accounts";
import { bookNowThroughApi } from "./support/api-booking";
import { signIn } from "./support/sign-in";

/**
 * Issue 34's "Done when", in Chromium with JavaScript and the service worker on: a driver books and
 * pays, opens My bookings, loses the network, reloads, and shows a voucher whose QR code the operator
 * desk's own decoder (jsQR, app/islands/qr-decode.ts) reads; after logging out, offline My bookings
 * shows nothing of them; a second member signing in on the same browser sees none of the first's.
 * The operator desk opens offline with its last arrivals list and says check-ins need the network.
 * Installability is Chromium's own check (Page.getInstallabilityErrors, what Lighthouse's PWA audit
 * used before Lighthouse 12 dropped it).
 *
 * Without JavaScript there is no service worker: the product works as before, which every other spec
 * checks in its js-off project; here the js-off project has nothing to add.
 */
test.use({ serviceWorkers: "allow" });

const PASSWORD = "Driver#2026";
const CAR_PARK = { id: "pk-mumbai-08", city: "Mumbai" }; // booked by no other spec
const DESK = { id: "pk-mumbai-02", name: "Sahar Airport Long-Term Parking" }; // the demo operator's
const OPERATOR = { email: "operator@example.com", password: "Operator#2026" };

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

function uniqueEmail(tag: string, testInfo: TestInfo): string {
  return `e2e-offline-${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** "YYYY-MM-DDTHH:mm" (India time) `days` India dates from today, at `time`. */
function daysAheadAt(days: number, time: string): string {
  const todayNoon = fromIndiaInputValue(`${toIndiaInputValue(new Date()).slice(0, 10)}T12:00`)!;
  return `${toIndiaInputValue(new Date(todayNoon.getTime() + days * 24 * 3600_000)).slice(0, 10)}T${time}`;
}

/** Waits until the service worker controls the page (it claims open pages when it activates). */
async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** What the phone keeps under `key` (the worker writes it in the background after a page asks). */
function kept<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate(
    async ({ cacheName, key }) => {
      if (!(await caches.has(cacheName))) return null;
      const response = await (await caches.open(cacheName)).match(key);
      return response ? ((await response.json()) as T) : null;
    },
    { cacheName: KEPT_CACHE, key },
  );
}

const keptCodes = async (page: Page) =>
  ((await kept<{ vouchers: { code: string }[] }>(page, VOUCHERS_KEY))?.vouchers ?? []).map((v) => v.code);

async function openUserMenu(page: Page) {
  await page.getByRole("banner").getByLabel("User menu").click();
  return page.getByRole("banner").getByRole("navigation", { name: "Your account" }).filter({ visible: true });
}

const signInLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "USER LOGIN" }).filter({ visible: true });

/** Logout, from the account menu, as a person does. */
async function logOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).filter({ visible: true }).click();
  await expect(signInLink(page)).toBeVisible();
}

/** The QR code on screen, read by the desk scanner's decoder from the pixels the page shows. */
async function readQr(page: Page, code: string): Promise<string | undefined> {
  const png = await page.getByRole("img", { name: `QR code of ${code}` }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodeFrame({ data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height });
}

test("a paid booking's voucher opens offline with a readable QR; logout and another member leave nothing of it", async ({
  page,
  context,
}, testInfo) => {
  test.skip(jsOff(testInfo), "no service worker without JavaScript: the other specs' js-off runs are the product as it was");
  test.slow();
  const window = { in: daysAheadAt(6, "10:00"), out: daysAheadAt(6, "13:00") };
  const first = uniqueEmail("first", testInfo);
  await createMember(page.request, { name: "Offline Driver", email: first, password: PASSWORD, verify: true });
  await signIn(page, first, PASSWORD);
  await workerControls(page);

  // Book and pay: the car park's page, Book, a vehicle, Confirm, Pay on the test gateway.
  const parking = (
    (await (
      await page.request.get(
        `/api/parking/get-parking/${CAR_PARK.id}?${new URLSearchParams({ inT: fromIndiaInputValue(window.in)!.toISOString(), ouT: fromIndiaInputValue(window.out)!.toISOString() })}`,
      )
    ).json()) as {
      data: { name: string };
    }
  ).data;
  const name = parking.name;
  const detail = `/detail/${slug(name)}?${new URLSearchParams({ city: CAR_PARK.city, id: CAR_PARK.id, in: window.in, out: window.out, type: "four" })}`;
  await page.goto(detail);
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await page.getByRole("link", { name: "Add new Vehicle" }).click();
  await page.getByLabel("Vehicle name", { exact: true }).fill("Offline car");
  await page.getByLabel("Registration number", { exact: true }).fill("MH 04 OF 3434");
  await page.getByRole("radio", { name: "Four Wheeler" }).check();
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/[0-9a-f-]{36}$/);
  const bookingId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByRole("button", { name: "Complete test payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  const code = (await page.getByText(/^SP-[2-9A-HJ-NP-Z]{6}$/).textContent())!;

  // My bookings, with the network: the worker keeps the voucher.
  await page.getByRole("link", { name: "Go now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await expect.poll(() => keptCodes(page), { timeout: 15_000 }).toContain(code);

  // The worker at the site's root controls the start URL.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/^http:\/\/localhost:\d+\/sw\.js$/);

  // No signal: the same address opens from the phone's copy.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText(/^Saved on this phone at .+/)).toBeVisible();
  const voucher = page.getByRole("listitem").filter({ hasText: code });
  await expect(voucher.getByRole("heading", { name })).toBeVisible();
  await voucher.getByRole("button", { name: "Show voucher" }).click();
  const text = await readQr(page, code);
  expect(text).toBe(`SMARTPARKING:${code}:${bookingId}`);
  expect(parseBookingCode(text!)).toBe(code);

  // Logout (by clicking) deletes every kept copy: offline My bookings shows nothing of the member.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await logOut(page);
  await expect.poll(() => kept(page, OWNER_KEY), { timeout: 15_000 }).toBeNull();
  await context.setOffline(true);
  await page.goto("/booking");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("No vouchers are saved on this phone.", { exact: false })).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
  await context.setOffline(false);

  // The first member's copies are back; then their session ends unseen (its cookie gone) and a
  // second member signs in on this browser: the worker meets another member and drops the first's.
  await page.goto("/");
  await signInLink(page).click();
  await expect(page).toHaveURL(/\/signin/);
  await signIn(page, first, PASSWORD);
  await (await openUserMenu(page)).getByRole("link", { name: "My bookings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await expect.poll(() => keptCodes(page), { timeout: 15_000 }).toContain(code);

  const second = uniqueEmail("second", testInfo);
  await createMember(page.request, { name: "Second Driver", email: second, password: PASSWORD, verify: true });
  const other = await context.browser()!.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(new URL("/signin", page.url()).href);
  await signIn(otherPage, second, PASSWORD);
  const secondCookies = await other.cookies();
  await other.close();
  await context.clearCookies();
  await context.addCookies(secondCookies);
  await page.reload();
  await (await openUserMenu(page)).getByRole("link", { name: "My bookings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await expect.poll(() => keptCodes(page), { timeout: 15_000 }).not.toContain(code);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("No vouchers are saved on this phone.", { exact: false })).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  await context.setOffline(false);
});

test("the operator desk opens offline with its last arrivals list, says check-ins need the network, and logout clears it", async ({
  page,
  context,
}, testInfo) => {
  test.skip(jsOff(testInfo), "no service worker without JavaScript");
  const driver = uniqueEmail("desk", testInfo);
  await createMember(page.request, { name: "Desk Driver", email: driver, password: PASSWORD, verify: true });
  const booking = await bookNowThroughApi(page.request, { email: driver, password: PASSWORD }, DESK.id, "Offline desk car");
  await page.context().clearCookies();

  await page.goto("/operator");
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await page.getByRole("link", { name: DESK.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: DESK.name })).toBeVisible();
  await expect(page.getByTestId("arrivals").getByRole("row").filter({ hasText: booking.code })).toBeVisible();
  await workerControls(page);
  await expect
    .poll(async () => ((await kept<{ arrivals: { code: string }[] }>(page, deskKey(DESK.id)))?.arrivals ?? []).map((a) => a.code), {
      timeout: 15_000,
    })
    .toContain(booking.code);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: DESK.name })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("You are offline. Check-ins need the network.");
  await expect(page.getByText(/^Saved on this phone at /)).toBeVisible();
  await expect(page.getByTestId("arrivals").getByRole("row").filter({ hasText: booking.code })).toBeVisible();
  // Nothing to press: no check-in is taken, or queued, offline.
  await expect(page.getByRole("button", { name: "Check in", exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Booking code or QR text")).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByLabel("Booking code or QR text")).toBeVisible();
  await logOut(page);
  await expect.poll(() => kept(page, OWNER_KEY), { timeout: 15_000 }).toBeNull();
  await context.setOffline(true);
  await page.goto(`/operator/${DESK.id}`);
  await expect(page.getByRole("alert")).toHaveText("You are offline. Check-ins need the network.");
  await expect(page.getByText("This desk's list was not saved on this phone.", { exact: false })).toBeVisible();
  await expect(page.getByText(booking.code)).toHaveCount(0);
  await context.setOffline(false);
});

test("Chromium finds the site installable: manifest, icons, start URL and a worker, with no error", async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(jsOff(testInfo), "no service worker without JavaScript");
  // A profile of its own: Chromium answers only "in-incognito" for the test's usual (off-the-record)
  // contexts, and checks nothing else there.
  const profile = await mkdtemp(join(tmpdir(), "sp-installable-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await workerControls(page);
    // Their names never change: a browser must revalidate them every time (decision 057).
    for (const file of ["/sw.js", "/manifest.webmanifest"])
      expect((await page.request.get(file)).headers()["cache-control"], file).toBe("no-cache");
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
