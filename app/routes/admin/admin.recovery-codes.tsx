import { redirect } from "@remix-run/node";

/** The recovery codes moved to the admin's Settings (issue 29); an old link or bookmark lands there. */
export function loader() {
  return redirect("/admin/settings");
}
