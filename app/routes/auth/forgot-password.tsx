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

/** The same answer whether or not the address has an account, so the page reveals nothing. */
const SENT_MESSAGE =
  "If an account exists for that e-mail address, we have sent a link to reset your password. It is valid for 24 hours; please check your spam folder too.";

export function loader({ request }: LoaderFunctionArgs) {
  // The device id: reset mails are capped per account and client, so a stranger's requests do not use up this browser's.
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" }, { headers: deviceCookieHeaders(request) });
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

export const meta: MetaFunction = () => [{ title: pageTitle("Forgot Password") }];

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(forgotPasswordSchema, { id: "forgot", lastResult });

  return (
    <TitledCard title="Forgot your password?" variant="form">
      {sent ? (
        <>
          <div role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {SENT_MESSAGE}
          </div>
          <p className="mt-6 text-sm text-slate-600">
            No e-mail after a while? Check the address and{" "}
            <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
              try again
            </Link>
            , or contact support.
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Enter the e-mail address of your account and we will send you an e-mail with instructions to reset your password.
          </p>
          <ErrorBanners form={form} fields={[fields.email]} resetOn={attempt} />
          <Form method="post" {...formProps} className="mt-6 space-y-5">
            <Field meta={fields.email} label="Email address" type="email" errors="elsewhere" inputProps={{ autoComplete: "email" }} />
            <SubmitButton busy={busy} busyLabel="Sending...">
              Reset Password
            </SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-8 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/signin" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </TitledCard>
  );
}
