import { randomBytes, scryptSync } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn, type RequestMeta } from "@core/account/account-service";
import { isResetTokenValid, requestPasswordReset, resetPassword } from "@core/account/password-reset";
import { listContexts } from "@core/account/device-context";
import { createUser, getUser } from "@core/account/user-store";
import type { User } from "@core/account/user";
import { RateLimitedError, UnauthorizedError } from "@core/errors";
import { log } from "@core/log";
import type { Table } from "@core/ports/table/table";
import { countInWindow, RATE_LIMIT_MESSAGE, RATE_RULES } from "@core/security/rate-limit";
import { backoffDelayMs, SIGN_IN_BACKOFF } from "@core/security/sign-in-throttle";
import type { Services } from "@core/services";
import { createWebSession, getWebSession } from "@core/session/web-session";
import { bearer, call, multipart, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

/**
 * Issue 9: sign-in limits that count failures per account and client (a stranger cannot lock an
 * owner out), NAT-sized per-network limits, reset mails a stranger cannot use up, reset links that
 * die with the first reset, and device removal. Real services and handlers on DynamoDB Local; the
 * clock is injected wherever back-off has to end.
 */
let svc: Services;
let seq = 0;
const PASSWORD = "Correct#Horse1";
const WRONG = "Wrong#Horse1";

/**
 * scrypt at N=2^10 instead of 2^15: the stored hash carries its own parameters, so sign-in verifies
 * it in about a millisecond. These tests are about the limits, not the hashing cost.
 */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}
const HASH = cheapHash(PASSWORD);

const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;
const makeUser = (tag: string, hash = HASH): Promise<User> =>
  createUser(svc.table, { name: "Limit Tester", email: newEmail(tag), passwordHash: hash });
const meta = (ip: string, deviceId?: string): RequestMeta => ({
  ip,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
  deviceId,
});
const device = () => randomBytes(16).toString("base64url");

/** The outcome of a service-level sign-in, as a status. */
async function attempt(email: string, password: string, who: RequestMeta, now?: number): Promise<number> {
  try {
    await signIn(svc, { email, password }, who, now);
    return 200;
  } catch (error) {
    if (error instanceof RateLimitedError) {
      expect(error.message).toBe(RATE_LIMIT_MESSAGE);
      return 429;
    }
    if (error instanceof UnauthorizedError) return 401;
    throw error;
  }
}

/** Runs the tasks with at most `width` at a time. */
async function inBatches<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += width) results.push(...(await Promise.all(tasks.slice(i, i + width).map((t) => t()))));
  return results;
}

const noWait = () => Promise.resolve();
/** One clock for the reset-mail tests, so their hourly and daily windows cannot roll over mid-test. */
const resetClock = { pace: noWait, now: Date.now() };
const resetMails = async (to: string) => (await svc.outbox!.list()).filter((m) => m.to === to && m.subject === "Reset your password");
const tokenOf = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

beforeAll(async () => {
  svc = await createTestServices("account-limits");
  useServicesForHandlers(svc);
});

afterEach(() => vi.restoreAllMocks());

describe("sign-in counts failures per account and client", () => {
  it("50 wrong passwords from one client do not stop the right one from another client", async () => {
    const user = await makeUser("fifty");
    const attacker = "198.51.100.10";
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const form = await multipart({ email: user.email, password: WRONG });
      const res = await call("POST", "/api/users/signin", { body: form.body, headers: form.headers, ip: attacker });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    }
    // Five free failures, then back-off: every further attempt is refused without a password check.
    expect(statuses.slice(0, SIGN_IN_BACKOFF.freeFailures).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_BACKOFF.freeFailures).every((s) => s === 429)).toBe(true);

    const owner = await multipart({ email: user.email, password: PASSWORD });
    const ok = await call("POST", "/api/users/signin", { body: owner.body, headers: owner.headers, ip: "203.0.113.50" });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(user.email);

    // The attacker's own client stays in back-off, even with the right password.
    const same = await call("POST", "/api/users/signin", { body: owner.body, headers: owner.headers, ip: attacker });
    expect(same.status).toBe(429);
    expect(same.body).toEqual({ message: RATE_LIMIT_MESSAGE });
  });

  it("back-off doubles with each failure up to 15 minutes, ends on time, and the right password then gets in", async () => {
    const user = await makeUser("backoff");
    const client = meta("198.51.100.11");
    let now = Date.UTC(2026, 10, 21, 10);
    const delays: number[] = [];
    // 50 real failures: after each one in back-off the clock moves just past the wait.
    for (let failures = 1; failures <= 50; failures++) {
      expect(await attempt(user.email, WRONG, client, now)).toBe(401);
      const delay = backoffDelayMs(failures);
      delays.push(delay);
      if (delay > 0) {
        expect(await attempt(user.email, PASSWORD, client, now + delay - 1)).toBe(429);
        now += delay;
      }
    }
    expect(delays.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(delays.slice(4, 10)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000]);
    expect(Math.max(...delays)).toBe(SIGN_IN_BACKOFF.maxDelayMs);

    // After the 50th failure: refused with the right password until the wait is over...
    now -= SIGN_IN_BACKOFF.maxDelayMs;
    expect(await attempt(user.email, PASSWORD, client, now + 60_000)).toBe(429);
    expect(await attempt(user.email, PASSWORD, client, now + SIGN_IN_BACKOFF.maxDelayMs - 1)).toBe(429);
    // ...then let in, which wipes the failures: the next typo is a free one again.
    expect(await attempt(user.email, PASSWORD, client, now + SIGN_IN_BACKOFF.maxDelayMs)).toBe(200);
    expect(await attempt(user.email, WRONG, client, now + SIGN_IN_BACKOFF.maxDelayMs + 1)).toBe(401);
    expect(await attempt(user.email, PASSWORD, client, now + SIGN_IN_BACKOFF.maxDelayMs + 2)).toBe(200);
  });

  it("a stranger on the owner's own network cannot hold back the owner's known browser", async () => {
    const user = await makeUser("nat");
    const network = "100.64.7.9"; // carrier-grade NAT: everyone here shares this address
    const ownerDevice = device();
    expect(await attempt(user.email, PASSWORD, meta(network, ownerDevice))).toBe(200);

    // The stranger, same address, a fresh device cookie (or none) on every guess.
    const stranger = await inBatches(
      Array.from({ length: 30 }, (_, i) => () => attempt(user.email, WRONG, meta(network, i % 2 ? device() : undefined))),
      5,
    );
    expect(stranger.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_BACKOFF.freeFailures);
    expect(stranger.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - SIGN_IN_BACKOFF.freeFailures);

    // The owner's browser has signed in to this account before: its own pair, not the network's.
    expect(await attempt(user.email, PASSWORD, meta(network, ownerDevice))).toBe(200);
    // A browser the account has never seen counts as its network, which the stranger put in back-off
    // (docs/decisions/003: the price of not trusting device ids a client can make up).
    expect(await attempt(user.email, PASSWORD, meta(network, device()))).toBe(429);
    // From any other network the owner is let in at once.
    expect(await attempt(user.email, PASSWORD, meta("203.0.113.51", device()))).toBe(200);
  });

  it("races cannot buy extra guesses: parallel wrong passwords from one client get at most the free ones", async () => {
    const user = await makeUser("race");
    const statuses = await Promise.all(Array.from({ length: 20 }, () => attempt(user.email, WRONG, meta("198.51.100.12"))));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_BACKOFF.freeFailures);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("logs one warning when an account's failures from all clients cross the alarm threshold", async () => {
    const user = await makeUser("alarm");
    const warn = vi.spyOn(log, "warn");
    const threshold = RATE_RULES.signInFailuresPerAccountAlarm.limit;
    const now = Date.UTC(2026, 10, 21, 11, 1);
    // One failure from each of many networks: no pair reaches back-off, so only the alarm sees it.
    const statuses = await inBatches(
      Array.from({ length: threshold + 5 }, (_, i) => () => attempt(user.email, WRONG, meta(`192.0.2.${i + 1}`), now)),
      5,
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const alarms = warn.mock.calls.filter(([, fields]) => fields?.alarm === "signin-account-failures");
    expect(alarms).toHaveLength(1);
    expect(alarms[0]![1]).toMatchObject({ userId: user.id, failures: threshold });
    expect(JSON.stringify(alarms[0])).not.toContain(user.email);
    // The alarm refuses nothing: the owner signs in.
    expect(await attempt(user.email, PASSWORD, meta("203.0.113.52"), now)).toBe(200);
  });
});

describe("per-network limits are sized for carrier-grade NAT", () => {
  it("300 members behind one address, each with a typo first, all sign in", async () => {
    const users = await inBatches(
      Array.from({ length: 300 }, () => () => makeUser("cgnat")),
      25,
    );
    const ip = "100.64.0.1";
    const results = await inBatches(
      users.map((u, i) => async () => {
        const who = meta(ip, i % 3 === 0 ? undefined : device());
        return [await attempt(u.email, WRONG, who), await attempt(u.email, PASSWORD, who)];
      }),
      10,
    );
    expect(results.filter(([wrong]) => wrong !== 401)).toEqual([]);
    expect(results.filter(([, right]) => right !== 200)).toEqual([]);
    // Sized, not just lucky: 300 failures are well inside the network's budget.
    expect(RATE_RULES.signInFailuresPerNetwork.limit).toBeGreaterThanOrEqual(300);
  }, 120_000); // ~15 s on an idle 2-core machine: 300 accounts, 600 sign-ins

  it("a network over its failure budget refuses clients an account does not know, never known ones", async () => {
    const ip = "198.51.100.13";
    const now = Date.UTC(2026, 10, 21, 12, 1);
    const regular = await makeUser("regular");
    const regularDevice = device();
    expect(await attempt(regular.email, PASSWORD, meta(ip, regularDevice), now)).toBe(200);
    const apiRegular = await makeUser("api-regular");
    expect(await attempt(apiRegular.email, PASSWORD, meta(ip), now)).toBe(200);

    const rule = RATE_RULES.signInFailuresPerNetwork;
    const warn = vi.spyOn(log, "warn");
    await inBatches(
      Array.from({ length: rule.limit - 1 }, () => () => countInWindow(svc.table, rule, ip, now)),
      50,
    );
    const last = await makeUser("last");
    // The failure that reaches the limit is still answered as a failure, and logged once.
    expect(await attempt(last.email, WRONG, meta(ip), now)).toBe(401);
    expect(warn.mock.calls.filter(([, f]) => f?.alarm === "signin-network-failures")).toHaveLength(1);

    const newcomer = await makeUser("newcomer");
    expect(await attempt(newcomer.email, PASSWORD, meta(ip, device()), now)).toBe(429);
    expect(await attempt(regular.email, PASSWORD, meta(ip, regularDevice), now)).toBe(200);
    expect(await attempt(apiRegular.email, PASSWORD, meta(ip), now)).toBe(200);
    // Another network (here an IPv6 /64) has a budget of its own.
    expect(await attempt(newcomer.email, PASSWORD, meta("2001:db8:1:2::9"), now)).toBe(200);
    // The next window starts afresh.
    expect(await attempt(newcomer.email, PASSWORD, meta(ip, device()), now + rule.windowSeconds * 1000)).toBe(200);
  });

  it("sign-ups: a NAT-sized budget per network, then 429 and no account", async () => {
    const ip = "198.18.0.77";
    const rule = RATE_RULES.signUpPerNetwork;
    // The API takes no clock: stay clear of a window's end so the filled window is the one counted.
    const intoWindow = Date.now() % (rule.windowSeconds * 1000);
    if (intoWindow > rule.windowSeconds * 1000 - 20_000)
      await new Promise((r) => setTimeout(r, rule.windowSeconds * 1000 - intoWindow + 100));
    expect(rule.limit).toBeGreaterThanOrEqual(100);
    await inBatches(
      Array.from({ length: rule.limit - 1 }, () => () => countInWindow(svc.table, rule, ip)),
      50,
    );
    const body = (email: string) => ({ name: "Flood", email, password: PASSWORD, confirmPassword: PASSWORD, isConsentGiven: true });
    const last = await call("POST", "/api/users/signup", { ip, json: body(newEmail("last-signup")) });
    expect(last.status).toBe(201);
    const refusedEmail = newEmail("refused-signup");
    const refused = await call("POST", "/api/users/signup", { ip, json: body(refusedEmail) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(
      (await call("POST", "/api/users/signin", { json: { email: refusedEmail, password: PASSWORD }, ip: "203.0.113.53" })).status,
    ).toBe(401);
  });
});

describe("forgot password", () => {
  it("a stranger asking for resets of your e-mail does not stop your own reset mail", async () => {
    const user = await makeUser("reset-victim");
    const strangerStatuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      strangerStatuses.push(
        await requestPasswordReset(svc, { email: user.email }, meta("198.51.100.14"), resetClock).then(
          () => 200,
          (e: unknown) => (e instanceof RateLimitedError ? 429 : 500),
        ),
      );
    }
    const allowance = RATE_RULES.forgotPerAccountClient.limit;
    expect(strangerStatuses.slice(0, allowance).every((s) => s === 200)).toBe(true);
    expect(strangerStatuses.slice(allowance).every((s) => s === 429)).toBe(true);
    expect(await resetMails(user.email)).toHaveLength(allowance);

    // The owner, from their own network (never signed in from it), still gets the mail.
    await requestPasswordReset(svc, { email: user.email }, meta("203.0.113.54", device()), resetClock);
    expect(await resetMails(user.email)).toHaveLength(allowance + 1);
  });

  it("many strangers together hit the account's cap; the owner's known browser is still served", async () => {
    const user = await makeUser("reset-bombed");
    const ownerDevice = device();
    expect(await attempt(user.email, PASSWORD, meta("203.0.113.55", ownerDevice))).toBe(200);
    const cap = RATE_RULES.forgotPerAccount.limit;
    const statuses = await inBatches(
      Array.from(
        { length: cap + 5 },
        (_, i) => () =>
          requestPasswordReset(svc, { email: user.email }, meta(`2001:db8:${i.toString(16)}::1`), resetClock).then(
            () => 200,
            (e: unknown) => (e instanceof RateLimitedError ? 429 : 500),
          ),
      ),
      5,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(cap);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);

    // The owner's browser has signed in to the account, so the mail-bomb cap does not apply to it,
    // even on another network.
    await requestPasswordReset(svc, { email: user.email }, meta("198.51.100.15", ownerDevice), resetClock);
    expect(await resetMails(user.email)).toHaveLength(cap + 1);
  });

  it("does the same table work for unknown and known e-mails, and waits the same floor", async () => {
    const known = await makeUser("reset-known");
    const recorded = (email: string) => {
      const calls: string[] = [];
      const table = new Proxy(svc.table, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver) as unknown;
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            const first = args[0];
            // The method and the kind of key (RATE, SIGNIN, EMAIL, USER, TOKEN), not the key itself.
            const key = typeof first === "string" ? first : (first as { pk?: string } | undefined)?.pk;
            calls.push(`${String(name)} ${String(key).split("#")[0]}`);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      }) as Table;
      const paces: number[] = [];
      const mailer = { send: vi.fn(() => Promise.resolve()) };
      const run = requestPasswordReset({ ...svc, table, mailer }, { email }, meta("198.51.100.16"), {
        pace: (ms) => (paces.push(ms), Promise.resolve()),
      });
      return run.then(() => ({ calls, paces, mails: mailer.send.mock.calls.length }));
    };
    const unknown = await recorded(newEmail("nobody"));
    const existing = await recorded(known.email);
    expect(unknown.calls).toEqual(existing.calls);
    expect(existing.calls.filter((c) => /^(put|create|update|transact)/.test(c)).length).toBeGreaterThanOrEqual(4);
    expect(unknown.calls).toContain("create TOKEN");
    expect(unknown.paces).toHaveLength(1);
    expect(existing.paces).toHaveLength(1);
    expect(existing.mails).toBe(1);
    expect(unknown.mails).toBe(0);
  });

  it("a failing mail service answers like an unknown e-mail (logged, not shown)", async () => {
    const user = await makeUser("reset-mailfail");
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const mailer = { send: () => Promise.reject(new Error("SES is down")) };
    await expect(
      requestPasswordReset({ ...svc, mailer }, { email: user.email }, meta("198.51.100.17"), resetClock),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("password reset e-mail failed", expect.objectContaining({ userId: user.id }));
  });
});

describe("a password reset ends everything else", () => {
  it("voids every other reset link of the account", async () => {
    const user = await makeUser("reset-void");
    for (let i = 0; i < 3; i++) await requestPasswordReset(svc, { email: user.email }, meta("198.51.100.18"), resetClock);
    const tokens = (await resetMails(user.email)).map((m) => tokenOf(m.text));
    expect(tokens).toHaveLength(3);
    for (const token of tokens) expect(await isResetTokenValid(svc, token)).toBe(true);

    await resetPassword(svc, { token: tokens[1], password: "New#Password1", confirmPassword: "New#Password1" });
    for (const token of tokens) expect(await isResetTokenValid(svc, token)).toBe(false);
    const late = await call("POST", "/api/resetpassword/reset-password", {
      json: { token: tokens[0], password: "Other#Password1", confirmPassword: "Other#Password1" },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("Invalid or expired token.");
    expect((await call("POST", `/api/resetpassword/verify-token/${tokens[2]}`)).status).toBe(400);
    expect(await attempt(user.email, "New#Password1", meta("203.0.113.56"))).toBe(200);
    expect((await getUser(svc.table, user.id))?.resetGeneration).toBe(1);

    // A link asked for after the reset works (once).
    await requestPasswordReset(svc, { email: user.email }, meta("198.51.100.18"), resetClock);
    const fresh = (await resetMails(user.email)).map((m) => tokenOf(m.text)).find((t) => !tokens.includes(t))!;
    expect(await isResetTokenValid(svc, fresh)).toBe(true);
  });

  it("of two links used at the same moment, exactly one sets the password", async () => {
    const user = await makeUser("reset-race");
    for (let i = 0; i < 2; i++) await requestPasswordReset(svc, { email: user.email }, meta("198.51.100.19"), resetClock);
    const [a, b] = (await resetMails(user.email)).map((m) => tokenOf(m.text)) as [string, string];
    const outcomes = await Promise.allSettled([
      resetPassword(svc, { token: a, password: "First#Password1", confirmPassword: "First#Password1" }),
      resetPassword(svc, { token: b, password: "Second#Password1", confirmPassword: "Second#Password1" }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const winner = outcomes[0]!.status === "fulfilled" ? "First#Password1" : "Second#Password1";
    const loser = winner === "First#Password1" ? "Second#Password1" : "First#Password1";
    expect(await attempt(user.email, loser, meta("203.0.113.57"))).toBe(401);
    expect(await attempt(user.email, winner, meta("203.0.113.57"))).toBe(200);
    expect((await getUser(svc.table, user.id))?.tokenVersion).toBe(2);
  });
});

describe("removing a device", () => {
  const PHONE_UA = "Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile Safari/537.36";

  async function signInFrom(email: string, ip: string, userAgent?: string) {
    const form = await multipart({ email, password: PASSWORD });
    return call("POST", "/api/users/signin", {
      body: form.body,
      headers: { ...form.headers, ...(userAgent ? { "user-agent": userAgent } : {}) },
      ip,
    });
  }

  it("ends that device's sessions and refresh tokens, and only that device's", async () => {
    const user = await makeUser("remove");
    const laptop = await signInFrom(user.email, "203.0.113.60");
    const phone = await signInFrom(user.email, "203.0.113.61", PHONE_UA);
    const phoneContext = (await listContexts(svc.table, user.id)).find((c) => c.os === "Android")!;
    const laptopContext = (await listContexts(svc.table, user.id)).find((c) => c.status === "primary")!;
    const phoneWeb = await createWebSession(svc.table, { userId: user.id, kind: "user", contextId: phoneContext.id });
    const laptopWeb = await createWebSession(svc.table, { userId: user.id, kind: "user", contextId: laptopContext.id });

    const removed = await call("DELETE", `/api/auth/context-data/${phoneContext.id}`, { headers: bearer(laptop.body.accessToken) });
    expect(removed.status).toBe(200);
    expect((await call("POST", "/api/users/refresh-token", { json: { refreshToken: phone.body.refreshToken } })).status).toBe(401);
    expect(await getWebSession(svc.table, phoneWeb.id, "user")).toBeUndefined();
    expect((await call("POST", "/api/users/refresh-token", { json: { refreshToken: laptop.body.refreshToken } })).status).toBe(200);
    expect(await getWebSession(svc.table, laptopWeb.id, "user")).toBeDefined();
    expect((await listContexts(svc.table, user.id)).map((c) => c.id)).not.toContain(phoneContext.id);
  });

  it("refuses to remove a blocked device, which stays blocked", async () => {
    const user = await makeUser("remove-blocked");
    const laptop = await signInFrom(user.email, "203.0.113.62");
    await signInFrom(user.email, "203.0.113.63", PHONE_UA);
    const phoneContext = (await listContexts(svc.table, user.id)).find((c) => c.os === "Android")!;
    const auth = bearer(laptop.body.accessToken);
    expect((await call("PATCH", `/api/auth/context-data/block/${phoneContext.id}`, { headers: auth })).status).toBe(200);

    const removal = await call("DELETE", `/api/auth/context-data/${phoneContext.id}`, { headers: auth });
    expect(removal.status).toBe(403);
    expect(removal.body.message).toBe("A blocked device cannot be removed: unblock it first.");
    expect((await call("GET", "/api/auth/context-data/blocked", { headers: auth })).body).toEqual([
      expect.objectContaining({ _id: phoneContext.id }),
    ]);
    expect((await signInFrom(user.email, "203.0.113.63", PHONE_UA)).status).toBe(403);
  });
});
