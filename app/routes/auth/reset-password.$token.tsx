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
import { translateMessage } from "@core/i18n/messages";
import { RESET_PASSWORD, type ResetPasswordMessages } from "~/i18n/auth/password.server";
import { pageLanguage } from "~/i18n/language.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = await pageLanguage(request);
  let check: "valid" | "invalid" | "error";
  try {
    check = (await isResetTokenValid(services(), params.token ?? "")) ? "valid" : "invalid";
  } catch (error) {
    log.error("reset token check failed", errorFields(error));
    check = "error";
  }
  // Only this language's texts reach the browser (decision 058); the spent link's message as the form kit translates it.
  const texts = {
    t: RESET_PASSWORD.pick(language) as ResetPasswordMessages,
    invalidToken: translateMessage(MESSAGES.invalidToken, language),
  };
  return data({ check, ...texts }, { status: check === "error" ? 500 : 200, headers: PRIVATE_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const reply = { hideFields: ["password", "confirmPassword"], headers: PRIVATE_HEADERS };
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission, reply);
  try {
    await resetPassword(services(), { ...submission.value, token: params.token ?? "" });
  } catch (error) {
    // Spec §8's texts, in the page's language.
    const t = RESET_PASSWORD.pick(await pageLanguage(request));
    return replyWithError(request, submission, error, {
      ...reply,
      unexpected: t.failed,
      refused: t.refused,
      logMessage: "password reset failed",
    });
  }
  return redirect("/signin?notice=password-reset");
}

/** The token is in the URL: no Referer to other sites, and no caching. */
export const headers = privateHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Reset Password") },
  { name: "robots", content: "noindex" },
];

export default function ResetPassword() {
  const { check, t, invalidToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const submitting = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(resetPasswordFormSchema, { id: "reset", lastResult });
  // The link was used or voided since the page loaded: the same screen as a bad link.
  const tokenInvalid = form.errors?.includes(invalidToken) ?? false;

  // With JavaScript, a navigation to a reset link (this one again, or another) shows the pending token check.
  const checking = navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname.startsWith("/reset-password/");

  if (checking) {
    return (
      <TitledCard title={t.heading} variant="form">
        <p role="status" className="mt-4 text-slate-600">
          {t.loading}
        </p>
      </TitledCard>
    );
  }

  if (check !== "valid" || tokenInvalid) {
    return (
      <TitledCard title={check === "error" ? t.errorHeading : t.invalidHeading} variant="form">
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {check === "error" ? t.checkFailed : invalidToken}
        </p>
        <p className="mt-4 text-sm text-slate-600">{t.validity}</p>
        <Link
          to="/forgot-password"
          className="mt-6 flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t.requestNew}
        </Link>
      </TitledCard>
    );
  }

  return (
    <TitledCard title={t.heading} variant="form">
      <p className="mt-2 text-sm text-slate-600">{t.intro}</p>
      <ErrorBanners form={form} fields={[fields.password, fields.confirmPassword]} resetOn={attempt} />
      <Form method="post" {...formProps} className="mt-6 space-y-5">
        <Field
          meta={fields.password}
          label={t.newPassword}
          type="password"
          hint={t.passwordHint}
          errors="elsewhere"
          inputProps={{ autoComplete: "new-password" }}
        />
        <Field
          meta={fields.confirmPassword}
          label={t.confirmPassword}
          type="password"
          errors="elsewhere"
          inputProps={{ autoComplete: "new-password" }}
        />
        <SubmitButton busy={submitting} busyLabel={t.busy}>
          {t.submit}
        </SubmitButton>
      </Form>
    </TitledCard>
  );
}
