import { DomainError, ForbiddenError, UnauthorizedError } from "../errors";
import { log } from "../log";
import { recordActivity } from "../activity-log/activity-log";
import { countNewMember } from "../stats/daily-stats";
import { parseWith } from "../validation";
import { consumeToken, issueToken } from "../security/one-time-token";
import { decoyHash, hashPassword, passwordCost, verifyPassword } from "../security/password";
import { ipKey } from "../security/network-key";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import { beginSignInAttempt } from "../security/sign-in-throttle";
import type { Services } from "../services";
import type { Language } from "../i18n/languages";
import { revokeUserRefreshTokens } from "../session/refresh-token";
import { revokeUserWebSessions } from "../session/web-session";
import { deleteContext, describeContext, recordSignInContext, setContextStatus, type DeviceContext } from "./device-context";
import { greeting, mailLanguage, newDeviceEmail, verificationEmail } from "./emails";
import { MESSAGES, profileSchema, signInSchema, signUpSchema } from "./schemas";
import { createUser, findUserByEmail, getUser, updateUser } from "./user-store";
import { isSuspended, normaliseEmail, type User } from "./user";
import { checkDeviceAfterBlock, noteDeviceBlocked, rememberBrowser, spendSignInCode } from "./sign-in-code";
import { USER_ADMIN_MESSAGES } from "./user-admin-schema";
import { updateMailPreferences } from "../mail-preferences/preferences";
import { CALLER_MESSAGES } from "./caller";
import { cancelDeletionAtSignIn, type SignInDeletionOutcome } from "../account-deletion/request-deletion";
import { countVerificationResend, resendCapReached, VerificationResendCapError } from "./verification-resends";

/** Who is asking, as far as the transport knows: for rate limits and device contexts. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  /**
   * The browser's device cookie (pages only). Sign-in back-off and the reset-mail cap count per
   * account and client; a device the account has signed in from before is its own client. The
   * JSON API leaves it out: API clients count by network (see security/sign-in-throttle.ts).
   */
  deviceId?: string;
}

export type Svc = Pick<Services, "table" | "mailer" | "config">;

export const link = (svc: Svc, path: string) => new URL(path, svc.config.APP_URL).toString();

/**
 * Where the verification link leads on to: a same-site path the page has already checked (its
 * `safeRedirect`), e.g. the checkout the person was on when they chose to create an account. It is
 * kept with the link's token, not written into the mail: mail to an address nobody has proved
 * carries no text of the sign-up's choosing (decision 003), and a path is such text. The
 * verification page gets it back from verifyEmail and checks it again (decision 036).
 */
export interface VerificationReturn {
  returnTo?: string;
}

/** Where the sign-up was heading, and the language of its page (issue 35: saved on the profile, so its e-mails follow it). */
export interface SignUpOptions extends VerificationReturn {
  language?: Language;
}

export async function signUp(svc: Svc, input: unknown, meta: RequestMeta, options: SignUpOptions = {}): Promise<User> {
  const data = parseWith(signUpSchema, input);
  await hitRateLimits(svc.table, [{ rule: RATE_RULES.signUpPerNetwork, key: ipKey(meta.ip) }]);
  const user = await createUser(svc.table, {
    name: data.name,
    email: data.email,
    passwordHash: await hashPassword(data.password, passwordCost(svc.config)),
    language: options.language,
  });
  await countNewMember(svc.table);
  // No item means offers off (the default); a yes at sign-up is the member's opt-in (decision 049).
  if (data.wantsOffers) await updateMailPreferences(svc.table, user.id, { offers: true });
  await sendVerification(svc, user, { returnTo: options.returnTo });
  return user;
}

export async function sendVerification(svc: Svc, user: User, { returnTo }: VerificationReturn = {}): Promise<void> {
  const token = await issueToken(svc.table, "verify-email", user.id, returnTo || undefined);
  await svc.mailer.send(verificationEmail(user.email, link(svc, `/auth/verify/${token}`), mailLanguage(user)));
}

/**
 * Sends the link again: at most 5 an hour, and VERIFICATION_RESEND_CAP times in the account's life
 * (VerificationResendCapError past it). The cap is checked first, so a capped member is told so
 * rather than to wait.
 */
export async function resendVerification(svc: Svc, userId: string, options: VerificationReturn = {}): Promise<void> {
  const user = await getUser(svc.table, userId);
  if (!user || user.emailVerifiedAt) return;
  if (resendCapReached(user)) throw new VerificationResendCapError();
  await hitRateLimits(svc.table, [{ rule: RATE_RULES.resendVerificationPerAccount, key: user.id }]);
  await countVerificationResend(svc.table, user.id);
  await sendVerification(svc, user, options);
}

/**
 * Verifies the e-mail behind a link; undefined when the link is unknown, used or expired. Answers
 * where the sign-up was heading (`returnTo`, unchecked: the page checks it, as for any redirect).
 */
export async function verifyEmail(svc: Svc, token: string): Promise<VerificationReturn | undefined> {
  const used = await consumeToken(svc.table, "verify-email", token);
  if (!used) return undefined;
  await updateUser(svc.table, used.userId, { emailVerifiedAt: new Date().toISOString() });
  return { returnTo: used.subject };
}

/** The member sign-in (the /signin page and POST /api/users/signin). */
export async function signIn(svc: Svc, input: unknown, meta: RequestMeta, now = Date.now()): Promise<SignedIn> {
  const user = await checkPassword(svc, input, meta, now);
  // Admin powers need the second factor (decision 016, issue 28), so an admin account has no member
  // session or token at all: only the right password learns this, as with a suspension.
  if (user.role === "admin") {
    await logSignIn(svc, user, "sign-in-refused", "Sign-in refused: admins sign in at /admin/signin.", meta, now);
    throw new ForbiddenError(CALLER_MESSAGES.adminSignIn);
  }
  // In the weeks after a device block, a browser new to the account needs an e-mailed code (sign-in-code.ts).
  await checkDeviceAfterBlock(svc, user, meta, new Date(now));
  await logSignIn(svc, user, "sign-in", "Signed in.", meta, now);
  return openSignInContext(svc, user, meta, now);
}

/**
 * Checks the credentials and the suspension; no session yet. A wrong password and an unknown e-mail
 * get the same answer after the same work (a decoy hash is verified for unknown e-mails), so the
 * answer does not reveal accounts. Only failures count towards limits, per account and client
 * (security/sign-in-throttle.ts): the right password gets through unless this very client is in
 * back-off for this account.
 */
async function checkPassword(svc: Svc, input: unknown, meta: RequestMeta, now: number): Promise<User> {
  const data = parseWith(signInSchema, input);
  const attempt = await beginSignInAttempt(svc.table, { account: normaliseEmail(data.email), ip: meta.ip, deviceId: meta.deviceId }, now);
  const user = await findUserByEmail(svc.table, data.email);
  const ok = await verifyPassword(data.password, user?.passwordHash ?? (await decoyHash(passwordCost(svc.config))));
  if (!user || !ok) {
    await attempt.failed({ userId: user?.id });
    // Only an existing account's failures go to the log: a stranger's guesses at made-up e-mails
    // would be noise (the throttle counts those).
    if (user) await logSignIn(svc, user, "sign-in-failed", "Sign-in failed: wrong password.", meta, now);
    throw new UnauthorizedError(MESSAGES.signInFailed);
  }
  await attempt.succeeded();
  // Only the right password learns of a suspension: a guess learns nothing about the account.
  if (isSuspended(user)) {
    await logSignIn(svc, user, "sign-in-refused", "Sign-in refused: the account is suspended.", meta, now);
    throw new ForbiddenError(USER_ADMIN_MESSAGES.suspended);
  }
  return user;
}

/**
 * The second step of a sign-in that needed the e-mailed code (sign-in-code.ts): the right code,
 * within 10 minutes, once, opens the sign-in as the password would have.
 */
export async function signInWithCode(
  svc: Svc,
  pendingToken: unknown,
  input: unknown,
  meta: RequestMeta,
  now = Date.now(),
): Promise<SignedIn> {
  const userId = await spendSignInCode(svc, pendingToken, input, new Date(now));
  const user = await getUser(svc.table, userId);
  // Suspended between the two steps: refused like a sign-in. Admins never get a code (signIn refuses them first).
  if (!user || isSuspended(user) || user.role === "admin") throw new ForbiddenError(USER_ADMIN_MESSAGES.suspended);
  await logSignIn(svc, user, "sign-in", "Signed in with the e-mailed code.", meta, now);
  return openSignInContext(svc, user, meta, now);
}

/** What a completed sign-in answers: the account, its device, and whether it cancelled the account's deletion. */
export type SignedIn = { user: User; context: DeviceContext } & SignInDeletionOutcome;

/**
 * Records where a sign-in that passed every check comes from, and mails the member about a new
 * device. Signing in during a deletion's grace period cancels the deletion (decision 052).
 */
async function openSignInContext(svc: Svc, user: User, meta: RequestMeta, now: number): Promise<SignedIn> {
  const { deletionCancelled } = await cancelDeletionAtSignIn(svc.table, user, new Date(now));
  if (deletionCancelled) user = { ...user, deletionDueAt: undefined, deletionRequestedAt: undefined };
  const { context, isNew } = await recordSignInContext(svc.table, user.id, describeContext(meta.userAgent, meta.ip), new Date(now));
  await rememberBrowser(svc.table, user.id, meta.deviceId, context.id, new Date(now));
  if (isNew && context.status === "unverified" && user.emailVerifiedAt) {
    const [verify, block] = await Promise.all([
      issueToken(svc.table, "verify-login", user.id, context.id),
      issueToken(svc.table, "block-device", user.id, context.id),
    ]);
    await svc.mailer
      .send(
        newDeviceEmail(
          user.email,
          greeting(user, mailLanguage(user)),
          context,
          new Date(),
          link(svc, `/verify-login?token=${verify}`),
          link(svc, `/block-device?token=${block}`),
          mailLanguage(user),
        ),
      )
      .catch((error: unknown) => log.warn("new-device e-mail failed", { userId: user.id, error: String(error) }));
  }
  return { user, context, deletionCancelled };
}

/** The activity log's sign-in entry; a failure to write it is logged, and never blocks the sign-in. */
async function logSignIn(svc: Svc, user: User, action: string, summary: string, meta: RequestMeta, now: number): Promise<void> {
  const where = describeContext(meta.userAgent, meta.ip);
  await recordActivity(
    svc.table,
    {
      kind: "sign-in",
      action,
      actorId: user.id,
      actorEmail: user.email,
      summary: `${summary} ${where.browser} on ${where.os}, ${where.location}.`,
    },
    new Date(now),
  ).catch((error: unknown) => log.warn("activity log write failed", { userId: user.id, error: String(error) }));
}

/** Admin sign-in's first step: the same checks, and only accounts with the admin role; the second factor follows. */
export async function signInAdmin(svc: Svc, input: unknown, meta: RequestMeta, now = Date.now()): Promise<SignedIn> {
  const user = await checkPassword(svc, input, meta, now);
  if (user.role !== "admin") throw new ForbiddenError("This account is not an administrator.");
  await logSignIn(svc, user, "sign-in", "Password accepted; second factor next.", meta, now);
  return openSignInContext(svc, user, meta, now);
}

export async function updateProfile(svc: Svc, userId: string, input: unknown): Promise<User> {
  const data = parseWith(profileSchema, input);
  return updateUser(svc.table, userId, data);
}

/** The "verify login" link: marks the device trusted. */
export async function verifyLogin(svc: Svc, token: string): Promise<boolean> {
  const used = await consumeToken(svc.table, "verify-login", token);
  if (!used?.subject) return false;
  await setContextStatus(svc.table, used.userId, used.subject, "trusted").catch(() => undefined);
  return true;
}

/**
 * Blocks one of the user's devices: sign-ins from it are refused, and its web sessions and API
 * refresh tokens end now. The one rule for the API, the devices page and the e-mailed link.
 */
export async function blockDevice(
  svc: Pick<Services, "table">,
  userId: string,
  contextId: string,
  now = new Date(),
): Promise<DeviceContext> {
  const context = await setContextStatus(svc.table, userId, contextId, "blocked");
  await noteDeviceBlocked(svc.table, userId, now);
  await Promise.all([revokeUserWebSessions(svc.table, userId, contextId), revokeUserRefreshTokens(svc.table, userId, contextId)]);
  return context;
}

/**
 * Removes one of the user's devices from the list and ends its web sessions and API refresh tokens
 * now (a removed device must sign in again, and is then asked to confirm again). A blocked device
 * cannot be removed (device-context.ts: it would come back unblocked).
 */
export async function removeDevice(svc: Pick<Services, "table">, userId: string, contextId: string): Promise<void> {
  await deleteContext(svc.table, userId, contextId);
  await Promise.all([
    revokeUserWebSessions(svc.table, userId, contextId),
    revokeUserRefreshTokens(svc.table, userId, contextId, "device-removed"),
  ]);
}

/** The "block device" link. */
export async function blockDeviceByLink(svc: Svc, token: string): Promise<boolean> {
  const used = await consumeToken(svc.table, "block-device", token);
  if (!used?.subject) return false;
  try {
    await blockDevice(svc, used.userId, used.subject);
    return true;
  } catch (error) {
    // The device was removed meanwhile, or is the primary one: say so rather than "blocked".
    if (error instanceof DomainError) return false;
    throw error;
  }
}
