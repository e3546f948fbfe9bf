import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { TitledCard } from "~/components/auth/AuthCard";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { PRIVATE_HEADERS, privateHeaders } from "~/routes/auth/parts/private-headers";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { isResetTokenValid, resetPassword } from "@core/account/password-reset";
import { MESSAGES, resetPasswordFormSchema } from "@core/account/schemas";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";

// Spec §8.
const CHECK_FAILED = "An error occurred while verifying the token.";
const RESET_REFUSED = "Failed to reset password.";
const RESET_FAILED = "An error occurred while resetting the password.";

export async function loader({ params }: LoaderFunctionArgs) {
  let check: "valid" | "invalid" | "error";
  try {
    check = (await isResetTokenValid(services(), params.token ?? "")) ? "valid" : "invalid";
  } catch (error) {
    log.error("reset token check failed", errorFields(error));
    check = "error";
  }
  return data({ check }, { status: check === "error" ? 500 : 200, headers: PRIVATE_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const reply = { hideFields: ["password", "confirmPassword"], headers: PRIVATE_HEADERS };
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission, reply);
  try {
    await resetPassword(services(), { ...submission.value, token: params.token ?? "" });
  } catch (error) {
    return replyWithError(request, submission, error, {
      ...reply,
      unexpected: RESET_FAILED,
      refused: RESET_REFUSED,
      logMessage: "password reset failed",
    });
  }
  return redirect("/signin?notice=password-reset");
}

/** The token is in the URL: no Referer to other sites, and no caching. */
export const headers = privateHeaders;

export const meta: MetaFunction = () => [{ title: pageTitle("Reset Password") }, { name: "robots", content: "noindex" }];

export default function ResetPassword() {
  const { check } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const submitting = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(resetPasswordFormSchema, { id: "reset", lastResult });
  // The link was used or voided since the page loaded: the same screen as a bad link.
  const tokenInvalid = form.errors?.includes(MESSAGES.invalidToken) ?? false;

  // With JavaScript, a navigation to a reset link (this one again, or another) shows the pending token check.
  const checking = navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname.startsWith("/reset-password/");

  if (checking) {
    return (
      <TitledCard title="Reset your password" variant="form">
        <p role="status" className="mt-4 text-slate-600">
          Loading...
        </p>
      </TitledCard>
    );
  }

  if (check !== "valid" || tokenInvalid) {
    return (
      <TitledCard title={check === "error" ? "Something went wrong" : "This link cannot be used"} variant="form">
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {check === "error" ? CHECK_FAILED : MESSAGES.invalidToken}
        </p>
        <p className="mt-4 text-sm text-slate-600">A reset link is valid for 24 hours and works once.</p>
        <Link
          to="/forgot-password"
          className="mt-6 flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          Request a new link
        </Link>
      </TitledCard>
    );
  }

  return (
    <TitledCard title="Reset your password" variant="form">
      <p className="mt-2 text-sm text-slate-600">Choose a new password for your account. You will be signed out everywhere else.</p>
      <ErrorBanners form={form} fields={[fields.password, fields.confirmPassword]} resetOn={attempt} />
      <Form method="post" {...formProps} className="mt-6 space-y-5">
        <Field
          meta={fields.password}
          label="New password"
          type="password"
          hint="At least 8 characters."
          errors="elsewhere"
          inputProps={{ autoComplete: "new-password" }}
        />
        <Field
          meta={fields.confirmPassword}
          label="Confirm new password"
          type="password"
          errors="elsewhere"
          inputProps={{ autoComplete: "new-password" }}
        />
        <SubmitButton busy={submitting} busyLabel="Resetting...">
          Reset password
        </SubmitButton>
      </Form>
    </TitledCard>
  );
}
