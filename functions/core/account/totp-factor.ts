import { createHash, randomBytes } from "node:crypto";
import type { Table } from "../ports/table/table";
import { loadSecrets } from "../secrets";
import { seal, type SealedBox } from "../security/secret-box";
import type { Services } from "../services";

/** An admin's enrolled authenticator (its sealed TOTP secret) and their one-time recovery codes, as stored. */
type Svc = Pick<Services, "table" | "config">;

export const RECOVERY_CODE_COUNT = 10;

/** The factor: its own item beside the user's profile. */
export interface TotpFactor {
  pk: string;
  sk: "TOTP";
  entity: "totp-factor";
  userId: string;
  secret: SealedBox;
  /** The last time step whose code was accepted: a code of this step or an older one is refused (replay). */
  lastUsedStep: number;
  enrolledAt: string;
}

export interface RecoveryCodeItem {
  pk: string;
  sk: string;
  entity: "recovery-code";
  createdAt: string;
  usedAt?: string;
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
export const factorKey = (userId: string) => ({ pk: `USER#${userId}`, sk: "TOTP" as const });
export const recoveryKey = (userId: string, code: string) => ({
  pk: `USER#${userId}`,
  sk: `RECOVERY#${sha256(normaliseRecoveryCode(code))}`,
});
/** Bound into the sealed secret: a secret copied onto another admin's item does not open there. */
export const sealContext = (userId: string) => `totp:${userId}`;

export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z2-7]/g, "");
}

/** Ten codes like `k3bq7-xm2ps` (50 random bits each): shown once, stored only as SHA-256 hashes. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export async function getFactor(table: Table, userId: string): Promise<TotpFactor | undefined> {
  const key = factorKey(userId);
  return table.get<TotpFactor>(key.pk, key.sk, true);
}

export async function remainingRecoveryCodes(table: Table, userId: string): Promise<number> {
  const codes = await table.queryAll<RecoveryCodeItem>({ pk: `USER#${userId}`, sk: { beginsWith: "RECOVERY#" } });
  return codes.filter((c) => !c.usedAt).length;
}

/** Writes an enrolled factor (the seed's fixed one for the local admin; tests). Refuses to replace one. */
export async function putEnrolledFactor(svc: Svc, userId: string, secret: string, now = new Date()): Promise<void> {
  const { sessionSecrets } = await loadSecrets(svc.config);
  const factor: TotpFactor = {
    ...factorKey(userId),
    entity: "totp-factor",
    userId,
    secret: seal(secret, sealContext(userId), sessionSecrets),
    lastUsedStep: 0,
    enrolledAt: now.toISOString(),
  };
  await svc.table.create(factor);
}

/**
 * Ten new recovery codes for a signed-in admin, replacing all the old ones (used or not) in one
 * transaction. Returns them, to be shown this once.
 */
export async function replaceRecoveryCodes(table: Table, userId: string, now = new Date()): Promise<string[]> {
  const old = await table.queryAll<RecoveryCodeItem>({ pk: `USER#${userId}`, sk: { beginsWith: "RECOVERY#" } });
  const recoveryCodes = generateRecoveryCodes();
  const fresh: RecoveryCodeItem[] = recoveryCodes.map((c) => ({
    ...recoveryKey(userId, c),
    entity: "recovery-code",
    createdAt: now.toISOString(),
  }));
  await table.transact([
    ...old.map((item) => ({ Delete: { Key: { pk: item.pk, sk: item.sk } } })),
    ...fresh.map((item) => ({ Put: { Item: item } })),
  ]);
  return recoveryCodes;
}
