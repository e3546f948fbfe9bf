import { z } from "zod";

/**
 * The admin's Users pages (issue 13): their texts and form schemas, shared by the pages (in the
 * browser and in their actions) and core's user-admin.ts. Only zod here: the pages' browser
 * bundle must not reach the table.
 */
export const USER_ADMIN_MESSAGES = {
  /** What a suspended account is told when it signs in (pages and API alike). */
  suspended: "This account is suspended. Contact support.",
  prefixRequired: "Please enter the start of an e-mail address.",
  prefixTooLong: "An e-mail address is at most 254 characters.",
  reasonRequired: "Please give a reason.",
  reasonTooLong: "Please keep the reason under 500 characters.",
  notFound: "User not found.",
  suspendSelf: "You cannot suspend your own account.",
  suspendAdmin: "Administrators cannot be suspended here.",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
} as const;

export const USER_ADMIN_LIMITS = { maxReasonChars: 500, maxEmailChars: 254, pageSize: 20 } as const;

export const userSearchSchema = z.object({
  email: z
    .string({ required_error: USER_ADMIN_MESSAGES.prefixRequired })
    .trim()
    .toLowerCase()
    .min(1, USER_ADMIN_MESSAGES.prefixRequired)
    .max(USER_ADMIN_LIMITS.maxEmailChars, USER_ADMIN_MESSAGES.prefixTooLong),
});

export const suspendSchema = z.object({
  reason: z
    .string({ required_error: USER_ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, USER_ADMIN_MESSAGES.reasonRequired)
    .max(USER_ADMIN_LIMITS.maxReasonChars, USER_ADMIN_MESSAGES.reasonTooLong),
});

/** Unsuspending takes an optional note for the log. */
export const unsuspendSchema = z.object({
  reason: z.string().trim().max(USER_ADMIN_LIMITS.maxReasonChars, USER_ADMIN_MESSAGES.reasonTooLong).optional(),
});
