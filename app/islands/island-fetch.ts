import { UNEXPECTED_MESSAGE } from "@core/errors";

/**
 * How the islands talk to their JSON addresses (decision 011): same-origin fetch with the cookie
 * session, and a refusal read as the server's `{message}`, else 'An unexpected error occurred.'
 * (spec §8). A lapsed session goes to sign-in and comes back here, as a page would.
 */
export type JsonResult<T> =
  | { ok: true; data: T }
  /** `body`: the refusal's other fields, e.g. the content check's `type` and communities (spec §8). */
  | { ok: false; status: number; message: string; body?: Record<string, unknown> };

export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<JsonResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: "same-origin", headers: { Accept: "application/json", ...init.headers } });
  } catch {
    return { ok: false, status: 0, message: UNEXPECTED_MESSAGE };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T };
  if (response.status === 401)
    window.location.assign(`/signin?redirectTo=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  const message =
    body && typeof (body as { message?: unknown }).message === "string" ? (body as { message: string }).message : UNEXPECTED_MESSAGE;
  return {
    ok: false,
    status: response.status,
    message,
    ...(body && typeof body === "object" ? { body: body as Record<string, unknown> } : {}),
  };
}

/** A form's fields as a POST body (the same fields the form sends without JavaScript). */
export function postForm<T>(url: string, form: HTMLFormElement | FormData): Promise<JsonResult<T>> {
  return fetchJson<T>(url, { method: "POST", body: form instanceof FormData ? form : new FormData(form) });
}
