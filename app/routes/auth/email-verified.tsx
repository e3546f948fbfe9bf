import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthPage } from "~/components/auth/AuthCard";
import { LineIcon } from "~/components/kit/Icon";
import { pageTitle } from "~/utils/brand";
import { withRedirectTo } from "~/routes/auth/parts/redirect-to";
import { getSignedIn, safeRedirect } from "~/utils/session.server";
import { EMAIL_VERIFIED, type EmailVerifiedMessages } from "~/i18n/auth/email.server";
import { pageLanguage } from "~/i18n/language.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    // Only this language's texts reach the browser (decision 058).
    t: EMAIL_VERIFIED.pick(await pageLanguage(request)) as EmailVerifiedMessages,
    signedIn: Boolean(await getSignedIn(request, "user")),
    // Where the person was going when they signed up (the verification link carried it); a same-site path only.
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ""),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "E-mail Verified") }];

const PRIMARY = "rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700";
const SECONDARY = "rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100";

export default function EmailVerified() {
  const { t, signedIn, redirectTo } = useLoaderData<typeof loader>();
  return (
    <AuthPage>
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-8">
        <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
          <LineIcon className="h-8 w-8" strokeWidth={2.5}>
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </LineIcon>
        </span>
        <h1 className="mt-5 text-balance text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-3 text-slate-600">{t.ready}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            redirectTo ? (
              <Link to={redirectTo} className={PRIMARY}>
                {continueLabel(redirectTo, t)}
              </Link>
            ) : null
          ) : (
            // Signing in leads on to where the person was going, if the link carried it.
            <Link to={withRedirectTo("/signin", redirectTo)} className={PRIMARY}>
              {t.signIn}
            </Link>
          )}
          <Link to="/" className={signedIn && !redirectTo ? PRIMARY : SECONDARY}>
            {t.home}
          </Link>
        </div>
      </div>
    </AuthPage>
  );
}

/** A checkout is a booking half made: say so; any other page is simply where they left off. */
function continueLabel(path: string, t: EmailVerifiedMessages): string {
  return path.startsWith("/checkout") ? t.continueBooking : t.continueWhere;
}
