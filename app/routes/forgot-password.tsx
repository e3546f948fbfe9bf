import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { pageTitle } from "~/utils/brand";
import { requestMeta } from "~/utils/session.server";
import { requestPasswordReset } from "../../functions/core/account/account-service";
import { DomainError, UNEXPECTED_MESSAGE, ValidationError } from "../../functions/core/errors";
import { errorFields, log } from "../../functions/core/log";
import { services } from "../../functions/core/services";

/** The same answer whether or not the address has an account, so the page reveals nothing. */
const SENT_MESSAGE =
  "If an account exists for that e-mail address, we have sent a link to reset your password. It is valid for 24 hours; please check your spam folder too.";

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  try {
    await requestPasswordReset(services(), { email }, requestMeta(request, context));
  } catch (error) {
    if (error instanceof DomainError) {
      const invalid = error instanceof ValidationError;
      return data({ message: error.message || UNEXPECTED_MESSAGE, email, invalid }, { status: error.status });
    }
    log.error("password reset request failed", errorFields(error));
    return data({ message: UNEXPECTED_MESSAGE, email, invalid: false }, { status: 500 });
  }
  // Post/redirect/get: reloading the answer does not send another e-mail.
  return redirect("/forgot-password?sent=1");
}

export const meta: MetaFunction = () => [{ title: pageTitle("Forgot Password") }];

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useSubmittingHere();

  return (
    <AuthCard title="Forgot your password?">
      {sent ? (
        <>
          <div role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {SENT_MESSAGE}
          </div>
          <p className="mt-6 text-sm text-slate-600">
            No e-mail after a while? Check the address and{" "}
            <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
              try again
            </Link>
            , or contact support.
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Enter the e-mail address of your account and we will send you an e-mail with instructions to reset your password.
          </p>
          {result ? (
            <div className="mt-6">
              <Banner id="forgot-error" resetOn={result}>
                {result.message}
              </Banner>
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-5">
            <div>
              <label htmlFor="email" className="text-sm font-semibold text-slate-800">
                Email address
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.email ?? ""}
                aria-invalid={result?.invalid || undefined}
                aria-describedby={result?.invalid ? "forgot-error" : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 aria-[invalid=true]:border-red-500"
              />
            </div>
            <button
              type="submit"
              disabled={busy}
              className="flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
            >
              {busy ? "Sending..." : "Reset Password"}
            </button>
          </Form>
        </>
      )}
      <p className="mt-8 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/signin" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A red banner dismissible without JavaScript (visually hidden checkbox + `peer-checked`); a new result shows it again. */
function Banner({ id, resetOn, children }: { id?: string; resetOn?: unknown; children: ReactNode }) {
  const toggleId = useId();
  const toggle = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (toggle.current) toggle.current.checked = false;
  }, [resetOn]);
  return (
    <div>
      <input ref={toggle} id={toggleId} type="checkbox" className="peer sr-only" />
      <div
        role="alert"
        className="flex items-start gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 peer-checked:hidden peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
      >
        <p id={id} className="flex-1">
          {children}
        </p>
        <label htmlFor={toggleId} title="Dismiss" className="-m-1 shrink-0 cursor-pointer rounded p-1 hover:bg-black/5">
          <span className="sr-only">Dismiss</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </label>
      </div>
    </div>
  );
}

function useSubmittingHere(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formAction) return false;
  return new URL(navigation.formAction, "http://localhost").pathname === location.pathname;
}
