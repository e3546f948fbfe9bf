import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
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

/** The second step for an admin with an authenticator: only a live pending sign-in (the password step) gets here. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "admin")) throw redirect("/admin");
  const table = services().table;
  const pending = await getPendingSignIn(table, await readPendingToken(request));
  if (!pending) throw redirect("/admin/signin");
  if (!(await getFactor(table, pending.userId))) throw redirect("/admin/signin/enrol");
  return null;
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

export const meta: MetaFunction = () => [{ title: pageTitle("Admin Sign In: Code") }, { name: "robots", content: "noindex" }];

export default function AdminSignInCode() {
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(secondFactorSchema, { id: "admin-code", lastResult });
  return (
    <AuthCard>
      <div className="bg-brand-900 px-6 py-4 text-sm font-semibold uppercase tracking-wider text-brand-100 sm:px-8">Administration</div>
      <div className="px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">Enter your code</h1>
        <p className="mt-1 text-sm text-slate-600">
          Type the 6-digit code your authenticator app shows for SMART PARKING. Lost your phone? Type one of your recovery codes instead.
        </p>
        <ErrorBanners form={form} fields={[fields.code]} resetOn={attempt} />
        <Form method="post" {...formProps} className="mt-6 space-y-5">
          <Field
            meta={fields.code}
            label="Authentication code"
            errors="elsewhere"
            inputProps={{ autoComplete: "one-time-code", spellCheck: false, autoCapitalize: "off" }}
          />
          <SubmitButton busy={busy} busyLabel="Checking...">
            Verify
          </SubmitButton>
        </Form>
        <p className="mt-6 text-sm text-slate-600">
          <Link to="/admin/signin" className="font-semibold text-brand-700 underline">
            Start again
          </Link>{" "}
          (the code must be typed within 5 minutes of the password).
        </p>
      </div>
    </AuthCard>
  );
}
