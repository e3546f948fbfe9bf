import { randomBytes } from "node:crypto";
import type { Table } from "../ports/table/table";

/**
 * Web sessions: the cookie holds only a random session id (signed); the session lives in the table,
 * so it can be revoked (logout, password reset, a blocked device) and it expires on its own.
 */
export type SessionKind = "user" | "admin";

export interface WebSession {
  pk: string;
  sk: string;
  id: string;
  userId: string;
  kind: SessionKind;
  /** The device/location context it was opened from (a blocked device ends its sessions). */
  contextId?: string;
  createdAt: string;
  expiresAt: string;
  ttl: number;
  gsi1pk: string;
  gsi1sk: string;
  entity: "session";
}

export const SESSION_LIFETIME_MS = 7 * 24 * 3600_000;
export const ADMIN_SESSION_LIFETIME_MS = 8 * 3600_000;

const keyOf = (id: string) => ({ pk: `SESSION#${id}`, sk: "SESSION" });
const userSessions = (userId: string) => `USER#${userId}#SESSIONS`;

export async function createWebSession(
  table: Table,
  input: { userId: string; kind: SessionKind; contextId?: string },
  now = new Date(),
): Promise<WebSession> {
  const id = randomBytes(24).toString("base64url");
  const lifetime = input.kind === "admin" ? ADMIN_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
  const expiresAt = new Date(now.getTime() + lifetime);
  const session: WebSession = {
    ...keyOf(id),
    id,
    userId: input.userId,
    kind: input.kind,
    contextId: input.contextId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ttl: Math.floor(expiresAt.getTime() / 1000),
    gsi1pk: userSessions(input.userId),
    gsi1sk: now.toISOString(),
    entity: "session",
  };
  await table.create(session);
  return session;
}

/** The live session, or undefined when unknown, revoked or expired (TTL deletion lags; expiry is checked here). */
export async function getWebSession(table: Table, id: string, kind: SessionKind, now = new Date()): Promise<WebSession | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return undefined;
  const key = keyOf(id);
  const session = await table.get<WebSession>(key.pk, key.sk);
  if (!session || session.kind !== kind || session.expiresAt <= now.toISOString()) return undefined;
  return session;
}

export async function revokeWebSession(table: Table, id: string): Promise<void> {
  const key = keyOf(id);
  await table.delete(key.pk, key.sk);
}

/** Ends every web session of a user, or only those opened from one device context. */
export async function revokeUserWebSessions(table: Table, userId: string, onlyContextId?: string): Promise<number> {
  const sessions = await table.queryAll<WebSession>({ index: "gsi1", pk: userSessions(userId) });
  const doomed = sessions.filter((s) => !onlyContextId || s.contextId === onlyContextId);
  await Promise.all(doomed.map((s) => table.delete(s.pk, s.sk)));
  return doomed.length;
}
