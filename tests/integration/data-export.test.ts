import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@core/account/caller";
import type { User } from "@core/account/user";
import { createUser, getUser, updateUser } from "@core/account/user-store";
import type { Booking } from "@core/booking/booking";
import { checkIn, checkOut } from "@core/booking/booking-service";
import { addComment } from "@core/community/comments";
import { followMember } from "@core/community/follows";
import { createPost } from "@core/community/posts";
import { react } from "@core/community/reactions";
import { exportDownloadUrl, exportStatus, requestExport } from "@core/data-export/data-export";
import { runExportJobs } from "@core/data-export/export-job";
import { exportKeys, latestExport } from "@core/data-export/export-store";
import { MEMBER_DATA_KINDS, MemberDataSource } from "@core/member-data/catalogue";
import { banMember } from "@core/moderation/bans";
import { reportPost } from "@core/moderation/reports";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";

import { saveReview } from "@core/review/reviews";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { paidBooking } from "../support/paid-booking";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { backfillMemberDataIndexes } from "../../infra/tools/backfill-member-data-indexes";
import { bearer, call, createHandlerTestServices, tokenFor } from "../support/api";
import { makeCommunity, signedInAs } from "../support/community";
import { unzipEntries, unzipTest } from "../support/unzip";
import { signedInRequest } from "../support/web";

const downloadRoute = await import("../../app/routes/account/_app.settings.data_.download.$id");
const settingsPage = await import("../../app/routes/account/_app.settings.data");

/**
 * "Your data" (issue 32 §1, decision 051) on DynamoDB Local, s3rver and the outbox: a member who
 * booked, paid, reviewed, posted a picture, commented, liked, saved, reported and followed gets
 * exactly that in the ZIP, and nothing of the other member they met (e-mail, phone, vehicle, id);
 * one export a day even when two requests race; the link is the member's own and ends after 24 hours.
 */
let svc: Services;
const PASSWORD = "Driver#2026";
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-export",
  code: "EXP-001",
  name: "Export Plaza",
  fourWheelerCapacity: 20,
  priceF: 100,
};
// A JPEG's first bytes and some more: the archive must carry the post's picture byte for byte.
const PICTURE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("a picture of a parking space".repeat(40))]);

let n = 0;
async function member(name: string, role: User["role"] = "user"): Promise<Caller> {
  return signedInAs(
    await createUser(svc.table, {
      name,
      email: `${name.split(" ")[0]!.toLowerCase()}-${++n}-${Date.now()}@example.com`,
      passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST),
      verified: true,
      role,
    }),
  );
}

async function completedBooking(driver: Caller, admin: Caller, number: string): Promise<Booking> {
  const hold = await paidBooking(svc, driver.id, parking.id, { name: "Family car", number: number });
  await checkIn(svc.table, admin, hold.code);
  return checkOut(svc.table, admin, hold.code);
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString("utf8")) as Record<string, unknown>[];

let asha: Caller;
let bianca: Caller;
let booking: Booking;
let picturePostId: string;
let biancaPostId: string;
const BIANCA_PHONE = "+91 98450 12345";
const BIANCA_CAR = "KA 05 ZZ 9876";

beforeAll(async () => {
  svc = await createHandlerTestServices("data-export");
  await putParkings(svc.table, [parking]);
  const admin = await member("Admin Person", "admin");
  asha = await member("Asha Rao");
  bianca = await member("Bianca Dsouza");
  await updateUser(svc.table, bianca.id, { contact: BIANCA_PHONE, city: "Mysuru" });
  await updateUser(svc.table, asha.id, { contact: "+91 90000 11111" });
  const moderator = await member("Mona Moderator");
  const community = await makeCommunity(svc, [asha, bianca, moderator], [moderator]);

  // Bianca: a car, a booking, a post; she comments on Asha's post and follows her.
  await completedBooking(bianca, admin, BIANCA_CAR);
  const biancas = await createPost(svc.table, bianca, community.id, { content: "Bianca's tip: park on level 2." });
  biancaPostId = biancas.post.id;

  // Asha: a completed, paid booking with a review; a post with a picture; a comment, a like, a save and a report on Bianca's post; a follow.
  booking = await completedBooking(asha, admin, "KA 01 AB 1234");
  await saveReview(svc.table, asha, booking.id, { rating: 4, text: "Easy entry, friendly staff." });
  const key = "media/0123456789abcdef0123456789abcdef/full.jpg";
  await svc.files.put(key, PICTURE, "image/jpeg");
  const mine = await createPost(svc.table, asha, community.id, {
    content: "My spot at Export Plaza.",
    file: { key, type: "image", contentType: "image/jpeg", width: 10, height: 10, size: PICTURE.length },
  });
  picturePostId = mine.post.id;
  await addComment(svc.table, asha, biancaPostId, { content: "Thanks, level 2 worked for me." });
  await addComment(svc.table, bianca, picturePostId, { content: "Nice spot, Asha!" });
  await react(svc.table, asha, biancaPostId, "like");
  await react(svc.table, asha, biancaPostId, "save");
  await reportPost(svc.table, asha, { postId: biancaPostId, reportReason: "Off-topic", details: "Not about parking here." });
  await followMember(svc.table, asha, bianca.id);
  await followMember(svc.table, bianca, asha.id);
  // A moderator's 1-day ban of Asha from the community (her membership goes with it).
  await banMember(svc.table, moderator, community.id, asha.id, { reason: "Cooling off", length: "1d" });
});

describe("the export's archive", () => {
  let files: Map<string, Buffer>;
  let zip: Buffer;

  beforeAll(async () => {
    const { started, view } = await requestExport(svc, asha);
    expect(started).toBe(true);
    expect(view.state).toBe("preparing");
    expect(await runExportJobs(svc)).toEqual({ ready: 1, retried: 0, failed: 0 });
    const done = (await latestExport(svc.table, asha.id))!;
    expect(done).toMatchObject({ status: "ready", key: exportKeys.file(asha.id, done.id) });
    zip = Buffer.from((await svc.files.get(done.key))!.body);
    files = unzipEntries(zip);
  });

  it("is a valid ZIP with the summary, one JSON file per kind of the catalogue, the invoice PDF and the post's picture", () => {
    expect(unzipTest(zip)).toMatch(/No errors detected/);
    const names = [...files.keys()];
    expect(names[0]).toBe("summary.txt");
    for (const kind of MEMBER_DATA_KINDS) expect(names).toContain(`${kind.id}.json`);
    expect(files.get(`posts/${picturePostId}.jpg`)!.equals(PICTURE)).toBe(true);
    const invoices = names.filter((name) => name.startsWith("invoices/"));
    expect(invoices).toHaveLength(1);
    expect(files.get(invoices[0]!)!.subarray(0, 5).toString()).toBe("%PDF-");
    expect(files.get("summary.txt")!.toString()).toContain(`bookings.json            Bookings: 1 record`);
  });

  it("holds exactly what the member did", () => {
    expect(json(files, "profile.json")).toMatchObject({ name: "Asha Rao", email: asha.email, contact: "+91 90000 11111" });
    expect(json(files, "profile.json")).not.toHaveProperty("passwordHash");
    expect(json(files, "vehicles.json")).toEqual([expect.objectContaining({ vehicle_number: "KA 01 AB 1234", default: true })]);
    expect(json(files, "bookings.json")).toEqual([
      expect.objectContaining({ code: booking.code, status: "Completed", parkingName: "Export Plaza" }),
    ]);
    const payments = json(files, "payments.json");
    expect(payments).toEqual([expect.objectContaining({ type: "payment order", booking: booking.code, paidWith: booking.transaction_id })]);
    expect(json(files, "invoices.json")).toEqual([
      expect.objectContaining({ booking: booking.code, number: expect.stringMatching(/^SP\//) }),
    ]);
    expect(json(files, "reviews.json")).toEqual([
      expect.objectContaining({ booking: booking.code, rating: 4, text: "Easy entry, friendly staff." }),
    ]);
    expect(json(files, "posts.json")).toEqual([
      expect.objectContaining({ postId: picturePostId, text: "My spot at Export Plaza.", file: `posts/${picturePostId}.jpg`, comments: 1 }),
    ]);
    const onBiancas = expect.objectContaining({
      postId: biancaPostId,
      postBy: "Bianca Dsouza",
      postText: "Bianca's tip: park on level 2.",
    });
    expect(json(files, "comments.json")).toEqual([expect.objectContaining({ text: "Thanks, level 2 worked for me.", on: onBiancas })]);
    expect(json(files, "likes.json")).toEqual([expect.objectContaining({ post: onBiancas })]);
    expect(json(files, "saves.json")).toEqual([expect.objectContaining({ post: onBiancas })]);
    expect(json(files, "reports.json")).toEqual([
      expect.objectContaining({ reason: "Off-topic", details: "Not about parking here.", post: onBiancas }),
    ]);
    expect(json(files, "follows.json")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "you follow", member: "Bianca Dsouza" }),
        expect.objectContaining({ type: "follows you", member: "Bianca Dsouza" }),
      ]),
    );
    expect(json(files, "bans.json")).toEqual([expect.objectContaining({ reason: "Cooling off", length: "1d" })]);
    expect(json(files, "bans.json")[0]).not.toHaveProperty("bannedBy");
    // Banned, so no longer a member: the ban took the membership.
    expect(json(files, "communities.json")).toEqual([]);
    expect(json(files, "devices.json")).toEqual(expect.any(Array));
    // Never changed: the defaults (reminders and community on, offers off), said so.
    expect(json(files, "mail-preferences.json")).toEqual({
      reminders: true,
      community: true,
      offers: false,
      note: expect.stringContaining("defaults"),
    });
  });

  it("holds nothing of the other member but her name: no e-mail, phone, vehicle, id or comment of hers on the member's post", () => {
    const everything = Buffer.concat([...files.values()]).toString("utf8");
    expect(everything).toContain("Bianca Dsouza");
    for (const theirs of [bianca.email, BIANCA_PHONE, BIANCA_CAR, BIANCA_CAR.replace(/ /g, ""), bianca.id, "Mysuru", "Nice spot, Asha!"])
      expect(everything).not.toContain(theirs);
    // And the raw archive bytes too (names and stored entries).
    expect(zip.includes(Buffer.from(bianca.email))).toBe(false);
  });

  it("mails the member a link to the download, valid for 24 hours", async () => {
    const mails = (await svc.outbox!.list()).filter((m) => m.to === asha.email && m.subject === "Your SMART PARKING data is ready");
    expect(mails).toHaveLength(1);
    const done = (await latestExport(svc.table, asha.id))!;
    expect(mails[0]!.text).toContain(`http://localhost:3000/settings/data/download/${done.id}`);
    expect(Date.parse(done.expiresAt!) - Date.parse(done.readyAt!)).toBe(24 * 3600_000);
  });
});

describe("one export a day", () => {
  it("starts one export when two requests race, and answers the second with when the next is possible", async () => {
    const driver = await member("Racing Driver");
    const [a, b] = await Promise.all([requestExport(svc, driver), requestExport(svc, driver)]);
    expect([a.started, b.started].sort()).toEqual([false, true]);
    const refused = a.started ? b : a;
    expect(refused.refusal).toMatch(/^You can ask for one copy of your data a day\. Your next one is possible from /);
    expect(refused.view.id).toBe((a.started ? a : b).view.id);
    const items = await svc.table.queryAll({ pk: `USER#${driver.id}`, sk: { beginsWith: exportKeys.prefix } });
    expect(items).toHaveLength(1);

    // Through the API as well: the same export, 200 and the message, nothing new.
    const token = await tokenFor(driver.email, PASSWORD);
    const third = await call("GET", "/api/users/me/export", { headers: bearer(token) });
    expect(third.status).toBe(200);
    expect(third.body.export).toMatchObject({ id: refused.view.id, state: "preparing", downloadUrl: null });
    expect(third.body.message).toMatch(/one copy of your data a day/);
  });

  it("starts an export through the API (202), and once ready answers a signed link to the member's own archive", async () => {
    const driver = await member("Api Driver");
    const token = await tokenFor(driver.email, PASSWORD);
    const first = await call("GET", "/api/users/me/export", { headers: bearer(token) });
    expect(first.status).toBe(202);
    expect(first.body.export.state).toBe("preparing");
    await runExportJobs(svc);
    const ready = await call("GET", "/api/users/me/export", { headers: bearer(token) });
    expect(ready.status).toBe(200);
    expect(ready.body.export.state).toBe("ready");
    expect(ready.body.export.downloadUrl).toContain(`exports/${driver.id}/${first.body.export.id}.zip`);
    const fetched = await fetch(ready.body.export.downloadUrl as string);
    expect(
      Buffer.from(await fetched.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  });

  it("refuses the API without a member token", async () => {
    expect((await call("GET", "/api/users/me/export")).status).toBe(401);
  });
});

describe("the download link", () => {
  let owner: Caller;
  let exportId: string;

  beforeAll(async () => {
    owner = await member("Link Owner");
    exportId = (await requestExport(svc, owner)).view.id!;
    await runExportJobs(svc);
  });

  it("sends the owner, signed in, to a signed link to their own archive", async () => {
    const response = (await downloadRoute.loader({
      request: await signedInRequest(svc, owner.id, `/settings/data/download/${exportId}`),
      params: { id: exportId },
      context: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain(`exports/${owner.id}/${exportId}.zip`);
    expect(response.headers.get("location")).toMatch(/X-Amz-Signature=/);
  });

  it("is a 404 for another member, and asks a signed-out visitor to sign in", async () => {
    const other = await member("Someone Else");
    const theirs = (await downloadRoute.loader({
      request: await signedInRequest(svc, other.id, `/settings/data/download/${exportId}`),
      params: { id: exportId },
      context: {},
    })) as Response;
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get("location")).toBeNull();
    await expect(exportDownloadUrl(svc, other, exportId)).rejects.toThrow("This download link is not valid for your account.");

    const signedOut = await downloadRoute
      .loader({ request: new Request(`http://localhost:3000/settings/data/download/${exportId}`), params: { id: exportId }, context: {} })
      .catch((thrown: unknown) => thrown as Response);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/signin?redirectTo=${encodeURIComponent(`/settings/data/download/${exportId}`)}`);
  });

  it("expires 24 hours after the archive was ready: the link goes back to the page, which says so", async () => {
    const ready = (await latestExport(svc.table, owner.id))!;
    const later = new Date(Date.parse(ready.expiresAt!) + 1000);
    await expect(exportDownloadUrl(svc, owner, exportId, later)).rejects.toMatchObject({ status: 410 });
    expect((await exportStatus(svc, owner, later)).state).toBe("expired");
    const justBefore = new Date(Date.parse(ready.expiresAt!) - 1000);
    await expect(exportDownloadUrl(svc, owner, exportId, justBefore)).resolves.toContain(exportId);
  });

  it("the settings page shows the ready export and its link; asking again the same day starts nothing", async () => {
    const page = (await settingsPage.loader({
      request: await signedInRequest(svc, owner.id, "/settings/data"),
      params: {},
      context: {},
    })) as {
      view: { state: string; downloadPath?: string };
      mayAsk: boolean;
    };
    expect(page.view).toMatchObject({ state: "ready", downloadPath: `/settings/data/download/${exportId}` });
    expect(page.mayAsk).toBe(false);
    const asked = (await settingsPage.action({
      request: await signedInRequest(svc, owner.id, "/settings/data", { form: {} }),
      params: {},
      context: {},
    })) as Response;
    expect(asked.headers.get("location")).toBe("/settings/data?done=today");
    expect((await latestExport(svc.table, owner.id))!.id).toBe(exportId);
  });
});

describe("likes, comments and reports from before the member lists", () => {
  it("are found once the backfill gave them their keys; running it again changes nothing", async () => {
    const oldTimer = await member("Old Timer");
    const likes = MEMBER_DATA_KINDS.find((k) => k.id === "likes")!;
    const comments = MEMBER_DATA_KINDS.find((k) => k.id === "comments")!;
    const at = "2025-01-02T03:04:05.000Z";
    // As the code wrote them then: under the post, with no list by member.
    const oldLike = {
      pk: `POST#${biancaPostId}`,
      sk: `LIKE#${oldTimer.id}`,
      entity: "like",
      postId: biancaPostId,
      userId: oldTimer.id,
      createdAt: at,
    };
    const oldComment = {
      pk: `POST#${biancaPostId}`,
      sk: `COMMENT#${at}#c-old`,
      entity: "comment",
      id: "c-old",
      postId: biancaPostId,
      authorId: oldTimer.id,
      content: "An old comment.",
      createdAt: at,
    };
    await svc.table.put(oldLike);
    await svc.table.put(oldComment);
    const read = async () => {
      const source = new MemberDataSource(svc, (await getUser(svc.table, oldTimer.id))!, new Date());
      return { likes: (await likes.read(source)).records, comments: (await comments.read(source)).records };
    };
    expect(await read()).toEqual({ likes: [], comments: [] });
    const first = await backfillMemberDataIndexes(svc.table);
    expect(first.like).toBeGreaterThanOrEqual(1);
    expect(first.comment).toBeGreaterThanOrEqual(1);
    expect(await read()).toEqual({
      likes: [expect.objectContaining({ at, post: expect.objectContaining({ postId: biancaPostId }) })],
      comments: [expect.objectContaining({ text: "An old comment." })],
    });
    expect(await backfillMemberDataIndexes(svc.table)).toEqual({ like: 0, comment: 0, report: 0 });
  });
});
