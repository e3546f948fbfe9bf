import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { AuthCard } from "~/components/auth/AuthCard";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { deviceCookieHeaders, ensureDeviceId } from "~/utils/device-cookie.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { getSignedIn, pendingCookieHeader, requestMeta } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { signInAdmin } from "@core/account/account-service";
import { startPendingSignIn } from "@core/account/second-factor";
import { signInSchema } from "@core/account/schemas";
import { services } from "@core/services";
import { languageOf } from "~/i18n/language.server";
import { ADMIN_SIGN_IN, type AdminSignInMessages } from "~/i18n/admin/sign-in.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "admin")) throw redirect("/admin");
  // The device id: a stranger's failures cannot hold back an admin's own device (sign-in-throttle.ts).
  // The admin area's language: the cookie or the browser's (decision 058), never a member profile.
  const t = ADMIN_SIGN_IN.pick(languageOf(request)) as AdminSignInMessages;
  return data({ t }, { headers: deviceCookieHeaders(request) });
}

/**
 * The members' sign-in form and schema (app/routes/auth/signin.tsx); core's signInAdmin refuses anyone
 * but staff. The right password leads to the second step: the code page, or the enrolment page for
 * an admin with no authenticator yet.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { deviceId, setCookie } = ensureDeviceId(request);
  const reply = { hideFields: ["password"], headers: (setCookie ? { "Set-Cookie": setCookie } : {}) as HeadersInit };
  const submission = parseWithZod(form, { schema: signInSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission, reply);
  try {
    const { user, context: device } = await signInAdmin(services(), submission.value, { ...requestMeta(request, context), deviceId });
    // Only half signed in: the admin session opens after the second factor (decision 016).
    const { token, enrolled } = await startPendingSignIn(services(), { userId: user.id, contextId: device.id });
    const headers = new Headers({ "Set-Cookie": await pendingCookieHeader(token) });
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return redirect(enrolled ? "/admin/signin/code" : "/admin/signin/enrol", { headers });
  } catch (error) {
    return replyWithError(request, submission, error, { ...reply, logMessage: "admin sign-in failed" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Admin Sign In") },
  { name: "robots", content: "noindex" },
];

export default function AdminSignIn() {
  const { t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(signInSchema, { id: "admin-signin", lastResult });

  return (
    <AuthCard>
      <div className="bg-brand-900 px-6 py-4 text-sm font-semibold uppercase tracking-wider text-brand-100 sm:px-8">{t.administration}</div>
      <div className="px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        <ErrorBanners form={form} fields={[fields.email, fields.password]} resetOn={attempt} />
        <Form method="post" {...formProps} className="mt-6 space-y-5">
          <Field meta={fields.email} label={t.email} type="email" errors="elsewhere" inputProps={{ autoComplete: "email" }} />
          <Field
            meta={fields.password}
            label={t.password}
            type="password"
            errors="elsewhere"
            inputProps={{ autoComplete: "current-password" }}
          />
          <SubmitButton busy={busy} busyLabel={t.busy}>
            {t.submit}
          </SubmitButton>
        </Form>
      </div>
    </AuthCard>
  );
}
