import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { useEffect, useRef, useState } from "react";
import { AuthCard } from "~/components/auth/AuthCard";
import { CheckboxField, ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SlowNotice, SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { getSignedIn, requestMeta, safeRedirect } from "~/utils/session.server";
import { withRedirectTo } from "~/routes/auth/parts/redirect-to";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { signUp } from "@core/account/account-service";
import { signUpSchema } from "@core/account/schemas";
import { services } from "@core/services";
import { interleave } from "~/components/auth/interleave";
import { SIGN_UP, type SignUpMessages } from "~/i18n/auth/sign-up.server";
import { pageLanguage } from "~/i18n/language.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "user")) throw redirect("/");
  return {
    // Where the person was going (e.g. a checkout): only a same-site path survives, checked again in the action.
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ""),
    // Only this language's texts reach the browser (decision 058).
    t: SIGN_UP.pick(await pageLanguage(request)) as SignUpMessages,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // What the user typed comes back with the errors; the passwords never do.
  const reply = { hideFields: ["password", "confirmPassword"] };
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo"), "");
  const submission = parseWithZod(form, { schema: signUpSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission, reply);
  // The page's language goes on the new profile (issue 35): the member's e-mails and later browsers follow it.
  const language = await pageLanguage(request);
  // Spec §8: "the server's errors list, else 'An error occurred'".
  const fallbackError = SIGN_UP.pick(language).fallbackError;
  try {
    // The verification link and the sign-in page both lead on to where the person was going.
    await signUp(services(), submission.value, requestMeta(request, context), { returnTo: redirectTo || undefined, language });
  } catch (error) {
    return replyWithError(request, submission, error, {
      ...reply,
      unexpected: fallbackError,
      refused: fallbackError,
      logMessage: "sign-up failed",
    });
  }
  return redirect(withRedirectTo("/signin?notice=signed-up", redirectTo));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Sign Up") }];

export default function SignUp() {
  const { redirectTo, t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(signUpSchema, { id: "signup", lastResult });
  const consentRef = useRef<HTMLInputElement>(null);
  const [consent, setConsent] = useState(fields.isConsentGiven.initialValue === "on");
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    // The box may have been ticked before the page became interactive: trust the DOM, not the initial state.
    setConsent(consentRef.current?.checked ?? false);
    setHydrated(true);
  }, []);

  // Without JavaScript everything stays enabled and the server refuses a missing consent;
  // with it, the fields and the button wait for the box (spec §5).
  const locked = hydrated && !consent;
  const textInput = (autoComplete: string) => ({ autoComplete, disabled: locked });

  return (
    <AuthCard>
      <nav aria-label={t.tabs} className="grid grid-cols-2 border-b border-slate-200 text-center text-sm font-semibold">
        <Link
          to={withRedirectTo("/signin", redirectTo)}
          className="-mb-px border-b-2 border-transparent px-4 py-3 text-slate-600 hover:border-slate-300 hover:text-slate-900"
        >
          {t.tabSignIn}
        </Link>
        <Link
          to={withRedirectTo("/signup", redirectTo)}
          aria-current="page"
          className="-mb-px border-b-2 border-brand-600 px-4 py-3 text-brand-700"
        >
          {t.tabSignUp}
        </Link>
      </nav>

      <div className="px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>

        {/* Spec §2: the errors are a list of dismissible red banners; each field points at its own. */}
        <ErrorBanners
          form={form}
          fields={[fields.name, fields.email, fields.password, fields.confirmPassword, fields.isConsentGiven]}
          resetOn={attempt}
        />

        <Form method="post" {...formProps} className="mt-6 space-y-5">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {/* Why the fields are grey: the box that opens them is below them (issue 29). */}
          {locked ? <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">{t.locked}</p> : null}
          <Field meta={fields.name} label={t.username} errors="elsewhere" inputProps={textInput("name")} />
          <Field meta={fields.email} label={t.email} type="email" errors="elsewhere" inputProps={textInput("email")} />
          <Field
            meta={fields.password}
            label={t.password}
            type="password"
            hint={t.passwordHint}
            errors="elsewhere"
            inputProps={textInput("new-password")}
          />
          <Field
            meta={fields.confirmPassword}
            label={t.confirmPassword}
            type="password"
            errors="elsewhere"
            inputProps={textInput("new-password")}
          />
          <CheckboxField
            meta={fields.isConsentGiven}
            label={interleave(t.consent, {
              // A new tab, so what is typed here stays.
              link: (
                <Link to="/terms" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
                  {t.consentLink}
                </Link>
              ),
            })}
            errors="elsewhere"
            inputProps={{ ref: consentRef, onChange: (event) => setConsent(event.currentTarget.checked) }}
          />
          <p className="-mt-2 text-sm text-slate-700">
            {interleave(t.privacy, {
              link: (
                <Link to="/privacy" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
                  {t.privacyLink}
                </Link>
              ),
            })}
          </p>
          {/* Opt-in, unticked by default (issue 32 §4, decision 049). */}
          <CheckboxField meta={fields.wantsOffers} label={t.offers} inputProps={{ disabled: locked }} />

          {/* Spec §9: the slow notice of sign-in applies to sign-up too. */}
          <SubmitButton busy={busy} busyLabel={t.busy} disabled={locked} className={BUTTON}>
            {t.submit}
          </SubmitButton>
          <SlowNotice busy={busy} />
        </Form>

        <p className="mt-3 text-center text-sm text-slate-600">
          {interleave(t.haveAccount, {
            link: (
              <Link to={withRedirectTo("/signin", redirectTo)} className="font-semibold text-brand-700 hover:underline">
                {t.signIn}
              </Link>
            ),
          })}
        </p>
      </div>
    </AuthCard>
  );
}

/** Unlike the other forms' buttons, this one is also disabled (not busy) until the consent box is ticked. */
const BUTTON =
  "flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
