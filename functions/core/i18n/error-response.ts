import { toErrorResponse } from "../errors";
import type { Language } from "./languages";
import { translateMessage } from "./messages";

/**
 * `toErrorResponse` in the reader's language (decision 059): the JSON API's by Accept-Language, a
 * page's JSON by its language. Only `message` changes; codes, `type` and the rest stay as they are.
 * Server code only: it carries the Hindi catalogue.
 */
export function errorResponseIn(error: unknown, language: Language): ReturnType<typeof toErrorResponse> {
  const { status, body } = toErrorResponse(error);
  return { status, body: { ...body, message: translateMessage(body.message, language) } };
}
