import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect, requireUser } from "~/utils/session.server";
import { resendVerification } from "@core/account/account-service";
import { VerificationResendCapError } from "@core/account/verification-resends";
import { RateLimitedError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";

/**
 * POST only: sends the signed-in member a fresh verification link and goes back to the page the
 * button was on, with ?verification=sent|limited|capped|failed for the layout's notice. No component: the
 * answer is always a redirect, so it works the same with and without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const back = returnPath(request, (await request.formData()).get("redirectTo"));

  let outcome: "sent" | "limited" | "capped" | "failed" = "sent";
  try {
    // The new link leads back to the page the button was on, e.g. the checkout waiting for it.
    await resendVerification(services(), user.id, { returnTo: back });
  } catch (error) {
    if (error instanceof VerificationResendCapError) {
      outcome = "capped";
    } else if (error instanceof RateLimitedError) {
      outcome = "limited";
    } else {
      log.error("resending the verification e-mail failed", { userId: user.id, ...errorFields(error) });
      outcome = "failed";
    }
  }
  return redirect(withParam(back, "verification", outcome));
}

/**
 * Where to go back to: the form's own redirectTo (the page it was rendered on), else the Referer's
 * path when it is this site, else the dashboard. safeRedirect keeps both to same-site paths.
 */
function returnPath(request: Request, fromForm: FormDataEntryValue | null): string {
  const fallback = "/dashboard";
  const own = safeRedirect(fromForm, "");
  if (own) return own;
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const hosts = [new URL(request.url).host, request.headers.get("x-forwarded-host")].filter(Boolean);
    if (!hosts.includes(from.host)) return fallback;
    return safeRedirect(`${from.pathname}${from.search}`, fallback);
  } catch {
    return fallback;
  }
}

function withParam(path: string, name: string, value: string): string {
  // A dummy origin only to reuse URL's query handling; the result is a path again.
  const url = new URL(path, "http://localhost");
  url.searchParams.set(name, value);
  // Checked again: URL resolves dot segments, and "/a/../..//x" would otherwise come out as "//x".
  return safeRedirect(`${url.pathname}${url.search}`, `/dashboard?${name}=${value}`);
}
