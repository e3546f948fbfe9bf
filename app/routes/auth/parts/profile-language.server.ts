import { isLanguage } from "@core/i18n/languages";
import type { User } from "@core/account/user";
import { languageCookieHeader, languageCookieOf } from "~/i18n/language.server";

/**
 * At sign-in (issue 35, decision 058): a browser that has not chosen a language (no `sp_lang`
 * cookie) gets the cookie of the member's profile language, so every later request of that browser
 * carries it, the edge's cache key included, even after signing out. A chosen language stays.
 */
export function rememberProfileLanguage(request: Request, response: Response, user: Pick<User, "language">): void {
  if (isLanguage(languageCookieOf(request)) || !isLanguage(user.language)) return;
  response.headers.append("Set-Cookie", languageCookieHeader(user.language));
}
