import { redirect } from "@remix-run/node";

/** /home is in the spec's logged-in group; the dashboard is that group's home. */
export function loader() {
  return redirect("/dashboard");
}
