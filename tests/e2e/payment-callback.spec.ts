import { expect, test, type APIRequestContext } from "@playwright/test";
import { signUpFresh } from "./support/accounts";

/**
 * Razorpay's redirect flow comes back as a cross-site form POST from api.razorpay.com, without the
 * member's SameSite=Lax cookie. /payment/callback is a resource route so that Remix's own CSRF check
 * (which answers a cross-origin POST to a document route with a 500 before any action runs) does not
 * stand between a captured payment and its booking: the signature is the credential, and the answer
 * is a 303 to a GET page. The payment is made through the test gateway's API (what its page does),
 * which signs exactly as Razorpay signs; its own way back is not taken, as if the browser had gone.
 */
const PASSWORD = "Driver#2026";
const HOUR = 3600_000;
const RAZORPAY = { Origin: "https://api.razorpay.com", "Sec-Fetch-Site": "cross-site", Referer: "https://api.razorpay.com/" };

interface Hold {
  bookingId: string;
  code: string;
  orderId: string;
  token: string;
}

/** A stay on a day of its own, so free-space counts of other tests are not disturbed. */
function farWindow() {
  const start = Math.ceil((Date.now() + (30 + Math.floor(Math.random() * 600)) * 24 * HOUR) / HOUR) * HOUR;
  return { inTime: new Date(start).toISOString(), outTime: new Date(start + 2 * HOUR).toISOString() };
}

async function holdWithOrder(request: APIRequestContext, email: string, plate: string): Promise<Hold> {
  const signin = await request.post("/api/users/signin", { multipart: { email, password: PASSWORD } });
  expect(signin.status(), await signin.text()).toBe(200);
  const token = ((await signin.json()) as { accessToken: string }).accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const vehicle = await request.post("/api/vehicle/create-new-vehicle", {
    headers,
    data: { vehicle: { vehicle_name: "Car", vehicle_number: plate, vehicle_type: "Four Wheeler" } },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const vehicleId = ((await vehicle.json()) as { data: { _id: string } }).data._id;
  const hold = await request.post("/api/booking/hold", { headers, data: { parkingId: "pk-mumbai-07", vehicleId, ...farWindow() } });
  expect(hold.status(), await hold.text()).toBe(201);
  const booking = ((await hold.json()) as { data: { _id: string; code: string } }).data;
  const order = await request.post("/api/razorpay", { headers, data: { bookingId: booking._id } });
  expect(order.status(), await order.text()).toBe(200);
  return { bookingId: booking._id, code: booking.code, orderId: ((await order.json()) as { id: string }).id, token };
}

async function statusOf(request: APIRequestContext, token: string, bookingId: string): Promise<string | undefined> {
  for (const status of ["Confirmed", "Cancelled"]) {
    const list = await request.get(`/api/booking/view-booking-list?status=${status}&limit=50`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const found = ((await list.json()) as { data: { _id: string; status: string }[] }).data.find((b) => b._id === bookingId);
    if (found) return found.status;
  }
  return undefined;
}

test("a cross-site POST from Razorpay with a valid signature confirms the booking and answers 303 to the success page", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  // Sign-up, verification and a dozen API calls.
  test.slow();
  const account = await signUpFresh(page, testInfo, { emailTag: "callback", namePrefix: "Payer", password: PASSWORD, verify: true });
  // A context of its own, with no cookies: what Razorpay's page posts from another site.
  const razorpay = await playwright.request.newContext({ baseURL });
  const hold = await holdWithOrder(razorpay, account.email, `MH 05 CB ${String(1000 + Math.floor(Math.random() * 9000))}`);
  const paid = await razorpay.post("/api/test-gateway/pay", {
    headers: { Authorization: `Bearer ${hold.token}` },
    data: { order_id: hold.orderId },
  });
  expect(paid.status()).toBe(200);
  const fields = (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

  // A forged signature changes nothing and leads to the result page.
  const forged = await razorpay.post("/payment/callback", {
    form: { ...fields, razorpay_signature: "0".repeat(64) },
    headers: RAZORPAY,
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(303);
  expect(forged.headers().location).toBe(`/payment/result?outcome=error&order=${hold.orderId}`);
  expect(await statusOf(razorpay, hold.token, hold.bookingId)).toBeUndefined();

  // A GET changes nothing either.
  const viaGet = await razorpay.get(`/payment/callback?${new URLSearchParams(fields)}`, { maxRedirects: 0 });
  expect(viaGet.status()).toBe(303);
  expect(viaGet.headers().location).toBe(`/payment/result?order=${hold.orderId}`);
  expect(await statusOf(razorpay, hold.token, hold.bookingId)).toBeUndefined();

  const response = await razorpay.post("/payment/callback", { form: fields, headers: RAZORPAY, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  const location = response.headers().location!;
  expect(location).toBe(`/payment-success?${new URLSearchParams({ id: fields.razorpay_payment_id, order: hold.orderId })}`);
  expect(await statusOf(razorpay, hold.token, hold.bookingId)).toBe("Confirmed");

  // The browser follows the 303 with a top-level GET, which carries the member's cookie again.
  await page.goto(location);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByText(hold.code, { exact: true })).toBeVisible();

  // Razorpay posting the same result again is harmless.
  const again = await razorpay.post("/payment/callback", { form: fields, headers: RAZORPAY, maxRedirects: 0 });
  expect(again.headers().location).toBe(location);
  await razorpay.dispose();
});
