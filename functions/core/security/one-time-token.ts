import { createHash, randomBytes } from "node:crypto";
import { ConditionFailedError, type Table, type TransactItem } from "../ports/table/table";

/**
 * Single-use, expiring tokens for links sent by e-mail (verify e-mail, reset password, verify
 * login, block device). Only a SHA-256 of the token is stored, so a leaked table does not hand out
 * working links; using one is a conditional write, so two clicks cannot both succeed.
 */
export type TokenPurpose = "verify-email" | "reset-password" | "verify-login" | "block-device" | "decoy";

export interface OneTimeToken {
  pk: string;
  sk: string;
  purpose: TokenPurpose;
  userId: string;
  /** Extra facts the purpose needs (e.g. the device context id). */
  subject?: string;
  /**
   * Reset links: the user's reset generation when issued. A successful reset raises the user's
   * generation, which voids every other reset link of the account at once (no list of links needed).
   */
  generation?: number;
  expiresAt: string;
  usedAt?: string;
  ttl: number;
  entity: "token";
}

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "verify-email": 7 * 24 * 3600_000,
  "reset-password": 24 * 3600_000,
  "verify-login": 24 * 3600_000,
  "block-device": 7 * 24 * 3600_000,
  // Written where no real token is (forgot-password for an unknown e-mail) so both paths do the
  // same work; its purpose matches nothing, so it can never be used.
  decoy: 3600_000,
};

const keyOf = (token: string) => ({ pk: `TOKEN#${createHash("sha256").update(token).digest("hex")}`, sk: "TOKEN" });

export async function issueToken(
  table: Table,
  purpose: TokenPurpose,
  userId: string,
  subject?: string,
  now = new Date(),
  extra: Pick<OneTimeToken, "generation"> = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  const item: OneTimeToken = {
    ...keyOf(token),
    purpose,
    userId,
    subject,
    ...extra,
    expiresAt: expiresAt.toISOString(),
    // Kept a day past expiry, then DynamoDB may delete it; expiry itself is checked on use.
    ttl: Math.floor(expiresAt.getTime() / 1000) + 86_400,
    entity: "token",
  };
  await table.create(item);
  return token;
}

/** The token's record if it is valid for the purpose right now (not used, not expired). */
export async function peekToken(table: Table, purpose: TokenPurpose, token: string, now = new Date()): Promise<OneTimeToken | undefined> {
  if (!isWellFormed(token)) return undefined;
  const key = keyOf(token);
  const item = await table.get<OneTimeToken>(key.pk, key.sk, true);
  if (!item || item.purpose !== purpose || item.usedAt || item.expiresAt <= now.toISOString()) return undefined;
  return item;
}

const CONSUMABLE = "attribute_exists(pk) AND purpose = :purpose AND attribute_not_exists(usedAt) AND expiresAt > :now";

/** Marks the token used, atomically; undefined when it was not valid (or another request won). */
export async function consumeToken(
  table: Table,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<OneTimeToken | undefined> {
  if (!isWellFormed(token)) return undefined;
  const key = keyOf(token);
  try {
    return await table.update<OneTimeToken>(
      key.pk,
      key.sk,
      { expression: "SET usedAt = :now", values: { ":now": now.toISOString(), ":purpose": purpose } },
      CONSUMABLE,
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}

/** The same single-use write as consumeToken, as one item of a transaction (with the change the token allows). */
export function consumeTokenInTransaction(purpose: TokenPurpose, token: string, now = new Date()): TransactItem {
  return {
    Update: {
      Key: keyOf(token),
      UpdateExpression: "SET usedAt = :now",
      ConditionExpression: CONSUMABLE,
      ExpressionAttributeValues: { ":now": now.toISOString(), ":purpose": purpose },
    },
  };
}

function isWellFormed(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(token);
}
