import { errorResponseIn } from "@core/i18n/error-response";
import { UnauthorizedError } from "@core/errors";
import type { User } from "@core/account/user";
import { errorFields, log } from "@core/log";
import { getSignedIn } from "~/utils/session.server";
import type { Language } from "@core/i18n/languages";

/**
 * The JSON addresses the islands call (decision 011): the same cookie session as the pages, and
 * refusals as the API's `{message}` with core's status (spec §8), never a redirect to an HTML page.
 */
const NO_STORE = { "Cache-Control": "no-store" };

export function jsonReply(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/**
 * Core's refusal as `{message}` with its status, in the page's language (the islands show it as
 * it comes); anything unexpected is logged and answered 500.
 */
export function jsonRefusal(
  error: unknown,
  logMessage: string,
  logFields: Record<string, unknown> = {},
  language: Language = "en",
): Response {
  const { status, body } = errorResponseIn(error, language);
  if (status === 500) log.error(logMessage, { ...logFields, ...errorFields(error) });
  return jsonReply(body, status);
}

/** The signed-in member, or a thrown 401 `{message}` (a fetch must not be sent to /signin). */
export async function requireUserForJson(request: Request): Promise<User> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw jsonRefusal(new UnauthorizedError(), "");
  return signedIn.user;
}
