import { z } from "zod";
import { CONTACT_LIMITS, contactSchema } from "../contact/schemas";

/**
 * The grievance form of /privacy/grievance and the admin's answer (issue 32 §5, decision 050). Only
 * zod and constants here: the pages' browser bundles import this module, never the service.
 *
 * Who is writing and what they write follow the contact form's rules and messages (its schema's
 * name, email and message, picked, not copied); what the request is about is the one field of its own.
 */

/**
 * The period within which a grievance is answered: the DPDP Rules, 2025 (rule 14) set an outer limit
 * of ninety days for grievance redressal. One constant: the due dates, the acknowledgement mail and
 * the privacy page all read it.
 */
export const GRIEVANCE_RESPONSE_DAYS = 90;

/** What a request can be about: the rights of a Data Principal under the DPDP Act, 2023 (ss. 11 to 14), and the rest. */
export const GRIEVANCE_TOPICS = {
  access: "A summary of my data",
  correction: "Correcting my data",
  erasure: "Erasing my data",
  consent: "Withdrawing consent or stopping mail",
  nomination: "Nominating someone to act for me",
  complaint: "A complaint about how my data is handled",
  other: "Something else",
} as const;

export type GrievanceTopic = keyof typeof GRIEVANCE_TOPICS;
const TOPIC_KEYS = Object.keys(GRIEVANCE_TOPICS) as [GrievanceTopic, ...GrievanceTopic[]];

export const GRIEVANCE_MESSAGES = {
  topicRequired: "Choose what your request is about",
  answerRequired: "Answer is required",
  answerTooLong: `Answer must be at most ${CONTACT_LIMITS.message} characters.`,
  notFound: "No privacy request has this reference.",
  alreadyAnswered: "This request has already been answered.",
} as const;

export const grievanceSchema = contactSchema.pick({ name: true, email: true, message: true }).extend({
  topic: z.enum(TOPIC_KEYS, { errorMap: () => ({ message: GRIEVANCE_MESSAGES.topicRequired }) }),
});

export type GrievanceInput = z.infer<typeof grievanceSchema>;

export const grievanceAnswerSchema = z.object({
  answer: z
    .string({ required_error: GRIEVANCE_MESSAGES.answerRequired, invalid_type_error: GRIEVANCE_MESSAGES.answerRequired })
    .trim()
    .min(1, GRIEVANCE_MESSAGES.answerRequired)
    .max(CONTACT_LIMITS.message, GRIEVANCE_MESSAGES.answerTooLong),
});

/** "GRV-" and 8 characters of Crockford's base32 (no I, L, O, U): easy to read out on the phone. */
export const GRIEVANCE_REFERENCE = /^GRV-[0-9A-HJKMNP-TV-Z]{8}$/;
