import { createCookie } from "@remix-run/node";
import { cookieName } from "../../app/utils/cookie-name";
import { createWebSession, type SessionKind } from "@core/session/web-session";
import type { Services } from "@core/services";
import { TEST_SECRETS } from "./local-services";

/**
 * A request to a page as a signed-in member (or admin) would send it: a real web session in the test
 * file's table and its signed cookie. Call useServicesForHandlers(svc) first, so the pages' services()
 * is this table.
 */
export async function signedInRequest(
  svc: Services,
  userId: string,
  url: string,
  init: { method?: string; form?: Record<string, string>; kind?: SessionKind } = {},
): Promise<Request> {
  const kind = init.kind ?? "user";
  const session = await createWebSession(svc.table, { userId, kind });
  const cookie = createCookie(cookieName(kind === "admin" ? "sp_admin" : "sp_session", false), { secrets: [TEST_SECRETS.SESSION_SECRETS] });
  const headers = new Headers({ Cookie: await cookie.serialize(session.id) });
  let body: URLSearchParams | undefined;
  if (init.form) {
    body = new URLSearchParams(init.form);
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  return new Request(new URL(url, "http://localhost:3000"), { method: init.method ?? (body ? "POST" : "GET"), headers, body });
}
