import type { HeadersFunction } from "@remix-run/node";

/**
 * For pages whose URL carries a token: no Referer to other sites, and no caching. "same-origin", not
 * "no-referrer": with no-referrer the browser sends `Origin: null` on the form's POST, which Remix refuses as CSRF.
 */
export const PRIVATE_HEADERS = { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };

/** The route's `headers`: PRIVATE_HEADERS, then whatever its loader, action or error set. */
export const privateHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const out = new Headers(PRIVATE_HEADERS);
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) source?.forEach((value, name) => out.set(name, value));
  return out;
};
