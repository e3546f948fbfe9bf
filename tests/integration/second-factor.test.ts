import { beforeAll, describe, expect, it } from "vitest";
import {
  confirmEnrolment,
  enrolmentOffer,
  getFactor,
  getPendingSignIn,
  remainingRecoveryCodes,
  replaceRecoveryCodes,
  SECOND_FACTOR_MESSAGES,
  startPendingSignIn,
  verifySecondFactor,
} from "@core/account/second-factor";
import { createUser, findUserByEmail } from "@core/account/user-store";
import { RateLimitedError, UnauthorizedError, ValidationError } from "@core/errors";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import { RATE_RULES, readWindow } from "@core/security/rate-limit";
import { totpCode } from "@core/security/totp";
import type { Services } from "@core/services";
import { getWebSession } from "@core/session/web-session";
import { DEMO_ADMIN_TOTP_SECRET, seedDemoAccounts } from "../../infra/local/seed/accounts";
import { createTestServices } from "../support/local-services";

/** The admins' second factor on DynamoDB Local (decision 016): replay, single-use recovery codes, races. */
let svc: Services;
let seededAdminId: string;
let network = 0;
/** A client of its own per test, so one test's failures never throttle another's. */
const client = () => ({ ip: `198.51.100.${++network}`, userAgent: "vitest" });
const STEP = 30_000;

beforeAll(async () => {
  svc = await createTestServices("second-factor");
  await seedDemoAccounts(svc);
  seededAdminId = (await findUserByEmail(svc.table, "admin@example.com"))!.id;
});

async function newAdmin(): Promise<string> {
  const user = await createUser(svc.table, {
    name: "New Admin",
    email: `admin-${Math.random().toString(36).slice(2)}@example.com`,
    passwordHash: await hashPassword("Admin#2026", TEST_PASSWORD_COST),
    role: "admin",
    verified: true,
  });
  return user.id;
}

async function enrol(userId: string, now: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { token, enrolled } = await startPendingSignIn(svc, { userId }, now);
  expect(enrolled).toBe(false);
  const offer = (await enrolmentOffer(svc, token, "a@example.com"))!;
  const secret = offer.secret;
  const { recoveryCodes } = await confirmEnrolment(svc, token, { code: totpCode(secret, now.getTime()) }, client(), now);
  return { secret, recoveryCodes };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: Error) => error.message,
  );

describe("the seeded admin", () => {
  it("has an enrolled factor whose secret is stored sealed, never as the base32 text", async () => {
    const factor = (await getFactor(svc.table, seededAdminId))!;
    expect(factor.secret.kid).toMatch(/^[0-9a-f]{8}$/);
    expect(JSON.stringify(factor)).not.toContain(DEMO_ADMIN_TOTP_SECRET);
    // Seeding again leaves it alone.
    await seedDemoAccounts(svc);
    expect((await getFactor(svc.table, seededAdminId))!.secret).toEqual(factor.secret);
  });
});

describe("TOTP codes", () => {
  it("accept a right code once: the same code again, or an older one, is refused", async () => {
    const now = new Date(Date.now() + 10 * STEP);
    const code = totpCode(DEMO_ADMIN_TOTP_SECRET, now.getTime());
    const first = await startPendingSignIn(svc, { userId: seededAdminId, contextId: "ctx-1" }, now);
    expect(first.enrolled).toBe(true);
    expect(await verifySecondFactor(svc, first.token, { code }, client(), now)).toEqual({ userId: seededAdminId, contextId: "ctx-1" });
    // The pending sign-in is spent.
    expect(await getPendingSignIn(svc.table, first.token, now)).toBeUndefined();

    const again = await startPendingSignIn(svc, { userId: seededAdminId }, now);
    await expect(refusal(verifySecondFactor(svc, again.token, { code }, client(), now))).resolves.toBe(SECOND_FACTOR_MESSAGES.usedCode);
    const older = totpCode(DEMO_ADMIN_TOTP_SECRET, now.getTime() - STEP);
    await expect(refusal(verifySecondFactor(svc, again.token, { code: older }, client(), now))).resolves.toBe(
      SECOND_FACTOR_MESSAGES.usedCode,
    );
    // The next step's code is new.
    const later = new Date(now.getTime() + STEP);
    const next = totpCode(DEMO_ADMIN_TOTP_SECRET, later.getTime());
    await expect(verifySecondFactor(svc, again.token, { code: next }, client(), later)).resolves.toMatchObject({ userId: seededAdminId });
  });

  it("of 8 concurrent sign-ins with one code, exactly one succeeds", async () => {
    const now = new Date(Date.now() + 100 * STEP);
    const code = totpCode(DEMO_ADMIN_TOTP_SECRET, now.getTime());
    const pendings = await Promise.all(Array.from({ length: 8 }, () => startPendingSignIn(svc, { userId: seededAdminId }, now)));
    const failures = () => readWindow(svc.table, RATE_RULES.secondFactorFailuresPerAccount, seededAdminId, now.getTime());
    const failuresBefore = await failures();
    const outcomes = await Promise.all(
      pendings.map((p, i) => refusal(verifySecondFactor(svc, p.token, { code }, client(), new Date(now.getTime() + i)))),
    );
    expect(outcomes.filter((o) => o === "accepted")).toHaveLength(1);
    expect(outcomes.filter((o) => o === SECOND_FACTOR_MESSAGES.usedCode)).toHaveLength(7);
    // The seven were the right code, replayed: refused, but not guesses, so no failure is counted.
    expect(await failures()).toBe(failuresBefore);
  });

  it("refuse a wrong code with a clear message, and throttle a client after five", async () => {
    const now = new Date();
    const { token } = await startPendingSignIn(svc, { userId: seededAdminId }, now);
    const me = client();
    const wrong = totpCode(DEMO_ADMIN_TOTP_SECRET, now.getTime() + 10 * STEP);
    for (let i = 0; i < 5; i++) {
      const error = await verifySecondFactor(svc, token, { code: wrong }, me, now).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
    }
    const right = totpCode(DEMO_ADMIN_TOTP_SECRET, now.getTime());
    await expect(verifySecondFactor(svc, token, { code: right }, me, now)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(verifySecondFactor(svc, token, { code: "" }, me, now)).rejects.toThrow(SECOND_FACTOR_MESSAGES.codeRequired);
  });

  it("need a live pending sign-in: an expired or unknown one is refused, and its token is not a session", async () => {
    const now = new Date();
    const { token } = await startPendingSignIn(svc, { userId: seededAdminId }, now);
    expect(await getWebSession(svc.table, token, "admin")).toBeUndefined();
    const late = new Date(now.getTime() + 5 * 60_000 + 1);
    const code = totpCode(DEMO_ADMIN_TOTP_SECRET, late.getTime());
    await expect(verifySecondFactor(svc, token, { code }, client(), late)).rejects.toThrow(SECOND_FACTOR_MESSAGES.expired);
    await expect(verifySecondFactor(svc, "x".repeat(43), { code }, client(), now)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(verifySecondFactor(svc, undefined, { code }, client(), now)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe("enrolment", () => {
  it("offers one secret per pending sign-in, refuses a wrong code, and stores the factor with 10 recovery codes", async () => {
    const userId = await newAdmin();
    const now = new Date();
    const { token } = await startPendingSignIn(svc, { userId }, now);
    const [a, b] = await Promise.all([enrolmentOffer(svc, token, "x@example.com"), enrolmentOffer(svc, token, "x@example.com")]);
    expect(a!.secret).toBe(b!.secret);
    expect(a!.uri).toContain(`secret=${a!.secret}`);
    await expect(
      refusal(confirmEnrolment(svc, token, { code: totpCode(a!.secret, now.getTime() + 5 * STEP) }, client(), now)),
    ).resolves.toBe(SECOND_FACTOR_MESSAGES.wrongEnrolmentCode);
    expect(await getFactor(svc.table, userId)).toBeUndefined();

    const { recoveryCodes } = await confirmEnrolment(svc, token, { code: totpCode(a!.secret, now.getTime()) }, client(), now);
    expect(recoveryCodes).toHaveLength(10);
    expect(await remainingRecoveryCodes(svc.table, userId)).toBe(10);
    expect((await getFactor(svc.table, userId))!.lastUsedStep).toBe(Math.floor(now.getTime() / STEP));
    // The enrolment code was its first use: not again.
    const next = await startPendingSignIn(svc, { userId }, now);
    expect(next.enrolled).toBe(true);
    await expect(refusal(verifySecondFactor(svc, next.token, { code: totpCode(a!.secret, now.getTime()) }, client(), now))).resolves.toBe(
      SECOND_FACTOR_MESSAGES.usedCode,
    );
    // The pending sign-in was spent by the enrolment.
    await expect(confirmEnrolment(svc, token, { code: "123456" }, client(), now)).rejects.toThrow(SECOND_FACTOR_MESSAGES.expired);
  });
});

describe("recovery codes", () => {
  it("each sign in once, however typed; concurrent uses of one give exactly one success", async () => {
    const userId = await newAdmin();
    const now = new Date();
    const { recoveryCodes } = await enrol(userId, now);
    const [first, second] = recoveryCodes as [string, string];

    const p1 = await startPendingSignIn(svc, { userId }, now);
    await expect(verifySecondFactor(svc, p1.token, { code: ` ${first.toUpperCase()} ` }, client(), now)).resolves.toMatchObject({ userId });
    expect(await remainingRecoveryCodes(svc.table, userId)).toBe(9);
    const p2 = await startPendingSignIn(svc, { userId }, now);
    await expect(refusal(verifySecondFactor(svc, p2.token, { code: first }, client(), now))).resolves.toBe(
      SECOND_FACTOR_MESSAGES.wrongCode,
    );
    await expect(refusal(verifySecondFactor(svc, p2.token, { code: "abcde-fghij" }, client(), now))).resolves.toBe(
      SECOND_FACTOR_MESSAGES.wrongCode,
    );

    const pendings = await Promise.all(Array.from({ length: 6 }, () => startPendingSignIn(svc, { userId }, now)));
    const outcomes = await Promise.all(pendings.map((p) => refusal(verifySecondFactor(svc, p.token, { code: second }, client(), now))));
    expect(outcomes.filter((o) => o === "accepted")).toHaveLength(1);
    expect(await remainingRecoveryCodes(svc.table, userId)).toBe(8);

    const fresh = await replaceRecoveryCodes(svc.table, userId);
    expect(await remainingRecoveryCodes(svc.table, userId)).toBe(10);
    const p3 = await startPendingSignIn(svc, { userId }, now);
    await expect(refusal(verifySecondFactor(svc, p3.token, { code: recoveryCodes[5]! }, client(), now))).resolves.toBe(
      SECOND_FACTOR_MESSAGES.wrongCode,
    );
    await expect(verifySecondFactor(svc, p3.token, { code: fresh[0]! }, client(), now)).resolves.toMatchObject({ userId });
  });
});
