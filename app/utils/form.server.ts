import type { SubmissionResult } from "@conform-to/react";
import type { Submission } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { DomainError, isTransientError, TRY_AGAIN_MESSAGE, UNEXPECTED_MESSAGE, ValidationError } from "@core/errors";
import { errorFields, log } from "@core/log";
import type { Language } from "@core/i18n/languages";
import { translateFieldMessages, translateMessage } from "@core/i18n/messages";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The server half of the form kit (app/components/kit/forms.tsx, docs/decisions/010-form-kit.md).
 * An action parses the post with the form's schema (`parseWithZod`), answers an invalid one with
 * `invalidSubmission`, calls core, and turns whatever core throws into Conform's reply with
 * `replyWithError`: the one place that maps domain errors to a status and to messages next to
 * fields. The reply re-renders the form with the typed values (minus `hideFields`) and the messages,
 * with or without JavaScript. Every message leaves in the page's language (decision 059): core's
 * English texts are translated here, the one door they pass through to a form.
 */
type AnySubmission = Submission<unknown, string[], unknown>;

interface ReplyOptions {
  /** Never sent back (passwords). */
  hideFields?: string[];
  /** Extra headers, e.g. a Set-Cookie the action must not lose. */
  headers?: HeadersInit;
}

/** 400 with the schema's messages (a post the browser did not check: JavaScript off, an old tab, or a Hindi page). */
export async function invalidSubmission(request: Request, submission: AnySubmission, options: ReplyOptions = {}) {
  const result = inLanguage(submission.reply({ hideFields: options.hideFields }), await pageLanguage(request));
  return data({ result }, { status: 400, headers: options.headers });
}

/** Conform's reply with its messages in `language`. */
function inLanguage(result: SubmissionResult<string[]>, language: Language): SubmissionResult<string[]> {
  return result.error ? { ...result, error: translateFieldMessages(result.error, language) } : result;
}

interface ErrorReplyOptions extends ReplyOptions {
  /** Logged with the error when it is not a domain error (which the person sees as `unexpected`). */
  logMessage: string;
  logFields?: Record<string, unknown>;
  /** The text for an unexpected error; the spec's "An unexpected error occurred." unless a page has its own. */
  unexpected?: string;
  /** The text for a domain error that carries no message (spec §8: "Failed to reset password."). */
  refused?: string;
  /** Core's field names → the form's, where they differ (`vehicle_number` → `vehicleNumber`). */
  fieldNames?: Record<string, string>;
  /** A field a field-less domain error is about (e.g. a duplicate number is the number field's problem). */
  fieldFor?: (error: DomainError) => string | undefined;
}

/**
 * Conform's reply for an error thrown by core, with the error's status: a ValidationError's field
 * messages land next to their fields (its own message only when it names none), another domain
 * error's message is the form's (or `fieldFor`'s field's), and anything else is logged and shown
 * as `unexpected`, status 500, with no internals.
 */
export async function replyWithError(request: Request, submission: AnySubmission, error: unknown, options: ErrorReplyOptions) {
  const { formErrors, fieldErrors, status } = describeError(error, { ...options, language: await pageLanguage(request) });
  if (status === 500) log.error(options.logMessage, { ...options.logFields, ...errorFields(error) });
  return data(
    { result: submission.reply({ formErrors, fieldErrors, hideFields: options.hideFields }) },
    { status, headers: options.headers },
  );
}

/** The messages and status for `error`, without the reply (exported for tests). */
export function describeError(
  error: unknown,
  options: Pick<ErrorReplyOptions, "unexpected" | "refused" | "fieldNames" | "fieldFor"> & { language?: Language } = {},
): { formErrors: string[]; fieldErrors: Record<string, string[]>; status: number } {
  const { formErrors, fieldErrors, status } = describeInEnglish(error, options);
  const language = options.language ?? "en";
  return {
    formErrors: formErrors.map((message) => translateMessage(message, language)),
    fieldErrors: translateFieldMessages(fieldErrors, language),
    status,
  };
}

function describeInEnglish(
  error: unknown,
  options: Pick<ErrorReplyOptions, "unexpected" | "refused" | "fieldNames" | "fieldFor">,
): { formErrors: string[]; fieldErrors: Record<string, string[]>; status: number } {
  // A Response thrown inside an action's try (requireAdmin's redirect to the admin sign-in, a 404)
  // is the answer itself, never a form error: thrown on, a member posting to an admin form is sent
  // to sign in instead of shown "An unexpected error occurred." with a 500.
  if (error instanceof Response) throw error;
  // A throttle or timeout downstream is "try again", not a fault of ours to hide (decision 031).
  if (!(error instanceof DomainError) && isTransientError(error)) return { formErrors: [TRY_AGAIN_MESSAGE], fieldErrors: {}, status: 503 };
  if (!(error instanceof DomainError)) return { formErrors: [options.unexpected ?? UNEXPECTED_MESSAGE], fieldErrors: {}, status: 500 };
  const message = error.message || options.refused || UNEXPECTED_MESSAGE;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (error instanceof ValidationError) {
    for (const [name, messages] of Object.entries(error.fieldErrors)) {
      // "_" is zod's path for a rule about the whole input (validation.ts).
      if (name === "_") formErrors.push(...messages);
      else (fieldErrors[options.fieldNames?.[name] ?? name] ??= []).push(...messages);
    }
  } else {
    const field = options.fieldFor?.(error);
    if (field) fieldErrors[field] = [message];
  }
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push(message);
  return { formErrors, fieldErrors, status: error.status };
}

/**
 * The reply of a form with no fields of its own (a lone button: cancel a booking, delete a vehicle,
 * sign a device out): core's refusal as the form's message, with its status, in the same shape as
 * `replyWithError`, so the page shows it with `useKitForm(NO_FIELDS, …)` and `ErrorList`.
 * `extra` travels beside `result` (e.g. which of several per-item forms the reply is for).
 */
export async function replyWithRefusal<Extra extends Record<string, unknown>>(
  request: Request,
  error: unknown,
  options: Omit<ErrorReplyOptions, "hideFields" | "fieldNames" | "fieldFor"> & { extra?: Extra },
) {
  const { formErrors, status } = describeError(error, { ...options, language: await pageLanguage(request) });
  if (status === 500) log.error(options.logMessage, { ...options.logFields, ...errorFields(error) });
  const result: SubmissionResult<string[]> = { status: "error", error: { "": formErrors } };
  return data({ ...(options.extra as Extra), result }, { status, headers: options.headers });
}
