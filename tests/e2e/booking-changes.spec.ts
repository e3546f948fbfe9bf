import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";
import { fromIndiaInputValue, toIndiaInputValue } from "../../app/utils/india-time";
import { signUpFresh } from "./support/accounts";

/**
 * Changing a booking (issue 14, decision 026), in both projects (JS on and off): a later window
 * costs more and is paid on the test gateway; changing back costs less and the refund is shown.
 * The booking is made through the JSON API (hold, order, test payment, verification).
 */
const PASSWORD = "Driver#2026";
const HOUR = 3600_000;
const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

async function confirmedBooking(request: APIRequestContext, email: string, stay: { inTime: string; outTime: string }) {
  const signin = await request.post("/api/users/signin", { multipart: { email, password: PASSWORD } });
  const headers = { Authorization: `Bearer ${((await signin.json()) as { accessToken: string }).accessToken}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await response.json()) as Record<string, any>;
  };
  const vehicle = await post("/api/vehicle/create-new-vehicle", {
    vehicle: {
      vehicle_name: "Family car",
      vehicle_number: `MH 12 CH ${1000 + Math.floor(Math.random() * 8999)}`,
      vehicle_type: "Four Wheeler",
    },
  });
  const hold = await post("/api/booking/hold", { parkingId: "pk-pune-01", vehicleId: (vehicle.data as { _id: string })._id, ...stay });
  const bookingId = (hold.data as { _id: string; code: string })._id;
  const order = await post("/api/razorpay", { bookingId });
  await post("/api/verification", await post("/api/test-gateway/pay", { order_id: order.id }));
  return { id: bookingId, code: (hold.data as { code: string }).code };
}

test("a driver moves a booking two hours later, pays the difference, then moves it back and sees the refund", async ({
  page,
}, testInfo) => {
  const account = await signUpFresh(page, testInfo, { emailTag: "change", namePrefix: "Changer", password: PASSWORD, verify: true });
  // A day of its own far ahead, 10:00–12:00 India time.
  const day = toIndiaInputValue(new Date(Date.now() + (30 + Math.floor(Math.random() * 500)) * 24 * HOUR)).slice(0, 10);
  const at = (hour: number) => `${day}T${String(hour).padStart(2, "0")}:00`;
  const booking = await confirmedBooking(page.request, account.email, {
    inTime: fromIndiaInputValue(at(10))!.toISOString(),
    outTime: fromIndiaInputValue(at(12))!.toISOString(),
  });

  await page.goto("/booking");
  const card = page.getByRole("article").filter({ hasText: booking.code });
  await card.getByRole("link", { name: "Change booking" }).click();
  await expect(page.getByRole("heading", { name: "Change booking" })).toBeVisible();
  await expect(page.getByText("Free cancellation and changes up to 3 hours before arrival.")).toBeVisible();

  // Later and longer: 12:00–21:00. The review says what it costs before anything happens.
  await page.getByLabel("New arrival").fill(at(12));
  await page.getByLabel("New departure").fill(at(21));
  await page.getByRole("button", { name: "Review change" }).click();
  await expect(page.getByRole("heading", { name: "Your new booking" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /You pay ₹\d+ more\./ })).toBeVisible();
  await page.getByRole("button", { name: /^Pay ₹\d+ and change$/ }).click();

  // The difference on the test gateway, like any payment.
  await expect(page.getByText("We are holding the new hours for 15 minutes.")).toBeVisible();
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.getByRole("button", { name: "Complete test payment" }).click();
  if (jsOff(testInfo)) await page.getByRole("button", { name: "Return to SMART PARKING" }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);

  await page.goto("/booking");
  await expect(card.locator("time").first()).toHaveAttribute("datetime", fromIndiaInputValue(at(12))!.toISOString());
  await expect(card.locator("time").nth(1)).toHaveAttribute("datetime", fromIndiaInputValue(at(21))!.toISOString());

  // Back to 10:00–12:00: cheaper, changed at once, and the refund of the difference is shown.
  await card.getByRole("link", { name: "Change booking" }).click();
  await page.getByLabel("New arrival").fill(at(10));
  await page.getByLabel("New departure").fill(at(12));
  await page.getByRole("button", { name: "Review change" }).click();
  await expect(page.getByRole("status").filter({ hasText: /We refund ₹\d+ to your original payment method\./ })).toBeVisible();
  await page.getByRole("button", { name: "Confirm change" }).click();
  await expect(page).toHaveURL(/\/booking\?status=Confirmed&notice=changed/);
  await expect(page.getByText(`Your booking ${booking.code} has been changed.`, { exact: false })).toBeVisible();
  await expect(card.locator("time").first()).toHaveAttribute("datetime", fromIndiaInputValue(at(10))!.toISOString());
  await expect(card.getByText(/^Refund of ₹\d+ for your change requested/)).toBeVisible();
});
