import { createHash, randomBytes, scryptSync } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { blockDevice, signIn, signInWithCode, type RequestMeta } from "@core/account/account-service";
import { BLOCKED_DEVICE_MESSAGE, listContexts } from "@core/account/device-context";
import {
  BLOCK_WINDOW_MS,
  SIGN_IN_CODE_LIFETIME_MS,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_CODE_MESSAGES,
  SignInCodeRequiredError,
} from "@core/account/sign-in-code";
import { createUser } from "@core/account/user-store";
import type { User } from "@core/account/user";
import { ForbiddenError, UnauthorizedError } from "@core/errors";
import type { Services } from "@core/services";
import { call, multipart, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

const { action: signInAction } = await import("../../app/routes/auth/signin");
const { action: codeAction } = await import("../../app/routes/auth/signin_.code");

/**
 * Issue 28 (4b): a device block that holds. After a member blocks a device, for 30 days a browser
 * that is not already trusted needs a code e-mailed to the member; a blocked device stays refused.
 * The sign-in page's actions and the JSON API's handlers on DynamoDB Local, codes read from the
 * local outbox; the clock is injected where 10 minutes or 30 days must pass.
 */
let svc: Services;
let seq = 0;
const PASSWORD = "Correct#Horse1";
const LAPTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile Safari/537.36";
const OTHER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const IP = "203.0.113.90";

/** scrypt at N=2^10: these tests are about the code step, not the hashing cost. */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}
const HASH = cheapHash(PASSWORD);
const newDeviceId = () => randomBytes(16).toString("base64url");

beforeAll(async () => {
  svc = await createTestServices("device-block");
  useServicesForHandlers(svc);
});

/** What a page action answered: a redirect (a Response) or the form's reply (Remix's data()), as status, headers and body. */
interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}
function asReply(answer: unknown): Reply {
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers, body: undefined };
  const { data, init } = answer as { data: unknown; init?: { status?: number; headers?: HeadersInit } };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

const cookiesOf = (response: { headers: Headers }) => response.headers.getSetCookie();
const cookieValue = (response: { headers: Headers }, name: string) =>
  cookiesOf(response)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

/** A browser: its device cookie and User-Agent, posting the sign-in page's form. */
function browser(userAgent: string, deviceId = newDeviceId()) {
  const cookie = `__sp_device=${deviceId}`;
  return {
    deviceId,
    meta: { ip: IP, userAgent, deviceId } satisfies RequestMeta,
    async signIn(email: string): Promise<Response> {
      const request = new Request("http://localhost:3000/signin", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent, cookie },
        body: new URLSearchParams({ email, password: PASSWORD, redirectTo: "/dashboard" }),
      });
      return (await signInAction({ request, params: {}, context: { clientIp: IP } } as never)) as Response;
    },
    async enterCode(pendingCookie: string, code: string): Promise<Reply> {
      const request = new Request("http://localhost:3000/signin/code?redirectTo=%2Fdashboard", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent, cookie: `${cookie}; ${pendingCookie}` },
        body: new URLSearchParams({ code }),
      });
      return asReply(await codeAction({ request, params: {}, context: { clientIp: IP } } as never));
    },
  };
}

/** Newest first, as the outbox lists them. */
const codeMails = async (to: string) => (await svc.outbox!.list()).filter((m) => m.to === to && m.subject.includes("sign-in code"));
const codeIn = (text: string) => /Your sign-in code is (\d{6})\./.exec(text)![1]!;
const latestCode = async (to: string) => codeIn((await codeMails(to))[0]!.text);

/** A member who signed in on a laptop (trusted) and a phone, then blocked the phone from the laptop. */
async function memberWhoBlockedAPhone(): Promise<{ user: User; laptop: ReturnType<typeof browser>; phone: ReturnType<typeof browser> }> {
  const user = await createUser(svc.table, {
    name: "Block Tester",
    email: `block-${Date.now().toString(36)}-${++seq}@example.com`,
    passwordHash: HASH,
    verified: true,
  });
  const laptop = browser(LAPTOP_UA);
  const phone = browser(PHONE_UA);
  expect((await laptop.signIn(user.email)).headers.get("location")).toBe("/dashboard");
  expect((await phone.signIn(user.email)).headers.get("location")).toBe("/dashboard");
  const phoneContext = (await listContexts(svc.table, user.id)).find((c) => c.os === "Android")!;
  await blockDevice(svc, user.id, phoneContext.id);
  return { user, laptop, phone };
}

/** The pending sign-in a browser is sent on with: the cookie /signin/code reads. */
async function startCodeSignIn(user: User, who = browser(OTHER_UA)) {
  const answer = await who.signIn(user.email);
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe("/signin/code?redirectTo=%2Fdashboard");
  const pending = cookieValue(answer, "__sp_signin_pending");
  expect(pending).toBeDefined();
  return { who, pending: pending!, code: await latestCode(user.email) };
}

describe("the device cookie", () => {
  it("every browser that signs in gets its own random, httpOnly, long-lived device id", async () => {
    const user = await createUser(svc.table, {
      name: "Cookie Tester",
      email: `cookie-${++seq}-${Date.now()}@example.com`,
      passwordHash: HASH,
    });
    const ids = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const request = new Request("http://localhost:3000/signin", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": LAPTOP_UA },
        body: new URLSearchParams({ email: user.email, password: PASSWORD }),
      });
      const answer = (await signInAction({ request, params: {}, context: { clientIp: IP } } as never)) as Response;
      const device = cookiesOf(answer).find((c) => c.startsWith("__sp_device="))!;
      expect(device).toMatch(/^__sp_device=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/);
      ids.add(device.split(";")[0]!);
    }
    expect(ids.size).toBe(2);
  });
});

describe("after a member blocks a device", () => {
  it("a sign-in from a new device id with a different User-Agent gets no session, and a code is mailed", async () => {
    const { user } = await memberWhoBlockedAPhone();
    const before = (await codeMails(user.email)).length;
    const stranger = browser(OTHER_UA);

    const page = await stranger.signIn(user.email);
    expect(page.headers.get("location")).toBe("/signin/code?redirectTo=%2Fdashboard");
    expect(cookieValue(page, "__sp_session")).toBeUndefined();
    expect(await codeMails(user.email)).toHaveLength(before + 1);
    const mail = (await codeMails(user.email))[0]!;
    expect(mail.text).toContain("valid for 10 minutes");
    expect(mail.text).toContain("Firefox on Windows");

    const form = await multipart({ email: user.email, password: PASSWORD });
    const api = await call("POST", "/api/users/signin", { body: form.body, headers: { ...form.headers, "user-agent": OTHER_UA }, ip: IP });
    expect(api.status).toBe(403);
    expect(api.body.message).toBe(SIGN_IN_CODE_MESSAGES.apiRequired);
    expect(api.body.pendingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(api.body.accessToken).toBeUndefined();
    expect(api.body.refreshToken).toBeUndefined();
    expect(await codeMails(user.email)).toHaveLength(before + 2);
    // The table holds hashes only: neither the token nor the code is stored as such.
    const stored = await svc.table.get(`SIGNINCODE#${createHash("sha256").update(api.body.pendingToken).digest("hex")}`, "PENDING", true);
    expect(stored).toMatchObject({ entity: "sign-in-code", userId: user.id, attempts: 0 });
    expect(Object.values(stored!)).not.toContain(await latestCode(user.email));
    expect(JSON.stringify(stored)).not.toContain(api.body.pendingToken);
    // No device was recorded for either: nothing happened until the code is typed.
    expect((await listContexts(svc.table, user.id)).map((c) => c.browser).sort()).toEqual(["Chrome", "Chrome"]);
  });

  it("the right code within 10 minutes signs in, on the page and through the API", async () => {
    const { user } = await memberWhoBlockedAPhone();
    const { who, pending, code } = await startCodeSignIn(user);
    const done = await who.enterCode(pending, code);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/dashboard");
    expect(cookieValue(done, "__sp_session")).toBeDefined();
    expect(cookiesOf(done).find((c) => c.startsWith("__sp_signin_pending="))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // Now this browser is trusted: its next sign-in needs no code.
    expect((await who.signIn(user.email)).headers.get("location")).toBe("/dashboard");

    const form = await multipart({ email: user.email, password: PASSWORD });
    const api = await call("POST", "/api/users/signin", { body: form.body, headers: form.headers, ip: IP });
    expect(api.status).toBe(403);
    const apiCode = await latestCode(user.email);
    const finished = await call("POST", "/api/users/signin/code", { json: { pendingToken: api.body.pendingToken, code: apiCode }, ip: IP });
    expect(finished.status).toBe(200);
    expect(finished.body.user.email).toBe(user.email);
    expect(finished.body.accessToken.split(".")).toHaveLength(3);

    // The clock: a code typed 9 minutes 59 seconds after the password still works.
    const late = browser(OTHER_UA);
    const started = Date.now();
    const token = await pendingTokenOf(user, late.meta, started);
    const signedIn = await signInWithCode(
      svc,
      token,
      { code: await latestCode(user.email) },
      late.meta,
      started + SIGN_IN_CODE_LIFETIME_MS - 1000,
    );
    expect(signedIn.user.id).toBe(user.id);
  });

  it("a wrong, an expired or a reused code is refused and issues nothing", async () => {
    const { user } = await memberWhoBlockedAPhone();
    const { who, pending, code } = await startCodeSignIn(user);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await who.enterCode(pending, wrong);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(SIGN_IN_CODE_MESSAGES.wrongCode);
    expect(cookieValue(refused, "__sp_session")).toBeUndefined();

    // The right one still works once; used again (a replay, or a second tab), it is refused.
    expect((await who.enterCode(pending, code)).headers.get("location")).toBe("/dashboard");
    const reused = await who.enterCode(pending, code);
    expect(reused.status).toBe(401);
    expect(JSON.stringify(reused.body)).toContain(SIGN_IN_CODE_MESSAGES.expired);
    expect(cookieValue(reused, "__sp_session")).toBeUndefined();

    // Through the API the same: no tokens for a wrong code or a used one.
    const form = await multipart({ email: user.email, password: PASSWORD });
    const api = await call("POST", "/api/users/signin", { body: form.body, headers: form.headers, ip: IP });
    const apiCode = await latestCode(user.email);
    const apiWrong = await call("POST", "/api/users/signin/code", {
      json: { pendingToken: api.body.pendingToken, code: wrong === apiCode ? "222222" : wrong },
      ip: IP,
    });
    expect(apiWrong.status).toBe(400);
    expect(apiWrong.body).toEqual({ message: SIGN_IN_CODE_MESSAGES.wrongCode });
    expect(
      (await call("POST", "/api/users/signin/code", { json: { pendingToken: api.body.pendingToken, code: apiCode }, ip: IP })).status,
    ).toBe(200);
    const apiReused = await call("POST", "/api/users/signin/code", {
      json: { pendingToken: api.body.pendingToken, code: apiCode },
      ip: IP,
    });
    expect(apiReused.status).toBe(401);
    expect(apiReused.body.accessToken).toBeUndefined();

    // Expired: the clock moved past 10 minutes; the right code is refused, and the pending sign-in is dead.
    const slow = browser(OTHER_UA);
    const started = Date.now();
    const token = await pendingTokenOf(user, slow.meta, started);
    const expiredCode = await latestCode(user.email);
    const contextsBefore = await listContexts(svc.table, user.id);
    await expect(signInWithCode(svc, token, { code: expiredCode }, slow.meta, started + SIGN_IN_CODE_LIFETIME_MS + 1000)).rejects.toThrow(
      new UnauthorizedError(SIGN_IN_CODE_MESSAGES.expired),
    );
    expect(await listContexts(svc.table, user.id)).toHaveLength(contextsBefore.length);
  });

  it("someone with the password but not the mailbox gets 5 guesses, then even the right code is refused", async () => {
    const { user } = await memberWhoBlockedAPhone();
    const thief = browser(OTHER_UA);
    const token = await pendingTokenOf(user, thief.meta);
    const code = await latestCode(user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++)
      await expect(signInWithCode(svc, token, { code: wrong }, thief.meta)).rejects.toThrow(SIGN_IN_CODE_MESSAGES.wrongCode);
    await expect(signInWithCode(svc, token, { code: wrong }, thief.meta)).rejects.toThrow(SIGN_IN_CODE_MESSAGES.tooMany);
    await expect(signInWithCode(svc, token, { code }, thief.meta)).rejects.toThrow(SIGN_IN_CODE_MESSAGES.expired);
    // A made-up pending token is no way in either.
    await expect(signInWithCode(svc, randomBytes(32).toString("base64url"), { code }, thief.meta)).rejects.toThrow(UnauthorizedError);
  });

  it("a trusted device signs in without a code; the blocked one stays refused, whatever it sends", async () => {
    const { user, laptop, phone } = await memberWhoBlockedAPhone();
    const before = (await codeMails(user.email)).length;
    const answer = await laptop.signIn(user.email);
    expect(answer.headers.get("location")).toBe("/dashboard");
    expect(cookieValue(answer, "__sp_session")).toBeDefined();
    expect(await codeMails(user.email)).toHaveLength(before);

    // The blocked phone: with its own cookie and another User-Agent, or with a fresh cookie and its own.
    await expect(signIn(svc, { email: user.email, password: PASSWORD }, { ...phone.meta, userAgent: OTHER_UA })).rejects.toThrow(
      new ForbiddenError(BLOCKED_DEVICE_MESSAGE),
    );
    await expect(signIn(svc, { email: user.email, password: PASSWORD }, { ...phone.meta, deviceId: newDeviceId() })).rejects.toThrow(
      new ForbiddenError(BLOCKED_DEVICE_MESSAGE),
    );
    expect(await codeMails(user.email)).toHaveLength(before);
  });

  it("after 30 days a new device needs no code", async () => {
    const { user } = await memberWhoBlockedAPhone();
    const before = (await codeMails(user.email)).length;
    const newcomer = browser(OTHER_UA);
    const later = Date.now() + BLOCK_WINDOW_MS + 60_000;
    const { context } = await signIn(svc, { email: user.email, password: PASSWORD }, newcomer.meta, later);
    expect(context.browser).toBe("Firefox");
    expect(await codeMails(user.email)).toHaveLength(before);
    // A day before the end, it still did.
    const other = browser(OTHER_UA);
    await expect(
      signIn(svc, { email: user.email, password: PASSWORD }, other.meta, Date.now() + BLOCK_WINDOW_MS - 24 * 3600_000),
    ).rejects.toThrow(SignInCodeRequiredError);
  });
});

/** Signs in at `now` with the password, expecting the code step; returns its pending token. */
async function pendingTokenOf(user: User, meta: RequestMeta, now = Date.now()): Promise<string> {
  try {
    await signIn(svc, { email: user.email, password: PASSWORD }, meta, now);
  } catch (error) {
    if (error instanceof SignInCodeRequiredError) return error.pendingToken;
    throw error;
  }
  throw new Error("expected the code step");
}
