import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { pageTitle } from "~/utils/brand";
import { getSignedIn, requestMeta, safeRedirect, startSession } from "~/utils/session.server";
import { signIn } from "../../functions/core/account/account-service";
import { DomainError, UNEXPECTED_MESSAGE, UnauthorizedError, ValidationError } from "../../functions/core/errors";
import { errorFields, log } from "../../functions/core/log";
import { services } from "../../functions/core/services";

/** The green banner's texts, picked by `?notice=` (set by the redirects of sign-up, reset and logout). */
const NOTICES = new Map([
  ["signed-up", "You have successfully created an account. Please sign in."],
  ["password-reset", "Your password has been reset. Please sign in with your new password."],
  ["signed-out", "You have been signed out."],
]);

/** Spec §9: the slow sign-in notice appears after 5000 ms of waiting. */
const SLOW_NOTICE_MS = 5000;
const SLOW_NOTICE = "This is taking longer than usual. Please wait while backend services are getting started.";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "user")) throw redirect("/");
  const url = new URL(request.url);
  return {
    // Only a same-site path survives; anything else is dropped here, and checked again in the action.
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    notice: NOTICES.get(url.searchParams.get("notice") ?? "") ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  try {
    const { user, context: device } = await signIn(services(), Object.fromEntries(form), requestMeta(request, context));
    return await startSession({ userId: user.id, kind: "user", contextId: device.id }, safeRedirect(form.get("redirectTo"), "/"));
  } catch (error) {
    // Passwords are never sent back: only the e-mail is refilled.
    if (error instanceof DomainError) {
      const invalid =
        error instanceof ValidationError ? Object.keys(error.fieldErrors)
        : error instanceof UnauthorizedError ? ["email", "password"]
        : [];
      return data({ message: error.message || UNEXPECTED_MESSAGE, invalid, email }, { status: error.status });
    }
    log.error("sign-in failed", errorFields(error));
    return data({ message: UNEXPECTED_MESSAGE, invalid: [] as string[], email }, { status: 500 });
  }
}

export const meta: MetaFunction = () => [{ title: pageTitle("Sign In") }];

export default function SignIn() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useSubmittingHere();
  const slow = useSlowNotice(busy);
  const invalid = new Set(result?.invalid ?? []);

  return (
    <AuthCard>
      <nav aria-label="Sign in or sign up" className="grid grid-cols-2 border-b border-slate-200 text-center text-sm font-semibold">
        <Link to="/signin" aria-current="page" className="-mb-px border-b-2 border-brand-600 px-4 py-3 text-brand-700">
          Sign In
        </Link>
        <Link to="/signup" className="-mb-px border-b-2 border-transparent px-4 py-3 text-slate-600 hover:border-slate-300 hover:text-slate-900">
          Sign Up
        </Link>
      </nav>

      <div className="px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">Sign in to your account</h1>
        <p className="mt-1 text-sm text-slate-600">Book parking, manage your vehicles and see your bookings.</p>

        <div className="mt-6 space-y-3 empty:hidden">
          {result ? (
            <Banner tone="error" id="signin-error" resetOn={result}>
              {result.message}
            </Banner>
          ) : notice ? (
            <Banner tone="success">{notice}</Banner>
          ) : null}
        </div>

        <Form method="post" className="mt-6 space-y-5">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field label="Email address" htmlFor="email">
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.email ?? ""}
              aria-invalid={invalid.has("email") || undefined}
              aria-describedby={invalid.has("email") ? "signin-error" : undefined}
              className={INPUT}
            />
          </Field>
          <Field
            label="Password"
            htmlFor="password"
            aside={
              <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
                Forgot Password?
              </Link>
            }
          >
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={invalid.has("password") || undefined}
              aria-describedby={invalid.has("password") ? "signin-error" : undefined}
              className={INPUT}
            />
          </Field>

          <button type="submit" disabled={busy} className={BUTTON}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
          {/* Always in the page, so screen readers announce the text when it appears. */}
          <p role="status" className="min-h-5 text-center text-sm text-slate-600">
            {slow ? SLOW_NOTICE : ""}
          </p>
        </Form>

        <p className="mt-3 text-center text-sm text-slate-600">
          New to SMART PARKING?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
            Create an account
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

const INPUT =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 aria-[invalid=true]:border-red-500";
const BUTTON =
  "flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75";

function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">{children}</div>
    </div>
  );
}

function Field({ label, htmlFor, aside, children }: { label: string; htmlFor: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={htmlFor} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      {children}
    </div>
  );
}

/**
 * A banner that can be dismissed without JavaScript: the visually hidden checkbox before it hides it
 * through `peer-checked`. With JavaScript, a new result (`resetOn`) shows it again after a dismissal.
 */
function Banner({ tone, id, resetOn, children }: { tone: "error" | "success"; id?: string; resetOn?: unknown; children: ReactNode }) {
  const toggleId = useId();
  const toggle = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (toggle.current) toggle.current.checked = false;
  }, [resetOn]);
  const error = tone === "error";
  return (
    <div>
      <input ref={toggle} id={toggleId} type="checkbox" className="peer sr-only" />
      <div
        role={error ? "alert" : "status"}
        className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm peer-checked:hidden peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 ${
          error ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800"
        }`}
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

/** True from this page's POST until the page that follows it has loaded (no flicker back to idle). */
function useSubmittingHere(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formAction) return false;
  return new URL(navigation.formAction, "http://localhost").pathname === location.pathname;
}

function useSlowNotice(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
}
