import type { HeadersFunction } from "@remix-run/node";
import { isSharedCacheControl, PRIVATE_NO_STORE, sharedCachingAllowed, hasSessionCookie } from "@core/security/edge-cache";

/**
 * A route's `headers` for a page that is the same for every visitor: the shared policy
 * (functions/core/security/edge-cache.ts), unless the page is an error, whose own headers pass through.
 * Whether the mark survives is decided per request by `guardSharedCaching`.
 */
export function sharedPageHeaders(policy: string): HeadersFunction {
  return ({ errorHeaders }) => {
    const headers = new Headers(errorHeaders ?? undefined);
    if (!errorHeaders) headers.set("Cache-Control", policy);
    return headers;
  };
}

/**
 * The last word on Cache-Control for every page and data response (app/entry.server.tsx): a shared
 * mark survives only on a 200 to an anonymous GET that sets no cookie; a signed-in request's page,
 * whatever route it is, is `private, no-store`, so no cache anywhere keeps someone's own data.
 */
export function guardSharedCaching(request: Request, status: number, headers: Headers): void {
  const requestCookie = request.headers.get("Cookie");
  const current = headers.get("Cache-Control");
  if (isSharedCacheControl(current)) {
    const setsCookie = headers.has("Set-Cookie");
    if (!sharedCachingAllowed({ method: request.method, status, requestCookie, setsCookie }))
      headers.set("Cache-Control", PRIVATE_NO_STORE);
  } else if (!current && hasSessionCookie(requestCookie)) {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  }
}
