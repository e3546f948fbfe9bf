import { getUser } from "../account/user-store";
import { isLeaving, isSuspended, type User } from "../account/user";
import { asCaller, type Caller } from "../account/caller";
import { UnauthorizedError } from "../errors";
import { loadSecrets } from "../secrets";
import type { Services } from "../services";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from "./access-token";
import { issueRefreshToken, rotateRefreshToken } from "./refresh-token";

/** The JSON API's credentials: a short-lived bearer access token plus a rotating refresh token. */
type Svc = Pick<Services, "table" | "config">;

export interface ApiTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token was issued (ms since epoch), as the spec's stored session keeps it. */
  accessTokenUpdatedAt: number;
}

/**
 * Member tokens only: an admin-audience token comes only from `issueAdminAccessToken`, after the
 * second factor (decision 016).
 */
export async function issueApiTokens(svc: Svc, user: User, options: { contextId?: string; now?: number } = {}): Promise<ApiTokens> {
  const { contextId, now = Date.now() } = options;
  const aud = "user";
  const { tokenSecret } = await loadSecrets(svc.config);
  return {
    accessToken: signAccessToken({ sub: user.id, role: user.role, ver: user.tokenVersion, aud }, tokenSecret, now),
    refreshToken: await issueRefreshToken(svc.table, user.id, new Date(now), contextId),
    accessTokenUpdatedAt: now,
  };
}

/**
 * The admin API's token (issue 13; `aud: "admin"`), issued only for the user a second-factor check
 * has just accepted (the handler passes `verifySecondFactor`'s result). 15 minutes, and no refresh
 * token: when it runs out, the admin signs in again with a fresh code, as the admin pages' 8-hour
 * session is the longest an admin stays signed in without one.
 */
export async function issueAdminAccessToken(
  svc: Svc,
  passedSecondFactor: { userId: string },
  now = Date.now(),
): Promise<{ accessToken: string; expiresAt: number }> {
  const user = await getUser(svc.table, passedSecondFactor.userId);
  if (!user || user.role !== "admin" || isSuspended(user)) throw new UnauthorizedError();
  const { tokenSecret } = await loadSecrets(svc.config);
  return {
    accessToken: signAccessToken({ sub: user.id, role: user.role, ver: user.tokenVersion, aud: "admin" }, tokenSecret, now),
    expiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
  };
}

export async function refreshApiTokens(svc: Svc, refreshToken: string): Promise<ApiTokens & { user: User }> {
  const { userId, refreshToken: next } = await rotateRefreshToken(svc.table, refreshToken);
  const user = await getUser(svc.table, userId);
  // A suspension revoked every refresh token; this covers one rotated while it was being written.
  // An admin account has no member token (issue 28), so a refresh token left from before opens nothing.
  if (!user || isSuspended(user) || isLeaving(user) || user.role === "admin") throw new UnauthorizedError();
  const { tokenSecret } = await loadSecrets(svc.config);
  const now = Date.now();
  return {
    user,
    accessToken: signAccessToken({ sub: user.id, role: user.role, ver: user.tokenVersion, aud: "user" }, tokenSecret, now),
    refreshToken: next,
    accessTokenUpdatedAt: now,
  };
}

/**
 * The caller behind `Authorization: Bearer <token>`. Refused (401) when the header is missing, the
 * token is forged or expired, meant for another audience, older than the user's last password reset or
 * suspension, or the account is suspended. An admin account's power comes only with the admin
 * audience (after the second factor); it has no member token (issue 28).
 */
export async function authenticateBearer(svc: Svc, authorization: string | undefined, aud: AccessClaims["aud"] = "user"): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!match) throw new UnauthorizedError();
  const { tokenSecret } = await loadSecrets(svc.config);
  const claims = verifyAccessToken(match[1]!, tokenSecret);
  if (!claims || claims.aud !== aud) throw new UnauthorizedError();
  const user = await getUser(svc.table, claims.sub);
  // A suspension raises tokenVersion (older tokens fail here) and is checked itself for good measure.
  // A deletion request raises tokenVersion too, and leaves the account with no way in but a sign-in.
  if (!user || user.tokenVersion !== claims.ver || isSuspended(user) || isLeaving(user)) throw new UnauthorizedError();
  if ((aud === "admin") !== (user.role === "admin")) throw new UnauthorizedError();
  return asCaller(user, aud === "admin" ? "second-factor" : "password");
}
