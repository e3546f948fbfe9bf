import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { Config } from "../config";

/**
 * Password hashing with scrypt, built into Node (docs/decisions/003-accounts-and-sessions.md):
 * memory-hard like argon2id, at an OWASP-recommended cost (N=2^15, r=8, p=3: 32 MiB, ~0.3 s here),
 * and no native module to package for Lambda. The parameters travel with each hash, so they can be
 * raised later and old hashes still verify.
 */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 3 };

/**
 * The test runners' cost (APP_ENV "test" only: the end-to-end server and the integration tests).
 * Their hundreds of sign-ups and sign-ins hashed at full cost took minutes of CI's two cores; the
 * same code runs, with a cheaper N. Production and `npm start` always use PASSWORD_COST
 * (tests/unit/password.test.ts), and a hash made at either cost verifies under the other setting.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

export function passwordCost(config: Pick<Config, "APP_ENV">): PasswordCost {
  return config.APP_ENV === "test" ? TEST_PASSWORD_COST : PASSWORD_COST;
}

const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/**
 * A fixed hash (one per cost) to verify against when the e-mail is unknown, so both answers take the
 * same time.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const id = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(id);
  if (!decoy) decoys.set(id, (decoy = hashPassword(randomBytes(16).toString("hex"), cost)));
  return decoy;
}
