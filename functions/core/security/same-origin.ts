/**
 * The one cross-site request guard (docs/decisions/007-security.md). SameSite=Lax cookies already
 * stop other *sites*, but not sibling subdomains of a custom domain, and not `?_data=` or resource
 * route actions that skip Remix's own checks. So every state-changing request from a browser must
 * come from our own origin:
 * - `Sec-Fetch-Site` (sent by every current browser) must be `same-origin` (or `none`: typed by the user);
 * - without it, `Origin` must be our own origin;
 * - a request with neither header does not come from a browser's page (browsers send Origin with
 *   every POST), so it carries no ambient authority to abuse: API clients authenticate with a
 *   bearer token, and the webhook with its signature.
 * The exceptions are requests that a third party sends on purpose and that prove themselves with a
 * signature instead: Razorpay's checkout callback (a cross-site form POST) and its webhook, and the
 * mail unsubscribe address (decision 049): mail clients POST `List-Unsubscribe=One-Click` there
 * (RFC 8058), some from a webmail page on their own origin, with no cookies. Its signed token names
 * the member and the kind and can only turn that kind off, so a forged cross-site POST could do no
 * more than the token's holder may do anyway.
 */
export const CROSS_SITE_MESSAGE = "This request came from another site and was refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Signature-checked endpoints that other sites post to by design. */
export const SIGNED_CROSS_SITE_PATHS: readonly string[] = ["/payment/callback", "/api/razorpay/webhook"];

/** Path prefixes whose next segment is a signed token: the one-click unsubscribe address. */
export const SIGNED_CROSS_SITE_PREFIXES: readonly string[] = ["/unsubscribe/"];

export function isAllowedRequest(
  method: string,
  path: string,
  header: (name: string) => string | null | undefined,
  ownOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (SIGNED_CROSS_SITE_PATHS.includes(path)) return true;
  if (SIGNED_CROSS_SITE_PREFIXES.some((prefix) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))) return true;
  const site = header("sec-fetch-site")?.toLowerCase();
  if (site) return site === "same-origin" || site === "none";
  const origin = header("origin");
  if (origin) return origin === ownOrigin;
  return true;
}

/**
 * The request's own origin as the browser saw it: behind CloudFront the viewer's Host arrives as
 * X-Forwarded-Host (infra/constructs/web.ts), and the scheme is https; locally, Host over http.
 */
export function ownOrigin(header: (name: string) => string | null | undefined, scheme: "http" | "https"): string {
  const host = header("x-forwarded-host") ?? header("host") ?? "";
  return `${scheme}://${host}`;
}
