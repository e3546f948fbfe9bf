import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { AuthCard } from "~/components/AuthCard";
import { Banner } from "~/components/Banner";
import { SubmitButton } from "~/components/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { deviceCookieHeaders, ensureDeviceId } from "~/utils/device-cookie.server";
import { getSignedIn, requestMeta, startSession } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { signInAdmin } from "@core/account/account-service";
import { DomainError, UNEXPECTED_MESSAGE } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request, "admin")) throw redirect("/admin");
  // The device id: a stranger's failures cannot hold back an admin's own device (sign-in-throttle.ts).
  return data(null, { headers: deviceCookieHeaders(request) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const { deviceId, setCookie } = ensureDeviceId(request);
  const headers: HeadersInit = setCookie ? { "Set-Cookie": setCookie } : {};
  try {
    const { user, context: device } = await signInAdmin(services(), Object.fromEntries(form), {
      ...requestMeta(request, context),
      deviceId,
    });
    const response = await startSession({ userId: user.id, kind: "admin", contextId: device.id }, "/admin");
    if (setCookie) response.headers.append("Set-Cookie", setCookie);
    return response;
  } catch (error) {
    if (error instanceof DomainError) {
      return data({ message: error.message || UNEXPECTED_MESSAGE, email }, { status: error.status, headers });
    }
    log.error("admin sign-in failed", errorFields(error));
    return data({ message: UNEXPECTED_MESSAGE, email }, { status: 500, headers });
  }
}

export const meta: MetaFunction = () => [{ title: pageTitle("Admin Sign In") }, { name: "robots", content: "noindex" }];

export default function AdminSignIn() {
  const result = useActionData<typeof action>();
  const busy = useSubmittingHere();

  return (
    <AuthCard>
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
          <SubmitButton busy={busy} busyLabel="Signing in...">
            Sign in
          </SubmitButton>
        </Form>
      </div>
    </AuthCard>
  );
}

const INPUT = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500";
