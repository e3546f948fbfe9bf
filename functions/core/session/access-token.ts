import { createHmac, timingSafeEqual } from "node:crypto";
import type { Role } from "../account/user";

/**
 * Short-lived API access tokens: JWTs signed with HMAC-SHA256, carrying `exp` (seconds) so clients
 * can refresh before expiry (spec §4: refresh when under 60 s remain). Hand-written (a dozen lines
 * over node:crypto) and strict: only HS256, only our `typ`, constant-time signature check.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The user's tokenVersion when issued: a password reset raises it and voids older tokens. */
  ver: number;
  /** "user" for the member API, "admin" for the admin area's own token. */
  aud: "user" | "admin";
  iat: number;
  exp: number;
}

const HEADER = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));

export function signAccessToken(
  claims: Omit<AccessClaims, "iat" | "exp">,
  secret: string,
  now = Date.now(),
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): string {
  const iat = Math.floor(now / 1000);
  const payload = b64(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return undefined;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as AccessClaims;
  } catch {
    return undefined;
  }
  if (typeof claims.sub !== "string" || typeof claims.exp !== "number" || claims.exp <= Math.floor(now / 1000)) return undefined;
  return claims;
}

function b64(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

function sign(data: string, secret: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}
