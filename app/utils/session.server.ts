import { createCookie, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import type { RequestMeta } from "@core/account/account-service";
import { readDeviceId } from "./device-cookie.server";
import { PENDING_LIFETIME_MS } from "@core/account/second-factor";
import { getUser } from "@core/account/user-store";
import { isLeaving, isSuspended } from "@core/account/user";
import { asCaller, type Caller } from "@core/account/caller";
import { loadSecrets } from "@core/secrets";
import { SESSION_COOKIES } from "@core/security/edge-cache";
import { services } from "@core/services";
import { cookieName } from "./cookie-name";
import { withRedirectTo } from "../routes/auth/parts/redirect-to";
import {
  ADMIN_SESSION_LIFETIME_MS,
  createWebSession,
  getWebSession,
  revokeWebSession,
  SESSION_LIFETIME_MS,
  type SessionKind,
  type WebSession,
} from "@core/session/web-session";

/**
 * Web sessions for the pages: an httpOnly, SameSite=Lax cookie (Secure in production) holding only
 * the signed session id; the session itself is a revocable item in the table. Member and admin
 * sessions use separate cookies, so signing in to one never grants the other.
 */
const COOKIE_NAMES: Record<SessionKind, string> = SESSION_COOKIES;

async function sessionCookie(kind: SessionKind) {
  const svc = services();
  const { sessionSecrets } = await loadSecrets(svc.config);
  return createCookie(cookieName(COOKIE_NAMES[kind], svc.config.APP_ENV === "production"), {
    httpOnly: true,
    sameSite: "lax",
    secure: svc.config.APP_ENV === "production",
    path: "/",
    secrets: sessionSecrets,
    maxAge: Math.floor((kind === "admin" ? ADMIN_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS) / 1000),
  });
}

export interface SignedIn {
  /** The account and how this session proved it: the admin session after the second factor, a member session by password. */
  user: Caller;
  session: WebSession;
}

/**
 * The root, the layout and the page loaders of one request all ask who is signed in; they share
 * the Request object, so the answer is looked up once per request and kind.
 */
const perRequest = new WeakMap<Request, Map<SessionKind, Promise<SignedIn | null>>>();

/** The signed-in member (or admin) of this request, or null. */
export function getSignedIn(request: Request, kind: SessionKind = "user"): Promise<SignedIn | null> {
  let byKind = perRequest.get(request);
  if (!byKind) perRequest.set(request, (byKind = new Map()));
  let answer = byKind.get(kind);
  if (!answer) byKind.set(kind, (answer = lookUpSignedIn(request, kind)));
  return answer;
}

async function lookUpSignedIn(request: Request, kind: SessionKind): Promise<SignedIn | null> {
  const cookie = await sessionCookie(kind);
  const id: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof id !== "string") return null;
  const svc = services();
  const session = await getWebSession(svc.table, id, kind);
  if (!session) return null;
  const user = await getUser(svc.table, session.userId);
  // A suspension ends every session; a session opened by a sign-in racing it ends here. An admin
  // account has no member session (issue 28): one left from before that rule opens nothing.
  // An account waiting for its deletion has no session either (decision 052).
  if (!user || isSuspended(user) || isLeaving(user) || (kind === "admin") !== (user.role === "admin")) return null;
  return { user: asCaller(user, kind === "admin" ? "second-factor" : "password"), session };
}

/**
 * Staff pages that both admins and members with a role use (the operator desk, removing reviews):
 * the admin session first, as only it carries admin powers, then the member session.
 */
export async function getStaffSignedIn(request: Request): Promise<SignedIn | null> {
  return (await getSignedIn(request, "admin")) ?? (await getSignedIn(request));
}

/** Protected pages: signed-out visitors go to /signin and come back here afterwards. */
export async function requireUser(request: Request): Promise<SignedIn> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) {
    const url = new URL(request.url);
    throw redirect(withRedirectTo("/signin", url.pathname + url.search));
  }
  return signedIn;
}

export async function requireAdmin(request: Request): Promise<SignedIn> {
  const signedIn = await getSignedIn(request, "admin");
  if (!signedIn) throw redirect("/admin/signin");
  return signedIn;
}

/** Opens a member session and redirects with its cookie. Admin sessions open only after the second factor (startAdminSession). */
export async function startSession(input: { userId: string; kind: "user"; contextId?: string }, redirectTo: string): Promise<Response> {
  const session = await createWebSession(services().table, input);
  const cookie = await sessionCookie(input.kind);
  return redirect(redirectTo, { headers: { "Set-Cookie": await cookie.serialize(session.id) } });
}

/** Revokes this request's session (if any) and clears the cookie. */
export async function endSession(request: Request, kind: SessionKind, redirectTo: string): Promise<Response> {
  const cookie = await sessionCookie(kind);
  const id: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof id === "string") await revokeWebSession(services().table, id);
  return redirect(redirectTo, { headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } });
}

const MAX_REDIRECT_LENGTH = 2000;

/**
 * Only same-site paths: "/x" yes; "//evil.example", "https://…", "/\\evil" and anything odd no.
 * Where a redirect target comes from the URL, this keeps sign-in from becoming an open redirect.
 * Our longest links (a checkout with its choices) are a few hundred characters; a longer "path" is
 * dropped rather than carried along (sign-up stores it with the verification token, decision 036).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (to.length > MAX_REDIRECT_LENGTH) return fallback;
  if ([...to].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  return to;
}

/**
 * The client's IP and User-Agent. The IP comes from the server adapter's load context, where the
 * edge guard put it (CloudFront's stamp, or the connection's address): never from a request header
 * here, and never X-Forwarded-For.
 */
export function requestMeta(request: Request, context?: AppLoadContext): RequestMeta {
  const ip = (context as { clientIp?: string } | undefined)?.clientIp || "unknown";
  // The device cookie lets sign-in back-off count per account and device (device-cookie.server.ts).
  return { ip, userAgent: request.headers.get("user-agent") ?? "", deviceId: readDeviceId(request) };
}

/**
 * The half-signed-in admin (decision 016): after the right password, before the second factor. Its
 * own cookie (never the admin session's), holding only the random token of a pending item that
 * lives 5 minutes and that nothing but the second-factor pages reads.
 */
async function pendingCookie() {
  const svc = services();
  const { sessionSecrets } = await loadSecrets(svc.config);
  return createCookie(cookieName("sp_admin_pending", svc.config.APP_ENV === "production"), {
    httpOnly: true,
    sameSite: "lax",
    secure: svc.config.APP_ENV === "production",
    path: "/",
    secrets: sessionSecrets,
    maxAge: Math.floor(PENDING_LIFETIME_MS / 1000),
  });
}

/** The pending sign-in token this browser holds, if any (its item may still be gone or expired). */
export async function readPendingToken(request: Request): Promise<string | undefined> {
  const token: unknown = await (await pendingCookie()).parse(request.headers.get("Cookie"));
  return typeof token === "string" ? token : undefined;
}

export async function pendingCookieHeader(token: string | null): Promise<string> {
  const cookie = await pendingCookie();
  return token ? cookie.serialize(token) : cookie.serialize("", { maxAge: 0 });
}

/** Opens the admin session once core has accepted the second factor; returns its Set-Cookie. */
export async function startAdminSession(input: { userId: string; contextId?: string }): Promise<string> {
  const session = await createWebSession(services().table, { ...input, kind: "admin" });
  return (await sessionCookie("admin")).serialize(session.id);
}
