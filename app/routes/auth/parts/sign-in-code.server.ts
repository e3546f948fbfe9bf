import { createCookie, redirect } from "@remix-run/node";
import { SIGN_IN_CODE_LIFETIME_MS, type SignInCodeRequiredError } from "@core/account/sign-in-code";
import { loadSecrets } from "@core/secrets";
import { services } from "@core/services";
import { cookieName } from "../../../utils/cookie-name";

/**
 * The member half-signed-in after a device block (sign-in-code.ts): the right password, the e-mailed
 * code to come. Its own cookie, never a session's (and not the admin's pending one), holding only
 * the random token of a pending item that lives 10 minutes and that only /signin/code reads.
 */
async function codePendingCookie() {
  const svc = services();
  const { sessionSecrets } = await loadSecrets(svc.config);
  return createCookie(cookieName("sp_signin_pending", svc.config.APP_ENV === "production"), {
    httpOnly: true,
    sameSite: "lax",
    secure: svc.config.APP_ENV === "production",
    path: "/",
    secrets: sessionSecrets,
    maxAge: Math.floor(SIGN_IN_CODE_LIFETIME_MS / 1000),
  });
}

/** The pending token this browser holds, if any (its item may still be gone or expired). */
export async function readCodePendingToken(request: Request): Promise<string | undefined> {
  const token: unknown = await (await codePendingCookie()).parse(request.headers.get("Cookie"));
  return typeof token === "string" ? token : undefined;
}

export async function codePendingCookieHeader(token: string | null): Promise<string> {
  const cookie = await codePendingCookie();
  return token ? cookie.serialize(token) : cookie.serialize("", { maxAge: 0 });
}

/** The sign-in page's answer when core asks for the code: to /signin/code, holding the pending token. */
export async function redirectToSignInCode(error: SignInCodeRequiredError, redirectTo: string, headers: HeadersInit): Promise<Response> {
  const response = redirect(redirectTo ? `/signin/code?redirectTo=${encodeURIComponent(redirectTo)}` : "/signin/code", { headers });
  response.headers.append("Set-Cookie", await codePendingCookieHeader(error.pendingToken));
  return response;
}
