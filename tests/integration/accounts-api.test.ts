import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail, getUser } from "@core/account/user-store";
import { listContexts } from "@core/account/device-context";
import type { Services } from "@core/services";
import { signAccessToken } from "@core/session/access-token";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { bearer, call, multipart } from "../support/api";
import { useServicesForHandlers } from "../support/api";
import { createTestServices, TEST_SECRETS } from "../support/local-services";
import { signedInRequest } from "../support/web";
import { action as profilePhotoAction } from "../../app/routes/account/_app.profile_.photo";

/** The JSON API of accounts and sessions: real handlers, real DynamoDB Local, real outbox. */
const PNG_1x1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

let svc: Services;
let seq = 0;
const email = () => `api-${Date.now()}-${++seq}@example.com`;

beforeAll(async () => {
  svc = await createTestServices("accounts-api");
  useServicesForHandlers(svc);
  await seedDemoAccounts(svc);
});

/** Each sign-up from its own address: the per-IP sign-up limit is tested on its own below. */
const freshIp = () => `192.0.2.${(seq % 250) + 1}`;

async function signUp(address = email(), password = "Correct#Horse1") {
  const res = await call("POST", "/api/users/signup", {
    ip: `10.9.${Math.floor(seq / 250)}.${(seq % 250) + 1}`,
    json: { name: "Test Driver", email: address, password, confirmPassword: password, isConsentGiven: true },
  });
  expect(res.status).toBe(201);
  return { email: address, password, id: res.body.user._id as string };
}

async function signIn(address: string, password: string, ip = "203.0.113.7") {
  const form = await multipart({ email: address, password });
  return call("POST", "/api/users/signin", { body: form.body, headers: form.headers, ip });
}

describe("sign-up", () => {
  it("creates an unverified account and mails a verification link", async () => {
    const address = email();
    const res = await call("POST", "/api/users/signup", {
      ip: freshIp(),
      json: {
        name: "Asha",
        email: address.toUpperCase(),
        password: "Correct#Horse1",
        confirmPassword: "Correct#Horse1",
        isConsentGiven: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("You have successfully created an account. Please sign in.");
    expect(res.body.user).toMatchObject({ email: address, emailVerified: false });
    expect(res.body.user.passwordHash).toBeUndefined();
    const mail = (await svc.outbox!.list()).find((m) => m.to === address);
    expect(mail?.subject).toBe("Verify your e-mail address");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/verify\/[A-Za-z0-9_-]+/);
  });

  it.each([
    [
      { email: "x@example.com", password: "Correct#Horse1", confirmPassword: "Correct#Horse1", isConsentGiven: true },
      "Username is required",
    ],
    [
      { name: "A", email: "not-an-email", password: "Correct#Horse1", confirmPassword: "Correct#Horse1", isConsentGiven: true },
      "Please enter a valid email address.",
    ],
    [
      { name: "A", email: "y@example.com", password: "Correct#Horse1", confirmPassword: "Other#Horse1", isConsentGiven: true },
      "Passwords do not match",
    ],
    [
      { name: "A", email: "z@example.com", password: "Correct#Horse1", confirmPassword: "Correct#Horse1", isConsentGiven: false },
      "Please agree to the terms and conditions for registration.",
    ],
    [
      { name: "A", email: "w@example.com", password: "short", confirmPassword: "short", isConsentGiven: true },
      "Password must be at least 8 characters.",
    ],
  ])("refuses bad input with a clear message and stores nothing (%#)", async (input, message) => {
    const res = await call("POST", "/api/users/signup", { json: input });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    if (typeof input.email === "string") expect(await findUserByEmail(svc.table, input.email)).toBeUndefined();
  });

  it("refuses a second account for the same e-mail, in any letter case", async () => {
    const first = await signUp();
    const res = await call("POST", "/api/users/signup", {
      ip: freshIp(),
      json: {
        name: "Again",
        email: first.email.toUpperCase(),
        password: "Another#Pass1",
        confirmPassword: "Another#Pass1",
        isConsentGiven: true,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email address already exists.");
  });

  it("lets exactly one of two racing sign-ups with the same e-mail win", async () => {
    const address = email();
    const body = { name: "Racer", email: address, password: "Correct#Horse1", confirmPassword: "Correct#Horse1", isConsentGiven: true };
    const results = await Promise.all([1, 2, 3].map(() => call("POST", "/api/users/signup", { json: body, ip: freshIp() })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  // The per-network sign-up limit (NAT-sized) is tested in account-limits.test.ts.

  it("refuses a huge body with 413 before parsing it", async () => {
    const res = await call("POST", "/api/users/signup", { json: { name: "x".repeat(2_000_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "The request is too large." });
  });
});

describe("sign-in and the token lifecycle", () => {
  it("signs in with multipart e-mail and password and returns the user and tokens", async () => {
    const res = await signIn("driver@example.com", "Driver#2026");
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: "driver@example.com", role: "user", emailVerified: true });
    expect(res.body.accessToken.split(".")).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(res.body.accessToken.split(".")[1], "base64url").toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(typeof res.body.refreshToken).toBe("string");
    expect(typeof res.body.accessTokenUpdatedAt).toBe("number");
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const wrong = await signIn("driver@example.com", "Wrong#Password1");
    const unknown = await signIn(`nobody-${Date.now()}@example.com`, "Wrong#Password1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password." });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("uses the access token as a bearer credential, only for the caller's own account", async () => {
    const me = await signUp();
    const other = await signUp();
    const { body } = await signIn(me.email, me.password);
    const own = await call("GET", `/api/users/${me.id}`, { headers: bearer(body.accessToken) });
    expect(own.status).toBe(200);
    expect(own.body.user.email).toBe(me.email);
    const theirs = await call("GET", `/api/users/${other.id}`, { headers: bearer(body.accessToken) });
    expect(theirs.status).toBe(403);
    expect(theirs.body.user).toBeUndefined();
  });

  it("refuses no token, a forged token, an expired token and an admin-audience token with 401", async () => {
    const me = await signUp();
    const user = (await getUser(svc.table, me.id))!;
    const expired = signAccessToken(
      { sub: me.id, role: "user", ver: user.tokenVersion, aud: "user" },
      TEST_SECRETS.TOKEN_SECRET,
      Date.now() - 16 * 60_000,
    );
    const forged = signAccessToken({ sub: me.id, role: "admin", ver: user.tokenVersion, aud: "user" }, "x".repeat(40));
    const admin = signAccessToken({ sub: me.id, role: "user", ver: user.tokenVersion, aud: "admin" }, TEST_SECRETS.TOKEN_SECRET);
    for (const headers of [{}, bearer("garbage"), bearer(expired), bearer(forged), bearer(admin), { authorization: "Basic abc" }]) {
      const res = await call("GET", `/api/users/${me.id}`, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Please sign in to continue." });
    }
  });

  it("rotates the refresh token, and a reused one revokes the whole family", async () => {
    const me = await signUp();
    const first = (await signIn(me.email, me.password)).body.refreshToken as string;
    const second = await call("POST", "/api/users/refresh-token", { json: { refreshToken: first } });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first);
    expect(second.body.accessToken).toBeTruthy();

    // The old token again: reuse. Refused, and the newest token of the family dies with it.
    const replay = await call("POST", "/api/users/refresh-token", { json: { refreshToken: first } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe("Your session has expired. Please sign in again.");
    const afterReuse = await call("POST", "/api/users/refresh-token", { json: { refreshToken: second.body.refreshToken } });
    expect(afterReuse.status).toBe(401);
  });

  it("lets only one of two racing refreshes with the same token succeed", async () => {
    const me = await signUp();
    const token = (await signIn(me.email, me.password)).body.refreshToken as string;
    const results = await Promise.all([1, 2].map(() => call("POST", "/api/users/refresh-token", { json: { refreshToken: token } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(1);
  });

  it("logs out with the refresh token as the credential", async () => {
    const me = await signUp();
    const token = (await signIn(me.email, me.password)).body.refreshToken as string;
    const out = await call("POST", "/api/users/logout", { headers: bearer(token) });
    expect(out.status).toBe(200);
    const refresh = await call("POST", "/api/users/refresh-token", { json: { refreshToken: token } });
    expect(refresh.status).toBe(401);
    expect((await call("POST", "/api/users/logout", {})).status).toBe(401);
  });

  it("never locks the account itself: failures from other clients leave the right password working", async () => {
    // It used to: 10 failures from anywhere locked the right password out (issue 9). Now back-off is
    // per account and client (account-limits.test.ts has the rest).
    const me = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(me.email, "Wrong#Password1", `198.51.100.${i}`)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await signIn(me.email, me.password, "198.51.100.99")).status).toBe(200);
  });

  it("puts one client in back-off after a few failures, with a clear 429 even for the right password", async () => {
    const me = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(me.email, "Wrong#Password1", "198.51.100.120")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await signIn(me.email, me.password, "198.51.100.120");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
  });
});

describe("profile", () => {
  it("updates the caller's own profile and refuses to touch another's", async () => {
    const me = await signUp();
    const other = await signUp();
    const token = (await signIn(me.email, me.password)).body.accessToken as string;
    const ok = await call("PUT", "/api/users/UpdateInfo", {
      headers: bearer(token),
      json: {
        name: "Asha Rao",
        contact: "+91 98450 00000",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560001",
        licence_no: "KA0120260001234",
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: "Asha Rao", city: "Bengaluru", licence_no: "KA0120260001234" });

    const hijack = await call("PUT", "/api/users/UpdateInfo", { headers: bearer(token), json: { _id: other.id, name: "Hacked" } });
    expect(hijack.status).toBe(403);
    expect((await getUser(svc.table, other.id))?.name).toBe("Test Driver");
    expect((await call("PUT", "/api/users/UpdateInfo", { json: { name: "Anon" } })).status).toBe(401);
  });

  it("stores a real picture and serves it; refuses fakes, empty and oversized uploads", async () => {
    const me = await signUp();
    const token = (await signIn(me.email, me.password)).body.accessToken as string;
    const upload = async (file?: { filename: string; type: string; bytes: Uint8Array }) => {
      const form = await multipart({ profileType: "user", ...(file ? { profileImage: file } : {}) });
      return call("POST", "/api/users/UploadUserProfile", { headers: { ...form.headers, ...bearer(token) }, body: form.body });
    };

    const fake = await upload({ filename: "me.png", type: "image/png", bytes: Buffer.from("<script>alert(1)</script>") });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe("Please select an image file (JPEG, PNG, WebP or GIF).");
    const none = await upload();
    expect(none.body.message).toBe("Please select an image file first.");
    const huge = await upload({ filename: "big.png", type: "image/png", bytes: Buffer.concat([PNG_1x1, Buffer.alloc(4 * 1024 * 1024)]) });
    expect([400, 413]).toContain(huge.status);
    expect((await getUser(svc.table, me.id))?.profileImage).toBe("");

    const ok = await upload({ filename: "me.png", type: "image/png", bytes: PNG_1x1 });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Profile image updated successfully!");
    const picture = await call("GET", ok.body.data.avatar);
    expect(picture.status).toBe(200);
    // Re-encoded, never stored as sent: a picture with transparency becomes WebP, the same 1×1 pixel.
    expect(ok.body.data.avatar).toMatch(/\.webp$/);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(await sharp(picture.raw).metadata()).toMatchObject({ format: "webp", width: 1, height: 1 });
    expect((await call("GET", "/api/users/send-profile/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("strips a photo's EXIF, GPS position and copyright, in the bucket and as served; refuses a GIF/HTML polyglot and a non-image, storing nothing", async () => {
    const me = await signUp();
    const token = (await signIn(me.email, me.password)).body.accessToken as string;
    const upload = async (file: { filename: string; type: string; bytes: Uint8Array }) => {
      const form = await multipart({ profileType: "user", profileImage: file });
      return call("POST", "/api/users/UploadUserProfile", { headers: { ...form.headers, ...bearer(token) }, body: form.body });
    };
    const storedNames = async () => (await svc.files.list(`profile-images/${me.id}-`)).objects.map((o) => o.key);

    // A phone photo: where it was taken (often the member's home) and whose it is.
    const COPYRIGHT = "Asha Rao, 12 Home Street";
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 110, b: 60 } } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: COPYRIGHT, Make: "PhoneMaker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 20/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 40/1" },
      })
      .toBuffer();
    // The fixture really carries them: the copyright text and the GPS IFD's pointer (tag 0x8825, little-endian as sharp writes it).
    const exif = (await sharp(photo).metadata()).exif!;
    expect(exif.includes(COPYRIGHT)).toBe(true);
    expect(exif.subarray(6, 8).toString("latin1")).toBe("II");
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const ok = await upload({ filename: "IMG_0001.jpg", type: "image/jpeg", bytes: photo });
    expect(ok.status).toBe(200);
    const name = (await getUser(svc.table, me.id))!.profileImage;
    expect(name).toMatch(/\.jpg$/);
    const stored = (await svc.files.get(`profile-images/${name}`))!.body;
    const served = await call("GET", `/api/users/send-profile/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    for (const bytes of [Buffer.from(stored), served.raw]) {
      const meta = await sharp(bytes).metadata();
      // Size capped for an avatar (128 CSS px at 3x), shape kept.
      expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp]).toEqual(["jpeg", 512, 384, undefined, undefined]);
      expect(bytes.includes("Exif\0\0")).toBe(false);
      expect(bytes.includes(COPYRIGHT)).toBe(false);
      expect(bytes.includes("PhoneMaker")).toBe(false);
    }
    expect(await storedNames()).toEqual([`profile-images/${name}`]);

    // A GIF header followed by a page: sniffed as GIF, but it is no picture. Refused; the old picture stays.
    const polyglot = Buffer.from("GIF89a<html><script>alert(document.domain)</script></html>", "latin1");
    const text = Buffer.from("Notes about my car, saved as me.png\n");
    for (const [filename, bytes] of [
      ["me.gif", polyglot],
      ["me.png", text],
    ] as const) {
      const refused = await upload({ filename, type: "image/gif", bytes });
      expect(refused.status, filename).toBe(400);
      expect(refused.body.message).toBe("Please select an image file (JPEG, PNG, WebP or GIF).");
    }
    expect((await getUser(svc.table, me.id))!.profileImage).toBe(name);
    expect(await storedNames()).toEqual([`profile-images/${name}`]);

    // The profile page's form goes through the same core function: the same refusal, nothing stored.
    const cookie = (await signedInRequest(svc, me.id, "/profile/photo")).headers.get("cookie")!;
    const form = new FormData();
    form.append("profileImage", new Blob([polyglot], { type: "image/gif" }), "me.gif");
    const page = await profilePhotoAction({
      request: new Request("http://localhost:3000/profile/photo", { method: "POST", headers: { cookie }, body: form }),
      params: {},
      context: {},
    });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/profile?photo=not-image#photo");
    expect((await getUser(svc.table, me.id))!.profileImage).toBe(name);
    expect(await storedNames()).toEqual([`profile-images/${name}`]);
  });

  it("looks up states and their cities", async () => {
    const states = await call("GET", "/api/add/city/states");
    expect(states.body.data).toEqual(expect.arrayContaining([{ name: "Karnataka", isoCode: "KA" }]));
    const cities = await call("GET", "/api/add/city/KA");
    expect(cities.body.data.map((c: { name: string }) => c.name)).toContain("Bengaluru");
    expect((await call("GET", "/api/add/city/Karnataka")).body.data.length).toBe(cities.body.data.length);
    expect((await call("GET", "/api/add/city/Atlantis")).status).toBe(404);
  });
});

describe("devices and locations", () => {
  it("records the first sign-in as primary and a new device as unverified, and mails the links", async () => {
    const me = await signUp();
    const { body } = await signIn(me.email, me.password);
    // Only verified accounts get new-device mail; the demo driver is verified.
    const driver = await signIn("driver@example.com", "Driver#2026", "203.0.113.7");
    const phone = await call("POST", "/api/users/signin", {
      ...(await (async () => {
        const f = await multipart({ email: "driver@example.com", password: "Driver#2026" });
        return {
          body: f.body,
          headers: {
            ...f.headers,
            "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1",
          },
        };
      })()),
      ip: "198.51.100.20",
    });
    expect(phone.status).toBe(200);
    const mail = (await svc.outbox!.list()).find((m) => m.to === "driver@example.com" && m.subject.startsWith("New sign-in"));
    expect(mail?.text).toMatch(/\/verify-login\?token=/);
    expect(mail?.text).toMatch(/\/block-device\?token=/);

    const primary = await call("GET", "/api/auth/context-data/primary", { headers: bearer(driver.body.accessToken) });
    expect(primary.body).toMatchObject({ status: "primary", browser: "Chrome", os: "Linux" });
    const trusted = await call("GET", "/api/auth/context-data/trusted", { headers: bearer(driver.body.accessToken) });
    expect(trusted.body).toEqual(expect.arrayContaining([expect.objectContaining({ status: "unverified", os: "iOS", device: "mobile" })]));

    const mine = await call("GET", "/api/auth/context-data/primary", { headers: bearer(body.accessToken) });
    expect(mine.body.status).toBe("primary");
  });

  it("blocks, unblocks and removes only the caller's own devices", async () => {
    const me = await signUp();
    const other = await signUp();
    const myToken = (await signIn(me.email, me.password)).body.accessToken as string;
    await signIn(other.email, other.password);
    const f = await multipart({ email: other.email, password: other.password });
    await call("POST", "/api/users/signin", {
      body: f.body,
      headers: { ...f.headers, "user-agent": "Mozilla/5.0 (Windows NT 10.0) Firefox/140.0" },
      ip: "198.51.100.30",
    });
    const theirs = (await listContexts(svc.table, other.id)).find((c) => c.status === "unverified")!;

    for (const [method, path] of [
      ["PATCH", `/api/auth/context-data/block/${theirs.id}`],
      ["PATCH", `/api/auth/context-data/unblock/${theirs.id}`],
      ["DELETE", `/api/auth/context-data/${theirs.id}`],
    ] as const) {
      const res = await call(method, path, { headers: bearer(myToken) });
      expect(res.status).toBe(404);
    }
    expect((await listContexts(svc.table, other.id)).find((c) => c.id === theirs.id)?.status).toBe("unverified");

    const otherToken = (await signIn(other.email, other.password)).body.accessToken as string;
    expect((await call("PATCH", `/api/auth/context-data/block/${theirs.id}`, { headers: bearer(otherToken) })).status).toBe(200);
    const blockedSignIn = await call("POST", "/api/users/signin", {
      body: f.body,
      headers: { ...f.headers, "user-agent": "Mozilla/5.0 (Windows NT 10.0) Firefox/140.0" },
      ip: "198.51.100.30",
    });
    expect(blockedSignIn.status).toBe(403);
    expect((await call("GET", "/api/auth/context-data/blocked", { headers: bearer(otherToken) })).body).toHaveLength(1);
    expect((await call("PATCH", `/api/auth/context-data/unblock/${theirs.id}`, { headers: bearer(otherToken) })).status).toBe(200);
    expect((await call("DELETE", `/api/auth/context-data/${theirs.id}`, { headers: bearer(otherToken) })).status).toBe(200);
    const primary = (await listContexts(svc.table, other.id)).find((c) => c.status === "primary")!;
    expect((await call("DELETE", `/api/auth/context-data/${primary.id}`, { headers: bearer(otherToken) })).status).toBe(403);
  });
});

describe("device races and blocking", () => {
  it("makes exactly one primary device when two first sign-ins race", async () => {
    const me = await signUp();
    const agents = ["Mozilla/5.0 (Windows NT 10.0) Chrome/156.0", "Mozilla/5.0 (Macintosh; Mac OS X 14_0) Version/17.0 Safari/605.1"];
    await Promise.all(
      agents.map(async (ua, i) => {
        const f = await multipart({ email: me.email, password: me.password });
        return call("POST", "/api/users/signin", { body: f.body, headers: { ...f.headers, "user-agent": ua }, ip: `198.51.100.${40 + i}` });
      }),
    );
    const contexts = await listContexts(svc.table, me.id);
    expect(contexts).toHaveLength(2);
    expect(contexts.filter((c) => c.status === "primary")).toHaveLength(1);
  });

  it("ends the blocked device's refresh tokens, and only that device's", async () => {
    const me = await signUp();
    const laptop = await signIn(me.email, me.password);
    const f = await multipart({ email: me.email, password: me.password });
    const phone = await call("POST", "/api/users/signin", {
      body: f.body,
      headers: { ...f.headers, "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile Safari/537.36" },
      ip: "198.51.100.60",
    });
    const phoneContext = (await listContexts(svc.table, me.id)).find((c) => c.os === "Android")!;
    const blocked = await call("PATCH", `/api/auth/context-data/block/${phoneContext.id}`, { headers: bearer(laptop.body.accessToken) });
    expect(blocked.status).toBe(200);
    expect((await call("POST", "/api/users/refresh-token", { json: { refreshToken: phone.body.refreshToken } })).status).toBe(401);
    expect((await call("POST", "/api/users/refresh-token", { json: { refreshToken: laptop.body.refreshToken } })).status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("gives the same reply for unknown and known e-mails, mailing only the known one", async () => {
    const me = await signUp();
    const unknown = `ghost-${Date.now()}@example.com`;
    const a = await call("POST", "/api/resetpassword/forgot-password", { json: { email: unknown } });
    const b = await call("POST", "/api/resetpassword/forgot-password", { json: { email: me.email } });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    const mails = await svc.outbox!.list();
    expect(mails.some((m) => m.to === unknown)).toBe(false);
    expect(mails.some((m) => m.to === me.email && m.subject === "Reset your password")).toBe(true);
    expect((await call("POST", "/api/resetpassword/forgot-password", { json: { email: "bad" } })).body.message).toBe(
      "Please enter a valid email address.",
    );
  });

  it("resets once with the mailed token, ending every session and token of the account", async () => {
    const me = await signUp();
    const before = (await signIn(me.email, me.password)).body;
    await call("POST", "/api/resetpassword/forgot-password", { json: { email: me.email } });
    const mail = (await svc.outbox!.list()).find((m) => m.to === me.email && m.subject === "Reset your password")!;
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    expect((await call("POST", `/api/resetpassword/verify-token/${token}`)).body.data.status).toBe(200);
    const mismatch = await call("POST", "/api/resetpassword/reset-password", {
      json: { token, password: "New#Password1", confirmPassword: "Nope#Password1" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Passwords do not match.");

    const done = await call("POST", "/api/resetpassword/reset-password", {
      json: { token, password: "New#Password1", confirmPassword: "New#Password1" },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe(true);

    const again = await call("POST", "/api/resetpassword/reset-password", {
      json: { token, password: "Other#Password1", confirmPassword: "Other#Password1" },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Invalid or expired token.");
    expect((await call("POST", `/api/resetpassword/verify-token/${token}`)).status).toBe(400);

    expect((await call("GET", `/api/users/${me.id}`, { headers: bearer(before.accessToken) })).status).toBe(401);
    expect((await call("POST", "/api/users/refresh-token", { json: { refreshToken: before.refreshToken } })).status).toBe(401);
    expect((await signIn(me.email, me.password)).status).toBe(401);
    expect((await signIn(me.email, "New#Password1")).status).toBe(200);
  });
});
