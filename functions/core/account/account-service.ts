import { DomainError, ForbiddenError, UnauthorizedError, ValidationError } from "../errors";
import { log } from "../log";
import { parseWith } from "../validation";
import { consumeToken, issueToken, peekToken } from "../security/one-time-token";
import { decoyHash, hashPassword, verifyPassword } from "../security/password";
import { hitRateLimits, RATE_RULES } from "../security/rate-limit";
import type { Services } from "../services";
import { revokeUserRefreshTokens } from "../session/refresh-token";
import { revokeUserWebSessions } from "../session/web-session";
import { describeContext, recordSignInContext, setContextStatus, type DeviceContext } from "./device-context";
import { newDeviceEmail, passwordResetEmail, verificationEmail } from "./emails";
import { forgotPasswordSchema, MESSAGES, profileSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./schemas";
import { createUser, findUserByEmail, getUser, updateUser } from "./user-store";
import type { User } from "./user";

/** Who is asking, as far as the transport knows: for rate limits and device contexts. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}

type Svc = Pick<Services, "table" | "mailer" | "config">;

const limit = (svc: Svc, hits: Parameters<typeof hitRateLimits>[1]) => hitRateLimits(svc.table, hits, svc.config.RATE_LIMIT_SCALE);

const link = (svc: Svc, path: string) => new URL(path, svc.config.APP_URL).toString();

export async function signUp(svc: Svc, input: unknown, meta: RequestMeta): Promise<User> {
  const data = parseWith(signUpSchema, input);
  await limit(svc, [{ rule: RATE_RULES.signUpPerIp, key: meta.ip }]);
  const user = await createUser(svc.table, { name: data.name, email: data.email, passwordHash: await hashPassword(data.password) });
  await sendVerification(svc, user);
  return user;
}

export async function sendVerification(svc: Svc, user: User): Promise<void> {
  const token = await issueToken(svc.table, "verify-email", user.id);
  await svc.mailer.send(verificationEmail(user.email, user.name, link(svc, `/auth/verify/${token}`)));
}

export async function resendVerification(svc: Svc, userId: string): Promise<void> {
  const user = await getUser(svc.table, userId);
  if (!user || user.emailVerifiedAt) return;
  await limit(svc, [{ rule: RATE_RULES.resendVerificationPerAccount, key: user.id }]);
  await sendVerification(svc, user);
}

/** Verifies the e-mail behind a link; false when the link is unknown, used or expired. */
export async function verifyEmail(svc: Svc, token: string): Promise<boolean> {
  const used = await consumeToken(svc.table, "verify-email", token);
  if (!used) return false;
  await updateUser(svc.table, used.userId, { emailVerifiedAt: new Date().toISOString() });
  return true;
}

/**
 * Checks the credentials. A wrong password and an unknown e-mail get the same answer after the same
 * work (a decoy hash is verified for unknown e-mails), so the answer does not reveal accounts.
 */
export async function signIn(svc: Svc, input: unknown, meta: RequestMeta): Promise<{ user: User; context: DeviceContext }> {
  const data = parseWith(signInSchema, input);
  await limit(svc, [
    { rule: RATE_RULES.signInPerIp, key: meta.ip },
    { rule: RATE_RULES.signInPerAccount, key: data.email },
  ]);
  const user = await findUserByEmail(svc.table, data.email);
  const ok = await verifyPassword(data.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) throw new UnauthorizedError(MESSAGES.signInFailed);

  const { context, isNew } = await recordSignInContext(svc.table, user.id, describeContext(meta.userAgent, meta.ip));
  if (isNew && context.status === "unverified" && user.emailVerifiedAt) {
    const [verify, block] = await Promise.all([
      issueToken(svc.table, "verify-login", user.id, context.id),
      issueToken(svc.table, "block-device", user.id, context.id),
    ]);
    await svc.mailer
      .send(newDeviceEmail(user.email, user.name, context, new Date(), link(svc, `/verify-login?token=${verify}`), link(svc, `/block-device?token=${block}`)))
      .catch((error: unknown) => log.warn("new-device e-mail failed", { userId: user.id, error: String(error) }));
  }
  return { user, context };
}

/** Admin sign-in: the same checks, and only accounts with the admin role. */
export async function signInAdmin(svc: Svc, input: unknown, meta: RequestMeta): Promise<{ user: User; context: DeviceContext }> {
  const result = await signIn(svc, input, meta);
  if (result.user.role !== "admin") throw new ForbiddenError("This account is not an administrator.");
  return result;
}

/** Always the same outcome for the caller, whether or not the e-mail has an account. */
export async function requestPasswordReset(svc: Svc, input: unknown, meta: RequestMeta): Promise<void> {
  const { email } = parseWith(forgotPasswordSchema, input);
  await limit(svc, [
    { rule: RATE_RULES.forgotPerIp, key: meta.ip },
    { rule: RATE_RULES.forgotPerAccount, key: email },
  ]);
  const user = await findUserByEmail(svc.table, email);
  if (!user) return;
  const token = await issueToken(svc.table, "reset-password", user.id);
  await svc.mailer.send(passwordResetEmail(user.email, user.name, link(svc, `/reset-password/${token}`)));
}

export async function isResetTokenValid(svc: Svc, token: string): Promise<boolean> {
  return Boolean(await peekToken(svc.table, "reset-password", token));
}

/** Sets the new password and ends every session and token of the account. */
export async function resetPassword(svc: Svc, input: unknown): Promise<User> {
  const data = parseWith(resetPasswordSchema, input);
  const used = await consumeToken(svc.table, "reset-password", data.token);
  if (!used) throw new ValidationError(MESSAGES.invalidToken);
  const current = await getUser(svc.table, used.userId);
  if (!current) throw new ValidationError(MESSAGES.invalidToken);
  const user = await updateUser(svc.table, used.userId, {
    passwordHash: await hashPassword(data.password),
    tokenVersion: current.tokenVersion + 1,
    // Following the link proved the mailbox.
    emailVerifiedAt: current.emailVerifiedAt ?? new Date().toISOString(),
  });
  await Promise.all([revokeUserWebSessions(svc.table, user.id), revokeUserRefreshTokens(svc.table, user.id)]);
  return user;
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
export async function blockDevice(svc: Pick<Services, "table">, userId: string, contextId: string): Promise<DeviceContext> {
  const context = await setContextStatus(svc.table, userId, contextId, "blocked");
  await Promise.all([revokeUserWebSessions(svc.table, userId, contextId), revokeUserRefreshTokens(svc.table, userId, contextId)]);
  return context;
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
