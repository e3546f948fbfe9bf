/**
 * What CloudFront may keep and hand to other people (docs/decisions/030-edge-caching-and-compression.md).
 *
 * A page that is the same for everyone is marked with one of the shared policies below. The origin
 * keeps that mark only on a 200 to a GET or HEAD that carries no session cookie and sets no cookie;
 * anything else is `private, no-store` (see `sharedCachingAllowed`). CloudFront's cache key includes
 * the session cookies, so a signed-in request never even looks at the anonymous copy: the header's
 * signed-in variant is never baked into a page someone else gets.
 */

/** The session cookies' base names (app/utils/session.server.ts); app/utils/cookie-name.ts adds the prefix. */
export const SESSION_COOKIES = { user: "sp_session", admin: "sp_admin" } as const;

/** The names the deployed site uses (`__Host-` in production): CloudFront puts them in its cache key. */
export const EDGE_CACHE_KEY_COOKIES: readonly string[] = Object.values(SESSION_COOKIES).map((base) => `__Host-${base}`);

/** Every name a session cookie has, here and deployed (`__sp_session` locally). */
const SESSION_COOKIE_NAMES = new Set(Object.values(SESSION_COOKIES).flatMap((base) => [`__Host-${base}`, `__${base}`]));

/**
 * Static pages (about, help, how it works, contact): browsers always ask again (max-age=0), the
 * edge keeps a copy 5 minutes and may serve it 10 more while it fetches a fresh one.
 */
export const STATIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

/**
 * The home page: its search bar starts at the next quarter hour, so the copy is young enough (at
 * most 5 minutes) that the arrival it offers is never outside the window check's 10-minute grace.
 */
export const HOME_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=240";

/** Car park pictures: a picture's name changes when it does, so a day everywhere. */
export const PUBLIC_IMAGE_CACHE = "public, max-age=86400, s-maxage=86400, stale-while-revalidate=86400";

/** What every response that must not be shared gets instead. */
export const PRIVATE_NO_STORE = "private, no-store";

export function isSharedCacheControl(value: string | null | undefined): boolean {
  return !!value && /(^|[\s,])(public|s-maxage=)/i.test(value);
}

/** True when the request carries any session cookie (valid or not: it changes what the header shows). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => SESSION_COOKIE_NAMES.has(part.split("=", 1)[0]!.trim()));
}

export interface CacheableResponse {
  method: string;
  status: number;
  requestCookie: string | null | undefined;
  setsCookie: boolean;
}

/** Whether a response marked for shared caching may keep the mark. */
export function sharedCachingAllowed(r: CacheableResponse): boolean {
  return (r.method === "GET" || r.method === "HEAD") && r.status === 200 && !r.setsCookie && !hasSessionCookie(r.requestCookie);
}
