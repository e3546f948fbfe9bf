import type { SubmissionResult } from "@conform-to/react";
import { PROFILE_IMAGE_MESSAGES } from "@core/account/profile-image";

/**
 * How POST /profile/photo reports back: it redirects to /profile with `?photo=<code>` and the
 * profile loader turns the code into the photo form's Conform reply (`photoResult`), so the
 * message shows next to the file field the kit's way, with or without JavaScript. A code, not the
 * text, so the URL stays short and nothing in it is shown as it was typed.
 */
const PHOTO_ERRORS = {
  missing: PROFILE_IMAGE_MESSAGES.missing,
  "not-image": PROFILE_IMAGE_MESSAGES.notImage,
  "too-large": PROFILE_IMAGE_MESSAGES.tooLarge,
  failed: PROFILE_IMAGE_MESSAGES.failed,
} as const;
export type PhotoErrorCode = keyof typeof PHOTO_ERRORS;

/** The photo form's one field, as named by the page, the route and core's API. */
export const PHOTO_FIELD = "profileImage";

/** The code of one of PROFILE_IMAGE_MESSAGES' errors; any other message counts as "failed". */
export function photoErrorCode(message: string | undefined): PhotoErrorCode {
  const found = Object.entries(PHOTO_ERRORS).find(([, text]) => text === message);
  return found ? (found[0] as PhotoErrorCode) : "failed";
}

/** The message for a `?photo=` code; null for none or an unknown one. */
export function photoErrorMessage(code: string | null): string | null {
  return code && Object.hasOwn(PHOTO_ERRORS, code) ? PHOTO_ERRORS[code as PhotoErrorCode] : null;
}

/** The photo form's reply for a `?photo=` code: its message on the file field; null for none. */
export function photoResult(code: string | null): SubmissionResult<string[]> | null {
  const message = photoErrorMessage(code);
  return message ? { status: "error", error: { [PHOTO_FIELD]: [message] } } : null;
}
