import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { requireAdmin } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { remainingRecoveryCodes, replaceRecoveryCodes } from "@core/account/second-factor";
import { services } from "@core/services";

/**
 * /admin/settings (issue 29): the signed-in admin's own settings, the second factor's recovery codes
 * (decision 016): how many are left, and new ones, shown once. Making them is a POST of this page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  return { email: user.email, left: await remainingRecoveryCodes(services().table, user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request);
  const recoveryCodes = await replaceRecoveryCodes(services().table, user.id);
  return data({ recoveryCodes }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction = () => [{ title: pageTitle("Settings · Admin") }, { name: "robots", content: "noindex" }];

export default function AdminSettings() {
  const { email, left } = useLoaderData<typeof loader>();
  const recoveryCodes = useActionData<typeof action>()?.recoveryCodes;
  const busy = useSubmittingHere();
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">Settings</h1>
      <p className="mt-2 text-slate-600">
        Your own settings as <strong className="break-all text-slate-900">{email}</strong>.
      </p>
      <section aria-labelledby="recovery-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="recovery-heading" className="text-lg font-semibold text-slate-900">
          Recovery codes
        </h2>
        {recoveryCodes ? (
          <>
            <p className="mt-2 text-sm text-slate-600">
              Your old codes no longer work. Each of these signs you in once instead of the app&apos;s code. Keep them somewhere safe: they
              are shown only now.
            </p>
            <ul
              aria-label="Recovery codes"
              className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900"
            >
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <Link to="/admin/settings" className="mt-6 inline-block font-semibold text-brand-700 underline">
              I have saved them
            </Link>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600" data-testid="recovery-codes-left">
              Recovery codes left: {left} of 10. Each signs you in once instead of the authenticator app&apos;s code.
            </p>
            <p className="mt-1 text-sm text-slate-600">New codes replace all the old ones, used or not.</p>
            <Form method="post" className="mt-4">
              <SubmitButton busy={busy} busyLabel="Making codes..." variant="inline">
                Make new recovery codes
              </SubmitButton>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
