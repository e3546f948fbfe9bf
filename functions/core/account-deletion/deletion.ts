import { z } from "zod";

/**
 * Deleting one's own account (issue 32 §2, decision 052): the request, its 7-day grace period and
 * what the member chose for their posts and comments. The request lives in an item of its own
 * (`DELETION#<user id>` / `REQUEST`), outside the account's partition, so the erasure job can find it
 * (gsi1 `DELETIONS#DUE` by due time), run again after a failure, and keep a bare record that the
 * account was erased once everything personal is gone.
 */
export const GRACE_DAYS = 7;
export const GRACE_MS = GRACE_DAYS * 24 * 3600_000;

export { DELETED_MEMBER_NAME } from "../account/user";

/** The member's choice for their posts and comments. */
export type ContentChoice = "delete" | "keep";

export type DeletionStatus = "pending" | "erasing" | "erased";

export interface DeletionRequest {
  userId: string;
  /** Kept until the confirmation mail is sent and the account erased; then removed. */
  email?: string;
  name?: string;
  content: ContentChoice;
  requestedAt: string;
  dueAt: string;
  status: DeletionStatus;
  mailedAt?: string;
  erasedAt?: string;
}

export const DELETIONS_DUE = "DELETIONS#DUE";

export const deletionKeys = {
  request: (userId: string) => ({ pk: `DELETION#${userId}`, sk: "REQUEST" }),
  /** gsi1 of a request waiting for its job: due time first, so "due by now" is one range Query. */
  due: (request: Pick<DeletionRequest, "dueAt" | "userId">) => ({ gsi1pk: DELETIONS_DUE, gsi1sk: `${request.dueAt}#${request.userId}` }),
};

export const DELETION_MESSAGES = {
  passwordRequired: "Enter your password to confirm.",
  wrongPassword: "That password is not right.",
  contentRequired: "Choose what happens to your posts and comments.",
  liveBooking:
    "You have a booking or pass that is still live (on hold, confirmed or parked). Cancel it, or wait until it is over, then delete your account.",
  adminSecondFactor: "An admin account is deleted only from a session opened with the second factor (sign in at /admin/signin).",
  alreadyRequested: "This account is already set to be deleted.",
  /** Sign-in after the grace period, before or while the job erases the account. */
  beingErased: "This account is being deleted and can no longer sign in.",
} as const;

export const deletionSchema = z.object({
  password: z.string({ required_error: DELETION_MESSAGES.passwordRequired }).min(1, DELETION_MESSAGES.passwordRequired).max(128),
  content: z.enum(["delete", "keep"], { errorMap: () => ({ message: DELETION_MESSAGES.contentRequired }) }),
});
