import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { ForbiddenError, RateLimitedError, ServiceUnavailableError, UnauthorizedError, ValidationError } from "../errors";
import { errorFields, log } from "../log";
import { ConditionFailedError, type Table } from "../ports/table/table";
import { countInWindow, hitRateLimits, RATE_LIMIT_MESSAGE, RATE_RULES, readWindow } from "../security/rate-limit";
import { isDeviceId } from "../security/sign-in-throttle";
import type { Services } from "../services";
import type { RequestMeta } from "./account-service";
import { BLOCKED_DEVICE_MESSAGE, describeContext, getContext, isBlockedContext } from "./device-context";
import { greeting, mailLanguage, signInCodeEmail } from "./emails";
import { SIGN_IN_CODE_MESSAGES, signInCodeSchema } from "./sign-in-code-schema";
import { userKeys, type User } from "./user";

export { SIGN_IN_CODE_MESSAGES, signInCodeSchema };

/**
 * A block that holds (issue 28, docs/decisions/003). Blocking a device refuses its context (browser,
 * OS, type and network), which a blocked browser escapes by sending another User-Agent. So for
 * BLOCK_WINDOW_MS after the member last blocked a device, a sign-in from a browser that is not
 * already trusted needs a one-time code e-mailed to the member, typed after the password. Trusted:
 * a device id (the browser's long-lived random cookie) that has signed in to the account before and
 * whose device is not blocked. The JSON API carries no device id, so in that window every API
 * sign-in needs the code. A browser whose device is blocked stays refused outright.
 *
 * The one place of these rules: the sign-in page and POST /api/users/signin both go through
 * account-service's signIn (which calls checkDeviceAfterBlock) and signInWithCode.
 */
type Svc = Pick<Services, "table" | "mailer" | "config">;

export const BLOCK_WINDOW_MS = 30 * 24 * 3600_000;
export const SIGN_IN_CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong codes one pending sign-in may take; the next wrong one ends it (sign in again for a new code). */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;
/** How long a browser's device id stays linked to the account: the device cookie's own lifetime. */
const BROWSER_REMEMBERED_MS = 400 * 24 * 3600_000;

/** The password was right, but this browser must type the e-mailed code (403, with the token that names the pending sign-in). */
export class SignInCodeRequiredError extends ForbiddenError {
  constructor(readonly pendingToken: string) {
    super(SIGN_IN_CODE_MESSAGES.required);
  }
}

/** Between the password and the code. Only hashes are stored: of the token, and of the code bound to the token. */
interface PendingCodeSignIn {
  pk: string;
  sk: "PENDING";
  entity: "sign-in-code";
  userId: string;
  codeHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  ttl: number;
}

/** Which of the account's devices a browser (its device id) last signed in as. */
interface KnownBrowser {
  pk: string;
  sk: string;
  entity: "known-browser";
  contextId: string;
  lastSignInAt: string;
  ttl: number;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const pendingKey = (token: string) => ({ pk: `SIGNINCODE#${sha256(token)}`, sk: "PENDING" as const });
const browserKey = (userId: string, deviceId: string) => ({ pk: `USER#${userId}`, sk: `BROWSER#${sha256(deviceId).slice(0, 32)}` });
/** Bound to the token: a table read alone cannot try the million codes offline. */
const codeHashOf = (token: string, code: string) => sha256(`${token}:${code}`);
const isToken = (token: unknown): token is string => typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Within BLOCK_WINDOW_MS of the member's latest block. */
export function inBlockWindow(user: Pick<User, "deviceBlockedAt">, now: Date): boolean {
  return Boolean(user.deviceBlockedAt) && now.getTime() - Date.parse(user.deviceBlockedAt!) < BLOCK_WINDOW_MS;
}

/** Starts the window: called by every block (the devices page, the API, the e-mailed link). */
export async function noteDeviceBlocked(table: Table, userId: string, now = new Date()): Promise<void> {
  const key = userKeys.item(userId);
  await table.update(
    key.pk,
    key.sk,
    { expression: "SET deviceBlockedAt = :now", values: { ":now": now.toISOString() } },
    "attribute_exists(pk)",
  );
}

/** Links this browser to the device it signed in as; called by every completed sign-in that carries a device id. */
export async function rememberBrowser(
  table: Table,
  userId: string,
  deviceId: string | undefined,
  contextId: string,
  now = new Date(),
): Promise<void> {
  if (!isDeviceId(deviceId)) return;
  const item: KnownBrowser = {
    ...browserKey(userId, deviceId),
    entity: "known-browser",
    contextId,
    lastSignInAt: now.toISOString(),
    ttl: Math.floor((now.getTime() + BROWSER_REMEMBERED_MS) / 1000),
  };
  await table.put(item);
}

/** The device this browser last signed in to the account as, if it did. */
async function knownDeviceOf(table: Table, userId: string, deviceId: string | undefined) {
  if (!isDeviceId(deviceId)) return undefined;
  const key = browserKey(userId, deviceId);
  const known = await table.get<KnownBrowser>(key.pk, key.sk, true);
  return known && getContext(table, userId, known.contextId);
}

/**
 * After the right password, before any session: refuses a browser whose device is blocked, and in
 * the block window e-mails a code to a browser that is not trusted, throwing SignInCodeRequiredError.
 */
export async function checkDeviceAfterBlock(svc: Svc, user: User, meta: RequestMeta, now = new Date()): Promise<void> {
  // Admins have their own second factor after the password (decision 016); their flow stays as it is.
  if (user.role === "admin") return;
  const device = await knownDeviceOf(svc.table, user.id, meta.deviceId);
  if (device?.status === "blocked") throw new ForbiddenError(BLOCKED_DEVICE_MESSAGE);
  if (!inBlockWindow(user, now) || device) return;
  const where = describeContext(meta.userAgent, meta.ip);
  // A blocked device with a fresh cookie is still that device: refused, not offered a code.
  if (await isBlockedContext(svc.table, user.id, where)) throw new ForbiddenError(BLOCKED_DEVICE_MESSAGE);
  // Each code is a mail to the member: only the right password gets here, and this caps even that.
  await hitRateLimits(svc.table, [{ rule: RATE_RULES.signInCodeMailsPerAccount, key: user.id }], now.getTime());

  const token = randomBytes(32).toString("base64url");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS);
  const pending: PendingCodeSignIn = {
    ...pendingKey(token),
    entity: "sign-in-code",
    userId: user.id,
    codeHash: codeHashOf(token, code),
    attempts: 0,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    // TTL only tidies up; expiry is checked on every read.
    ttl: Math.floor(expiresAt.getTime() / 1000) + 3600,
  };
  await svc.table.create(pending);
  try {
    await svc.mailer.send(signInCodeEmail(user.email, greeting(user, mailLanguage(user)), code, where, now, mailLanguage(user)));
  } catch (error) {
    log.error("sign-in code e-mail failed", { userId: user.id, ...errorFields(error) });
    throw new ServiceUnavailableError(SIGN_IN_CODE_MESSAGES.mailFailed);
  }
  throw new SignInCodeRequiredError(token);
}

/** The live pending sign-in behind a token (the code page shows only for one). */
export async function getPendingCodeSignIn(table: Table, token: unknown, now = new Date()): Promise<PendingCodeSignIn | undefined> {
  if (!isToken(token)) return undefined;
  const key = pendingKey(token);
  const pending = await table.get<PendingCodeSignIn>(key.pk, key.sk, true);
  if (!pending || pending.entity !== "sign-in-code" || pending.expiresAt <= now.toISOString()) return undefined;
  if (pending.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return undefined;
  return pending;
}

const codeError = (message: string) => new ValidationError(message, { code: [message] });

/**
 * Checks the code of a pending sign-in and spends it; returns whose sign-in it was. The right code
 * deletes the pending item in a conditional write (single use: of two requests with it, one wins);
 * a wrong one counts against the pending sign-in (SIGN_IN_CODE_MAX_ATTEMPTS) and the account (all
 * pending sign-ins together, per hour), so a password holder cannot guess by starting afresh.
 */
export async function spendSignInCode(svc: Pick<Services, "table">, token: unknown, input: unknown, now = new Date()): Promise<string> {
  const parsed = signInCodeSchema.safeParse(input);
  if (!parsed.success) throw codeError(parsed.error.issues[0]?.message ?? SIGN_IN_CODE_MESSAGES.codeRequired);
  const pending = await getPendingCodeSignIn(svc.table, token, now);
  if (!pending || !isToken(token)) throw new UnauthorizedError(SIGN_IN_CODE_MESSAGES.expired);
  const rule = RATE_RULES.signInCodeFailuresPerAccount;
  if ((await readWindow(svc.table, rule, pending.userId, now.getTime())) >= rule.limit) throw new RateLimitedError(RATE_LIMIT_MESSAGE);

  const stillLive = {
    expression: "attribute_exists(pk) AND attempts < :max AND expiresAt > :now",
    values: { ":max": SIGN_IN_CODE_MAX_ATTEMPTS, ":now": now.toISOString() },
  };
  const right = timingSafeEqual(Buffer.from(codeHashOf(token, parsed.data.code)), Buffer.from(pending.codeHash));
  if (right) {
    try {
      await svc.table.delete(pending.pk, pending.sk, stillLive);
    } catch (error) {
      if (error instanceof ConditionFailedError) throw new UnauthorizedError(SIGN_IN_CODE_MESSAGES.expired);
      throw error;
    }
    return pending.userId;
  }
  await countInWindow(svc.table, rule, pending.userId, now.getTime());
  try {
    const counted = await svc.table.update<PendingCodeSignIn>(
      pending.pk,
      pending.sk,
      { expression: "ADD attempts :one", values: { ":one": 1, ...stillLive.values } },
      stillLive.expression,
    );
    if (counted.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) throw codeError(SIGN_IN_CODE_MESSAGES.tooMany);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new UnauthorizedError(SIGN_IN_CODE_MESSAGES.expired);
    throw error;
  }
  throw codeError(SIGN_IN_CODE_MESSAGES.wrongCode);
}
