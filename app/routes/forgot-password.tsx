import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TitledCard } from "~/components/AuthCard";
import { Banner } from "~/components/Banner";
import { SubmitButton } from "~/components/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { deviceCookieHeaders } from "~/utils/device-cookie.server";
import { requestMeta } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { requestPasswordReset } from "@core/account/account-service";
import { DomainError, UNEXPECTED_MESSAGE, ValidationError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";

/** The same answer whether or not the address has an account, so the page reveals nothing. */
const SENT_MESSAGE =
  "If an account exists for that e-mail address, we have sent a link to reset your password. It is valid for 24 hours; please check your spam folder too.";

export function loader({ request }: LoaderFunctionArgs) {
  // The device id: reset mails are capped per account and client, so a stranger's requests do not use up this browser's.
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" }, { headers: deviceCookieHeaders(request) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  try {
    await requestPasswordReset(services(), { email }, requestMeta(request, context));
  } catch (error) {
    if (error instanceof DomainError) {
      const invalid = error instanceof ValidationError;
      return data({ message: error.message || UNEXPECTED_MESSAGE, email, invalid }, { status: error.status });
    }
    log.error("password reset request failed", errorFields(error));
    return data({ message: UNEXPECTED_MESSAGE, email, invalid: false }, { status: 500 });
  }
  // Post/redirect/get: reloading the answer does not send another e-mail.
  return redirect("/forgot-password?sent=1");
}

export const meta: MetaFunction = () => [{ title: pageTitle("Forgot Password") }];

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useSubmittingHere();

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
          {result ? (
            <div className="mt-6">
              <Banner id="forgot-error" resetOn={result}>
                {result.message}
              </Banner>
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-5">
            <div>
              <label htmlFor="email" className="text-sm font-semibold text-slate-800">
                Email address
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.email ?? ""}
                aria-invalid={result?.invalid || undefined}
                aria-describedby={result?.invalid ? "forgot-error" : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 aria-[invalid=true]:border-red-500"
              />
            </div>
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
