import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { formatIndia } from "@core/time/india-time";
import { GRACE_DAYS, GRACE_MS } from "@core/account-deletion/deletion";

/**
 * The page after asking to delete one's account (decision 052): signed out by then, so the date
 * comes in the address. Only a date within the grace period from now is shown; anything else (an
 * edited link) gets the general wording, never the address's text.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const until = new Date(new URL(request.url).searchParams.get("until") ?? "");
  const now = Date.now();
  const valid = !Number.isNaN(until.getTime()) && until.getTime() > now && until.getTime() <= now + GRACE_MS + 60_000;
  return { until: valid ? formatIndia(until) : null };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Account deletion requested") }];

export default function DeletionRequested() {
  const { until } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your account will be deleted</h1>
      <p className="mt-4 text-slate-700">
        You are signed out everywhere. Your account will be erased{" "}
        {until ? <strong>on {until} (India time)</strong> : <>in {GRACE_DAYS} days</>}, and we will e-mail you when it is done.
      </p>
      <p className="mt-3 text-slate-700">Changed your mind? Signing in before then cancels the deletion.</p>
      <p className="mt-6">
        <Link to="/signin" className="inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Sign in to cancel
        </Link>
      </p>
    </div>
  );
}
