import { createHash, randomBytes, randomUUID } from "node:crypto";
import { UnauthorizedError } from "../errors";
import { ConditionFailedError, type Table } from "../ports/table/table";

/**
 * Rotating refresh tokens with reuse detection. A token is `<familyId>.<secret>`; the family item
 * stores only the hash of the newest secret. Refreshing swaps it for a new one in a conditional
 * write. Presenting any older secret of the family, which only a thief or a replay would do, revokes
 * the whole family: the legitimate client then signs in again, and the thief's copy is dead too.
 */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;
export const REFRESH_FAILED_MESSAGE = "Your session has expired. Please sign in again.";

interface RefreshFamily {
  pk: string;
  sk: string;
  familyId: string;
  userId: string;
  /** The device it was issued to: blocking that device ends the family. */
  contextId?: string;
  currentHash: string;
  generation: number;
  revokedAt?: string;
  revokedReason?: string;
  createdAt: string;
  expiresAt: string;
  ttl: number;
  gsi1pk: string;
  gsi1sk: string;
  entity: "refresh";
}

const keyOf = (familyId: string) => ({ pk: `REFRESH#${familyId}`, sk: "REFRESH" });
const hash = (secret: string) => createHash("sha256").update(secret).digest("hex");

export async function issueRefreshToken(table: Table, userId: string, now = new Date(), contextId?: string): Promise<string> {
  const familyId = randomUUID();
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const family: RefreshFamily = {
    ...keyOf(familyId),
    familyId,
    userId,
    contextId,
    currentHash: hash(secret),
    generation: 1,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ttl: Math.floor(expiresAt.getTime() / 1000) + 86_400,
    gsi1pk: `USER#${userId}#REFRESH`,
    gsi1sk: now.toISOString(),
    entity: "refresh",
  };
  await table.create(family);
  return `${familyId}.${secret}`;
}

/** Exchanges a refresh token for a new one; returns the user id and the new token. */
export async function rotateRefreshToken(table: Table, token: string, now = new Date()): Promise<{ userId: string; refreshToken: string }> {
  const { family, secret } = await load(table, token, now);
  if (hash(secret) !== family.currentHash) {
    await revokeFamily(table, family.familyId, "reuse");
    throw new UnauthorizedError(REFRESH_FAILED_MESSAGE);
  }
  const next = randomBytes(32).toString("base64url");
  try {
    await table.update(
      family.pk,
      family.sk,
      {
        expression: "SET currentHash = :next, generation = generation + :one",
        values: { ":next": hash(next), ":current": family.currentHash, ":one": 1 },
      },
      "currentHash = :current AND attribute_not_exists(revokedAt)",
    );
  } catch (error) {
    // Two refreshes raced with the same token: one won; the other is a reuse.
    if (error instanceof ConditionFailedError) {
      await revokeFamily(table, family.familyId, "reuse");
      throw new UnauthorizedError(REFRESH_FAILED_MESSAGE);
    }
    throw error;
  }
  return { userId: family.userId, refreshToken: `${family.familyId}.${next}` };
}

/** Logout with the refresh token as the credential: ends its family. Returns the user id. */
export async function revokeRefreshToken(table: Table, token: string, now = new Date()): Promise<string> {
  const { family, secret } = await load(table, token, now);
  await revokeFamily(table, family.familyId, hash(secret) === family.currentHash ? "logout" : "reuse");
  return family.userId;
}

/** Ends every refresh-token family of a user (password reset), or only one device's (blocked or removed device). */
export async function revokeUserRefreshTokens(
  table: Table,
  userId: string,
  onlyContextId?: string,
  reason = onlyContextId ? "device-blocked" : "password-reset",
): Promise<void> {
  const families = await table.queryAll<RefreshFamily>({ index: "gsi1", pk: `USER#${userId}#REFRESH` });
  const doomed = families.filter((f) => !f.revokedAt && (!onlyContextId || f.contextId === onlyContextId));
  await Promise.all(doomed.map((f) => revokeFamily(table, f.familyId, reason)));
}

async function load(table: Table, token: string, now: Date): Promise<{ family: RefreshFamily; secret: string }> {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) throw new UnauthorizedError(REFRESH_FAILED_MESSAGE);
  const [, familyId, secret] = match as unknown as [string, string, string];
  const key = keyOf(familyId);
  const family = await table.get<RefreshFamily>(key.pk, key.sk, true);
  if (!family || family.revokedAt || family.expiresAt <= now.toISOString()) throw new UnauthorizedError(REFRESH_FAILED_MESSAGE);
  return { family, secret };
}

async function revokeFamily(table: Table, familyId: string, reason: string): Promise<void> {
  const key = keyOf(familyId);
  await table.update(key.pk, key.sk, {
    expression: "SET revokedAt = if_not_exists(revokedAt, :now), revokedReason = if_not_exists(revokedReason, :reason)",
    values: { ":now": new Date().toISOString(), ":reason": reason },
  });
}
