import { beforeAll, describe, expect, it } from "vitest";
import { signIn, signUp } from "@core/account/account-service";
import { asCaller, type Caller } from "@core/account/caller";
import { userKeys, type User } from "@core/account/user";
import { suspendUser, unsuspendUser } from "@core/account/user-admin";
import { createUser, getUser } from "@core/account/user-store";
import { auditPartitions } from "@core/activity-log/activity-log";
import { DELETION_MESSAGES, deletionKeys, type DeletionRequest } from "@core/account-deletion/deletion";
import { eraseDueAccounts } from "@core/account-deletion/erase-accounts";
import { ERASERS } from "@core/account-deletion/erasers";
import { getDeletionRequest, requestDeletion } from "@core/account-deletion/request-deletion";
import type { Booking } from "@core/booking/booking";
import { getBooking } from "@core/booking/booking-store";
import { ensureInvoice } from "@core/booking/invoice";
import { checkIn, checkOut } from "@core/booking/booking-service";
import { addComment } from "@core/community/comments";
import { getCommunity } from "@core/community/community-store";
import { followCountsOf, followMember } from "@core/community/follows";
import { createPost, readPost } from "@core/community/posts";
import { toApiPosts } from "@core/community/post-view";
import { getPost } from "@core/community/post-store";
import { react } from "@core/community/reactions";
import { ConflictError, ForbiddenError, ValidationError } from "@core/errors";
import { addFavourite } from "@core/favourite/favourites";
import type { Parking } from "@core/parking/parking";
import { getParking, putParkings } from "@core/parking/parking-store";
import { saveReview } from "@core/review/reviews";

import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createWebSession, getWebSession } from "@core/session/web-session";
import { paidBooking } from "../support/paid-booking";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { bearer, call, multipart, tokenFor, useServicesForHandlers } from "../support/api";
import { makeCommunity, signedInAs } from "../support/community";
import { createTestServices } from "../support/local-services";
import { handler as sweep } from "../../functions/handlers/jobs/sweep";
import { signedInRequest } from "../support/web";
import { backfillMemberDataIndexes } from "../../infra/tools/backfill-member-data-indexes";

/**
 * Deleting one's account (issue 32 §2, decision 052) against DynamoDB Local and s3rver: the request
 * and its refusals, the grace period a sign-in cancels, and the job that erases what goes, keeps
 * what the law keeps without the member's name or e-mail, and leaves every counter exact, once.
 */
let svc: Services;
let admin: Caller;
const PASSWORD = "Leaving#2026";
const META = { ip: "203.0.113.40", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36" };
const DAY = 24 * 3600_000;
const parking: Parking = { ...demoParkings()[0]!, id: "pk-deletion", code: "DEL-001", name: "Deletion Car Park", fourWheelerCapacity: 100 };

let n = 0;
async function account(name = "Meera Iyer", role: User["role"] = "user"): Promise<Caller> {
  const user = await createUser(svc.table, {
    name: `${name} ${++n}`,
    email: `leaving-${n}-${Date.now()}@example.com`,
    passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST),
    verified: true,
    role,
  });
  return signedInAs(user);
}

async function confirmedBooking(driver: Caller, inMs = 5 * 60_000): Promise<Booking> {
  const hold = await paidBooking(svc, driver.id, parking.id, { name: "Car", number: `KA 01 DL ${1000 + ++n}` }, inMs);
  return hold;
}

async function partition(pk: string) {
  return svc.table.queryAll({ pk, consistent: true });
}

const request = (user: Caller, content: "delete" | "keep" = "delete", password = PASSWORD, now = new Date()) =>
  requestDeletion(svc, user, { password, content }, META, now);

beforeAll(async () => {
  svc = await createTestServices("account-deletion");
  useServicesForHandlers(svc);
  await putParkings(svc.table, [parking]);
  admin = await account("Admin", "admin");
});

describe("asking to delete an account", () => {
  it("ends every session and token at once, and a sign-in within the grace period cancels the deletion", async () => {
    const me = await account();
    const session = await createWebSession(svc.table, { userId: me.id, kind: "user" });
    const asked = await request(me, "keep", PASSWORD, new Date());
    expect(new Date(asked.dueAt).getTime() - new Date(asked.requestedAt).getTime()).toBe(7 * DAY);
    expect(await getWebSession(svc.table, session.id, "user")).toBeUndefined();
    const stored = await getUser(svc.table, me.id);
    expect(stored?.deletionDueAt).toBe(asked.dueAt);
    expect(stored?.tokenVersion).toBe(me.tokenVersion + 1);
    const mails = (await svc.outbox!.list()).filter((m) => m.to === me.email);
    expect(mails.map((m) => m.subject)).toContain("Your account will be deleted");

    const signedIn = await signIn(svc, { email: me.email, password: PASSWORD }, META);
    expect(signedIn.deletionCancelled).toBe(true);
    expect((await getUser(svc.table, me.id))?.deletionDueAt).toBeUndefined();
    expect(await getDeletionRequest(svc.table, me.id)).toBeUndefined();
    // Nothing is due any more: the job leaves the account alone.
    await eraseDueAccounts(svc, new Date(Date.now() + 8 * DAY));
    expect(await getUser(svc.table, me.id)).toBeDefined();
    // And a later sign-in is an ordinary one.
    expect((await signIn(svc, { email: me.email, password: PASSWORD }, META)).deletionCancelled).toBe(false);
  });

  it("refuses a wrong password and changes nothing", async () => {
    const me = await account();
    const session = await createWebSession(svc.table, { userId: me.id, kind: "user" });
    const refused = request(me, "delete", "not-my-password");
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(request(me, "delete", "still-wrong")).rejects.toThrow(DELETION_MESSAGES.wrongPassword);
    expect((await getUser(svc.table, me.id))?.deletionDueAt).toBeUndefined();
    expect(await getDeletionRequest(svc.table, me.id)).toBeUndefined();
    expect(await getWebSession(svc.table, session.id, "user")).toBeDefined();
  });

  it("refuses a missing choice for posts and comments", async () => {
    const me = await account();
    await expect(requestDeletion(svc, me, { password: PASSWORD }, META)).rejects.toThrow(DELETION_MESSAGES.contentRequired);
    expect((await getUser(svc.table, me.id))?.deletionDueAt).toBeUndefined();
  });

  it("refuses while a booking is live, and lets the member go once it is cancelled or over", async () => {
    const me = await account();
    const booking = await confirmedBooking(me, 3 * DAY);
    await expect(request(me)).rejects.toBeInstanceOf(ConflictError);
    await expect(request(me)).rejects.toThrow(DELETION_MESSAGES.liveBooking);
    expect((await getUser(svc.table, me.id))?.deletionDueAt).toBeUndefined();
    // Over: the booking's time has passed (the request is made after it).
    await expect(request(me, "delete", PASSWORD, new Date(new Date(booking.outTime).getTime() + 60_000))).resolves.toMatchObject({
      status: "pending",
    });
  });

  it("refuses an admin account proved by its password only, and accepts it with the second factor", async () => {
    const other = await account("Admin", "admin");
    await expect(request(asCaller(other, "password"))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(request(asCaller(other, "password"))).rejects.toThrow(DELETION_MESSAGES.adminSecondFactor);
    expect((await getUser(svc.table, other.id))?.deletionDueAt).toBeUndefined();
    await expect(request(asCaller(other, "second-factor"))).resolves.toMatchObject({ status: "pending" });
  });
});

describe("the erasure job", () => {
  it("erases what goes, anonymises what stays, keeps every counter exact, and changes nothing when run again", async () => {
    const me = await account("Meera Iyer");
    const friend = await account("Kabir Shah");
    const community = await makeCommunity(svc, [me, friend]);
    // What the member did: a post liked by a friend, a like, save and comment on the friend's post, follows both ways.
    const { post: mine } = await createPost(svc.table, me, community.id, { content: "My parking tip for the rainy season." });
    const { post: theirs } = await createPost(svc.table, friend, community.id, { content: "Kabir's tip about two-wheeler parking." });
    await react(svc.table, friend, mine.id, "like");
    await react(svc.table, me, theirs.id, "like");
    await react(svc.table, me, theirs.id, "save");
    await addComment(svc.table, me, theirs.id, { content: "Thanks, that helped me." });
    await followMember(svc.table, me, friend.id);
    await followMember(svc.table, friend, me.id);
    await createVehicle(svc.table, me.id, { vehicle_name: "Scooter", vehicle_number: "KA 05 MI 4242", vehicle_type: "Two Wheeler" });
    await addFavourite(svc.table, me, me.id, parking.id);
    await svc.files.put(`profile-images/${me.id}-0123456789ab.jpg`, new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
    // A data export of hers still in the bucket (Settings → Your data).
    await svc.files.put(`exports/${me.id}/2026-11-27-0123456789ab.zip`, new Uint8Array([0x50, 0x4b, 0x03, 0x04]), "application/zip");
    await signIn(svc, { email: me.email, password: PASSWORD }, META);
    await suspendUser(svc.table, admin, me.id, { reason: "Checking a report" });
    await unsuspendUser(svc.table, admin, me.id, {});
    // A finished, paid stay with its tax invoice (the receipt).
    const stay = await confirmedBooking(me);
    await checkIn(svc.table, admin, stay.code);
    await checkOut(svc.table, admin, stay.code);
    // Its tax invoice (issued with the confirmation mail or the first receipt), naming the member.
    const invoiced = await ensureInvoice(svc.table, (await getBooking(svc.table, stay.id))!, { name: me.name, email: me.email });
    expect(invoiced.invoice.recipient.email).toBe(me.email);
    // And a review of it, on the car park's rating.
    const rating = async () => {
      const p = await getParking(svc.table, parking.id);
      return { sum: p?.ratingSum ?? 0, count: p?.ratingCount ?? 0 };
    };
    const ratingBefore = await rating();
    await saveReview(svc.table, me, stay.id, { rating: 4, text: "Easy to find." });
    expect(await rating()).toEqual({ sum: ratingBefore.sum + 4, count: ratingBefore.count + 1 });

    const before = {
      community: (await getCommunity(svc.table, community.id, true))!,
      theirs: (await getPost(svc.table, theirs.id, true))!,
      friend: followCountsOf((await getUser(svc.table, friend.id))!),
    };
    expect(before.theirs).toMatchObject({ likeCount: 1, saveCount: 1, commentCount: 1 });
    expect(before.friend).toEqual({ followers: 1, following: 1 });

    const asked = await request(await signedInAs((await getUser(svc.table, me.id))!), "delete");
    // Not yet due: the job leaves it.
    expect(await eraseDueAccounts(svc, new Date(Date.now() + 6 * DAY))).toMatchObject({ erased: 0 });
    expect(await getUser(svc.table, me.id)).toBeDefined();

    const later = new Date(new Date(asked.dueAt).getTime() + 60_000);
    expect(await eraseDueAccounts(svc, later)).toMatchObject({ failed: 0 });

    // Gone: the account's partition (profile, vehicles, favourites, devices, follows), its e-mail key, its picture, its post.
    expect(await getUser(svc.table, me.id)).toBeUndefined();
    expect(await partition(userKeys.item(me.id).pk)).toEqual([]);
    const emailKey = userKeys.email(me.email);
    expect(await svc.table.get(emailKey.pk, emailKey.sk, true)).toBeUndefined();
    expect((await svc.files.list(`profile-images/${me.id}-`)).objects).toEqual([]);
    expect((await svc.files.list(`exports/${me.id}/`)).objects).toEqual([]);
    expect(await getPost(svc.table, mine.id, true)).toBeUndefined();
    // Counters: exact.
    const community2 = (await getCommunity(svc.table, community.id, true))!;
    expect(community2.memberCount).toBe(before.community.memberCount - 1);
    expect(community2.postCount).toBe(before.community.postCount - 1);
    expect(await getPost(svc.table, theirs.id, true)).toMatchObject({ likeCount: 0, saveCount: 0, commentCount: 0 });
    expect(followCountsOf((await getUser(svc.table, friend.id))!)).toEqual({ followers: 0, following: 0 });
    // Kept, anonymised: the booking and its tax invoice, with no name or e-mail of the member.
    const kept = (await getBooking(svc.table, stay.id))!;
    expect(kept.status).toBe("Completed");
    expect(kept.totalPrice).toBe(stay.totalPrice);
    expect(JSON.stringify(kept)).not.toContain(me.email);
    expect(JSON.stringify(kept)).not.toContain(me.name);
    expect(kept.invoice).toMatchObject({ number: invoiced.invoice.number, recipient: { name: "Deleted member", email: "" } });
    expect(kept.vehicle).toMatchObject({ name: "", number: "", type: "Four Wheeler" });
    // Their review went with their posts (they chose "delete"), and the car park's rating with it.
    expect(await svc.table.get(`BOOKING#${stay.id}`, "REVIEW", true)).toBeUndefined();
    expect(await rating()).toEqual(ratingBefore);
    // The audit log keeps the admin's suspension, without the member's address.
    const audit = (
      await Promise.all(
        auditPartitions(later)
          .slice(0, 10)
          .map((pk) => partition(pk)),
      )
    ).flat();
    expect(audit.some((entry) => (entry as { targetId?: string }).targetId === me.id)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(me.email);
    // The confirmation went to the address before it was erased; the request stays as a bare record.
    expect((await svc.outbox!.list()).some((m) => m.to === me.email && m.subject === "Your account has been deleted")).toBe(true);
    const record = await getDeletionRequest(svc.table, me.id);
    expect(record).toMatchObject({ status: "erased", userId: me.id });
    expect(JSON.stringify(record)).not.toContain(me.email);

    // Run again, by the job and eraser by eraser: nothing changes.
    expect(await eraseDueAccounts(svc, later)).toEqual({ erased: 0, postponed: 0, failed: 0 });
    const ctx = { svc, userId: me.id, email: me.email, name: me.name, content: "delete" as const, now: later };
    for (const eraser of ERASERS) expect(await eraser.erase(ctx), eraser.kind).toBe(0);
    expect((await getCommunity(svc.table, community.id, true))!.memberCount).toBe(community2.memberCount);
    expect(await getPost(svc.table, theirs.id, true)).toMatchObject({ likeCount: 0, saveCount: 0, commentCount: 0 });

    // The address may sign up afresh.
    const again = await signUp(
      svc,
      { name: "Meera Iyer", email: me.email, password: PASSWORD, confirmPassword: PASSWORD, isConsentGiven: "on" },
      META,
    );
    expect(again.id).not.toBe(me.id);
  });

  it("counts every like once when two runs of the job erase the same account at once", async () => {
    const me = await account("Double Run");
    const [poster, stayer] = [await account("Poster"), await account("Stayer")];
    const community = await makeCommunity(svc, [me, poster, stayer]);
    const posts = [];
    for (let i = 0; i < 5; i++)
      posts.push((await createPost(svc.table, poster, community.id, { content: `Parking tip number ${i + 1} for everyone.` })).post);
    for (const post of posts) {
      await react(svc.table, me, post.id, "like");
      await react(svc.table, stayer, post.id, "like");
      await react(svc.table, me, post.id, "save");
    }
    const asked = await request(me, "delete");
    const due = new Date(new Date(asked.dueAt).getTime() + 1000);
    await Promise.all([eraseDueAccounts(svc, due), eraseDueAccounts(svc, due)]);
    for (const post of posts) expect(await getPost(svc.table, post.id, true)).toMatchObject({ likeCount: 1, saveCount: 0 });
    expect((await getCommunity(svc.table, community.id, true))!.memberCount).toBe(2);
    expect(await getUser(svc.table, me.id)).toBeUndefined();
  });

  it("keeps posts and comments as by “Deleted member” when the member chose so, with their likes counted", async () => {
    const me = await account("Arjun Rao");
    const friend = await account("Nisha Pai");
    const community = await makeCommunity(svc, [me, friend]);
    const { post: mine } = await createPost(svc.table, me, community.id, { content: "A tip worth keeping about parking." });
    await react(svc.table, friend, mine.id, "like");
    await react(svc.table, me, mine.id, "like");
    await addComment(svc.table, me, mine.id, { content: "And a comment of my own." });
    const asked = await request(me, "keep");
    await eraseDueAccounts(svc, new Date(new Date(asked.dueAt).getTime() + 1000));

    const { post } = await readPost(svc.table, friend, mine.id);
    // Their own like goes (likes always go); the friend's stays; the comment stays.
    expect(post).toMatchObject({ likeCount: 1, commentCount: 1 });
    const [shown] = await toApiPosts(svc.table, [post], community, friend.id);
    expect(shown!.user.name).toBe("Deleted member");
    expect((await getCommunity(svc.table, community.id, true))!).toMatchObject({ memberCount: 1, postCount: 1 });
  });

  it("waits while a booking became live after the request (a late payment), and erases once it is over", async () => {
    const me = await account();
    const asked = await request(me);
    // A live booking appears (as a payment confirmed by the webhook after the request would make it).
    const booking = await confirmedBooking(me, 9 * DAY);
    const due = new Date(new Date(asked.dueAt).getTime() + 1000);
    expect(await eraseDueAccounts(svc, due)).toMatchObject({ postponed: 1 });
    expect(await getUser(svc.table, me.id)).toBeDefined();
    const key = deletionKeys.request(me.id);
    expect((await svc.table.get<DeletionRequest & { pk: string; sk: string }>(key.pk, key.sk, true))?.status).toBe("pending");
    expect(await eraseDueAccounts(svc, new Date(new Date(booking.outTime).getTime() + 1000))).toMatchObject({ failed: 0 });
    expect(await getUser(svc.table, me.id)).toBeUndefined();
  });

  it("runs on the sweeper's schedule: the scheduled sweep erases an account whose grace period is over", async () => {
    const me = await account();
    // Asked eight days ago: due since yesterday.
    await request(me, "delete", PASSWORD, new Date(Date.now() - 8 * DAY));
    expect((await sweep()).accounts).toMatchObject({ failed: 0 });
    expect(await getUser(svc.table, me.id)).toBeUndefined();
    expect(await getDeletionRequest(svc.table, me.id)).toMatchObject({ status: "erased" });
  });

  it("refuses a sign-in after the grace period: the account is going", async () => {
    const me = await account();
    const asked = await request(me);
    await expect(signIn(svc, { email: me.email, password: PASSWORD }, META, new Date(asked.dueAt).getTime() + 1000)).rejects.toThrow(
      DELETION_MESSAGES.beingErased,
    );
  });
});

describe("likes and comments written before the member indexes (decision 052)", () => {
  it("are found by the erasure once the one-off backfill has run, and the backfill run again changes nothing", async () => {
    const me = await account("Old Liker");
    const friend = await account("Old Poster");
    const community = await makeCommunity(svc, [me, friend]);
    const { post } = await createPost(svc.table, friend, community.id, { content: "An old post with an old like and comment." });
    await react(svc.table, me, post.id, "like");
    await addComment(svc.table, me, post.id, { content: "An old comment." });
    // As written before decisions 051 and 052: no list by member on the like or the comment.
    for (const item of await partition(`POST#${post.id}`)) {
      if (item.sk.startsWith("LIKE#") || item.sk.startsWith("COMMENT#"))
        await svc.table.update(item.pk, item.sk, { expression: "REMOVE gsi1pk, gsi1sk" });
    }
    const first = await backfillMemberDataIndexes(svc.table);
    expect(first.like).toBeGreaterThanOrEqual(1);
    expect(first.comment).toBeGreaterThanOrEqual(1);
    expect(await backfillMemberDataIndexes(svc.table)).toMatchObject({ like: 0, comment: 0 });
    const asked = await request(me, "delete");
    expect(await eraseDueAccounts(svc, new Date(new Date(asked.dueAt).getTime() + 1000))).toMatchObject({ failed: 0 });
    expect(await getPost(svc.table, post.id, true)).toMatchObject({ likeCount: 0, commentCount: 0 });
  });
});

describe("Settings → Delete account and the sign-in page, as plain form posts", () => {
  const settingsPage = () => import("../../app/routes/account/_app.settings.delete");
  const signInPage = () => import("../../app/routes/auth/signin");
  type Reply = { data: { result: { error: Record<string, string[]> } }; init: { status: number } };

  it("says what goes and stays, refuses a wrong password in place, signs out on the right one, and a sign-in cancels with a notice", async () => {
    const page = await settingsPage();
    const me = await account();
    const url = "/settings/delete";
    const loaded = await page.loader({ request: await signedInRequest(svc, me.id, url), params: {}, context: {} });
    expect(loaded.goes.map((k) => k.kind)).toEqual(expect.arrayContaining(["likes", "follows", "e-mail address", "profile picture"]));
    expect(loaded.stays.map((k) => k.kind)).toEqual(expect.arrayContaining(["bookings", "activity log"]));
    expect(loaded.choice.map((k) => k.kind)).toEqual(expect.arrayContaining(["posts", "comments"]));

    const wrong = (await page.action({
      request: await signedInRequest(svc, me.id, url, { form: { content: "keep", password: "wrong-password" } }),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.result.error.password).toEqual([DELETION_MESSAGES.wrongPassword]);
    expect((await getUser(svc.table, me.id))?.deletionDueAt).toBeUndefined();

    const done = (await page.action({
      request: await signedInRequest(svc, me.id, url, { form: { content: "keep", password: PASSWORD } }),
      params: {},
      context: {},
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toMatch(/^\/deletion-requested\?until=/);
    expect(done.headers.get("set-cookie")).toMatch(/sp_session=;/);
    // Every session of the account is over: the page now sends the visitor to sign in.
    await expect(page.loader({ request: await signedInRequest(svc, me.id, url), params: {}, context: {} })).rejects.toMatchObject({
      status: 302,
    });

    const form = new URLSearchParams({ email: me.email, password: PASSWORD });
    const signedIn = (await (
      await signInPage()
    ).action({
      request: new Request("http://localhost:3000/signin", {
        method: "POST",
        body: form,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      params: {},
      context: {},
    })) as Response;
    expect(signedIn.headers.get("location")).toBe("/settings/delete?notice=cancelled");
    expect((await getUser(svc.table, me.id))?.deletionDueAt).toBeUndefined();
  });

  it("refuses a live booking with the message, in place", async () => {
    const page = await settingsPage();
    const me = await account();
    await confirmedBooking(me, 2 * DAY);
    const refused = (await page.action({
      request: await signedInRequest(svc, me.id, "/settings/delete", { form: { content: "delete", password: PASSWORD } }),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(refused.init.status).toBe(409);
    expect(refused.data.result.error[""]).toEqual([DELETION_MESSAGES.liveBooking]);
  });
});

describe("DELETE /api/users/me", () => {
  it("deletes only the caller's own account, ends its tokens at once, and a sign-in through the API cancels it", async () => {
    const me = await account();
    const other = await account();
    const [mine, theirs] = await Promise.all([tokenFor(me.email, PASSWORD), tokenFor(other.email, PASSWORD)]);
    // The other member's token, with my password or theirs: only their own account is ever touched.
    const wrong = await call("DELETE", "/api/users/me", { headers: bearer(theirs), json: { password: PASSWORD + "x", content: "delete" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(DELETION_MESSAGES.wrongPassword);
    const asked = await call("DELETE", "/api/users/me", { headers: bearer(theirs), json: { password: PASSWORD, content: "delete" } });
    expect(asked.status).toBe(202);
    expect(asked.body.deletion.eraseAt).toBe((await getUser(svc.table, other.id))?.deletionDueAt);
    expect((await getUser(svc.table, me.id))?.deletionDueAt).toBeUndefined();
    expect((await call("GET", `/api/users/${me.id}`, { headers: bearer(mine) })).status).toBe(200);
    // Their token is dead at once.
    expect((await call("GET", `/api/users/${other.id}`, { headers: bearer(theirs) })).status).toBe(401);
    expect(
      (await call("DELETE", "/api/users/me", { headers: bearer(theirs), json: { password: PASSWORD, content: "delete" } })).status,
    ).toBe(401);

    const form = await multipart({ email: other.email, password: PASSWORD });
    const back = await call("POST", "/api/users/signin", { body: form.body, headers: form.headers });
    expect(back.status).toBe(200);
    expect(back.body.deletionCancelled).toBe(true);
    expect((await getUser(svc.table, other.id))?.deletionDueAt).toBeUndefined();
  });

  it("refuses without a token, and with a live booking", async () => {
    expect((await call("DELETE", "/api/users/me", { json: { password: PASSWORD, content: "delete" } })).status).toBe(401);
    const me = await account();
    await confirmedBooking(me, 2 * DAY);
    const refused = await call("DELETE", "/api/users/me", {
      headers: bearer(await tokenFor(me.email, PASSWORD)),
      json: { password: PASSWORD, content: "keep" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DELETION_MESSAGES.liveBooking);
    expect((await getUser(svc.table, me.id))?.deletionDueAt).toBeUndefined();
  });
});
