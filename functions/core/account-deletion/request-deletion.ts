import type { Caller } from "../account/caller";
import type { RequestMeta, Svc } from "../account/account-service";
import { userKeys, type User } from "../account/user";
import { mailLanguage } from "../account/emails";
import { getUser } from "../account/user-store";
import { bookingKeys, readLedger } from "../booking/booking-store";
import type { Booking, BookingStatus } from "../booking/booking";
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from "../errors";
import { log, errorFields } from "../log";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { verifyPassword } from "../security/password";
import { beginSignInAttempt } from "../security/sign-in-throttle";
import { revokeUserRefreshTokens } from "../session/refresh-token";
import { revokeUserWebSessions } from "../session/web-session";
import { parseWith } from "../validation";
import { deletionRequestedEmail } from "./deletion-mails";
import { DELETION_MESSAGES, deletionKeys, deletionSchema, GRACE_MS, type DeletionRequest } from "./deletion";

/**
 * The member asks for their account to be deleted (the Settings page and DELETE /api/users/me ask
 * here, with the signed-in caller: one can only ever delete oneself). The rules, in order: an admin
 * account must come with the second factor (caller.ts); the password must be right (failures count
 * with the sign-in's back-off, so this is no side door for guessing); no booking or pass may be live.
 * Then, in one transaction, the request and the account's mark (conditioned on there being none),
 * with `tokenVersion` raised so every access token dies at once; then every web session and
 * refresh token of the account ends.
 */
export async function requestDeletion(
  svc: Svc,
  caller: Caller,
  input: unknown,
  meta: RequestMeta,
  now = new Date(),
): Promise<DeletionRequest> {
  if (caller.role === "admin" && caller.proof !== "second-factor") throw new ForbiddenError(DELETION_MESSAGES.adminSecondFactor);
  const { password, content } = parseWith(deletionSchema, input);
  const user = await getUser(svc.table, caller.id);
  if (!user) throw new UnauthorizedError();
  if (user.deletionDueAt) throw new ConflictError(DELETION_MESSAGES.alreadyRequested);
  const attempt = await beginSignInAttempt(svc.table, { account: user.email, ip: meta.ip, deviceId: meta.deviceId }, now.getTime());
  if (!(await verifyPassword(password, user.passwordHash))) {
    await attempt.failed({ userId: user.id });
    throw new ValidationError(DELETION_MESSAGES.wrongPassword, { password: [DELETION_MESSAGES.wrongPassword] });
  }
  await attempt.succeeded();
  if (await hasLiveBookingOrPass(svc.table, user.id, now)) throw new ConflictError(DELETION_MESSAGES.liveBooking);

  const request: DeletionRequest = {
    userId: user.id,
    email: user.email,
    name: user.name,
    content,
    requestedAt: now.toISOString(),
    dueAt: new Date(now.getTime() + GRACE_MS).toISOString(),
    status: "pending",
  };
  try {
    await svc.table.transact([
      {
        Put: {
          Item: { ...deletionKeys.request(user.id), ...deletionKeys.due(request), entity: "account-deletion", ...request },
          // A request erased before cannot be one of this account's (ids are never reused); a cancelled one was deleted.
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
      {
        Update: {
          Key: userKeys.item(user.id),
          UpdateExpression: "SET deletionRequestedAt = :at, deletionDueAt = :due, tokenVersion = tokenVersion + :one, updatedAt = :at",
          ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(deletionDueAt)",
          ExpressionAttributeValues: { ":at": request.requestedAt, ":due": request.dueAt, ":one": 1 },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ConflictError(DELETION_MESSAGES.alreadyRequested);
    throw error;
  }
  await Promise.all([
    revokeUserWebSessions(svc.table, user.id),
    revokeUserRefreshTokens(svc.table, user.id, undefined, "account-deletion"),
  ]);
  await svc.mailer
    .send(deletionRequestedEmail(user, new Date(request.dueAt), new URL("/signin", svc.config.APP_URL).toString(), mailLanguage(user)))
    .catch((error: unknown) => log.warn("deletion request e-mail failed", { userId: user.id, ...errorFields(error) }));
  return request;
}

const LIVE_BOOKING_STATUSES: BookingStatus[] = ["Confirmed", "Parked"];

/**
 * A booking or pass still running: an unpaid hold (the member's hold ledger counts them), or a
 * Confirmed or Parked booking or pass whose time is not over. A parked car is live whatever the clock says.
 */
export async function hasLiveBookingOrPass(table: Table, userId: string, now = new Date()): Promise<boolean> {
  const ledger = await readLedger(table, userId);
  if ((ledger?.live ?? 0) > 0) return true;
  const partitions = [
    ...LIVE_BOOKING_STATUSES.map((status) => bookingKeys.byStatus(userId, status)),
    bookingKeys.byStatus(userId, "Confirmed", true),
  ];
  const lists = await Promise.all(partitions.map((pk) => table.queryAll<Booking & { pk: string; sk: string }>({ index: "gsi1", pk })));
  const at = now.toISOString();
  return lists.flat().some((b) => b.status === "Parked" || (b.status === "Confirmed" && b.outTime > at));
}

export interface SignInDeletionOutcome {
  /** The sign-in cancelled a deletion that was waiting for its grace period to end. */
  deletionCancelled: boolean;
}

/**
 * A sign-in with the right password during the grace period cancels the deletion: the request's
 * delete (only while still pending) and the account's mark, in one transaction. After the grace
 * period, or once the job has started, the sign-in is refused: the account is going.
 */
export async function cancelDeletionAtSignIn(
  table: Table,
  user: Pick<User, "id" | "deletionDueAt">,
  now = new Date(),
): Promise<SignInDeletionOutcome> {
  if (!user.deletionDueAt) return { deletionCancelled: false };
  if (user.deletionDueAt <= now.toISOString()) throw new ForbiddenError(DELETION_MESSAGES.beingErased);
  try {
    await table.transact([
      {
        Delete: {
          Key: deletionKeys.request(user.id),
          ConditionExpression: "#status = :pending",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":pending": "pending" },
        },
      },
      {
        Update: {
          Key: userKeys.item(user.id),
          UpdateExpression: "REMOVE deletionRequestedAt, deletionDueAt SET updatedAt = :now",
          ConditionExpression: "deletionDueAt = :due",
          ExpressionAttributeValues: { ":due": user.deletionDueAt, ":now": now.toISOString() },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ForbiddenError(DELETION_MESSAGES.beingErased);
    throw error;
  }
  return { deletionCancelled: true };
}

/** The request of an account, for its pages (the grace page); undefined when none is waiting. */
export async function getDeletionRequest(table: Table, userId: string): Promise<DeletionRequest | undefined> {
  const key = deletionKeys.request(userId);
  return table.get<DeletionRequest & { pk: string; sk: string }>(key.pk, key.sk, true);
}
