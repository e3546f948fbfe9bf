import { signedInAs } from "../support/community";
import type { Caller } from "@core/account/caller";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "@core/account/user";
import { createUser } from "@core/account/user-store";
import { readActivity } from "@core/activity-log/activity-log";
import type { Booking } from "@core/booking/booking";
import { checkIn, checkOut } from "@core/booking/booking-service";
import { ConflictError, ContentRefusedError, ForbiddenError, NotFoundError, ValidationError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { current, logged, replace, updateParking } from "@core/parking/parking-admin";
import { parkingFormValues } from "@core/parking/parking-schema";
import { getParking, putParkings } from "@core/parking/parking-store";
import { searchNearby } from "@core/parking/search";

import { ratingOf } from "@core/review/rating";
import { REVIEW_FORM_MESSAGES } from "@core/review/review-schema";
import { deleteReview, listReviews, removeReview, REVIEW_MESSAGES, reviewedAmong, saveReview } from "@core/review/reviews";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import { issueAdminAccessToken } from "@core/session/api-auth";
import type { Services } from "@core/services";
import { paidBooking } from "../support/paid-booking";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { bearer, call, tokenFor, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";
import { signedInRequest } from "../support/web";

const detailPage = await import("../../app/routes/parking/detail.$name");
const reviewPage = await import("../../app/routes/booking/_app.booking_.$id.review");

/**
 * Ratings and reviews (issue 14, decision 028) against DynamoDB Local: one review per Completed
 * booking by its owner, the car park's counters moved in the review's own transaction (create,
 * edit, delete, a moderator's removal, races), the text check, and who may do what — through core,
 * the JSON API and the pages' actions.
 */
let svc: Services;
let admin: Caller;
let moderator: Caller;
const PASSWORD = "Driver#2026";
const base = demoParkings()[0]!;
const parkingOf = (id: string, extra: Partial<Parking> = {}): Parking => ({
  ...base,
  id,
  code: id.toUpperCase(),
  name: `Review ${id}`,
  fourWheelerCapacity: 200,
  twoWheelerCapacity: 0,
  ...extra,
});
const reviewed = parkingOf("pk-review-a");
const other = parkingOf("pk-review-b", { lat: base.lat + 0.001 });

let n = 0;
async function member(role: User["role"] = "user"): Promise<Caller> {
  return signedInAs(
    await createUser(svc.table, {
      name: `Ravi Kumar ${++n}`,
      email: `review-${n}-${Date.now()}@example.com`,
      passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST),
      verified: true,
      role,
    }),
  );
}

/** A paid booking arriving in a few minutes, for a new vehicle of the member. */
async function confirmed(driver: Caller, parking: Parking = reviewed): Promise<Booking> {
  const hold = await paidBooking(svc, driver.id, parking.id, { name: "Car", number: `KA 01 RV ${String(1000 + ++n).slice(-4)}` });
  return hold;
}

/** The same, checked in and out at the desk: a Completed stay. */
async function completed(driver: Caller, parking: Parking = reviewed): Promise<Booking> {
  const booking = await confirmed(driver, parking);
  await checkIn(svc.table, admin, booking.code);
  return checkOut(svc.table, admin, booking.code);
}

async function counters(parkingId: string) {
  const parking = await getParking(svc.table, parkingId);
  return { sum: parking?.ratingSum ?? 0, count: parking?.ratingCount ?? 0 };
}

beforeAll(async () => {
  svc = await createTestServices("reviews");
  useServicesForHandlers(svc);
  await putParkings(svc.table, [reviewed, other]);
  [admin, moderator] = await Promise.all([member("admin"), member("moderator")]);
});

describe("a review of a Completed stay", () => {
  it("is written, edited and deleted by its author, and the car park's average follows", async () => {
    const driver = await member();
    const stay = await completed(driver, other);
    const before = await counters(other.id);

    const first = await saveReview(svc.table, driver, stay.id, { rating: "4", text: "  Easy to find, helpful staff.  " });
    expect(first.created).toBe(true);
    expect(first.review).toMatchObject({ rating: 4, text: "Easy to find, helpful staff.", authorName: "Ravi" });
    expect(await counters(other.id)).toEqual({ sum: before.sum + 4, count: before.count + 1 });

    // The same booking again is an edit: one review per booking, the count unchanged.
    const edit = await saveReview(svc.table, driver, stay.id, { rating: 2 });
    expect(edit.created).toBe(false);
    expect(edit.review).toMatchObject({ rating: 2, text: "", createdAt: first.review.createdAt });
    expect(await counters(other.id)).toEqual({ sum: before.sum + 2, count: before.count + 1 });
    expect((await listReviews(svc.table, other.id)).reviews.map((r) => [r.bookingId, r.rating])).toContainEqual([stay.id, 2]);
    expect(await reviewedAmong(svc.table, driver, [stay])).toEqual(new Set([stay.id]));

    await deleteReview(svc.table, driver, stay.id);
    expect(await counters(other.id)).toEqual(before);
    expect((await listReviews(svc.table, other.id)).reviews.some((r) => r.bookingId === stay.id)).toBe(false);
    await expect(deleteReview(svc.table, driver, stay.id)).rejects.toThrow(REVIEW_MESSAGES.notReviewed);
    expect(await counters(other.id)).toEqual(before);
  });

  it("shows the average to one decimal and lists reviews newest first", async () => {
    const parking = parkingOf("pk-review-avg");
    await putParkings(svc.table, [parking]);
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const stays = [await completed(a, parking), await completed(b, parking), await completed(c, parking)];
    await saveReview(svc.table, a, stays[0]!.id, { rating: 5 }, new Date("2026-11-20T10:00:00Z"));
    await saveReview(svc.table, b, stays[1]!.id, { rating: 4 }, new Date("2026-11-21T10:00:00Z"));
    await saveReview(svc.table, c, stays[2]!.id, { rating: 4 }, new Date("2026-11-22T10:00:00Z"));
    const rating = ratingOf((await getParking(svc.table, parking.id))!)!;
    expect(rating.count).toBe(3);
    expect(rating.average).toBeCloseTo(13 / 3);
    const page = await listReviews(svc.table, parking.id);
    expect(page.reviews.map((r) => r.bookingId)).toEqual([stays[2]!.id, stays[1]!.id, stays[0]!.id]);

    const api = await call("GET", `/api/reviews/parking/${parking.id}`);
    expect(api.status).toBe(200);
    expect(api.body.rating).toEqual({ average: 4.3, count: 3 });
    expect(api.body.reviews[0]).toMatchObject({ bookingId: stays[2]!.id, rating: 4, author: "Ravi" });
    expect(JSON.stringify(api.body)).not.toContain("@example.com");
    const inT = new Date(Date.now() + 24 * 3600_000);
    const query = `inT=${inT.toISOString()}&ouT=${new Date(inT.getTime() + 2 * 3600_000).toISOString()}`;
    expect((await call("GET", `/api/parking/get-parking/${parking.id}?${query}`)).body.data.rating).toEqual({ average: 4.3, count: 3 });
  });

  it("is refused before the stay is Completed, and nothing is written", async () => {
    const driver = await member();
    const booking = await confirmed(driver, other);
    const before = await counters(other.id);
    await expect(saveReview(svc.table, driver, booking.id, { rating: 5 })).rejects.toThrow(REVIEW_MESSAGES.notCompleted);
    await checkIn(svc.table, admin, booking.code);
    await expect(saveReview(svc.table, driver, booking.id, { rating: 5 })).rejects.toBeInstanceOf(ConflictError);
    expect(await counters(other.id)).toEqual(before);
    expect((await listReviews(svc.table, other.id)).reviews.some((r) => r.bookingId === booking.id)).toBe(false);
  });

  it("refuses a rating outside 1–5 and an over-long text with clear messages", async () => {
    const driver = await member();
    const stay = await completed(driver, other);
    for (const rating of ["", "0", "6", "3.5", "five"]) {
      const attempt = saveReview(svc.table, driver, stay.id, { rating });
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(saveReview(svc.table, driver, stay.id, { rating })).rejects.toThrow(REVIEW_FORM_MESSAGES.rating);
    }
    await expect(saveReview(svc.table, driver, stay.id, { rating: 3, text: "a".repeat(1001) })).rejects.toThrow(
      REVIEW_FORM_MESSAGES.textTooLong,
    );
  });

  it("refuses abusive text with the content check's message, and writes nothing", async () => {
    const driver = await member();
    const stay = await completed(driver, other);
    const before = await counters(other.id);
    const attempt = saveReview(svc.table, driver, stay.id, { rating: 1, text: "The attendant is a fucking idiot" });
    await expect(attempt).rejects.toBeInstanceOf(ContentRefusedError);
    await expect(saveReview(svc.table, driver, stay.id, { rating: 1, text: "chutiya staff" })).rejects.toThrow(
      REVIEW_MESSAGES.inappropriate,
    );
    expect(await counters(other.id)).toEqual(before);
    expect((await listReviews(svc.table, other.id)).reviews.some((r) => r.bookingId === stay.id)).toBe(false);
    // The domain's own words pass: the dickey of the car, the Wankhede stadium nearby.
    expect((await saveReview(svc.table, driver, stay.id, { rating: 4, text: "Room to open the dickey; close to Wankhede." })).created).toBe(
      true,
    );
  });
});

describe("the review page, as a plain form post", () => {
  it("saves, shows the review for editing, refuses abuse in place, and deletes", async () => {
    const driver = await member();
    const stay = await completed(driver, other);
    const before = await counters(other.id);
    const url = `/booking/${stay.id}/review`;
    const post = async (form: Record<string, string>) =>
      reviewPage.action({ request: await signedInRequest(svc, driver.id, url, { form }), params: { id: stay.id }, context: {} });

    const empty = (await reviewPage.loader({
      request: await signedInRequest(svc, driver.id, url),
      params: { id: stay.id },
      context: {},
    })) as {
      review: unknown;
      refusal: unknown;
    };
    expect(empty).toMatchObject({ review: null, refusal: null });

    const saved = (await post({ intent: "save", rating: "5", text: "Clean and well lit" })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/booking?status=Completed&notice=reviewed");
    const loaded = await reviewPage.loader({ request: await signedInRequest(svc, driver.id, url), params: { id: stay.id }, context: {} });
    expect((loaded as { review: unknown }).review).toEqual({ rating: "5", text: "Clean and well lit" });

    const refused = (await post({ intent: "save", rating: "1", text: "Bloody idiots at the gate, fuck them" })) as unknown as {
      init: { status: number };
      data: { form: string; result: { error: Record<string, string[]> } };
    };
    expect(refused.init.status).toBe(403);
    expect(refused.data.form).toBe("save");
    expect(refused.data.result.error[""]).toEqual([REVIEW_MESSAGES.inappropriate]);
    const noStars = (await post({ intent: "save", text: "Fine" })) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(noStars.init.status).toBe(400);
    expect(noStars.data.result.error.rating).toEqual([REVIEW_FORM_MESSAGES.rating]);
    expect(await counters(other.id)).toEqual({ sum: before.sum + 5, count: before.count + 1 });

    const deleted = (await post({ intent: "delete" })) as Response;
    expect(deleted.headers.get("location")).toBe("/booking?status=Completed&notice=review-deleted");
    expect(await counters(other.id)).toEqual(before);
  });

  it("tells a member whose stay is not Completed that they cannot review it yet", async () => {
    const driver = await member();
    const booking = await confirmed(driver, other);
    const url = `/booking/${booking.id}/review`;
    const loaded = await reviewPage.loader({
      request: await signedInRequest(svc, driver.id, url),
      params: { id: booking.id },
      context: {},
    });
    expect((loaded as { refusal: unknown }).refusal).toBe(REVIEW_MESSAGES.notCompleted);
    const posted = (await reviewPage.action({
      request: await signedInRequest(svc, driver.id, url, { form: { intent: "save", rating: "5" } }),
      params: { id: booking.id },
      context: {},
    })) as unknown as { init: { status: number } };
    expect(posted.init.status).toBe(409);
  });
});

describe("who may review, edit, delete and remove", () => {
  it("another member cannot review my booking, nor edit or delete my review (API and core)", async () => {
    const [owner, stranger] = await Promise.all([member(), member()]);
    const stay = await completed(owner, other);
    const before = await counters(other.id);
    await expect(saveReview(svc.table, stranger, stay.id, { rating: 1 })).rejects.toBeInstanceOf(NotFoundError);
    const token = await tokenFor(stranger.email, PASSWORD);
    const put = await call("PUT", `/api/reviews/booking/${stay.id}`, { headers: bearer(token), json: { rating: 1, text: "Terrible" } });
    expect(put.status).toBe(404);
    expect(await counters(other.id)).toEqual(before);

    await saveReview(svc.table, owner, stay.id, { rating: 5, text: "Mine" });
    const edit = await call("PUT", `/api/reviews/booking/${stay.id}`, { headers: bearer(token), json: { rating: 1 } });
    expect(edit.status).toBe(404);
    expect((await call("DELETE", `/api/reviews/booking/${stay.id}`, { headers: bearer(token) })).status).toBe(404);
    await expect(deleteReview(svc.table, stranger, stay.id)).rejects.toBeInstanceOf(NotFoundError);
    // Nor through the review page.
    const page = await reviewPage
      .action({
        request: await signedInRequest(svc, stranger.id, `/booking/${stay.id}/review`, { form: { intent: "delete" } }),
        params: { id: stay.id },
        context: {},
      })
      .catch((response: unknown) => response);
    expect((page as { init: { status: number } }).init.status).toBe(404);
    expect((await listReviews(svc.table, other.id)).reviews.find((r) => r.bookingId === stay.id)).toMatchObject({
      rating: 5,
      text: "Mine",
    });
    expect(await counters(other.id)).toEqual({ sum: before.sum + 5, count: before.count + 1 });
    // Signed out: no review at all.
    expect((await call("PUT", `/api/reviews/booking/${stay.id}`, { json: { rating: 1 } })).status).toBe(401);
  });

  it("the author writes through the API: 201, then 200 for an edit", async () => {
    const driver = await member();
    const stay = await completed(driver, other);
    const token = await tokenFor(driver.email, PASSWORD);
    const created = await call("PUT", `/api/reviews/booking/${stay.id}`, { headers: bearer(token), json: { rating: 3, text: "Fine" } });
    expect(created.status).toBe(201);
    expect(created.body.review).toMatchObject({ rating: 3, text: "Fine", author: "Ravi" });
    expect((await call("PUT", `/api/reviews/booking/${stay.id}`, { headers: bearer(token), json: { rating: 4 } })).status).toBe(200);
    const bad = await call("PUT", `/api/reviews/booking/${stay.id}`, { headers: bearer(token), json: { rating: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(REVIEW_FORM_MESSAGES.rating);
    expect((await call("DELETE", `/api/reviews/booking/${stay.id}`, { headers: bearer(token) })).status).toBe(200);
  });

  it("a moderator (or an admin) removes a review, logged; a driver, even the author, cannot", async () => {
    const [author, driver] = await Promise.all([member(), member()]);
    const stay = await completed(author, other);
    await saveReview(svc.table, author, stay.id, { rating: 1, text: "Rude guard" });
    const before = await counters(other.id);

    for (const person of [driver, author]) {
      await expect(removeReview(svc.table, person, stay.id, "spam")).rejects.toBeInstanceOf(ForbiddenError);
      const token = await tokenFor(person.email, PASSWORD);
      const api = await call("POST", `/api/reviews/booking/${stay.id}/remove`, { headers: bearer(token), json: { reason: "spam" } });
      expect(api.status).toBe(403);
      expect(api.body.message).toBe(REVIEW_MESSAGES.notModerator);
    }
    const url = `/detail/x?id=${other.id}`;
    const refused = await detailPage.action({
      request: await signedInRequest(svc, driver.id, url, { form: { bookingId: stay.id, reason: "spam" } }),
      params: {},
      context: {},
    });
    expect((refused as unknown as { init: { status: number } }).init.status).toBe(403);
    expect(await counters(other.id)).toEqual(before);
    expect((await listReviews(svc.table, other.id)).reviews.some((r) => r.bookingId === stay.id)).toBe(true);

    const removed = (await detailPage.action({
      request: await signedInRequest(svc, moderator.id, url, { form: { bookingId: stay.id, reason: "Abusive" } }),
      params: {},
      context: {},
    })) as Response;
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toContain("notice=review-removed");
    expect(await counters(other.id)).toEqual({ sum: before.sum - 1, count: before.count - 1 });
    const log = await readActivity(svc.table, admin, { kind: "moderator" });
    expect(log.entries.find((e) => e.targetId === stay.id)).toMatchObject({
      action: "remove-review",
      actorId: moderator.id,
      reason: "Abusive",
    });

    // An admin through the API, with the admin token of the second factor; a second removal finds nothing.
    const again = await completed(author, other);
    await saveReview(svc.table, author, again.id, { rating: 2 });
    const { accessToken: adminToken } = await issueAdminAccessToken(svc, { userId: admin.id });
    expect((await call("POST", `/api/reviews/booking/${again.id}/remove`, { headers: bearer(adminToken), json: {} })).status).toBe(200);
    expect((await call("POST", `/api/reviews/booking/${again.id}/remove`, { headers: bearer(adminToken), json: {} })).status).toBe(404);
    expect(await counters(other.id)).toEqual({ sum: before.sum - 1, count: before.count - 1 });
  });
});

describe("the counters under races", () => {
  it("two creates of one booking's review at once count one review", async () => {
    const parking = parkingOf("pk-review-race");
    await putParkings(svc.table, [parking]);
    const driver = await member();
    const stay = await completed(driver, parking);
    const results = await Promise.all([5, 3, 4, 2].map((rating) => saveReview(svc.table, driver, stay.id, { rating })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const final = (await listReviews(svc.table, parking.id)).reviews;
    expect(final).toHaveLength(1);
    expect(await counters(parking.id)).toEqual({ sum: final[0]!.rating, count: 1 });
  });

  it("edits, deletes and reviews of other stays racing keep the sum and count equal to the reviews", async () => {
    const parking = parkingOf("pk-review-race-2");
    await putParkings(svc.table, [parking]);
    const drivers = await Promise.all([member(), member(), member()]);
    const stays = await Promise.all(drivers.map((d) => completed(d, parking)));
    await saveReview(svc.table, drivers[0]!, stays[0]!.id, { rating: 1 });
    await Promise.all([
      ...[2, 3, 4, 5, 4].map((rating) => saveReview(svc.table, drivers[0]!, stays[0]!.id, { rating })),
      saveReview(svc.table, drivers[1]!, stays[1]!.id, { rating: 5 }),
      saveReview(svc.table, drivers[2]!, stays[2]!.id, { rating: 3 }).then(() => deleteReview(svc.table, drivers[2]!, stays[2]!.id)),
    ]);
    const final = (await listReviews(svc.table, parking.id)).reviews;
    expect(final).toHaveLength(2);
    expect(await counters(parking.id)).toEqual({ sum: final.reduce((s, r) => s + r.rating, 0), count: 2 });
  });

  it("an admin's edit of the car park keeps its rating, even with a review landing meanwhile", async () => {
    const parking = parkingOf("pk-review-admin", { code: "REV-ADM" });
    await putParkings(svc.table, [parking]);
    const driver = await member();
    const stay = await completed(driver, parking);
    await saveReview(svc.table, driver, stay.id, { rating: 4 });
    const form = parkingFormValues({ ...parking, cutoffHours: 0, reentry: false });
    const second = await completed(await member(), parking);
    await Promise.all([
      updateParking(svc.table, admin, parking.id, { ...form, name: "Review pk renamed" }),
      saveReview(svc.table, { id: second.userId, name: "Asha" }, second.id, { rating: 2 }),
    ]);
    const after = (await getParking(svc.table, parking.id))!;
    expect(after.name).toBe("Review pk renamed");
    expect({ sum: after.ratingSum, count: after.ratingCount }).toEqual({ sum: 6, count: 2 });

    // Deterministically: the admin's copy is read, a review lands, then the admin's write goes in.
    const stale = await current(svc.table, parking.id);
    const third = await completed(await member(), parking);
    await saveReview(svc.table, { id: third.userId, name: "Kiran" }, third.id, { rating: 5 });
    const next = { ...stale, name: "Review pk again", version: (stale.version ?? 0) + 1 };
    await replace(svc.table, stale, next, logged(admin, next, "parking-edit", "Edited car park"));
    const last = (await getParking(svc.table, parking.id))!;
    expect([last.name, last.ratingSum, last.ratingCount]).toEqual(["Review pk again", 11, 3]);
  });
});

describe("search by rating", () => {
  it("sorts the best rated first and car parks without reviews last", async () => {
    const near = { lat: 12.9, lng: 77.5 };
    const spots = [
      parkingOf("pk-rate-none", { ...near, name: "Unrated" }),
      parkingOf("pk-rate-low", { ...near, lat: near.lat + 0.001, name: "Low", ratingSum: 4, ratingCount: 2 }),
      parkingOf("pk-rate-high", { ...near, lat: near.lat + 0.002, name: "High", ratingSum: 9, ratingCount: 2 }),
    ];
    await putParkings(svc.table, spots);
    const inTime = new Date(Date.now() + 24 * 3600_000);
    const page = await searchNearby(svc.table, {
      ...near,
      window: { inTime, outTime: new Date(inTime.getTime() + 2 * 3600_000) },
      sort: "rating",
    });
    expect(page.results.map((r) => r.parking.name)).toEqual(["High", "Low", "Unrated"]);
    const api = await call(
      "GET",
      `/api/parking/search?latitude=${near.lat}&longitude=${near.lng}&sort=rating&inTime=${inTime.toISOString()}&outTime=${new Date(inTime.getTime() + 2 * 3600_000).toISOString()}`,
    );
    expect(api.status).toBe(200);
    expect(api.body.data.map((p: { name: string; rating: unknown }) => [p.name, p.rating])).toEqual([
      ["High", { average: 4.5, count: 2 }],
      ["Low", { average: 2, count: 2 }],
      ["Unrated", null],
    ]);
  });
});
