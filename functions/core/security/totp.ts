import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA-1, 6 digits,
 * 30-second steps, counted from the Unix epoch. Written over node:crypto (a few dozen lines) rather
 * than taken from a package: the algorithm is small, fixed and tested against the RFC's vectors.
 * Replay protection needs the table, so it lives with the factor (account/second-factor.ts); this
 * module only says which time step a code belongs to.
 */
export const TOTP = { digits: 6, stepSeconds: 30, algorithm: "SHA1", secretBytes: 20 } as const;
/** Steps either side of now a code may come from: a phone's clock a little off, or a code typed as it changed. */
export const TOTP_DRIFT_STEPS = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, with `=` padding unless told otherwise (otpauth URIs and apps use it unpadded). */
export function base32Encode(bytes: Uint8Array, pad = true): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  if (pad) while (out.length % 8) out += "=";
  return out;
}

/** Decodes base32 as people type it: case, spaces, dashes and padding are ignored. Undefined when it is not base32. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.toUpperCase().replace(/[\s-]/g, "").replace(/=+$/, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random secret (160 bits, RFC 4226's recommended length), base32 without padding. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes), false);
}

/** The secret in groups of four, for reading off the screen into an app. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** The time step a moment falls in. */
export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP.stepSeconds);
}

/** HOTP (RFC 4226) with a configurable hash and length: RFC 6238's vectors also use SHA-256/512 and 8 digits. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP.digits, algorithm = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, "0");
}

/** The code for a base32 secret at a moment (ms since the epoch). */
export function totpCode(secret: string, nowMs: number = Date.now()): string {
  const key = base32Decode(secret);
  if (!key?.length) throw new Error("The TOTP secret is not base32.");
  return hotp(key, timeStep(nowMs));
}

/**
 * The time step whose code this is, within ±TOTP_DRIFT_STEPS of now, or undefined. Every candidate
 * is compared (constant time), so the answer takes as long whichever step matches. The caller
 * refuses a step at or before the last one accepted (replay).
 */
export function matchTotpStep(secret: string, code: string, nowMs: number = Date.now()): number | undefined {
  const typed = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(typed)) return undefined;
  const key = base32Decode(secret);
  if (!key?.length) return undefined;
  const now = timeStep(nowMs);
  let matched: number | undefined;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(typed)) && matched === undefined) matched = step;
  }
  return matched;
}

/** The enrolment URI authenticator apps read (Google's Key URI format): issuer and account in the label and the query. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: TOTP.algorithm,
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
