import { z } from "zod";

/**
 * The review form (issue 14), one schema for the page (the form kit checks it in the browser and in
 * the action) and for core, which parses its input again. A form posts strings, the API may send a
 * number: both are read. Kept free of server imports so the page's bundle can use it.
 */
export const REVIEW_TEXT_MAX = 1000;

export const REVIEW_FORM_MESSAGES = {
  rating: "Please choose from 1 to 5 stars.",
  textTooLong: `Please keep your review to ${REVIEW_TEXT_MAX} characters.`,
} as const;

export const reviewFormSchema = z.object({
  rating: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ required_error: REVIEW_FORM_MESSAGES.rating, invalid_type_error: REVIEW_FORM_MESSAGES.rating })
      .int(REVIEW_FORM_MESSAGES.rating)
      .min(1, REVIEW_FORM_MESSAGES.rating)
      .max(5, REVIEW_FORM_MESSAGES.rating),
  ),
  text: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value === null ? undefined : value),
    z.string().max(REVIEW_TEXT_MAX, REVIEW_FORM_MESSAGES.textTooLong).optional(),
  ),
});

export type ReviewForm = z.infer<typeof reviewFormSchema>;
