import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { HomeLink, TitledCard } from "~/components/auth/AuthCard";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { getSignedIn, requireUser, safeRedirect } from "~/utils/session.server";
import { withRedirectTo } from "~/routes/auth/parts/redirect-to";
import { resendVerification, verifyEmail, type VerificationReturn } from "@core/account/account-service";
import { VERIFICATION_RESEND_CAP_MESSAGE } from "@core/account/verification-resend-cap";
import { VerificationResendCapError } from "@core/account/verification-resends";
import { RateLimitedError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { RATE_LIMIT_MESSAGE } from "@core/security/rate-limit";
import { services } from "@core/services";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { VERIFY_EMAIL, type VerifyEmailMessages } from "~/i18n/auth/email.server";
import { pageLanguage } from "~/i18n/language.server";
import { interleave } from "~/components/auth/interleave";

const OUTCOMES = ["sent", "limited", "capped", "failed"] as const;
type Outcome = (typeof OUTCOMES)[number];

/**
 * The link from the welcome e-mail. Unlike the device links this one is consumed on GET, as the
 * mail promises "click to verify"; a mail scanner following it can only prove the mailbox, which
 * is what the link is for.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  let verified: VerificationReturn | undefined;
  try {
    verified = await verifyEmail(services(), params.token ?? "");
  } catch (error) {
    log.error("e-mail verification failed", errorFields(error));
  }
  // Where the person was going when they signed up, kept with the link's token: checked again here.
  if (verified) throw redirect(withRedirectTo("/email-verified", safeRedirect(verified.returnTo, "")));

  const signedIn = await getSignedIn(request, "user");
  const resent = new URL(request.url).searchParams.get("resent");
  const language = await pageLanguage(request);
  return data(
    {
      // Only this language's texts reach the browser (decision 058), core's two refusals among them.
      t: VERIFY_EMAIL.pick(language) as VerifyEmailMessages,
      refusals: {
        limited: translateMessage(RATE_LIMIT_MESSAGE, language),
        capped: translateMessage(VERIFICATION_RESEND_CAP_MESSAGE, language),
      },
      signedIn: Boolean(signedIn),
      alreadyVerified: Boolean(signedIn?.user.emailVerifiedAt),
      email: signedIn?.user.email ?? null,
      resent: OUTCOMES.find((outcome) => outcome === resent) ?? null,
    },
    // The page answers a bad link: say so in the status too (crawlers, monitoring).
    { status: 410, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  let outcome: Outcome = "sent";
  try {
    await resendVerification(services(), user.id);
  } catch (error) {
    if (error instanceof VerificationResendCapError) outcome = "capped";
    else if (error instanceof RateLimitedError) outcome = "limited";
    else {
      log.error("resending the verification e-mail failed", { userId: user.id, ...errorFields(error) });
      outcome = "failed";
    }
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}?resent=${outcome}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Verify E-mail") },
  { name: "robots", content: "noindex" },
];

export default function VerifyEmail() {
  const { t, refusals, signedIn, alreadyVerified, email, resent } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  return (
    <TitledCard title={t.invalid} variant="message">
      {alreadyVerified ? (
        <p className="mt-4 text-slate-600">{t.alreadyVerified}</p>
      ) : signedIn ? (
        <>
          <ResentNotice resent={resent} email={email} t={t} refusals={refusals} />
          <p className="mt-4 text-slate-600">{interleave(t.sendNew, { email: <strong>{email}</strong> })}</p>
          <Form method="post" className="mt-6">
            <SubmitButton busy={sending} busyLabel={t.sending} variant="inline">
              {t.sendButton}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-slate-600">
          {interleave(t.signInFirst, {
            link: (
              <Link to="/signin" className="font-semibold text-brand-700 hover:underline">
                {t.signIn}
              </Link>
            ),
          })}
        </p>
      )}
      <HomeLink label={t.home} />
    </TitledCard>
  );
}

function ResentNotice({
  resent,
  email,
  t,
  refusals,
}: {
  resent: Outcome | null;
  email: string | null;
  t: VerifyEmailMessages;
  refusals: { limited: string; capped: string };
}) {
  if (!resent) return null;
  if (resent === "sent") {
    return (
      <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
        {fill(t.sent, { email: email ?? "" })}
      </p>
    );
  }
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {resent === "limited" ? refusals.limited : resent === "capped" ? refusals.capped : t.sendFailed}
    </p>
  );
}
