import type { SNSEvent } from "aws-lambda";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { confirmDraft } from "@core/community/answer-draft";
import { getCommunity } from "@core/community/community-store";
import { sweepPostDrafts } from "@core/community/draft-sweeper";
import { mediaKeysOf } from "@core/community/media-cleanup";
import { createUploadForm } from "@core/community/post-media";
import { authorDrafts, authorWaitingList, DRAFT_MESSAGES, getDraft, type PostDraft } from "@core/community/post-drafts";
import { dismissRefusal } from "@core/community/draft-removal";
import { getPost } from "@core/community/post-store";
import { publishPost } from "@core/community/publish-post";
import { CONTENT_MESSAGES } from "@core/content-check/post-check";
import { refusalStatKeys, type RefusalKind } from "@core/content-check/refusal-stats";
import type { ModerationLabel } from "@core/content-check/image-moderation";
import { ValidationError } from "@core/errors";
import { CheckUnavailableError, type ImageModerator } from "@core/ports/content/image-moderator";
import type { VideoJobResult, VideoModerator } from "@core/ports/content/video-moderator";
import { services, type Services } from "@core/services";
import { handler as contentCheck } from "../../functions/handlers/jobs/content-check";
import { bearer, call, createHandlerTestServices, signInDemoMembers } from "../support/api";

/**
 * The post content check end to end (issue 12): the API, the drafts, the sweeper and the
 * content-check function against DynamoDB Local and s3rver. `svc` is the very object the handlers
 * use (services()), so a stubbed picture or video checker is what the API sees too.
 */
const FIXTURES = join(import.meta.dirname, "../fixtures");

let svc: Services;
let original: Pick<Services, "imageModerator" | "videoModerator">;
type Member = { id: string; token: string };
let driver: Member;
let asha: Member;

beforeAll(async () => {
  await createHandlerTestServices("content-check");
  svc = services();
  original = { imageModerator: svc.imageModerator, videoModerator: svc.videoModerator };
  const tokens = await signInDemoMembers(svc);
  const idOf = async (email: string) => (await findUserByEmail(svc.table, email))!.id;
  driver = { id: await idOf("driver@example.com"), token: tokens.driver };
  asha = { id: await idOf("asha@example.com"), token: tokens.asha };
});

afterEach(() => Object.assign(svc, original));

const post = (who: Member, json: Record<string, unknown>) => call("POST", "/api/posts", { headers: bearer(who.token), json });
const answer = (who: Member, verb: "confirm" | "reject", token: string) =>
  call("POST", `/api/posts/${verb}/${token}`, { headers: bearer(who.token) });
const readPost = (who: Member, id: string) => call("GET", `/api/posts/${id}`, { headers: bearer(who.token) });

/** The texts of a community's feed as a member sees it (its newest 50). */
async function feed(who: Member, communityId: string): Promise<string[]> {
  const page = await call("GET", `/api/posts/community/${communityId}?limit=50`, { headers: bearer(who.token) });
  expect(page.status).toBe(200);
  return page.body.formattedPosts.map((p: { content: string }) => p.content);
}

const postCount = async (communityId: string) => (await getCommunity(svc.table, communityId, true))!.postCount;
const exists = async (key: string) => (await svc.files.head(key)) !== undefined;

/** Today's refusal count of one kind for a community (the moderators' statistics). */
async function refusals(communityId: string, kind: RefusalKind): Promise<number> {
  const { pk, sk } = refusalStatKeys.day(communityId, new Date().toISOString().slice(0, 10));
  const item = await svc.table.get<{ pk: string; sk: string } & Partial<Record<RefusalKind, number>>>(pk, sk, true);
  return item?.[kind] ?? 0;
}

/** A small JPEG, its colour from `seed`. */
async function picture(seed: number): Promise<Uint8Array> {
  const colour = { r: (seed * 97) % 256, g: (seed * 57) % 256, b: (seed * 31) % 256 };
  return new Uint8Array(
    await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
}

/** What the browser does: an upload form, then the file posted straight to the bucket. Answers the upload key. */
async function upload(who: Member, communityId: string, file: { bytes: Uint8Array; type: string; name: string }): Promise<string> {
  const kind = file.type.startsWith("video/") ? "video" : "image";
  const form = await createUploadForm(svc, who, communityId, { kind, contentType: file.type });
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(form.url, { method: "POST", body, redirect: "manual" });
  expect([204, 303]).toContain(response.status);
  expect(await exists(form.key)).toBe(true);
  return form.key;
}
const uploadPicture = async (who: Member, communityId: string, seed: number) =>
  upload(who, communityId, { bytes: await picture(seed), type: "image/jpeg", name: `photo-${seed}.jpg` });
const uploadVideo = (who: Member, communityId: string) =>
  upload(who, communityId, { bytes: new Uint8Array(readFileSync(join(FIXTURES, "one-second.mp4"))), type: "video/mp4", name: "drive.mp4" });

/** The author's draft holding `content`; the test fails when there is none. */
async function draftOf(who: Member, content: string): Promise<PostDraft> {
  const draft = (await authorDrafts(svc.table, who.id)).find((d) => d.content === content);
  expect(draft, `a draft with "${content}"`).toBeDefined();
  return draft!;
}

/** A picture checker answering `labels()`, which records the keys it was asked about. */
function pictureChecker(labels: () => Promise<ModerationLabel[]>): ImageModerator & { seen: string[] } {
  const seen: string[] = [];
  return { name: "rekognition", seen, labels: async (picture) => (seen.push(picture.key), labels()) };
}

/** Rekognition's video checker as the tests drive it: `start` answers a job, `job` is what reading it answers. */
function videoChecker(jobId: string): VideoModerator & { job: VideoJobResult } {
  const checker = {
    name: "rekognition" as const,
    job: { state: "in-progress" } as VideoJobResult,
    start: async () => ({ state: "started" as const, jobId }),
    result: async (id: string): Promise<VideoJobResult> => (id === jobId ? checker.job : { state: "failed", reason: "unknown job" }),
  };
  return checker;
}

/** Rekognition's SNS completion of a video job, as the content-check function receives it (the fields it reads). */
const completion = (jobId: string, postId: string) =>
  ({
    Records: [{ Sns: { Message: JSON.stringify({ JobId: jobId, Status: "SUCCEEDED", JobTag: postId }) } }],
  }) as unknown as SNSEvent;
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

describe("inappropriate content is refused and only counted", () => {
  it("refuses an abusive post (403 inappropriateContent), shows and counts nothing but the refusal, and deletes its upload", async () => {
    const before = { count: await postCount("parking-tips"), refused: await refusals("parking-tips", "post-text") };
    const text = "f u c k you idiot, nobody wants your parking tips";
    const refused = await post(driver, { content: text, communityId: "parking-tips" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CONTENT_MESSAGES.inappropriatePost, type: "inappropriateContent" });
    expect(await feed(asha, "parking-tips")).not.toContain(text);
    expect(await postCount("parking-tips")).toBe(before.count);
    expect((await authorDrafts(svc.table, driver.id)).map((d) => d.content)).not.toContain(text);
    expect(await refusals("parking-tips", "post-text")).toBe(before.refused + 1);

    // Hinglish abuse with a picture: the picture is not kept for a second try.
    const key = await uploadPicture(driver, "parking-tips", 1);
    const withPicture = await post(driver, {
      content: "Tu chutiya hai, madarchod, parking mat sikha",
      communityId: "parking-tips",
      upload: key,
    });
    expect(withPicture.status).toBe(403);
    expect(withPicture.body.type).toBe("inappropriateContent");
    expect(await exists(key)).toBe(false);
    expect(await postCount("parking-tips")).toBe(before.count);
    expect(await refusals("parking-tips", "post-text")).toBe(before.refused + 2);
  });

  it("refuses an abusive comment: nothing stored, the comment count unchanged", async () => {
    const created = await post(driver, { content: "Street parking near the station fills up before 8 am.", communityId: "parking-tips" });
    expect(created.status).toBe(201);
    const id = created.body.post._id;
    const comment = (content: string) => call("POST", `/api/posts/${id}/comment`, { headers: bearer(asha.token), json: { content } });
    const before = await refusals("parking-tips", "comment-text");

    const refused = await comment("Shut up you idiot, f u c k off");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CONTENT_MESSAGES.inappropriateComment, type: "inappropriateContent" });
    expect((await comment("Thanks, that saved me a long walk.")).status).toBe(201);
    const listed = await call("GET", `/api/posts/${id}/comments`, { headers: bearer(driver.token) });
    expect(listed.body.comments.map((c: { content: string }) => c.content)).toEqual(["Thanks, that saved me a long walk."]);
    expect(listed.body.totalComments).toBe(1);
    expect((await getPost(svc.table, id, true))?.commentCount).toBe(1);
    expect(await refusals("parking-tips", "comment-text")).toBe(before + 1);
  });
});

describe("the topic check", () => {
  it("refuses a post that belongs elsewhere (categoryMismatch), and the same text is published in the recommended community", async () => {
    const text = "My car's 40,000 km service at the Maruti workshop: oil, filters and brake pads";
    const before = await postCount("electric-vehicles");
    const refused = await post(driver, { content: text, communityId: "electric-vehicles" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: CONTENT_MESSAGES.mismatch("Electric Vehicles", "Car Care"),
      type: "categoryMismatch",
      community: "Electric Vehicles",
      recommendedCommunity: "Car Care",
      recommendedCommunityId: "car-care",
    });
    expect(await feed(driver, "electric-vehicles")).not.toContain(text);
    expect(await postCount("electric-vehicles")).toBe(before);

    expect((await post(driver, { content: text, communityId: "car-care" })).status).toBe(403); // not a member yet
    expect((await call("POST", "/api/communities/car-care/join", { headers: bearer(driver.token) })).status).toBe(200);
    const carCare = await postCount("car-care");
    const moved = await post(driver, { content: text, communityId: "car-care" });
    expect(moved.status).toBe(201);
    expect(await feed(driver, "car-care")).toContain(text);
    expect(await postCount("car-care")).toBe(carCare + 1);
  });
});

describe("an undetermined topic (failedDetection): Post Anyway or Discard", () => {
  const dal = (minutes: number) => `Add the ghee, jeera and chopped onions, then simmer the dal for ${minutes} minutes`;

  async function undetermined(who: Member, content: string, upload?: string): Promise<{ token: string; draft: PostDraft }> {
    const refused = await post(who, { content, communityId: "parking-tips", ...(upload ? { upload } : {}) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: CONTENT_MESSAGES.undetermined, type: "failedDetection" });
    expect(refused.body.confirmationToken).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    return { token: refused.body.confirmationToken, draft: await draftOf(who, content) };
  }

  it("keeps the post unseen until its author confirms, then publishes it once; the token is single use", async () => {
    const before = await postCount("parking-tips");
    const { token, draft } = await undetermined(driver, dal(20));
    expect((await readPost(driver, draft.id)).status).toBe(404);
    expect((await readPost(asha, draft.id)).status).toBe(404);
    expect(await feed(asha, "parking-tips")).not.toContain(dal(20));
    expect(await postCount("parking-tips")).toBe(before);

    const confirmed = await answer(driver, "confirm", token);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.post).toMatchObject({ _id: draft.id, content: dal(20), community: { _id: "parking-tips" } });
    expect(await feed(asha, "parking-tips")).toContain(dal(20));
    expect((await readPost(asha, draft.id)).status).toBe(200);
    expect(await postCount("parking-tips")).toBe(before + 1);

    const again = await answer(driver, "confirm", token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(DRAFT_MESSAGES.tokenUsed);
    expect(await postCount("parking-tips")).toBe(before + 1);
  });

  it("lets only the author answer; Discard removes the post, once", async () => {
    const before = await postCount("parking-tips");
    const { token, draft } = await undetermined(driver, dal(25));
    const stranger = await answer(asha, "confirm", token);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(DRAFT_MESSAGES.notAuthor);
    expect((await answer(asha, "reject", token)).status).toBe(403);

    const discarded = await answer(driver, "reject", token);
    expect(discarded.status).toBe(200);
    expect(await getDraft(svc.table, draft.id)).toBeUndefined();
    expect((await answer(driver, "reject", token)).status).toBe(400);
    expect((await answer(driver, "confirm", token)).status).toBe(400);
    expect(await feed(driver, "parking-tips")).not.toContain(dal(25));
    expect(await postCount("parking-tips")).toBe(before);
  });

  it("refuses a token after its hour", async () => {
    const { token, draft } = await undetermined(driver, dal(30));
    const late = confirmDraft(svc, { id: driver.id }, token, new Date(Date.now() + 61 * 60_000));
    await expect(late).rejects.toBeInstanceOf(ValidationError);
    await expect(late).rejects.toThrow(DRAFT_MESSAGES.tokenUsed);
    expect((await getDraft(svc.table, draft.id))?.confirmed).toBe(false);
    expect(await feed(driver, "parking-tips")).not.toContain(dal(30));
  });

  it("publishes once when two confirmations race", async () => {
    const before = await postCount("parking-tips");
    const { token } = await undetermined(asha, dal(35));
    const statuses = (await Promise.all([answer(asha, "confirm", token), answer(asha, "confirm", token)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 400]);
    expect(await postCount("parking-tips")).toBe(before + 1);
    expect((await feed(asha, "parking-tips")).filter((content) => content === dal(35))).toHaveLength(1);
  });

  it("confirms a post whose picture still waits for its check (202), and publishes it once the check passes", async () => {
    svc.imageModerator = pictureChecker(() => Promise.reject(new CheckUnavailableError("rekognition")));
    const before = await postCount("parking-tips");
    const { token, draft } = await undetermined(driver, dal(45), await uploadPicture(driver, "parking-tips", 5));
    const confirmed = await answer(driver, "confirm", token);
    expect(confirmed.status).toBe(202);
    expect(confirmed.body).toEqual({ message: CONTENT_MESSAGES.held, postId: draft.id, status: "held" });
    expect((await answer(driver, "confirm", token)).status).toBe(400);
    expect(await feed(asha, "parking-tips")).not.toContain(dal(45));

    svc.imageModerator = pictureChecker(async () => []);
    const waiting = (await getDraft(svc.table, draft.id))!;
    await sweepPostDrafts(svc, new Date(Date.parse(waiting.nextCheckAt) + 1000));
    expect(await feed(asha, "parking-tips")).toContain(dal(45));
    expect(await postCount("parking-tips")).toBe(before + 1);
  });

  it("removes a draft left unanswered for an hour, with its picture", async () => {
    svc.imageModerator = pictureChecker(async () => []);
    const key = await uploadPicture(driver, "parking-tips", 6);
    const { token, draft } = await undetermined(driver, dal(40), key);
    const files = mediaKeysOf(draft.file!);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await exists(file)).toBe(true);

    await sweepPostDrafts(svc, minutesAfter(draft.createdAt, 59));
    expect(await getDraft(svc.table, draft.id)).toBeDefined();
    await sweepPostDrafts(svc, minutesAfter(draft.createdAt, 61));
    expect(await getDraft(svc.table, draft.id)).toBeUndefined();
    for (const file of files) expect(await exists(file)).toBe(false);
    expect((await answer(driver, "confirm", token)).status).toBe(400);
    expect(await feed(driver, "parking-tips")).not.toContain(dal(40));
  });
});

describe("the picture check fails closed", () => {
  it("holds a post whose picture cannot be checked, retries with back-off, and publishes it once the check passes", async () => {
    svc.imageModerator = pictureChecker(() => Promise.reject(new CheckUnavailableError("rekognition")));
    const text = "Pay at the parking machine before returning to your car.";
    const before = await postCount("parking-tips");
    const held = await post(driver, { content: text, communityId: "parking-tips", upload: await uploadPicture(driver, "parking-tips", 2) });
    expect(held.status).toBe(202);
    expect(held.body).toEqual({ message: CONTENT_MESSAGES.held, postId: expect.any(String), status: "held" });
    const id = held.body.postId;
    expect(await feed(asha, "parking-tips")).not.toContain(text);
    expect((await readPost(asha, id)).status).toBe(404);

    const first = (await getDraft(svc.table, id))!;
    expect(first.attempts).toBe(0);
    await sweepPostDrafts(svc, new Date(Date.parse(first.nextCheckAt) + 1000));
    const second = (await getDraft(svc.table, id))!;
    expect(second.attempts).toBe(1);
    expect(Date.parse(second.nextCheckAt)).toBeGreaterThan(Date.parse(first.nextCheckAt));
    expect(await feed(asha, "parking-tips")).not.toContain(text);
    expect(await postCount("parking-tips")).toBe(before);

    svc.imageModerator = pictureChecker(async () => []);
    await sweepPostDrafts(svc, new Date(Date.parse(second.nextCheckAt) + 1000));
    expect(await getDraft(svc.table, id)).toBeUndefined();
    expect(await feed(asha, "parking-tips")).toContain(text);
    expect((await readPost(asha, id)).status).toBe(200);
    expect(await postCount("parking-tips")).toBe(before + 1);
  });

  it("holds, never publishes, when the checker fails unexpectedly", async () => {
    svc.imageModerator = pictureChecker(() => Promise.reject(new Error("socket hang up")));
    const text = "Find the covered parking level near the lift at Phoenix mall.";
    const key = await uploadPicture(asha, "parking-tips", 3);
    const held = await publishPost(svc, asha, "parking-tips", { content: text, upload: key });
    expect(held.state).toBe("held");
    const id = held.state === "held" ? held.draft.id : "";
    await sweepPostDrafts(svc, new Date(Date.now() + 5 * 60_000));
    expect((await getDraft(svc.table, id))?.attempts).toBe(1);
    expect(await feed(driver, "parking-tips")).not.toContain(text);
    expect((await readPost(driver, id)).status).toBe(404);
  });

  it("refuses a picture labelled Explicit and deletes its files", async () => {
    const checker = pictureChecker(async () => [{ name: "Explicit", confidence: 99 }]);
    svc.imageModerator = checker;
    const before = { count: await postCount("parking-tips"), refused: await refusals("parking-tips", "post-image") };
    const text = "Basement level B2 of the mall car park is free after 9 pm.";
    const refused = await post(asha, { content: text, communityId: "parking-tips", upload: await uploadPicture(asha, "parking-tips", 4) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CONTENT_MESSAGES.inappropriatePost, type: "inappropriateContent" });
    // The checker saw the re-encoded picture under media/; nothing of that folder is left.
    expect(checker.seen).toHaveLength(1);
    const folder = checker.seen[0]!.slice(0, checker.seen[0]!.lastIndexOf("/") + 1);
    expect(folder).toMatch(/^media\/[0-9a-f]{32}\/$/);
    expect((await svc.files.list(folder)).objects).toEqual([]);
    expect(await feed(driver, "parking-tips")).not.toContain(text);
    expect(await postCount("parking-tips")).toBe(before.count);
    expect(await refusals("parking-tips", "post-image")).toBe(before.refused + 1);
  });
});

describe("a video checked by a Rekognition job", () => {
  async function heldVideo(who: Member, communityId: string, jobId: string) {
    const checker = videoChecker(jobId);
    svc.videoModerator = checker;
    const held = await post(who, { content: "", communityId, upload: await uploadVideo(who, communityId) });
    expect(held.status).toBe(202);
    expect(held.body).toMatchObject({ message: CONTENT_MESSAGES.held, status: "checking" });
    const draft = (await getDraft(svc.table, held.body.postId))!;
    expect(draft.jobId).toBe(jobId);
    return { checker, draft };
  }

  it("publishes the post when its job's completion arrives with no labels, and ignores another job's completion", async () => {
    const jobId = `job-${randomUUID()}`;
    const before = await postCount("two-wheelers");
    const { checker, draft } = await heldVideo(asha, "two-wheelers", jobId);
    const visible = async () => (await call("GET", "/api/posts/community/two-wheelers?limit=50", { headers: bearer(asha.token) })).body;
    expect((await visible()).formattedPosts.map((p: { _id: string }) => p._id)).not.toContain(draft.id);

    checker.job = { state: "done", labels: [] };
    expect(await contentCheck(completion("job-someone-else", draft.id))).toEqual({
      published: 0,
      refused: 0,
      expired: 0,
      retried: 0,
      review: 0,
    });
    expect(await getDraft(svc.table, draft.id)).toBeDefined();
    expect(await postCount("two-wheelers")).toBe(before);

    expect((await contentCheck(completion(jobId, draft.id))).published).toBe(1);
    expect(await getDraft(svc.table, draft.id)).toBeUndefined();
    expect((await visible()).formattedPosts.map((p: { _id: string }) => p._id)).toContain(draft.id);
    expect(await postCount("two-wheelers")).toBe(before + 1);
    for (const file of mediaKeysOf(draft.file!)) expect(await exists(file)).toBe(true);
  });

  it("removes the post and its video when the job finds explicit content", async () => {
    const jobId = `job-${randomUUID()}`;
    const before = { count: await postCount("road-trips"), refused: await refusals("road-trips", "post-video") };
    const { checker, draft } = await heldVideo(driver, "road-trips", jobId);
    checker.job = { state: "done", labels: [{ name: "Explicit", confidence: 95 }] };
    expect((await contentCheck(completion(jobId, draft.id))).refused).toBe(1);
    expect(await getDraft(svc.table, draft.id)).toBeUndefined();
    expect((await readPost(driver, draft.id)).status).toBe(404);
    for (const file of mediaKeysOf(draft.file!)) expect(await exists(file)).toBe(false);
    expect(await postCount("road-trips")).toBe(before.count);
    expect(await refusals("road-trips", "post-video")).toBe(before.refused + 1);

    // The author learns the outcome on their waiting list: a notice with no text and no file kept.
    const notices = async () =>
      (await authorWaitingList(svc.table, driver.id, "road-trips")).filter((e) => e.kind === "refused" && e.refused.id === draft.id);
    expect(await notices()).toEqual([
      { kind: "refused", refused: expect.objectContaining({ id: draft.id, refused: "video", authorId: driver.id }) },
    ]);
    expect(JSON.stringify(await notices())).not.toContain("content");
    // A second completion of the same job, or someone else's dismissal, changes nothing.
    expect((await contentCheck(completion(jobId, draft.id))).refused).toBe(0);
    await dismissRefusal(svc.table, asha, draft.id);
    expect(await notices()).toHaveLength(1);
    await dismissRefusal(svc.table, driver, draft.id);
    expect(await notices()).toEqual([]);
  });
});
