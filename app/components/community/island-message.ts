import { UNEXPECTED_MESSAGE } from "@core/errors";

/**
 * A JSON address's refusal as the island shows it: the server's `message` is already in the page's
 * language; only the island's own fallback (no answer, or none it can read: spec §8 'An unexpected
 * error occurred.') is English, and is swapped for the page's text of it.
 */
export function shownMessage(message: string, t: { unexpected: string }): string {
  return message === UNEXPECTED_MESSAGE ? t.unexpected : message;
}
