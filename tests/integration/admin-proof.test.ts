import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, requirePlatformAdmin } from "@core/account/admin-rule";
import { actsAsAdmin, asCaller, CALLER_MESSAGES, type Caller } from "@core/account/caller";
import { assignOperator } from "@core/account/operator-assignments";
import { suspendUser } from "@core/account/user-admin";
import { createUser, getUser } from "@core/account/user-store";
import { readActivity } from "@core/activity-log/activity-log";
import type { Booking } from "@core/booking/booking";
import { checkIn, checkOut, getBooking, isDeskStaff, mayOperateAt, placeHold } from "@core/booking/booking-service";
import { deskCarPark } from "@core/booking/operator-desk";
import { postsHeldForReview } from "@core/moderation/post-review";
import { createCoupon } from "@core/coupon/coupon-admin";
import { ForbiddenError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import { listReviews, mayModerateReviews, removeReview, saveReview } from "@core/review/reviews";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { loadSecrets } from "@core/secrets";
import { signAccessToken } from "@core/session/access-token";
import { issueAdminAccessToken, refreshApiTokens } from "@core/session/api-auth";
import { issueRefreshToken } from "@core/session/refresh-token";
import { readDashboard } from "@core/stats/dashboard";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { bearer, call, multipart, useServicesForHandlers } from "../support/api";
import { makeMember, signedInAs } from "../support/community";
import { createTestServices } from "../support/local-services";
import { signedInRequest } from "../support/web";

const signInPage = await import("../../app/routes/auth/signin");
const deskPage = await import("../../app/routes/desk/operator.$parkingId");
const deskChoicePage = await import("../../app/routes/desk/operator._index");
const detailPage = await import("../../app/routes/parking/detail.$name");

/**
 * Issue 28 §1: an admin power is reached only through the admin session or token, after the second
 * factor (decision 016). An admin account's password alone opens nothing: the member sign-in
 * refuses it, a member session or token left from before opens no admin power, and every role rule
 * in core refuses an admin who proved only a password. The admin session still works the desk and
 * removes reviews.
 */
let svc: Services;
let admin: Caller;
/** The same account, as core sees it when only its password was proved. */
let passwordAdmin: Caller;
let driver: Caller;
let operator: Caller;
const PASSWORD = "Admin#2026";
const base = demoParkings()[0]!;
const park: Parking = { ...base, id: "pk-proof-a", code: "PRF-A", name: "Proof Car Park", fourWheelerCapacity: 20, twoWheelerCapacity: 0 };
const HOUR = 3600_000;
let plate = 2000;

/** A paid booking of a fresh car of the driver's, arriving in a few minutes, checked in when `parked`. */
async function booking(parked: boolean): Promise<Booking> {
  const vehicle = await createVehicle(svc.table, driver.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 01 PF ${plate++}`,
    vehicle_type: "Four Wheeler",
  });
  const inTime = new Date(Date.now() + 5 * 60_000);
  const hold = await placeHold(svc.table, driver.id, {
    parkingId: park.id,
    vehicleId: vehicle.id,
    inTime: inTime.toISOString(),
    outTime: new Date(inTime.getTime() + 2 * HOUR).toISOString(),
  });
  const { order } = await startPayment(svc, driver.id, hold.id);
  const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
  await verifyPayment(
    svc,
    { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    driver.id,
  );
  return parked ? checkIn(svc.table, operator, hold.code) : hold;
}

/** A Completed stay of the driver's with a review of it. */
async function reviewedStay(): Promise<Booking> {
  const parked = await booking(true);
  const done = await checkOut(svc.table, operator, parked.code);
  await saveReview(svc.table, driver, done.id, { rating: 1, text: "Rude staff at the gate." });
  return done;
}

const reviewed = async (bookingId: string) => (await listReviews(svc.table, park.id)).reviews.some((r) => r.bookingId === bookingId);

beforeAll(async () => {
  svc = await createTestServices("admin-proof");
  useServicesForHandlers(svc);
  await putParkings(svc.table, [park]);
  const account = await createUser(svc.table, {
    name: "Proof Admin",
    email: `proof-admin-${Date.now()}@example.com`,
    passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST),
    role: "admin",
    verified: true,
  });
  admin = asCaller(account, "second-factor");
  passwordAdmin = asCaller(account, "password");
  driver = await makeMember(svc, "Proof Driver");
  const staff = await makeMember(svc, "Proof Operator");
  operator = signedInAs(await assignOperator(svc.table, admin, { email: staff.email, parkingIds: [park.id] }));
});

describe("an admin account at the member sign-in", () => {
  it("POST /api/users/signin answers 403 'Admins sign in at /admin/signin.' and issues no token", async () => {
    const form = await multipart({ email: admin.email, password: PASSWORD });
    const res = await call("POST", "/api/users/signin", { body: form.body, headers: form.headers });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: CALLER_MESSAGES.adminSignIn });
  });

  it("/signin shows the same message and sets no session cookie", async () => {
    const request = new Request("http://localhost:3000/signin", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.email, password: PASSWORD }),
    });
    const reply = (await signInPage.action({ request, params: {}, context: { clientIp: "203.0.113.9" } })) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number; headers?: HeadersInit } | null;
    };
    expect(JSON.stringify(reply.data.result.error)).toContain(CALLER_MESSAGES.adminSignIn);
    expect(new Headers(reply.init?.headers).get("set-cookie") ?? "").not.toContain("sp_session");
  });
});

describe("a member session or token of an admin account, left from before the rule", () => {
  it("opens no operator desk and checks no car out; the booking stays Parked", async () => {
    const parked = await booking(true);
    const url = `/operator/${park.id}`;
    for (const page of [deskChoicePage, deskPage]) {
      const opened = await Promise.resolve(
        page.loader({ request: await signedInRequest(svc, admin.id, url), params: { parkingId: park.id }, context: {} }),
      ).catch((thrown: unknown) => thrown);
      expect((opened as Response).status).toBe(302);
      expect((opened as Response).headers.get("location")).toMatch(/^\/signin\?redirectTo=/);
    }
    const request = await signedInRequest(svc, admin.id, url, { form: { intent: "check-out", code: parked.code } });
    const refused = await Promise.resolve(deskPage.action({ request, params: { parkingId: park.id }, context: {} })).catch(
      (t: unknown) => t,
    );
    expect((refused as Response).status).toBe(302);
    expect((await getBooking(svc.table, parked.id))?.status).toBe("Parked");
  });

  it("removes no review through the API (401) and refreshes into no token", async () => {
    const stay = await reviewedStay();
    const { tokenSecret } = await loadSecrets(svc.config);
    const memberToken = signAccessToken({ sub: admin.id, role: "admin", ver: admin.tokenVersion, aud: "user" }, tokenSecret);
    const res = await call("POST", `/api/reviews/booking/${stay.id}/remove`, { headers: bearer(memberToken), json: { reason: "x" } });
    expect(res.status).toBe(401);
    expect(await reviewed(stay.id)).toBe(true);
    const refreshToken = await issueRefreshToken(svc.table, admin.id, new Date());
    await expect(refreshApiTokens(svc, refreshToken)).rejects.toMatchObject({ status: 401 });
  });
});

describe("core's role rules, for an admin account that proved only its password", () => {
  it("grant no admin power: the rules themselves", () => {
    expect(actsAsAdmin(admin)).toBe(true);
    expect(actsAsAdmin(passwordAdmin)).toBe(false);
    expect(() => requirePlatformAdmin(passwordAdmin)).toThrow(ADMIN_MESSAGES.notAdmin);
    expect(mayOperateAt(passwordAdmin, park.id)).toBe(false);
    expect(isDeskStaff(passwordAdmin)).toBe(false);
    expect(mayModerateReviews(passwordAdmin)).toBe(false);
    // The same account after the second factor, and staff by their own roles, keep their powers.
    expect(mayOperateAt(admin, park.id)).toBe(true);
    expect(mayModerateReviews(admin)).toBe(true);
    expect(mayOperateAt(operator, park.id)).toBe(true);
  });

  it("refuse the desk, the gate and a review's removal, and nothing changes", async () => {
    await expect(deskCarPark(svc.table, passwordAdmin, park.id)).rejects.toBeInstanceOf(ForbiddenError);
    const confirmed = await booking(false);
    await expect(checkIn(svc.table, passwordAdmin, confirmed.code)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await getBooking(svc.table, confirmed.id))?.status).toBe("Confirmed");
    const parked = await booking(true);
    await expect(checkOut(svc.table, passwordAdmin, parked.code)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await getBooking(svc.table, parked.id))?.status).toBe("Parked");
    const stay = await reviewedStay();
    await expect(removeReview(svc.table, passwordAdmin, stay.id, "no")).rejects.toBeInstanceOf(ForbiddenError);
    expect(await reviewed(stay.id)).toBe(true);
  });

  it("refuse every kind of admin action (users, operators, coupons, the log, the dashboard, held posts), and nothing changes", async () => {
    const refusals: [string, () => Promise<unknown>][] = [
      ["suspend a member", () => suspendUser(svc.table, passwordAdmin, driver.id, { reason: "Testing the rule" })],
      ["assign an operator", () => assignOperator(svc.table, passwordAdmin, { email: driver.email, parkingIds: [park.id] })],
      [
        "create a coupon",
        () =>
          createCoupon(svc.table, passwordAdmin, {
            code: "PROOF50",
            kind: "flat",
            value: "50",
            validFrom: "2026-01-01",
            validTo: "2027-01-01",
            scope: "all",
          }),
      ],
      ["read the activity log", () => readActivity(svc.table, passwordAdmin, {})],
      ["read the dashboard", () => readDashboard(svc.table, passwordAdmin)],
      ["count posts held for review", () => postsHeldForReview(svc.table, passwordAdmin)],
    ];
    for (const [what, attempt] of refusals) {
      await expect(attempt(), what).rejects.toMatchObject({ message: ADMIN_MESSAGES.notAdmin });
    }
    const stored = await getUser(svc.table, driver.id);
    expect(stored?.suspendedAt).toBeUndefined();
    expect(stored?.role).toBe("user");
  });
});

describe("the admin session, after the second factor", () => {
  it("still works the desk: opens it and checks a car out", async () => {
    const parked = await booking(true);
    const url = `/operator/${park.id}`;
    const day = await deskPage.loader({
      request: await signedInRequest(svc, admin.id, url, { kind: "admin" }),
      params: { parkingId: park.id },
      context: {},
    });
    expect(day.parking.id).toBe(park.id);
    const request = await signedInRequest(svc, admin.id, url, { kind: "admin", form: { intent: "check-out", code: parked.code } });
    const reply = await deskPage.action({ request, params: { parkingId: park.id }, context: {} });
    expect(reply && "done" in reply ? reply.done : reply).toBeTruthy();
    expect((await getBooking(svc.table, parked.id))?.status).toBe("Completed");
  });

  it("still removes a review, on the car park's page and with the admin token", async () => {
    const first = await reviewedStay();
    const url = `/detail/x?id=${park.id}`;
    const removed = (await detailPage.action({
      request: await signedInRequest(svc, admin.id, url, { kind: "admin", form: { bookingId: first.id, reason: "Abusive" } }),
      params: {},
      context: {},
    })) as Response;
    expect(removed.status).toBe(302);
    expect(await reviewed(first.id)).toBe(false);

    const second = await reviewedStay();
    const { accessToken } = await issueAdminAccessToken(svc, { userId: admin.id });
    const res = await call("POST", `/api/reviews/booking/${second.id}/remove`, {
      headers: bearer(accessToken),
      json: { reason: "Abusive" },
    });
    expect(res.status).toBe(200);
    expect(await reviewed(second.id)).toBe(false);
  });
});
