import { PROFILE_IMAGE_MESSAGES } from "@core/account/profile-image";

/**
 * How POST /profile/photo reports back: it redirects to /profile with `?photo=<code>` and the
 * profile loader turns the code into the message shown next to the photo field. A code, not the
 * text, so the URL stays short and nothing in it is shown as it was typed.
 */
const PHOTO_ERRORS = {
  missing: PROFILE_IMAGE_MESSAGES.missing,
  "not-image": PROFILE_IMAGE_MESSAGES.notImage,
  "too-large": PROFILE_IMAGE_MESSAGES.tooLarge,
  failed: PROFILE_IMAGE_MESSAGES.failed,
} as const;
export type PhotoErrorCode = keyof typeof PHOTO_ERRORS;

/** The code of one of PROFILE_IMAGE_MESSAGES' errors; any other message counts as "failed". */
export function photoErrorCode(message: string): PhotoErrorCode {
  const found = Object.entries(PHOTO_ERRORS).find(([, text]) => text === message);
  return found ? (found[0] as PhotoErrorCode) : "failed";
}

/** The message for a `?photo=` code; null for none or an unknown one. */
export function photoErrorMessage(code: string | null): string | null {
  return code && Object.hasOwn(PHOTO_ERRORS, code) ? PHOTO_ERRORS[code as PhotoErrorCode] : null;
}
