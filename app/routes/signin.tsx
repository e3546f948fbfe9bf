import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthCard } from "~/components/AuthCard";
import { Banner } from "~/components/Banner";
import { SlowNotice, SubmitButton } from "~/components/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { deviceCookieHeaders, ensureDeviceId } from "~/utils/device-cookie.server";
import { getSignedIn, requestMeta, safeRedirect, startSession } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { signIn } from "@core/account/account-service";
import { DomainError, UNEXPECTED_MESSAGE, UnauthorizedError, ValidationError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";

/** The green banner's texts, picked by `?notice=` (set by the redirects of sign-up, reset and logout). */
const NOTICES = new Map([
  ["signed-up", "You have successfully created an account. Please sign in."],
  ["password-reset", "Your password has been reset. Please sign in with your new password."],
  ["signed-out", "You have been signed out."],
]);

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "user")) throw redirect("/");
  const url = new URL(request.url);
  return data(
    {
      // Only a same-site path survives; anything else is dropped here, and checked again in the action.
      redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
      notice: NOTICES.get(url.searchParams.get("notice") ?? "") ?? null,
    },
    // The browser gets its device id before it signs in (sign-in back-off counts per account and device).
    { headers: deviceCookieHeaders(request) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  // A post without the cookie (e.g. a form from an old tab) gets one now; until then it counts by network.
  const { deviceId, setCookie } = ensureDeviceId(request);
  const headers: HeadersInit = setCookie ? { "Set-Cookie": setCookie } : {};
  try {
    const { user, context: device } = await signIn(services(), Object.fromEntries(form), { ...requestMeta(request, context), deviceId });
    const response = await startSession({ userId: user.id, kind: "user", contextId: device.id }, safeRedirect(form.get("redirectTo"), "/"));
    if (setCookie) response.headers.append("Set-Cookie", setCookie);
    return response;
  } catch (error) {
    // Passwords are never sent back: only the e-mail is refilled.
    if (error instanceof DomainError) {
      const invalid =
        error instanceof ValidationError ? Object.keys(error.fieldErrors) : error instanceof UnauthorizedError ? ["email", "password"] : [];
      return data({ message: error.message || UNEXPECTED_MESSAGE, invalid, email }, { status: error.status, headers });
    }
    log.error("sign-in failed", errorFields(error));
    return data({ message: UNEXPECTED_MESSAGE, invalid: [] as string[], email }, { status: 500, headers });
  }
}

export const meta: MetaFunction = () => [{ title: pageTitle("Sign In") }];

export default function SignIn() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useSubmittingHere();
  const invalid = new Set(result?.invalid ?? []);

  return (
    <AuthCard>
      <nav aria-label="Sign in or sign up" className="grid grid-cols-2 border-b border-slate-200 text-center text-sm font-semibold">
        <Link to="/signin" aria-current="page" className="-mb-px border-b-2 border-brand-600 px-4 py-3 text-brand-700">
          Sign In
        </Link>
        <Link
          to="/signup"
          className="-mb-px border-b-2 border-transparent px-4 py-3 text-slate-600 hover:border-slate-300 hover:text-slate-900"
        >
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

          <SubmitButton busy={busy} busyLabel="Signing in...">
            Sign in
          </SubmitButton>
          <SlowNotice busy={busy} />
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
