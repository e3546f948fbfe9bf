import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { queueMediaRemoval, sweepAbandonedUploads, sweepMediaRemovals } from "@core/community/media-cleanup";
import { POST_MESSAGES, type PostFile } from "@core/community/post";
import { acceptUpload, createUploadForm, inspectUpload, postMediaUrl, type UploadFormAnswer } from "@core/community/post-media";
import { getPost } from "@core/community/post-store";
import { deletePost } from "@core/community/posts";
import { publishPost } from "@core/community/publish-post";
import { ForbiddenError, ValidationError } from "@core/errors";
import { newUploadFolder } from "@core/media/media-keys";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { bearer, call, tokenFor, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";
import { published } from "../support/published";

/**
 * Post media end to end against s3rver and DynamoDB Local (decision 012): a signed form, a real
 * multipart POST of the file to the bucket (as a browser sends it), then the API or core accepts it.
 * s3rver enforces no policy, so what it lets through here (a renamed text file, 60 MB, someone
 * else's key) is exactly what the server-side checks must catch.
 */
const FIXTURES = join(import.meta.dirname, "../fixtures");
const APP = "http://localhost:3000";

let svc: Services;
let driver: { id: string; token: string };
let asha: { id: string; token: string };

beforeAll(async () => {
  svc = await createTestServices("post-media");
  useServicesForHandlers(svc);
  await seedDemoAccounts(svc);
  await seedDemoCommunities(svc);
  const person = async (email: string) => ({
    id: (await findUserByEmail(svc.table, email))!.id,
    token: await tokenFor(email, "Driver#2026"),
  });
  [driver, asha] = await Promise.all([person("driver@example.com"), person("asha@example.com")]);
});

/** The browser's half: the form's fields in order, then the file, posted to the bucket. */
async function sendToBucket(form: Pick<UploadFormAnswer, "url" | "fields">, file: { bytes: Uint8Array; name: string; type: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(form.url, { method: "POST", body, redirect: "manual" });
  expect([204, 303], await response.clone().text()).toContain(response.status);
  return response;
}

async function uploadForm(token: string, json: Record<string, unknown>) {
  return call("POST", "/api/posts/upload-form", { headers: bearer(token), json });
}

/** A 3000×2000 phone photo carrying its maker and the GPS position where it was taken (made once). */
let photo: Promise<Uint8Array> | undefined;
function phonePhoto(): Promise<Uint8Array> {
  photo ??= makePhonePhoto();
  return photo;
}

async function makePhonePhoto(): Promise<Uint8Array> {
  // Shapes and a gradient: some detail to encode, cheap to make.
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000">
    <defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#f5d6a0"/></linearGradient></defs>
    <rect width="3000" height="2000" fill="url(#sky)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 739) % 3000}" cy="${(i * 443) % 2000}" r="${40 + (i % 7) * 25}" fill="#${((i * 2654435761) >>> 8).toString(16).padStart(6, "0").slice(0, 6)}"/>`).join("")}
  </svg>`;
  return new Uint8Array(
    await sharp(Buffer.from(scene))
      .jpeg({ quality: 85 })
      .withExifMerge({
        IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "72/1 52/1 40/1" },
      })
      .toBuffer(),
  );
}

/** Follows the API's redirect to the signed link and fetches what a browser would get. */
async function fetchMedia(token: string, postId: string, variant?: "web" | "full") {
  const answer = await call("GET", `/api/posts/${postId}/file${variant ? `?variant=${variant}` : ""}`, { headers: bearer(token) });
  expect(answer.status).toBe(302);
  expect(answer.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
  const response = await fetch(answer.headers.location!);
  expect(response.status).toBe(200);
  return {
    location: answer.headers.location!,
    type: response.headers.get("content-type"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const exists = async (key: string) => (await svc.files.head(key)) !== undefined;

describe("uploading a picture", () => {
  it("a JPEG with EXIF GPS comes back re-encoded without EXIF, with a web variant smaller than the full one", async () => {
    const form = (await uploadForm(driver.token, { communityId: "parking-tips", kind: "image", contentType: "image/jpeg" })).body;
    expect(form).toMatchObject({ maxBytes: 52_428_800, kind: "image", url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) });
    expect(form.key).toMatch(new RegExp(`^uploads/${driver.id}/[0-9a-f]{32}/upload$`));
    await sendToBucket(form, { bytes: await phonePhoto(), name: "IMG_2041.jpg", type: "image/jpeg" });

    const created = await call("POST", "/api/posts", {
      headers: bearer(driver.token),
      json: { communityId: "parking-tips", upload: form.key },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const post = created.body.post;
    expect(post).toMatchObject({ content: "", fileType: "image", fileUrl: `/api/posts/${post._id}/file` });
    expect(post.imageVariants).toEqual({
      web: { url: `/api/posts/${post._id}/file?variant=web`, width: 720, height: 480 },
      full: { url: `/api/posts/${post._id}/file?variant=full`, width: 2048, height: 1365 },
    });
    // The upload has served and is gone; the post's media sit under unguessable keys.
    expect(await exists(form.key)).toBe(false);
    const stored = (await getPost(svc.table, post._id))!.file!;
    expect(stored.key).toMatch(/^media\/[0-9a-f]{32}\/full\.jpg$/);
    expect(stored.web?.key).toMatch(/^media\/[0-9a-f]{32}\/web\.jpg$/);

    const full = await fetchMedia(asha.token, post._id);
    const web = await fetchMedia(asha.token, post._id, "web");
    expect(full.type).toBe("image/jpeg");
    expect(web.bytes.byteLength).toBeLessThan(full.bytes.byteLength);
    for (const { bytes } of [full, web]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(Buffer.from(bytes).includes("PhoneMaker")).toBe(false);
    }
    expect((await sharp(web.bytes).metadata()).width).toBe(720);
    expect(new URL(full.location).searchParams.get("X-Amz-Expires")).toBe("900");
  });

  it("works without JavaScript: the bucket sends the browser back to the app with ?bucket&key&etag", async () => {
    const form = await createUploadForm(svc, driver, "parking-tips", { kind: "image", redirectTo: "/community/Parking%20Tips?compose=1" });
    expect(form.fields["Content-Type"]).toBe("image/*");
    expect(form.fields.success_action_redirect).toBe(`${APP}/community/Parking%20Tips?compose=1`);
    const response = await sendToBucket(form, { bytes: await phonePhoto(), name: "photo.jpg", type: "image/jpeg" });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${APP}/community/Parking%20Tips`);
    expect(back.searchParams.get("compose")).toBe("1");
    expect(back.searchParams.get("key")).toBe(form.key);
    expect(back.searchParams.get("bucket")).toBe(svc.config.FILES_BUCKET);
    // The page can tell the member at once whether the file will do, before the post is written.
    expect((await inspectUpload(svc, driver.id, form.key)).type).toMatchObject({ kind: "image", contentType: "image/jpeg" });
    // And the return address is always this site.
    for (const redirectTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])
      await expect(createUploadForm(svc, driver, "parking-tips", { kind: "image", redirectTo })).rejects.toBeInstanceOf(ValidationError);
  });

  it("lets the app's pages upload from the browser: the bucket answers CORS for the app's origin", async () => {
    const form = await createUploadForm(svc, driver, "parking-tips", { kind: "video" });
    const preflight = (origin: string) =>
      fetch(form.url, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
      });
    const ours = await preflight(APP);
    expect(ours.status).toBe(200);
    // s3rver answers a matched rule with "*" (S3 itself echoes the origin); what matters is the match.
    expect(ours.headers.get("access-control-allow-origin")).toBeTruthy();
    expect((await preflight("https://elsewhere.example")).status).toBe(403);
  });
});

describe("refusing what is not a picture or video under 50 MB", () => {
  it("refuses a text file renamed .jpg with the spec's text, and deletes it", async () => {
    const form = (await uploadForm(driver.token, { communityId: "parking-tips", contentType: "image/jpeg" })).body;
    await sendToBucket(form, {
      bytes: new TextEncoder().encode("Parking notes, not a photo at all.\n".repeat(20)),
      name: "holiday.jpg",
      type: "image/jpeg",
    });
    expect(await exists(form.key)).toBe(true);
    const refused = await call("POST", "/api/posts", {
      headers: bearer(driver.token),
      json: { communityId: "parking-tips", content: "Look at this photo", upload: form.key },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Please select an image or video file under 50MB.");
    expect(await exists(form.key)).toBe(false);
  });

  it("refuses a 60 MB object (s3rver does not enforce the policy's size range) with the spec's text, and deletes it", async () => {
    const key = `${newUploadFolder(driver.id)}upload`;
    const big = new Uint8Array(60 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await svc.files.put(key, big, "image/jpeg");
    await expect(acceptUpload(svc, driver.id, key)).rejects.toThrow(POST_MESSAGES.badFile);
    expect(await exists(key)).toBe(false);
  });

  it("refuses a picture that cannot be decoded, and a post whose text is too short before touching the upload", async () => {
    const form = await createUploadForm(svc, driver, "parking-tips", { contentType: "image/png" });
    await sendToBucket(form, {
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      name: "x.png",
      type: "image/png",
    });
    await expect(publishPost(svc, driver, "parking-tips", { content: "short", upload: form.key })).rejects.toThrow(POST_MESSAGES.tooShort);
    expect(await exists(form.key)).toBe(true);
    await expect(publishPost(svc, driver, "parking-tips", { content: "", upload: form.key })).rejects.toThrow(POST_MESSAGES.badFile);
    expect(await exists(form.key)).toBe(false);
  });

  it("asks for an upload form for pictures or videos only", async () => {
    for (const json of [{ kind: "audio" }, { contentType: "text/html" }, { kind: "image", contentType: "video/mp4" }, {}]) {
      const answer = await uploadForm(driver.token, { communityId: "parking-tips", ...json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toBe(POST_MESSAGES.badFile);
    }
  });
});

describe("uploads and media are the member's own", () => {
  it("refuses a key in another member's upload folder (403), and leaves that upload alone", async () => {
    const form = await createUploadForm(svc, asha, "parking-tips", { contentType: "image/jpeg" });
    await sendToBucket(form, { bytes: await phonePhoto(), name: "a.jpg", type: "image/jpeg" });
    const taken = await call("POST", "/api/posts", {
      headers: bearer(driver.token),
      json: { communityId: "parking-tips", upload: form.key },
    });
    expect(taken.status).toBe(403);
    expect(taken.body.message).toBe(POST_MESSAGES.uploadNotYours);
    await expect(acceptUpload(svc, driver.id, form.key)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await exists(form.key)).toBe(true);
    // Keys outside uploads/ are no upload at all.
    for (const key of ["media/0123456789abcdef0123456789abcdef/full.jpg", `uploads/${driver.id}/../x`, "profile-images/x.jpg"]) {
      const answer = await call("POST", "/api/posts", {
        headers: bearer(driver.token),
        json: { communityId: "parking-tips", upload: key },
      });
      expect(answer.status, key).toBe(400);
    }
  });

  it("gives a non-member no upload form and no media link (403), and 401 without a token", async () => {
    const form = await uploadForm(asha.token, { communityId: "road-trips", kind: "image" });
    expect(form.status).toBe(403);
    await expect(createUploadForm(svc, asha, "road-trips", { kind: "video" })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await uploadForm(asha.token, { communityId: "no-such-community", kind: "image" })).status).toBe(403);

    const upload = await createUploadForm(svc, driver, "road-trips", { kind: "video", contentType: "video/mp4" });
    await sendToBucket(upload, {
      bytes: new Uint8Array(readFileSync(join(FIXTURES, "one-second.mp4"))),
      name: "drive.mp4",
      type: "video/mp4",
    });
    const { post } = published(
      await publishPost(svc, driver, "road-trips", {
        content: "Took the expressway ghat section at dawn, no queue at the toll plaza.",
        upload: upload.key,
      }),
    );
    expect((await call("GET", `/api/posts/${post.id}/file`, { headers: bearer(asha.token) })).status).toBe(403);
    await expect(postMediaUrl(svc, asha, post.id, "full")).rejects.toBeInstanceOf(ForbiddenError);
    expect((await call("GET", `/api/posts/${post.id}/file`)).status).toBe(401);
    expect((await call("POST", "/api/posts/upload-form", { json: { communityId: "road-trips" } })).status).toBe(401);
  });
});

describe("videos", () => {
  it("are moved as they are, with the type their bytes show, and served by a signed link", async () => {
    const video = new Uint8Array(readFileSync(join(FIXTURES, "one-second.mp4")));
    const form = (await uploadForm(driver.token, { communityId: "parking-tips", kind: "video" })).body;
    // The form's claimed type is not what decides: the bytes are.
    await sendToBucket(form, { bytes: video, name: "clip.mov", type: "video/quicktime" });
    const created = await call("POST", "/api/posts", {
      headers: bearer(driver.token),
      json: { communityId: "parking-tips", content: "Valet queue at the mall, 6 pm.", upload: form.key },
    });
    expect(created.status).toBe(201);
    expect(created.body.post).toMatchObject({ fileType: "video", content: "Valet queue at the mall, 6 pm." });
    expect(created.body.post.imageVariants).toBeUndefined();
    const stored = (await getPost(svc.table, created.body.post._id))!.file!;
    expect(stored).toMatchObject({
      type: "video",
      contentType: "video/mp4",
      key: expect.stringMatching(/^media\/[0-9a-f]{32}\/video\.mp4$/),
    });
    const served = await fetchMedia(asha.token, created.body.post._id, "web");
    expect(served.type).toBe("video/mp4");
    expect(Buffer.from(served.bytes).equals(Buffer.from(video))).toBe(true);
    expect(await exists(form.key)).toBe(false);
  });

  it("hand out the same link within a signing window, so browsers can cache what they saw", async () => {
    const form = await createUploadForm(svc, driver, "parking-tips", { kind: "video" });
    await sendToBucket(form, {
      bytes: new Uint8Array(readFileSync(join(FIXTURES, "one-second.webm"))),
      name: "c.webm",
      type: "video/webm",
    });
    const { post } = published(await publishPost(svc, driver, "parking-tips", { upload: form.key }));
    expect(post.file?.contentType).toBe("video/webm");
    const at = (iso: string) => postMediaUrl(svc, asha, post.id, "full", new Date(iso));
    const [a, b, c] = await Promise.all([at("2026-11-24T10:00:10Z"), at("2026-11-24T10:04:50Z"), at("2026-11-24T10:05:01Z")]);
    expect(a.url).toBe(b.url);
    expect(c.url).not.toBe(a.url);
    expect(a).toMatchObject({ expiresAt: "2026-11-24T10:15:00.000Z", maxAgeSeconds: 290 });
    expect(b.maxAgeSeconds).toBe(10);
  });
});

describe("removing media", () => {
  async function postWithPicture(): Promise<{ id: string; file: PostFile }> {
    const form = await createUploadForm(svc, driver, "parking-tips", { contentType: "image/jpeg" });
    await sendToBucket(form, { bytes: await phonePhoto(), name: "p.jpg", type: "image/jpeg" });
    const { post } = published(
      await publishPost(svc, driver, "parking-tips", { content: "Free parking after 9 pm here.", upload: form.key }),
    );
    return { id: post.id, file: post.file! };
  }

  it("deleting a post deletes its media", async () => {
    const post = await postWithPicture();
    expect(await exists(post.file.key)).toBe(true);
    expect(await exists(post.file.web!.key)).toBe(true);
    expect((await call("DELETE", `/api/posts/${post.id}`, { headers: bearer(driver.token) })).status).toBe(200);
    expect(await exists(post.file.key)).toBe(false);
    expect(await exists(post.file.web!.key)).toBe(false);
    // Nothing is left queued for the sweeper.
    expect((await svc.table.query({ pk: "MEDIAGC" })).items.filter((i) => (i as unknown as { postId: string }).postId === post.id)).toEqual(
      [],
    );
  });

  it("media a delete could not remove at once are removed by the sweeper, only once their post is gone", async () => {
    const gone = await postWithPicture();
    const kept = await postWithPicture();
    // Deleted without the file store (a page that forgot it, or a failed delete): queued only.
    await deletePost(svc.table, driver, gone.id);
    expect(await exists(gone.file.key)).toBe(true);
    // A removal queued for a post that still exists (its delete failed after queueing) touches nothing.
    await queueMediaRemoval(svc.table, { id: kept.id, file: kept.file });
    // Not before the grace period: the delete that queued them may still be running.
    expect(await sweepMediaRemovals(svc.table, svc.files, new Date())).toBe(0);
    expect(await sweepMediaRemovals(svc.table, svc.files, new Date(Date.now() + 11 * 60_000))).toBe(2);
    expect(await exists(gone.file.key)).toBe(false);
    expect(await exists(gone.file.web!.key)).toBe(false);
    expect(await exists(kept.file.key)).toBe(true);
    expect((await svc.table.query({ pk: "MEDIAGC" })).items).toEqual([]);
  });

  it("the sweeper removes an upload abandoned for a day and leaves a fresh one", async () => {
    const old = `${newUploadFolder(asha.id)}upload`;
    const fresh = `${newUploadFolder(asha.id)}upload`;
    await svc.files.put(old, "old", "image/jpeg");
    // s3rver stamps whole seconds: the two must not share one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await svc.files.put(fresh, "fresh", "image/jpeg");
    const [oldInfo, freshInfo] = await Promise.all([svc.files.head(old), svc.files.head(fresh)]);
    expect(freshInfo!.lastModified.getTime()).toBeGreaterThan(oldInfo!.lastModified.getTime());
    // A day after a moment between the two uploads.
    const between = (oldInfo!.lastModified.getTime() + freshInfo!.lastModified.getTime()) / 2;
    const removed = await sweepAbandonedUploads(svc.files, new Date(between + 24 * 60 * 60 * 1000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(fresh)).toBe(true);
  });
});
