/**
 * Links between the account pages (sign-in, sign-up, e-mail verified) carry where the person was
 * going as `?redirectTo=`, so a detour to create an account or verify an address ends there rather
 * than on home. The value is the page's already checked path (`safeRedirect` in session.server.ts);
 * the page that finally redirects checks it again. An empty one adds nothing.
 */
export function withRedirectTo(path: string, redirectTo: string | null | undefined): string {
  if (!redirectTo) return path;
  return `${path}${path.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(redirectTo)}`;
}
