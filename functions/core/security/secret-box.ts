import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

/**
 * Small secrets kept in the table encrypted (AES-256-GCM), so a table export, a backup or a look in
 * the console does not give them away (decision 016: the admins' TOTP secrets). The keys are derived
 * from the app secret's SESSION_SECRETS (Secrets Manager in production), one key per value, so the
 * existing rotation applies: the newest value encrypts, every listed value decrypts, and a box
 * sealed with an older key says so (`stale`) for the caller to seal it again with the newest.
 * `context` is bound into the box (GCM's additional data): a box copied onto another user's item
 * does not open there.
 */
export interface SealedBox {
  /** Which key sealed it: the first 8 hex of a hash of the key (not secret). */
  kid: string;
  /** base64url of iv (12 bytes) · ciphertext · tag (16 bytes). */
  box: string;
}

const PURPOSE = "smart-parking/secret-box/v1";

function keys(secrets: string[]): { kid: string; key: Buffer }[] {
  return secrets.map((secret) => {
    const key = createHmac("sha256", secret).update(PURPOSE).digest();
    return { kid: createHash("sha256").update(key).digest("hex").slice(0, 8), key };
  });
}

export function seal(plain: string, context: string, secrets: string[]): SealedBox {
  const [{ kid, key }] = keys(secrets.slice(0, 1)) as [{ kid: string; key: Buffer }];
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return { kid, box: Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url") };
}

/** The plain text, and whether it was sealed with an older key; undefined when no listed key opens it. */
export function open(sealed: SealedBox, context: string, secrets: string[]): { plain: string; stale: boolean } | undefined {
  const all = keys(secrets);
  const index = all.findIndex((k) => k.kid === sealed.kid);
  if (index < 0) return undefined;
  const raw = Buffer.from(sealed.box, "base64url");
  if (raw.length < 12 + 16) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", all[index]!.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
    return { plain, stale: index > 0 };
  } catch {
    return undefined;
  }
}
