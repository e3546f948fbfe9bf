import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { TitledCard } from "~/components/AuthCard";
import { Banner } from "~/components/Banner";
import { SubmitButton } from "~/components/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { PRIVATE_HEADERS, privateHeaders } from "~/utils/private-headers";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { isResetTokenValid, resetPassword } from "@core/account/account-service";
import { MESSAGES } from "@core/account/schemas";
import { DomainError } from "@core/errors";
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
  const form = await request.formData();
  try {
    await resetPassword(services(), {
      token: params.token ?? "",
      password: form.get("password") ?? undefined,
      confirmPassword: form.get("confirmPassword") ?? undefined,
    });
  } catch (error) {
    if (error instanceof DomainError) {
      const tokenInvalid = error.message === MESSAGES.invalidToken;
      return data({ message: error.message || RESET_REFUSED, tokenInvalid }, { status: error.status, headers: PRIVATE_HEADERS });
    }
    log.error("password reset failed", errorFields(error));
    return data({ message: RESET_FAILED, tokenInvalid: false }, { status: 500, headers: PRIVATE_HEADERS });
  }
  return redirect("/signin?notice=password-reset");
}

/** The token is in the URL: no Referer to other sites, and no caching. */
export const headers = privateHeaders;

export const meta: MetaFunction = () => [{ title: pageTitle("Reset Password") }, { name: "robots", content: "noindex" }];

export default function ResetPassword() {
  const { check } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = useSubmittingHere();
  const [clientError, setClientError] = useState<string | null>(null);
  useEffect(() => setClientError(null), [result]);

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

  if (check !== "valid" || result?.tokenInvalid) {
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

  const message = clientError ?? result?.message;

  function checkPasswords(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    if (form.get("password") !== form.get("confirmPassword")) {
      event.preventDefault();
      setClientError(MESSAGES.passwordsDifferReset);
    } else {
      setClientError(null);
    }
  }

  return (
    <TitledCard title="Reset your password" variant="form">
      <p className="mt-2 text-sm text-slate-600">Choose a new password for your account. You will be signed out everywhere else.</p>
      {message ? (
        <div className="mt-6">
          <Banner id="reset-error" resetOn={clientError ?? result}>
            {message}
          </Banner>
        </div>
      ) : null}
      <Form method="post" onSubmit={checkPasswords} className="mt-6 space-y-5">
        <div>
          <label htmlFor="password" className="text-sm font-semibold text-slate-800">
            New password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={message ? true : undefined}
            aria-describedby={["password-hint", message ? "reset-error" : ""].filter(Boolean).join(" ")}
            className={INPUT}
          />
          <p id="password-hint" className="mt-1 text-xs text-slate-500">
            At least 8 characters.
          </p>
        </div>
        <div>
          <label htmlFor="confirmPassword" className="text-sm font-semibold text-slate-800">
            Confirm new password
          </label>
          <input
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "reset-error" : undefined}
            className={INPUT}
          />
        </div>
        <SubmitButton busy={submitting} busyLabel="Resetting...">
          Reset password
        </SubmitButton>
      </Form>
    </TitledCard>
  );
}

const INPUT =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 aria-[invalid=true]:border-red-500";
