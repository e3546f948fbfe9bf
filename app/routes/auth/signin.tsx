import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { AuthCard } from "~/components/auth/AuthCard";
import { Banner } from "~/components/kit/Banner";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SlowNotice, SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { deviceCookieHeaders, ensureDeviceId } from "~/utils/device-cookie.server";
import { getSignedIn, requestMeta, safeRedirect, startSession } from "~/utils/session.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { withRedirectTo } from "~/routes/auth/parts/redirect-to";
import { redirectToSignInCode } from "~/routes/auth/parts/sign-in-code.server";
import { signIn } from "@core/account/account-service";
import { SignInCodeRequiredError } from "@core/account/sign-in-code";
import { signInSchema } from "@core/account/schemas";
import { services } from "@core/services";
import { DELETION_CANCELLED_PATH } from "~/routes/account/parts/account-deletion";
import { interleave } from "~/components/auth/interleave";
import { SIGN_IN, type SignInMessages } from "~/i18n/auth/sign-in.server";
import { pageLanguage } from "~/i18n/language.server";
import { rememberProfileLanguage } from "~/routes/auth/parts/profile-language.server";

/** The green banner's texts (their catalogue keys), picked by `?notice=` (set by the redirects of sign-up, reset and logout). */
const NOTICES = new Map<string, keyof SignInMessages>([
  ["signed-up", "noticeSignedUp"],
  ["password-reset", "noticePasswordReset"],
  ["signed-out", "noticeSignedOut"],
]);

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "user")) throw redirect("/");
  const url = new URL(request.url);
  // Only this language's texts reach the browser (decision 058).
  const t = SIGN_IN.pick(await pageLanguage(request)) as SignInMessages;
  const notice = NOTICES.get(url.searchParams.get("notice") ?? "");
  return data(
    {
      // Only a same-site path survives; anything else is dropped here, and checked again in the action.
      redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
      notice: notice ? t[notice] : null,
      t,
    },
    // The browser gets its device id before it signs in (sign-in back-off counts per account and device).
    { headers: deviceCookieHeaders(request) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // A post without the cookie (e.g. a form from an old tab) gets one now; until then it counts by network.
  const { deviceId, setCookie } = ensureDeviceId(request);
  const headers: HeadersInit = setCookie ? { "Set-Cookie": setCookie } : {};
  // Passwords are never sent back: only the e-mail is refilled.
  const reply = { hideFields: ["password"], headers };
  const submission = parseWithZod(form, { schema: signInSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission, reply);
  try {
    const {
      user,
      context: device,
      deletionCancelled,
    } = await signIn(services(), submission.value, { ...requestMeta(request, context), deviceId });
    // Signing in cancelled the account's deletion: the Settings page says so (decision 052).
    const to = deletionCancelled ? DELETION_CANCELLED_PATH : safeRedirect(form.get("redirectTo"), "/");
    const response = await startSession({ userId: user.id, kind: "user", contextId: device.id }, to);
    if (setCookie) response.headers.append("Set-Cookie", setCookie);
    rememberProfileLanguage(request, response, user);
    return response;
  } catch (error) {
    if (error instanceof SignInCodeRequiredError) return redirectToSignInCode(error, safeRedirect(form.get("redirectTo"), ""), headers);
    return replyWithError(request, submission, error, { ...reply, logMessage: "sign-in failed" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Sign In") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

export default function SignIn() {
  const { redirectTo, notice, t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(signInSchema, { id: "signin", lastResult });
  const failed = Boolean(form.errors?.length || fields.email.errors?.length || fields.password.errors?.length);

  return (
    <AuthCard>
      <nav aria-label={t.tabs} className="grid grid-cols-2 border-b border-slate-200 text-center text-sm font-semibold">
        <Link to="/signin" aria-current="page" className="-mb-px border-b-2 border-brand-600 px-4 py-3 text-brand-700">
          {t.tabSignIn}
        </Link>
        <Link
          to={withRedirectTo("/signup", redirectTo)}
          className="-mb-px border-b-2 border-transparent px-4 py-3 text-slate-600 hover:border-slate-300 hover:text-slate-900"
        >
          {t.tabSignUp}
        </Link>
      </nav>

      <div className="px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>

        {/* Spec §2: the red banner for a failed sign-in, else the green one the redirects ask for. */}
        {failed ? (
          <ErrorBanners form={form} fields={[fields.email, fields.password]} resetOn={attempt} />
        ) : notice ? (
          <div className="mt-6">
            <Banner tone="success">{notice}</Banner>
          </div>
        ) : null}

        <Form method="post" {...formProps} className="mt-6 space-y-5">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field meta={fields.email} label={t.email} type="email" errors="elsewhere" inputProps={{ autoComplete: "email" }} />
          <Field
            meta={fields.password}
            label={t.password}
            type="password"
            errors="elsewhere"
            inputProps={{ autoComplete: "current-password" }}
            aside={
              <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
                {t.forgotPassword}
              </Link>
            }
          />

          <SubmitButton busy={busy} busyLabel={t.busy}>
            {t.submit}
          </SubmitButton>
          <SlowNotice busy={busy} />
        </Form>

        <p className="mt-3 text-center text-sm text-slate-600">
          {interleave(t.newHere, {
            // Creating an account on the way to a checkout comes back to it (issue 29).
            link: (
              <Link to={withRedirectTo("/signup", redirectTo)} className="font-semibold text-brand-700 hover:underline">
                {t.createAccount}
              </Link>
            ),
          })}
        </p>
      </div>
    </AuthCard>
  );
}
