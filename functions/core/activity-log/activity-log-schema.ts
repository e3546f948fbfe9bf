import { z } from "zod";

/**
 * The logs page's texts and its 'delete all' form (zod only, safe for the browser). The kinds'
 * names match activity-log.ts; this file must not import it (it reaches the table).
 */
export const ACTIVITY_KIND_LABELS = {
  "sign-in": "Sign-ins",
  admin: "Admin actions",
  moderator: "Moderator actions",
} as const;

export const LOGS_MESSAGES = {
  confirmDelete: "Tick the box to confirm that every sign-in entry is deleted.",
  deleted: (count: number) => `Deleted ${count} sign-in ${count === 1 ? "entry" : "entries"}. Admin and moderator actions are kept.`,
  deleteHeading: "Delete sign-in activity",
  deleteExplained:
    "Deletes every sign-in entry (successful and failed) of the last 7 days; one entry records that you did it. Admin and moderator actions are an audit trail: they cannot be deleted, and are kept 365 days.",
  deleteConfirmLabel: "I understand that every sign-in entry is deleted and cannot be brought back.",
  deleteButton: "Delete sign-in activity",
  unknownEmail: "No account has this e-mail.",
  empty: "No log entries match.",
} as const;

/** Deleting the sign-ins cannot be undone, so it needs a ticked box (a confirm dialog would need JavaScript). */
export const deleteLogsSchema = z.object({
  confirm: z.literal("on", { errorMap: () => ({ message: LOGS_MESSAGES.confirmDelete }) }),
});
