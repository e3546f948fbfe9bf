import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TitledCard } from "~/components/auth/AuthCard";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { deviceCookieHeaders } from "~/utils/device-cookie.server";
import { requestMeta } from "~/utils/session.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { requestPasswordReset } from "@core/account/password-reset";
import { forgotPasswordSchema } from "@core/account/schemas";
import { services } from "@core/services";
import { interleave } from "~/components/auth/interleave";
import { FORGOT_PASSWORD, type ForgotPasswordMessages } from "~/i18n/auth/password.server";
import { pageLanguage } from "~/i18n/language.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // Only this language's texts reach the browser (decision 058).
  const t = FORGOT_PASSWORD.pick(await pageLanguage(request)) as ForgotPasswordMessages;
  // The device id: reset mails are capped per account and client, so a stranger's requests do not use up this browser's.
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1", t }, { headers: deviceCookieHeaders(request) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    await requestPasswordReset(services(), submission.value, requestMeta(request, context));
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "password reset request failed" });
  }
  // Post/redirect/get: reloading the answer does not send another e-mail.
  return redirect("/forgot-password?sent=1");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Forgot Password") }];

export default function ForgotPassword() {
  const { sent, t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(forgotPasswordSchema, { id: "forgot", lastResult });

  return (
    <TitledCard title={t.heading} variant="form">
      {sent ? (
        <>
          <div role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {t.sent}
          </div>
          <p className="mt-6 text-sm text-slate-600">
            {interleave(t.noMail, {
              link: (
                <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
                  {t.tryAgain}
                </Link>
              ),
            })}
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{t.intro}</p>
          <ErrorBanners form={form} fields={[fields.email]} resetOn={attempt} />
          <Form method="post" {...formProps} className="mt-6 space-y-5">
            <Field meta={fields.email} label={t.email} type="email" errors="elsewhere" inputProps={{ autoComplete: "email" }} />
            <SubmitButton busy={busy} busyLabel={t.busy}>
              {t.submit}
            </SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-8 text-center text-sm text-slate-600">
        {interleave(t.remembered, {
          link: (
            <Link to="/signin" className="font-semibold text-brand-700 hover:underline">
              {t.backToSignIn}
            </Link>
          ),
        })}
      </p>
    </TitledCard>
  );
}
