import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "@core/i18n/languages";
import { updateUser } from "@core/account/user-store";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { languageCookieHeader } from "~/i18n/language.server";
import { isAdminArea } from "~/utils/admin-area";
import { getSignedIn, safeRedirect } from "~/utils/session.server";

/**
 * /language?to=hi&back=/search?… (issue 35 §2): the header's and footer's switch, a plain link that
 * works without JavaScript. It remembers the choice in the cookie, and on the member's profile when
 * signed in, and goes back to the same page (a same-site path only: never an open redirect). An
 * unknown language changes nothing. From the admin area, which reads no member profile, the cookie
 * alone: a member signed in on the same browser keeps their profile's language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const back = safeRedirect(url.searchParams.get("back"));
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (!isLanguage(to)) return redirect(back, { headers });
  headers.set("Set-Cookie", languageCookieHeader(to));
  const signedIn = isAdminArea(new URL(back, url).pathname) ? null : await getSignedIn(request).catch(() => null);
  if (signedIn && signedIn.user.language !== to) {
    // The cookie already carries the choice: a profile that could not be written costs only the next device.
    await updateUser(services().table, signedIn.user.id, { language: to }).catch((error: unknown) =>
      log.warn("language not saved on the profile", errorFields(error)),
    );
  }
  return redirect(back, { headers });
}
