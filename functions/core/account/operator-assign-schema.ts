import { z } from "zod";

/**
 * The admin's "car park staff" form (decision 021): whose account, and which car parks. Its own
 * module, free of the table, because the page checks it in the browser too (the form kit, decision
 * 010); what the ids mean is operator-assignments.ts's business.
 */
export const OPERATOR_FORM_MESSAGES = {
  emailRequired: "Type the staff member's e-mail address.",
  invalidEmail: "Please enter a valid email address.",
  idsTooLong: "The list of car park ids is at most 2000 characters.",
} as const;

export const operatorAssignSchema = z.object({
  email: z
    .string({ required_error: OPERATOR_FORM_MESSAGES.emailRequired })
    .trim()
    .min(1, OPERATOR_FORM_MESSAGES.emailRequired)
    .max(254, OPERATOR_FORM_MESSAGES.invalidEmail)
    .email(OPERATOR_FORM_MESSAGES.invalidEmail),
  // Empty: the account is no longer car park staff.
  parkingIds: z.string().trim().max(2000, OPERATOR_FORM_MESSAGES.idsTooLong).optional(),
});

/** "pk-mumbai-01, pk-mumbai-02" (commas or spaces) → the ids. */
export function parkingIdsOf(text: string | undefined): string[] {
  return (text ?? "").split(/[\s,]+/).filter(Boolean);
}
