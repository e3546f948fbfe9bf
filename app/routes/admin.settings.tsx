import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { requireAdmin } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { remainingRecoveryCodes, replaceRecoveryCodes } from "@core/account/second-factor";
import { services } from "@core/services";

/** New recovery codes for the signed-in admin (decision 016): a confirmation page, then the codes, shown once. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  return { left: await remainingRecoveryCodes(services().table, user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request);
  const recoveryCodes = await replaceRecoveryCodes(services().table, user.id);
  return data({ recoveryCodes }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction = () => [{ title: pageTitle("Recovery Codes") }, { name: "robots", content: "noindex" }];

export default function AdminRecoveryCodes() {
  const { left } = useLoaderData<typeof loader>();
  const recoveryCodes = useActionData<typeof action>()?.recoveryCodes;
  const busy = useSubmittingHere();
  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Recovery codes</h1>
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
          <Link to="/admin" className="mt-6 inline-block font-semibold text-brand-700 underline">
            Back to the dashboard
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">You have {left} of 10 left. New codes replace all the old ones, used or not.</p>
          <Form method="post" className="mt-6 flex items-center gap-4">
            <SubmitButton busy={busy} busyLabel="Making codes..." variant="inline">
              Make new recovery codes
            </SubmitButton>
            <Link to="/admin" className="font-semibold text-brand-700 underline">
              Cancel
            </Link>
          </Form>
        </>
      )}
    </div>
  );
}
