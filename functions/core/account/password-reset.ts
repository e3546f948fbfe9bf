import { ValidationError } from "../errors";
import { errorFields, log } from "../log";
import { TransactionFailedError } from "../ports/table/table";
import { parseWith } from "../validation";
import { consumeTokenInTransaction, issueToken, peekToken, type OneTimeToken } from "../security/one-time-token";
import { hashPassword, passwordCost } from "../security/password";
import { ipKey } from "../security/network-key";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import { resolveClient } from "../security/sign-in-throttle";
import { revokeUserRefreshTokens } from "../session/refresh-token";
import { revokeUserWebSessions } from "../session/web-session";
import { link, type RequestMeta, type Svc } from "./account-service";
import { greeting, mailLanguage, passwordResetEmail } from "./emails";
import { forgotPasswordSchema, MESSAGES, resetPasswordSchema } from "./schemas";
import { getUser } from "./user-store";
import { normaliseEmail, userKeys, type User } from "./user";

/** Forgot password: the request (the same answer whether or not the e-mail has an account), the link's check, the reset. */

/**
 * The forgot-password request takes at least this long, whether or not the e-mail has an account:
 * only an existing account waits for the mail service, and the floor hides that wait (the mail is
 * sent in the request, not after it: a Lambda is frozen once it has answered, so a mail left
 * running in the background could go out minutes later or never).
 */
export const RESET_REQUEST_MIN_MS = 1000;
/** Never a user's id (ids are random v4 UUIDs): the lookup an unknown e-mail does instead of a real one. */
const NO_USER_ID = "00000000-0000-0000-0000-000000000000";
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Always the same outcome for the caller, whether or not the e-mail has an account, after the same
 * table work (an unknown e-mail reads a user that cannot exist and writes a decoy token that can
 * never be used) and at least RESET_REQUEST_MIN_MS. A mail failure is logged, not shown: an error
 * only for existing accounts would reveal them.
 *
 * Limits (docs/decisions/003): per network (NAT-sized), per e-mail and client (a stranger's
 * requests use up only their own allowance), and per e-mail from clients the account does not
 * know (a cap on mail-bombing; a device or network that has signed in to the account is exempt,
 * so a stranger cannot stop the owner's own reset mail).
 */
export async function requestPasswordReset(
  svc: Svc,
  input: unknown,
  meta: RequestMeta,
  options: { now?: number; pace?: (ms: number) => Promise<void> } = {},
): Promise<void> {
  const started = Date.now();
  const { now = started, pace = sleep } = options;
  const { email } = parseWith(forgotPasswordSchema, input);
  const account = normaliseEmail(email);

  // One after another, so a request refused by one limit does not eat into the next one's allowance.
  await hitRateLimits(svc.table, [{ rule: RATE_RULES.forgotPerNetwork, key: ipKey(meta.ip) }], now);
  const client = await resolveClient(svc.table, { account, ip: meta.ip, deviceId: meta.deviceId }, now);
  await hitRateLimits(svc.table, [{ rule: RATE_RULES.forgotPerAccountClient, key: `${account}#${client.key}` }], now);
  if (!client.known) await hitRateLimits(svc.table, [{ rule: RATE_RULES.forgotPerAccount, key: account }], now);

  const emailLink = await svc.table.get<{ pk: string; sk: string; userId: string }>(userKeys.email(account).pk, userKeys.email(account).sk);
  const user = await getUser(svc.table, emailLink?.userId ?? NO_USER_ID);
  const token = await issueToken(svc.table, user ? "reset-password" : "decoy", user?.id ?? NO_USER_ID, undefined, new Date(now), {
    generation: user?.resetGeneration ?? 0,
  });
  if (user) {
    await svc.mailer
      .send(passwordResetEmail(user.email, greeting(user, mailLanguage(user)), link(svc, `/reset-password/${token}`), mailLanguage(user)))
      .catch((error: unknown) => log.error("password reset e-mail failed", { userId: user.id, ...errorFields(error) }));
  }
  await pace(Math.max(0, RESET_REQUEST_MIN_MS - (Date.now() - started)));
}

/** A reset link's record and its user, when the link is unused, unexpired and not voided by a later reset. */
async function liveResetToken(svc: Svc, token: string, now: Date): Promise<{ record: OneTimeToken; user: User } | undefined> {
  const record = await peekToken(svc.table, "reset-password", token, now);
  const user = record && (await getUser(svc.table, record.userId));
  if (!record || !user || (record.generation ?? 0) !== (user.resetGeneration ?? 0)) return undefined;
  return { record, user };
}

export async function isResetTokenValid(svc: Svc, token: string): Promise<boolean> {
  return Boolean(await liveResetToken(svc, token, new Date()));
}

/**
 * Sets the new password and ends every session, refresh token and other reset link of the account.
 * Using the link and changing the password are one transaction, conditioned on the user's reset
 * generation being the link's: of two links (or two clicks) racing, exactly one wins, and raising
 * the generation voids every other link issued before it.
 */
export async function resetPassword(svc: Svc, input: unknown, now = new Date()): Promise<User> {
  const data = parseWith(resetPasswordSchema, input);
  // Checked before hashing, so a bad link costs no scrypt work.
  const live = await liveResetToken(svc, data.token, now);
  if (!live) throw new ValidationError(MESSAGES.invalidToken);
  const { user: current } = live;
  const generation = live.record.generation ?? 0;
  const passwordHash = await hashPassword(data.password, passwordCost(svc.config));
  const changed: User = {
    ...current,
    passwordHash,
    tokenVersion: current.tokenVersion + 1,
    resetGeneration: generation + 1,
    // Following the link proved the mailbox.
    emailVerifiedAt: current.emailVerifiedAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await svc.table.transact([
      consumeTokenInTransaction("reset-password", data.token, now),
      {
        Update: {
          Key: userKeys.item(current.id),
          UpdateExpression:
            "SET passwordHash = :hash, tokenVersion = :version, resetGeneration = :next, emailVerifiedAt = :verified, updatedAt = :now",
          ConditionExpression:
            generation === 0
              ? "attribute_exists(pk) AND (attribute_not_exists(resetGeneration) OR resetGeneration = :generation)"
              : "resetGeneration = :generation",
          ExpressionAttributeValues: {
            ":hash": passwordHash,
            ":version": changed.tokenVersion,
            ":next": changed.resetGeneration,
            ":verified": changed.emailVerifiedAt,
            ":now": changed.updatedAt,
            ":generation": generation,
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(MESSAGES.invalidToken);
    throw error;
  }
  await Promise.all([revokeUserWebSessions(svc.table, current.id), revokeUserRefreshTokens(svc.table, current.id)]);
  return changed;
}
