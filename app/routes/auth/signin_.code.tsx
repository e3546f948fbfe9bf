import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { AuthCard } from "~/components/auth/AuthCard";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { ensureDeviceId } from "~/utils/device-cookie.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { codePendingCookieHeader, readCodePendingToken } from "~/routes/auth/parts/sign-in-code.server";
import { getSignedIn, requestMeta, safeRedirect, startSession } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { signInWithCode } from "@core/account/account-service";
import { getPendingCodeSignIn } from "@core/account/sign-in-code";
import { signInCodeSchema, SIGN_IN_CODE_MESSAGES } from "@core/account/sign-in-code-schema";
import { services } from "@core/services";
import { DELETION_CANCELLED_PATH } from "~/routes/account/parts/account-deletion";
import { interleave } from "~/components/auth/interleave";
import { SIGN_IN_CODE, type SignInCodeMessages } from "~/i18n/auth/sign-in.server";
import { pageLanguage } from "~/i18n/language.server";
import { rememberProfileLanguage } from "~/routes/auth/parts/profile-language.server";
import { translateMessage } from "@core/i18n/messages";

/**
 * The second step of a member's sign-in in the weeks after a device block (sign-in-code.ts): the
 * code e-mailed after the right password. Only a live pending sign-in (this browser's cookie) gets
 * here; a plain form, so it works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "user")) throw redirect("/");
  if (!(await getPendingCodeSignIn(services().table, await readCodePendingToken(request)))) throw redirect("/signin");
  const language = await pageLanguage(request);
  return { t: SIGN_IN_CODE.pick(language) as SignInCodeMessages, required: translateMessage(SIGN_IN_CODE_MESSAGES.required, language) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signInCodeSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission, { hideFields: ["code"] });
  const { deviceId, setCookie } = ensureDeviceId(request);
  try {
    const {
      user,
      context: device,
      deletionCancelled,
    } = await signInWithCode(services(), await readCodePendingToken(request), submission.value, {
      ...requestMeta(request, context),
      deviceId,
    });
    const redirectTo = deletionCancelled ? DELETION_CANCELLED_PATH : safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
    const response = await startSession({ userId: user.id, kind: "user", contextId: device.id }, redirectTo);
    response.headers.append("Set-Cookie", await codePendingCookieHeader(null));
    if (setCookie) response.headers.append("Set-Cookie", setCookie);
    rememberProfileLanguage(request, response, user);
    return response;
  } catch (error) {
    return replyWithError(request, submission, error, { hideFields: ["code"], logMessage: "sign-in code failed" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Sign In: Code") },
  { name: "robots", content: "noindex" },
];

export default function SignInCode() {
  const { t, required } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(signInCodeSchema, { id: "signin-code", lastResult });
  return (
    <AuthCard>
      <div className="px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-1 text-sm text-slate-600">{required}</p>
        <ErrorBanners form={form} fields={[fields.code]} resetOn={attempt} />
        <Form method="post" {...formProps} className="mt-6 space-y-5">
          <Field
            meta={fields.code}
            label={t.code}
            errors="elsewhere"
            inputProps={{ autoComplete: "one-time-code", inputMode: "numeric", spellCheck: false }}
          />
          <SubmitButton busy={busy} busyLabel={t.busy}>
            {t.submit}
          </SubmitButton>
        </Form>
        <p className="mt-6 text-sm text-slate-600">
          {interleave(t.again, {
            link: (
              <Link to="/signin" className="font-semibold text-brand-700 underline">
                {t.againLink}
              </Link>
            ),
          })}
        </p>
      </div>
    </AuthCard>
  );
}
