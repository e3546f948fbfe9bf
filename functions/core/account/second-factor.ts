import { randomBytes } from "node:crypto";
import { UnauthorizedError, ValidationError, RateLimitedError } from "../errors";
import { log } from "../log";
import { ConditionFailedError, TransactionFailedError, type Table } from "../ports/table/table";
import { loadSecrets } from "../secrets";
import { countInWindow, RATE_LIMIT_MESSAGE, RATE_RULES, readWindow } from "../security/rate-limit";
import { open, seal, type SealedBox } from "../security/secret-box";
import { beginSignInAttempt } from "../security/sign-in-throttle";
import { generateTotpSecret, matchTotpStep, otpauthUri } from "../security/totp";
import type { Services } from "../services";
import type { RequestMeta } from "./account-service";
import { SECOND_FACTOR_MESSAGES, secondFactorSchema } from "./second-factor-schema";
import {
  factorKey,
  generateRecoveryCodes,
  getFactor,
  normaliseRecoveryCode,
  recoveryKey,
  sealContext,
  sha256,
  type RecoveryCodeItem,
  type TotpFactor,
} from "./totp-factor";

export { SECOND_FACTOR_MESSAGES, secondFactorSchema };
export {
  generateRecoveryCodes,
  getFactor,
  normaliseRecoveryCode,
  putEnrolledFactor,
  RECOVERY_CODE_COUNT,
  remainingRecoveryCodes,
  replaceRecoveryCodes,
  type TotpFactor,
} from "./totp-factor";

/**
 * The admins' second factor (issue 13, decision 016): an authenticator app (TOTP) and ten one-time
 * recovery codes. The password step leaves a short-lived pending sign-in (a table item named by a
 * random token the browser holds in its own cookie); only the second step turns it into an admin
 * session, and the pending item is good for nothing else.
 */
type Svc = Pick<Services, "table" | "config">;

export const PENDING_LIFETIME_MS = 5 * 60_000;
export const TOTP_ISSUER = "SMART PARKING";

const pendingKey = (token: string) => ({ pk: `ADMINMFA#${sha256(token)}`, sk: "PENDING" as const });

/** Between the password and the second factor. */
export interface PendingSignIn {
  pk: string;
  sk: "PENDING";
  entity: "admin-sign-in-pending";
  userId: string;
  contextId?: string;
  /** The secret offered for enrolment, sealed (kept here so a reload shows the same one). */
  candidate?: SealedBox;
  /**
   * Set by a confirmed enrolment, which spends the pending sign-in. Marked rather than deleted: the
   * enrolment page's loader runs again after its action (the same request) and must still find it.
   */
  usedAt?: string;
  createdAt: string;
  expiresAt: string;
  ttl: number;
}

/** After the right password: the pending sign-in's token (for the browser's cookie) and whether a factor is enrolled. */
export async function startPendingSignIn(
  svc: Svc,
  input: { userId: string; contextId?: string },
  now = new Date(),
): Promise<{ token: string; enrolled: boolean }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PENDING_LIFETIME_MS);
  const pending: PendingSignIn = {
    ...pendingKey(token),
    entity: "admin-sign-in-pending",
    userId: input.userId,
    contextId: input.contextId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    // TTL only tidies up; expiry is checked on every read.
    ttl: Math.floor(expiresAt.getTime() / 1000) + 3600,
  };
  await svc.table.create(pending);
  return { token, enrolled: (await getFactor(svc.table, input.userId)) !== undefined };
}

/** The live pending sign-in behind a token, or undefined; `includeUsed` also returns one an enrolment just spent. */
export async function getPendingSignIn(
  table: Table,
  token: unknown,
  now = new Date(),
  options: { includeUsed?: boolean } = {},
): Promise<PendingSignIn | undefined> {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const key = pendingKey(token);
  const pending = await table.get<PendingSignIn>(key.pk, key.sk, true);
  if (!pending || pending.entity !== "admin-sign-in-pending" || pending.expiresAt <= now.toISOString()) return undefined;
  if (pending.usedAt && !options.includeUsed) return undefined;
  return pending;
}

export async function endPendingSignIn(table: Table, token: unknown): Promise<void> {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return;
  const key = pendingKey(token);
  await table.delete(key.pk, key.sk);
}

/**
 * The secret offered to an admin without a factor, and its otpauth URI. Made once per pending
 * sign-in (a conditional write: two tabs get the same one).
 */
export async function enrolmentOffer(svc: Svc, token: string, account: string): Promise<{ secret: string; uri: string } | undefined> {
  const pending = await getPendingSignIn(svc.table, token);
  if (!pending) return undefined;
  const { sessionSecrets } = await loadSecrets(svc.config);
  let sealed = pending.candidate;
  if (!sealed) {
    const fresh = seal(generateTotpSecret(), sealContext(pending.userId), sessionSecrets);
    try {
      await svc.table.update(
        pending.pk,
        pending.sk,
        { expression: "SET candidate = :c", values: { ":c": fresh } },
        "attribute_not_exists(candidate)",
      );
      sealed = fresh;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      sealed = (await getPendingSignIn(svc.table, token))?.candidate;
    }
  }
  const secret = sealed && open(sealed, sealContext(pending.userId), sessionSecrets)?.plain;
  if (!secret) return undefined;
  return { secret, uri: otpauthUri(secret, account, TOTP_ISSUER) };
}

export interface SecondFactorResult {
  userId: string;
  contextId?: string;
}

/**
 * Throttling of second-factor attempts, with the sign-in throttle (security/sign-in-throttle.ts)
 * under an account name of its own (`second-factor:<user id>`), so a right password never wipes a
 * wrong code's count; plus a cap on failures on the account from all clients together, which
 * refuses further attempts for the rest of the window (someone with the password guessing from
 * many networks).
 */
async function throttled<T>(svc: Svc, pending: PendingSignIn, meta: RequestMeta, check: () => Promise<T>, now = Date.now()): Promise<T> {
  const rule = RATE_RULES.secondFactorFailuresPerAccount;
  if ((await readWindow(svc.table, rule, pending.userId, now)) >= rule.limit) throw new RateLimitedError(RATE_LIMIT_MESSAGE);
  const attempt = await beginSignInAttempt(
    svc.table,
    { account: `second-factor:${pending.userId}`, ip: meta.ip, deviceId: meta.deviceId },
    now,
  );
  try {
    const result = await check();
    await attempt.succeeded();
    return result;
  } catch (error) {
    // A replayed code was right (it matched this step): it shows the code is known, not guessed, so
    // it does not count towards the limits that stop guessing. It is still refused.
    if (error instanceof ValidationError && !(error instanceof ReplayedCodeError)) {
      await attempt.failed({ userId: pending.userId });
      const failures = await countInWindow(svc.table, rule, pending.userId, now);
      if (failures === rule.limit)
        log.warn("second-factor failures on one account reached the limit", { alarm: "second-factor-failures", userId: pending.userId });
    }
    throw error;
  }
}

const codeError = (message: string) => new ValidationError(message, { code: [message] });

/** The right code, already used once (replay protection): refused, but not a guess. */
class ReplayedCodeError extends ValidationError {
  override name = "ReplayedCodeError";
  constructor() {
    super(SECOND_FACTOR_MESSAGES.usedCode, { code: [SECOND_FACTOR_MESSAGES.usedCode] });
  }
}

/** Whose pending sign-in this token is; throws the "sign in again" refusal otherwise. */
async function requirePending(svc: Svc, token: unknown, now: Date): Promise<PendingSignIn & { token: string }> {
  const pending = await getPendingSignIn(svc.table, token, now);
  if (!pending) throw new UnauthorizedError(SECOND_FACTOR_MESSAGES.expired);
  return { ...pending, token: token as string };
}

/**
 * Confirms enrolment with a code from the offered secret: the factor, ten recovery codes and the
 * end of the pending sign-in are written in one transaction (the factor only if none exists).
 * Returns the recovery codes, to be shown this once.
 */
export async function confirmEnrolment(
  svc: Svc,
  token: unknown,
  input: unknown,
  meta: RequestMeta,
  now = new Date(),
): Promise<SecondFactorResult & { recoveryCodes: string[] }> {
  const pending = await requirePending(svc, token, now);
  const { code } = parseCode(input);
  const { sessionSecrets } = await loadSecrets(svc.config);
  const secret = pending.candidate && open(pending.candidate, sealContext(pending.userId), sessionSecrets)?.plain;
  if (!secret) throw new UnauthorizedError(SECOND_FACTOR_MESSAGES.expired);
  return throttled(
    svc,
    pending,
    meta,
    async () => {
      const step = matchTotpStep(secret, code, now.getTime());
      if (step === undefined) throw codeError(SECOND_FACTOR_MESSAGES.wrongEnrolmentCode);
      const recoveryCodes = generateRecoveryCodes();
      const factor: TotpFactor = {
        ...factorKey(pending.userId),
        entity: "totp-factor",
        userId: pending.userId,
        secret: seal(secret, sealContext(pending.userId), sessionSecrets),
        lastUsedStep: step,
        enrolledAt: now.toISOString(),
      };
      const codes: RecoveryCodeItem[] = recoveryCodes.map((c) => ({
        ...recoveryKey(pending.userId, c),
        entity: "recovery-code",
        createdAt: now.toISOString(),
      }));
      try {
        await svc.table.transact([
          { Put: { Item: factor, ConditionExpression: "attribute_not_exists(pk)" } },
          ...codes.map((item) => ({ Put: { Item: item } })),
          {
            Update: {
              Key: { pk: pending.pk, sk: pending.sk },
              UpdateExpression: "SET usedAt = :now",
              ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(usedAt)",
              ExpressionAttributeValues: { ":now": now.toISOString() },
            },
          },
        ]);
      } catch (error) {
        // Another tab enrolled first, or this pending sign-in was used already.
        if (error instanceof TransactionFailedError && error.conditionFailed) throw new UnauthorizedError(SECOND_FACTOR_MESSAGES.expired);
        throw error;
      }
      return { userId: pending.userId, contextId: pending.contextId, recoveryCodes };
    },
    now.getTime(),
  );
}

function parseCode(input: unknown): { code: string } {
  const parsed = secondFactorSchema.safeParse(input);
  if (!parsed.success) throw codeError(parsed.error.issues[0]?.message ?? SECOND_FACTOR_MESSAGES.codeRequired);
  return parsed.data;
}

/**
 * The second step for an enrolled admin: a TOTP code (6 digits) or a recovery code. Accepting one
 * and ending the pending sign-in is one transaction conditioned on the code being new (TOTP: its
 * step after the last accepted one; recovery: not used yet), so of two requests with one code,
 * exactly one succeeds.
 */
export async function verifySecondFactor(
  svc: Svc,
  token: unknown,
  input: unknown,
  meta: RequestMeta,
  now = new Date(),
): Promise<SecondFactorResult> {
  const pending = await requirePending(svc, token, now);
  const { code } = parseCode(input);
  const endPending = {
    Delete: { Key: { pk: pending.pk, sk: pending.sk }, ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(usedAt)" },
  };
  return throttled(
    svc,
    pending,
    meta,
    async () => {
      const isTotp = /^\d{6}$/.test(code.replace(/\s/g, ""));
      let use: NonNullable<Parameters<Table["transact"]>[0][number]>;
      if (isTotp) {
        const factor = await getFactor(svc.table, pending.userId);
        if (!factor) throw new UnauthorizedError(SECOND_FACTOR_MESSAGES.expired);
        const { sessionSecrets } = await loadSecrets(svc.config);
        const opened = open(factor.secret, sealContext(pending.userId), sessionSecrets);
        if (!opened) {
          log.error("an admin's TOTP secret does not open with the current keys", { userId: pending.userId });
          throw codeError(SECOND_FACTOR_MESSAGES.wrongCode);
        }
        const step = matchTotpStep(opened.plain, code, now.getTime());
        if (step === undefined) throw codeError(SECOND_FACTOR_MESSAGES.wrongCode);
        if (step <= factor.lastUsedStep) throw new ReplayedCodeError();
        // A secret sealed with a retired key is sealed again with the newest on its next use.
        const reseal = opened.stale ? seal(opened.plain, sealContext(pending.userId), sessionSecrets) : undefined;
        use = {
          Update: {
            Key: factorKey(pending.userId),
            UpdateExpression: reseal ? "SET lastUsedStep = :step, secret = :secret" : "SET lastUsedStep = :step",
            ConditionExpression: "attribute_exists(pk) AND lastUsedStep < :step",
            ExpressionAttributeValues: { ":step": step, ...(reseal ? { ":secret": reseal } : {}) },
          },
        };
      } else {
        const key = recoveryKey(pending.userId, code);
        if (normaliseRecoveryCode(code).length !== 10) throw codeError(SECOND_FACTOR_MESSAGES.wrongCode);
        use = {
          Update: {
            Key: key,
            UpdateExpression: "SET usedAt = :now",
            ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(usedAt)",
            ExpressionAttributeValues: { ":now": now.toISOString() },
          },
        };
      }
      try {
        await svc.table.transact([use, endPending]);
      } catch (error) {
        if (error instanceof TransactionFailedError && error.conditionFailed) {
          if (error.reasons[1] === "ConditionalCheckFailed") throw new UnauthorizedError(SECOND_FACTOR_MESSAGES.expired);
          // TOTP: another request took this step first. Recovery: unknown or used (not told apart).
          throw isTotp ? new ReplayedCodeError() : codeError(SECOND_FACTOR_MESSAGES.wrongCode);
        }
        throw error;
      }
      return { userId: pending.userId, contextId: pending.contextId };
    },
    now.getTime(),
  );
}
