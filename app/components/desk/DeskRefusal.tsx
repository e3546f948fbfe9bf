import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/kit/ErrorBoundary";
import { useFrameTexts } from "~/i18n/frame";

/**
 * The operator desk's error screens: a 403 says core's refusal in its own words (not staff, or not
 * staff of this car park); 404 and the rest are the app's usual screens.
 */
export function DeskRefusal() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <Refused /> }} />;
}

/** The 403's texts come with it, in the page's language (operator-desk.server.ts `forbidden`). */
interface Refusal {
  message: string;
  accessDenied: string;
  goHome: string;
}

function Refused() {
  const error = useRouteError();
  const { chrome } = useFrameTexts();
  const refusal = isRouteErrorResponse(error) ? (error.data as Partial<Refusal> | undefined) : undefined;
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{refusal?.accessDenied ?? chrome.notFound}</h1>
      <p className="mt-2 text-slate-700">{refusal?.message}</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {refusal?.goHome ?? chrome.goHome}
      </Link>
    </div>
  );
}
