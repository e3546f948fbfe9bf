import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/utils/session.server";

/** POST only, as /logout: a GET (prefetch, crawler, cross-site image) must not end the admin session. */
export function loader() {
  return redirect("/admin");
}

export async function action({ request }: ActionFunctionArgs) {
  return endSession(request, "admin", "/admin/signin");
}
