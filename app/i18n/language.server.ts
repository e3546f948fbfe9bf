import { isLanguage, LANGUAGE_COOKIE, requestLanguage, type Language } from "@core/i18n/languages";
import { services } from "@core/services";
import { getSignedIn } from "~/utils/session.server";

/**
 * The request's language (decision 058): the `sp_lang` cookie, else the signed-in member's profile,
 * else Accept-Language. The cookie is a plain value ("en" or "hi"), not Remix's signed JSON: the
 * edge function reads it for the cache key, and it holds a preference, nothing to forge.
 */
export function languageCookieOf(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) return value;
  }
  return undefined;
}

export function languageOf(request: Request, profileLanguage?: unknown): Language {
  return requestLanguage(languageCookieOf(request), profileLanguage, request.headers.get("accept-language"));
}

/** A year; `Secure` in production, where the site is HTTPS only. */
export function languageCookieHeader(language: Language): string {
  const secure = services().config.APP_ENV === "production" ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * The page's language for a loader: the cookie, else the signed-in member's profile (the session is
 * read once per request, shared with the root's), else Accept-Language. The root and every page agree.
 */
export async function pageLanguage(request: Request): Promise<Language> {
  // A chosen language needs no session read; otherwise the profile's (getSignedIn is once per request).
  if (isLanguage(languageCookieOf(request))) return languageOf(request);
  const signedIn = await getSignedIn(request).catch(() => null);
  return languageOf(request, signedIn?.user.language);
}
