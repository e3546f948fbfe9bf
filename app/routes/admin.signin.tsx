import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { pageTitle } from "~/utils/brand";
import { getSignedIn, requestMeta, startSession } from "~/utils/session.server";
import { signInAdmin } from "../../functions/core/account/account-service";
import { DomainError, UNEXPECTED_MESSAGE } from "../../functions/core/errors";
import { errorFields, log } from "../../functions/core/log";
import { services } from "../../functions/core/services";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "admin")) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  try {
    const { user, context: device } = await signInAdmin(services(), Object.fromEntries(form), requestMeta(request, context));
    return await startSession({ userId: user.id, kind: "admin", contextId: device.id }, "/admin");
  } catch (error) {
    if (error instanceof DomainError) {
      return data({ message: error.message || UNEXPECTED_MESSAGE, email }, { status: error.status });
    }
    log.error("admin sign-in failed", errorFields(error));
    return data({ message: UNEXPECTED_MESSAGE, email }, { status: 500 });
  }
}

export const meta: MetaFunction = () => [{ title: pageTitle("Admin Sign In") }, { name: "robots", content: "noindex" }];

export default function AdminSignIn() {
  const result = useActionData<typeof action>();
  const busy = useSubmittingHere();

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="bg-brand-900 px-6 py-4 text-sm font-semibold uppercase tracking-wider text-brand-100 sm:px-8">Administration</div>
        <div className="px-6 py-8 sm:px-8">
          <h1 className="text-2xl font-bold text-slate-900">Admin sign in</h1>
          <p className="mt-1 text-sm text-slate-600">For SMART PARKING staff only.</p>
          {result ? (
            <div className="mt-6">
              <Banner id="admin-signin-error" resetOn={result}>
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
                aria-describedby={result ? "admin-signin-error" : undefined}
                className={INPUT}
              />
            </div>
            <div>
              <label htmlFor="password" className="text-sm font-semibold text-slate-800">
                Password
              </label>
              <input id="password" name="password" type="password" autoComplete="current-password" required className={INPUT} />
            </div>
            <button
              type="submit"
              disabled={busy}
              className="flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
            >
              {busy ? "Signing in..." : "Sign in"}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}

const INPUT =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500";

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
