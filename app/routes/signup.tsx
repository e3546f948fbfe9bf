import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AuthCard } from "~/components/AuthCard";
import { Banner } from "~/components/Banner";
import { SlowNotice, SubmitButton } from "~/components/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { getSignedIn, requestMeta } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { signUp } from "@core/account/account-service";
import { MESSAGES } from "@core/account/schemas";
import { DomainError, ValidationError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";

/** Spec §8: "the server's errors list, else 'An error occurred'". */
const FALLBACK_ERROR = "An error occurred";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "user")) throw redirect("/");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // What the user typed comes back with the errors; the passwords never do.
  const values = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    isConsentGiven: form.get("isConsentGiven") === "on",
  };
  try {
    await signUp(services(), Object.fromEntries(form), requestMeta(request, context));
  } catch (error) {
    if (error instanceof DomainError) {
      const fieldErrors = error instanceof ValidationError ? error.fieldErrors : {};
      const fromFields = [...new Set(Object.values(fieldErrors).flat())];
      const errors = fromFields.length > 0 ? fromFields : [error.message || FALLBACK_ERROR];
      return data({ errors, invalid: Object.keys(fieldErrors), values }, { status: error.status });
    }
    log.error("sign-up failed", errorFields(error));
    return data({ errors: [FALLBACK_ERROR], invalid: [] as string[], values }, { status: 500 });
  }
  return redirect("/signin?notice=signed-up");
}

export const meta: MetaFunction = () => [{ title: pageTitle("Sign Up") }];

export default function SignUp() {
  const result = useActionData<typeof action>();
  const busy = useSubmittingHere();
  const consentRef = useRef<HTMLInputElement>(null);
  const [consent, setConsent] = useState(result?.values.isConsentGiven ?? false);
  const [hydrated, setHydrated] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);

  useEffect(() => {
    // The box may have been ticked before the page became interactive: trust the DOM, not the initial state.
    setConsent(consentRef.current?.checked ?? false);
    setHydrated(true);
  }, []);

  // A fresh server answer replaces the client-side message.
  useEffect(() => setClientError(null), [result]);

  // Without JavaScript everything stays enabled and the server refuses a missing consent;
  // with it, the fields and the button wait for the box (spec §5).
  const locked = hydrated && !consent;
  const errors = clientError ? [clientError] : (result?.errors ?? []);
  const invalid = new Set(clientError ? ["confirmPassword"] : (result?.invalid ?? []));
  const describedBy = (name: string) => (invalid.has(name) ? "signup-errors" : undefined);

  function checkPasswords(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    if (form.get("password") !== form.get("confirmPassword")) {
      event.preventDefault();
      setClientError(MESSAGES.passwordsDifferSignUp);
    } else {
      setClientError(null);
    }
  }

  return (
    <AuthCard>
      <nav aria-label="Sign in or sign up" className="grid grid-cols-2 border-b border-slate-200 text-center text-sm font-semibold">
        <Link
          to="/signin"
          className="-mb-px border-b-2 border-transparent px-4 py-3 text-slate-600 hover:border-slate-300 hover:text-slate-900"
        >
          Sign In
        </Link>
        <Link to="/signup" aria-current="page" className="-mb-px border-b-2 border-brand-600 px-4 py-3 text-brand-700">
          Sign Up
        </Link>
      </nav>

      <div className="px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">Create your account</h1>
        <p className="mt-1 text-sm text-slate-600">Registering is free.</p>

        {errors.length > 0 ? (
          <ul id="signup-errors" className="mt-6 space-y-3">
            {errors.map((message) => (
              <li key={message}>
                <Banner resetOn={clientError ?? result}>{message}</Banner>
              </li>
            ))}
          </ul>
        ) : null}

        <Form method="post" onSubmit={checkPasswords} className="mt-6 space-y-5">
          <Field label="Username" htmlFor="name">
            <input
              id="name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={60}
              disabled={locked}
              defaultValue={result?.values.name ?? ""}
              aria-invalid={invalid.has("name") || undefined}
              aria-describedby={describedBy("name")}
              className={INPUT}
            />
          </Field>
          <Field label="Email address" htmlFor="email">
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              disabled={locked}
              defaultValue={result?.values.email ?? ""}
              aria-invalid={invalid.has("email") || undefined}
              aria-describedby={describedBy("email")}
              className={INPUT}
            />
          </Field>
          <Field label="Password" htmlFor="password" hint="At least 8 characters.">
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              disabled={locked}
              aria-invalid={invalid.has("password") || undefined}
              aria-describedby={["password-hint", describedBy("password")].filter(Boolean).join(" ")}
              className={INPUT}
            />
          </Field>
          <Field label="Confirm Password" htmlFor="confirmPassword">
            <input
              id="confirmPassword"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              disabled={locked}
              aria-invalid={invalid.has("confirmPassword") || undefined}
              aria-describedby={describedBy("confirmPassword")}
              className={INPUT}
            />
          </Field>

          <div className="flex items-start gap-3">
            <input
              ref={consentRef}
              id="isConsentGiven"
              name="isConsentGiven"
              type="checkbox"
              defaultChecked={result?.values.isConsentGiven ?? false}
              onChange={(event) => setConsent(event.currentTarget.checked)}
              aria-invalid={invalid.has("isConsentGiven") || undefined}
              aria-describedby={describedBy("isConsentGiven")}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <label htmlFor="isConsentGiven" className="text-sm text-slate-700">
              I agree to the terms and conditions for registration
            </label>
          </div>

          {/* Spec §9: the slow notice of sign-in applies to sign-up too. */}
          <SubmitButton busy={busy} busyLabel="Signing up..." disabled={locked} className={BUTTON}>
            Sign up
          </SubmitButton>
          <SlowNotice busy={busy} />
        </Form>

        <p className="mt-3 text-center text-sm text-slate-600">
          Already have an account?{" "}
          <Link to="/signin" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

const INPUT =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500";
/** Unlike the other forms' buttons, this one is also disabled (not busy) until the consent box is ticked. */
const BUTTON =
  "flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

function Field({ label, htmlFor, hint, children }: { label: string; htmlFor: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
