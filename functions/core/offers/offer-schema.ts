import { z } from "zod";

/**
 * The admin's offer mail form (issue 32 §4), shared by the page (in the browser and its action)
 * and core's offer-admin.ts. Only zod here: the page's browser bundle must not reach the table.
 */
export const OFFER_FORM_MESSAGES = {
  subject: "Please enter a subject of up to 120 characters.",
  text: "Please write the offer, up to 2000 characters.",
  couponCode: "Please choose the coupon the offer is about.",
  city: "Please enter a city of up to 60 characters, or leave it empty for every city.",
} as const;

const trimmed = (message: string, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    // No control characters: a subject is a mail header.
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), message);

export const offerCreateSchema = z.object({
  subject: trimmed(OFFER_FORM_MESSAGES.subject, 120).refine((v) => !/[\r\n]/.test(v), OFFER_FORM_MESSAGES.subject),
  text: trimmed(OFFER_FORM_MESSAGES.text, 2000),
  couponCode: trimmed(OFFER_FORM_MESSAGES.couponCode, 20).transform((v) => v.toUpperCase()),
  city: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), trimmed(OFFER_FORM_MESSAGES.city, 60).optional()),
});

export type OfferForm = z.infer<typeof offerCreateSchema>;
