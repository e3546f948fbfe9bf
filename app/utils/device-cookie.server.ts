import { randomBytes } from "node:crypto";
import { isDeviceId } from "@core/security/sign-in-throttle";
import { services } from "@core/services";
import { cookieName } from "./cookie-name";

/**
 * A long-lived random id for this browser, so sign-in back-off and the reset-mail cap can count
 * per account and device instead of per account alone (functions/core/security/sign-in-throttle.ts):
 * a stranger's failures then never hold back a device that has signed in to the account before.
 * It also names the browser for device blocks (issue 28, functions/core/account/sign-in-code.ts):
 * a completed sign-in links it to the device it signed in as, so a blocked browser stays refused
 * whatever User-Agent it sends, and after a block only known browsers skip the e-mailed code.
 * It is set by the sign-in (both steps), admin sign-in and forgot-password pages. Not signed and not secret in
 * itself: the server only trusts it for an account it has already signed in to, and an attacker
 * cannot guess another browser's 128-bit value. httpOnly, SameSite=Lax, Secure and `__Host-` in production.
 */
const deviceCookie = () => cookieName("sp_device", services().config.APP_ENV === "production");
const MAX_AGE_SECONDS = 400 * 24 * 3600; // the most browsers keep a cookie

/** The browser's device id, when it sent a well-formed one. */
export function readDeviceId(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === deviceCookie() && isDeviceId(value)) return value;
  }
  return undefined;
}

/**
 * The browser's device id, or a new one with the Set-Cookie header value that gives it to the
 * browser (undefined when it already had one).
 */
export function ensureDeviceId(request: Request): { deviceId: string; setCookie?: string } {
  const existing = readDeviceId(request);
  if (existing) return { deviceId: existing };
  const deviceId = randomBytes(16).toString("base64url");
  const secure = services().config.APP_ENV === "production" ? "; Secure" : "";
  return { deviceId, setCookie: `${deviceCookie()}=${deviceId}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}` };
}

/** Headers for a loader's response: the device cookie when the browser has none yet. */
export function deviceCookieHeaders(request: Request): HeadersInit {
  const { setCookie } = ensureDeviceId(request);
  return setCookie ? { "Set-Cookie": setCookie } : {};
}
