import type { Caller } from "./caller";
import { activityPut } from "../activity-log/activity-log";
import { listBookings } from "../booking/booking-store";
import type { ListedStatus } from "../booking/booking";
import { postsPerCommunity } from "../community/author-stats";
import { mergeNewestFirst, type MergedPage } from "../community/merged-feed";
import { postKeys } from "../community/post";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { revokeUserRefreshTokens } from "../session/refresh-token";
import { revokeUserWebSessions } from "../session/web-session";
import { parseWith } from "../validation";
import { requirePlatformAdmin } from "./admin-rule";
import { emailIndexPartition, isSuspended, userKeys, type User } from "./user";
import { suspendSchema, unsuspendSchema, USER_ADMIN_LIMITS, USER_ADMIN_MESSAGES, userSearchSchema } from "./user-admin-schema";
import { getUser, getUsers, listUsersNewestFirst } from "./user-store";

/**
 * The admin's Users (issue 13): the newest members, search by e-mail prefix, a user's bookings and posts, suspend and
 * unsuspend. Every function asks the platform admin rule first; the search is never open to
 * members (there is no member-facing caller, and the rule would refuse one). Decision 020.
 */
type Admin = Pick<Caller, "id" | "email" | "role" | "proof">;

function requireUserId(id: string): string {
  if (!id || id.length > 100) throw new NotFoundError(USER_ADMIN_MESSAGES.notFound);
  return id;
}

/**
 * Users whose e-mail starts with `prefix`, by e-mail, 20 a page: one Query on gsi1 of the e-mail
 * items (`USERS#EMAIL#<first character>`, sort key the e-mail), begins_with the prefix. No Scan.
 */
export async function searchUsersByEmail(
  table: Table,
  admin: Admin,
  input: unknown,
  page: { cursor?: string | null } = {},
): Promise<{ users: User[]; cursor?: string }> {
  requirePlatformAdmin(admin);
  const { email: prefix } = parseWith(userSearchSchema, input);
  const result = await table.query<{ pk: string; sk: string; userId: string }>({
    index: "gsi1",
    pk: emailIndexPartition(prefix),
    sk: { beginsWith: prefix },
    limit: USER_ADMIN_LIMITS.pageSize,
    cursor: page.cursor,
  });
  const found = await getUsers(
    table,
    result.items.map((item) => item.userId),
  );
  const users = result.items.map((item) => found.get(item.userId)).filter((u): u is User => u !== undefined);
  return { users, cursor: result.cursor };
}

/**
 * The newest members first, 20 a page (the Users page before a search): one Query on gsi2's
 * `USERS#JOINED` partition, newest first (decision 039). No Scan.
 */
export async function newestUsers(
  table: Table,
  admin: Admin,
  page: { cursor?: string | null } = {},
): Promise<{ users: User[]; cursor?: string }> {
  requirePlatformAdmin(admin);
  return listUsersNewestFirst(table, { limit: USER_ADMIN_LIMITS.pageSize, cursor: page.cursor });
}

/** One user, for the admin's user page. */
export async function userForAdmin(table: Table, admin: Admin, userId: string): Promise<User> {
  requirePlatformAdmin(admin);
  const user = await getUser(table, requireUserId(userId));
  if (!user) throw new NotFoundError(USER_ADMIN_MESSAGES.notFound);
  return user;
}

/** A user's bookings of one tab (the member's own tabs), a page at a time, as the member sees them. */
export async function userBookingsForAdmin(table: Table, admin: Admin, userId: string, status: ListedStatus, pageNumber: number) {
  requirePlatformAdmin(admin);
  return listBookings(table, requireUserId(userId), status, pageNumber, 10);
}

/**
 * A user's posts in every community, newest first (the members-only and followers-only rules of
 * the member's own pages do not apply to the platform's admins).
 */
export async function userPostsForAdmin(
  table: Table,
  admin: Admin,
  userId: string,
  page: { cursor?: string | null } = {},
): Promise<MergedPage> {
  requirePlatformAdmin(admin);
  const tallies = await postsPerCommunity(table, requireUserId(userId));
  const communities = [...tallies].filter(([, count]) => count > 0).map(([id]) => id);
  return mergeNewestFirst(
    table,
    communities.map((id) => postKeys.byAuthorIn(userId, id)),
    { cursor: page.cursor, limit: 10 },
  );
}

/**
 * Suspends an account: the user item gets `suspendedAt` and the reason, and its tokenVersion goes
 * up (every API access token issued before is void at once), in one transaction with the activity
 * log entry; then every web session and refresh token of the account ends. Sign-in refuses a
 * suspended account, and so do the session and bearer lookups, so a session opened by a sign-in
 * racing the suspension does not outlive it either. Refused: yourself, and another admin (an
 * admin's access is taken away by changing the role in the deployment, not from this page).
 */
export async function suspendUser(table: Table, admin: Admin, userId: string, input: unknown, now = new Date()): Promise<User> {
  requirePlatformAdmin(admin);
  const { reason } = parseWith(suspendSchema, input);
  if (userId === admin.id) throw new ValidationError(USER_ADMIN_MESSAGES.suspendSelf);
  const target = await userForAdmin(table, admin, userId);
  if (target.role === "admin") throw new ForbiddenError(USER_ADMIN_MESSAGES.suspendAdmin);
  if (isSuspended(target)) throw new ValidationError(USER_ADMIN_MESSAGES.alreadySuspended);
  const at = now.toISOString();
  try {
    await table.transact([
      {
        Update: {
          Key: userKeys.item(target.id),
          UpdateExpression: "SET suspendedAt = :at, suspendedReason = :reason, tokenVersion = tokenVersion + :one, updatedAt = :at",
          // The role is checked again here: a promotion to admin meanwhile wins.
          ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(suspendedAt) AND #role <> :admin",
          ExpressionAttributeNames: { "#role": "role" },
          ExpressionAttributeValues: { ":at": at, ":reason": reason, ":one": 1, ":admin": "admin" },
        },
      },
      activityPut(
        {
          kind: "admin",
          action: "user-suspend",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `Suspended ${target.email}.`,
          targetId: target.id,
          reason,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(USER_ADMIN_MESSAGES.alreadySuspended);
    throw error;
  }
  await Promise.all([revokeUserWebSessions(table, target.id), revokeUserRefreshTokens(table, target.id, undefined, "suspended")]);
  return { ...target, suspendedAt: at, suspendedReason: reason, tokenVersion: target.tokenVersion + 1, updatedAt: at };
}

/** Lifts a suspension: the account may sign in again (its old sessions stay ended). */
export async function unsuspendUser(table: Table, admin: Admin, userId: string, input: unknown = {}, now = new Date()): Promise<User> {
  requirePlatformAdmin(admin);
  const { reason } = parseWith(unsuspendSchema, input);
  const target = await userForAdmin(table, admin, userId);
  if (!isSuspended(target)) throw new ValidationError(USER_ADMIN_MESSAGES.notSuspended);
  const at = now.toISOString();
  try {
    await table.transact([
      {
        Update: {
          Key: userKeys.item(target.id),
          UpdateExpression: "REMOVE suspendedAt, suspendedReason SET updatedAt = :at",
          ConditionExpression: "attribute_exists(suspendedAt)",
          ExpressionAttributeValues: { ":at": at },
        },
      },
      activityPut(
        {
          kind: "admin",
          action: "user-unsuspend",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `Lifted the suspension of ${target.email}.`,
          targetId: target.id,
          ...(reason ? { reason } : {}),
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(USER_ADMIN_MESSAGES.notSuspended);
    throw error;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { suspendedAt, suspendedReason, ...rest } = target;
  return { ...rest, updatedAt: at };
}
