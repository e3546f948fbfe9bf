import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../config";
import { loadSecrets } from "../secrets";
import { isOptionalMailKind, type OptionalMailKind } from "./mail-kinds";

/**
 * The unsubscribe link's token (decision 049): `<kind>.<member id>.<signature>`, the signature an
 * HMAC-SHA256 over the kind and the member id with a key derived from the app's token secret (so it
 * never equals the API tokens' key). It names one member and one kind and can do one thing: turn
 * that kind off. No expiry: a link in a mail from last year must still work (RFC 8058 expects the
 * List-Unsubscribe address to keep working), and there is nothing more it could be used for.
 */
export interface UnsubscribeClaims {
  userId: string;
  kind: OptionalMailKind;
}

const PURPOSE = "smart-parking/unsubscribe";
const ID = /^[A-Za-z0-9-]{1,64}$/;

async function key(cfg: Config): Promise<Buffer> {
  const { tokenSecret } = await loadSecrets(cfg);
  return createHmac("sha256", tokenSecret).update(PURPOSE).digest();
}

function signature(secret: Buffer, kind: string, userId: string): string {
  return createHmac("sha256", secret).update(`${kind}.${userId}`).digest("base64url");
}

export async function signUnsubscribeToken(cfg: Config, claims: UnsubscribeClaims): Promise<string> {
  return `${claims.kind}.${claims.userId}.${signature(await key(cfg), claims.kind, claims.userId)}`;
}

/** The claims of a genuine token; undefined for a forged, altered or malformed one. */
export async function verifyUnsubscribeToken(cfg: Config, token: string): Promise<UnsubscribeClaims | undefined> {
  if (token.length > 200) return undefined;
  const [kind, userId, given, ...rest] = token.split(".");
  if (rest.length || !isOptionalMailKind(kind) || !userId || !ID.test(userId) || !given) return undefined;
  const expected = Buffer.from(signature(await key(cfg), kind, userId));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { kind, userId };
}

/** The page a mail links to and mail clients POST to (RFC 8058): /unsubscribe/<token>. */
export async function unsubscribeUrl(cfg: Config, claims: UnsubscribeClaims): Promise<string> {
  return new URL(`/unsubscribe/${await signUnsubscribeToken(cfg, claims)}`, cfg.APP_URL).toString();
}
