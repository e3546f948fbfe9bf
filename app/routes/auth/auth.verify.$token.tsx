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

const INVALID = "This verification link is invalid or has expired.";
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
  return data(
    {
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

export const meta: MetaFunction = () => [{ title: pageTitle("Verify E-mail") }, { name: "robots", content: "noindex" }];

export default function VerifyEmail() {
  const { signedIn, alreadyVerified, email, resent } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  return (
    <TitledCard title={INVALID} variant="message">
      {alreadyVerified ? (
        <p className="mt-4 text-slate-600">Your e-mail address is already verified, so there is nothing more to do.</p>
      ) : signedIn ? (
        <>
          <ResentNotice resent={resent} email={email} />
          <p className="mt-4 text-slate-600">
            Verification links are valid for 7 days and work once. We can send a new one to <strong>{email}</strong>.
          </p>
          <Form method="post" className="mt-6">
            <SubmitButton busy={sending} busyLabel="Sending..." variant="inline">
              Send a new verification link
            </SubmitButton>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-slate-600">
          Verification links are valid for 7 days and work once.{" "}
          <Link to="/signin" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>{" "}
          to have a new one sent to you.
        </p>
      )}
      <HomeLink />
    </TitledCard>
  );
}

function ResentNotice({ resent, email }: { resent: Outcome | null; email: string | null }) {
  if (!resent) return null;
  if (resent === "sent") {
    return (
      <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
        We have sent a new verification link to {email}. Please check your spam folder too.
      </p>
    );
  }
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {resent === "limited"
        ? RATE_LIMIT_MESSAGE
        : resent === "capped"
          ? VERIFICATION_RESEND_CAP_MESSAGE
          : "We could not send the e-mail just now. Please try again later."}
    </p>
  );
}
