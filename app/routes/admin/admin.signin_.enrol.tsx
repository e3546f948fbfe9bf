import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { AuthCard } from "~/components/auth/AuthCard";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { getSignedIn, readPendingToken, requestMeta, startAdminSession } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { confirmEnrolment, enrolmentOffer, getFactor, getPendingSignIn } from "@core/account/second-factor";
import { secondFactorSchema } from "@core/account/second-factor-schema";
import { getUser } from "@core/account/user-store";
import { groupSecret } from "@core/security/totp";
import { services } from "@core/services";
import { interleave } from "~/components/auth/interleave";
import { languageOf } from "~/i18n/language.server";
import { ADMIN_ENROL, type AdminEnrolMessages } from "~/i18n/admin/sign-in.server";

/**
 * First admin sign-in: set up the authenticator app (decision 016). The secret is shown as text
 * and as the otpauth link; a code from the app confirms it; the recovery codes are shown once, in
 * the answer to that confirmation, which also opens the admin session.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const svc = services();
  const t = ADMIN_ENROL.pick(languageOf(request)) as AdminEnrolMessages;
  const token = await readPendingToken(request);
  const pending = await getPendingSignIn(svc.table, token, new Date(), { includeUsed: true });
  // Just enrolled: the action's own request (or, with JavaScript, the revalidation after it) shows
  // the recovery codes the action answered. The pending cookie is kept for this; its item is spent.
  if (pending?.usedAt) return { t, offer: null };
  if (await getSignedIn(request, "admin")) throw redirect("/admin");
  if (!pending || !token) throw redirect("/admin/signin");
  if (await getFactor(svc.table, pending.userId)) throw redirect("/admin/signin/code");
  const user = await getUser(svc.table, pending.userId);
  const offer = user && (await enrolmentOffer(svc, token, user.email));
  if (!offer) throw redirect("/admin/signin");
  return { t, offer: { secret: groupSecret(offer.secret), uri: offer.uri } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: secondFactorSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission, { hideFields: ["code"] });
  try {
    const { recoveryCodes, ...signedIn } = await confirmEnrolment(
      services(),
      await readPendingToken(request),
      submission.value,
      requestMeta(request, context),
    );
    const headers = new Headers({ "Cache-Control": "no-store", "Set-Cookie": await startAdminSession(signedIn) });
    return data({ result: submission.reply({ resetForm: true }), recoveryCodes }, { headers });
  } catch (error) {
    return replyWithError(request, submission, error, { hideFields: ["code"], logMessage: "admin second-factor enrolment failed" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Admin Sign In: Set Up") },
  { name: "robots", content: "noindex" },
];

export default function AdminEnrol() {
  const { t, offer } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // Only the successful confirmation carries them.
  const recoveryCodes = reply && "recoveryCodes" in reply ? (reply.recoveryCodes as string[]) : null;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(secondFactorSchema, { id: "admin-enrol", lastResult: reply?.result });

  return (
    <AuthCard>
      <div className="bg-brand-900 px-6 py-4 text-sm font-semibold uppercase tracking-wider text-brand-100 sm:px-8">{t.administration}</div>
      {!recoveryCodes && !offer ? (
        <div className="px-6 py-8 sm:px-8">
          <h1 className="text-2xl font-bold text-slate-900">{t.doneHeading}</h1>
          <Link to="/admin" className="mt-6 inline-block font-semibold text-brand-700 underline">
            {t.continueToDashboard}
          </Link>
        </div>
      ) : recoveryCodes || !offer ? (
        <div className="px-6 py-8 sm:px-8">
          <h1 className="text-2xl font-bold text-slate-900">{t.saveHeading}</h1>
          <p className="mt-2 text-sm text-slate-600">{t.saveIntro}</p>
          <ul
            aria-label={t.recoveryCodes}
            className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900"
          >
            {(recoveryCodes ?? []).map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Link
            to="/admin"
            className="mt-6 block rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
          >
            {t.savedContinue}
          </Link>
        </div>
      ) : (
        <div className="px-6 py-8 sm:px-8">
          <h1 className="text-2xl font-bold text-slate-900">{t.setUpHeading}</h1>
          <p className="mt-1 text-sm text-slate-600">{t.setUpIntro}</p>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm text-slate-700">
            <li>
              {t.stepKey}
              <p className="mt-2 break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-base text-slate-900" data-testid="totp-secret">
                {offer.secret}
              </p>
              <p className="mt-2">
                {interleave(t.stepLink, {
                  link: (
                    <a href={offer.uri} className="font-semibold text-brand-700 underline">
                      {t.setupLink}
                    </a>
                  ),
                })}
              </p>
            </li>
            <li>{t.stepCode}</li>
          </ol>
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
                <Link to="/admin/signin" className="font-semibold text-brand-700 underline">
                  {t.againLink}
                </Link>
              ),
            })}
          </p>
        </div>
      )}
    </AuthCard>
  );
}
