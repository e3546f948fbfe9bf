import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/utils/session.server";

/**
 * GET never signs anybody out: a prefetching browser, a crawler or an <img src="/logout"> on another
 * site must not end a session. The header's Logout button POSTs here (SameSite=Lax keeps that same-site).
 */
export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  return endSession(request, "user", "/signin?notice=signed-out");
}
