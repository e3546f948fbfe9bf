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
  confirmDelete: "Tick the box to confirm that every log entry is deleted.",
  deleted: (count: number) => `Deleted ${count} ${count === 1 ? "entry" : "entries"}.`,
  unknownEmail: "No account has this e-mail.",
  empty: "No log entries match.",
} as const;

/** 'Delete all' cannot be undone, so it needs a ticked box (a confirm dialog would need JavaScript). */
export const deleteLogsSchema = z.object({
  confirm: z.literal("on", { errorMap: () => ({ message: LOGS_MESSAGES.confirmDelete }) }),
});
