import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/session.server";
import { exportDownloadUrl } from "@core/data-export/data-export";
import { DomainError, NotFoundError } from "@core/errors";
import { services } from "@core/services";

/**
 * GET /settings/data/download/{id}: the link the settings page shows and the mail carries (decision
 * 051). Signed out, it asks to sign in first; for the export's owner it sends the browser to a
 * 5-minute signed link to their own archive; an expired export goes back to the page with the
 * message; anyone else's export is a plain 404. Resource routes skip the _app loader: checked here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  try {
    return redirect(await exportDownloadUrl(services(), user, params.id ?? ""), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof NotFoundError)
      return new Response(error.message, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    if (error instanceof DomainError && error.status === 410) return redirect("/settings/data?done=expired");
    throw error;
  }
}
