import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { AuthCard } from "~/components/auth/AuthCard";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { getSignedIn, pendingCookieHeader, readPendingToken, requestMeta, startAdminSession } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { getFactor, getPendingSignIn, verifySecondFactor } from "@core/account/second-factor";
import { secondFactorSchema } from "@core/account/second-factor-schema";
import { services } from "@core/services";
import { interleave } from "~/components/auth/interleave";
import { languageOf } from "~/i18n/language.server";
import { ADMIN_SIGN_IN_CODE, type AdminSignInCodeMessages } from "~/i18n/admin/sign-in.server";

/** The second step for an admin with an authenticator: only a live pending sign-in (the password step) gets here. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "admin")) throw redirect("/admin");
  const table = services().table;
  const pending = await getPendingSignIn(table, await readPendingToken(request));
  if (!pending) throw redirect("/admin/signin");
  if (!(await getFactor(table, pending.userId))) throw redirect("/admin/signin/enrol");
  return { t: ADMIN_SIGN_IN_CODE.pick(languageOf(request)) as AdminSignInCodeMessages };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: secondFactorSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission, { hideFields: ["code"] });
  try {
    const signedIn = await verifySecondFactor(services(), await readPendingToken(request), submission.value, requestMeta(request, context));
    const headers = new Headers({ "Set-Cookie": await startAdminSession(signedIn) });
    headers.append("Set-Cookie", await pendingCookieHeader(null));
    return redirect("/admin", { headers });
  } catch (error) {
    return replyWithError(request, submission, error, { hideFields: ["code"], logMessage: "admin second factor failed" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Admin Sign In: Code") },
  { name: "robots", content: "noindex" },
];

export default function AdminSignInCode() {
  const { t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(secondFactorSchema, { id: "admin-code", lastResult });
  return (
    <AuthCard>
      <div className="bg-brand-900 px-6 py-4 text-sm font-semibold uppercase tracking-wider text-brand-100 sm:px-8">{t.administration}</div>
      <div className="px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        <ErrorBanners form={form} fields={[fields.code]} resetOn={attempt} />
        <Form method="post" {...formProps} className="mt-6 space-y-5">
          <Field
            meta={fields.code}
            label={t.code}
            errors="elsewhere"
            inputProps={{ autoComplete: "one-time-code", spellCheck: false, autoCapitalize: "off" }}
          />
          <SubmitButton busy={busy} busyLabel={t.busy}>
            {t.submit}
          </SubmitButton>
        </Form>
        <p className="mt-6 text-sm text-slate-600">
          {interleave(t.again, {
            link: (
              <Link to="/admin/signin" className="font-semibold text-brand-700 underline">
                {t.againLink}
              </Link>
            ),
          })}
        </p>
      </div>
    </AuthCard>
  );
}
