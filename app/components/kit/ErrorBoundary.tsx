import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { useFrameTexts } from "~/i18n/frame";

/**
 * The app's one error boundary. The root exports it as is: a 503 (server down), a 404 and anything
 * else each get their screen inside the normal layout. A route that keeps its own frame on errors
 * (the signed-in area keeps its menu) renders it inside that frame and replaces the screens it
 * words differently. Nothing shows an error's internals.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpected = () => <Unexpected />,
}: {
  statusHandlers?: Partial<Record<number, (status: number) => ReactNode>>;
  unexpected?: () => ReactNode;
}) {
  const error = useRouteError();
  const handlers = { ...DEFAULT_HANDLERS, ...statusHandlers };
  if (isRouteErrorResponse(error)) {
    const handler = handlers[error.status];
    if (handler) return <>{handler(error.status)}</>;
  }
  return <>{unexpected()}</>;
}

const DEFAULT_HANDLERS: Record<number, (status: number) => ReactNode> = {
  503: () => <ServerDown />,
  404: () => <NotFound />,
};

/** The spec's "Server is down" screen, in the frame's language (the root's 503 carries the frame's texts). */
function ServerDown() {
  const { chrome: t } = useFrameTexts();
  return (
    <CentredMessage>
      <h1 className="text-balance text-2xl font-bold text-slate-900 sm:text-3xl">{t.serverDown}</h1>
    </CentredMessage>
  );
}

function CentredMessage({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">{children}</div>;
}

/** The 404 screen, in the frame's language: for a 404 a route throws, and the page of a URL no route claims (routes/public/$.tsx). */
export function NotFound() {
  const { chrome: t } = useFrameTexts();
  return (
    <CentredMessage>
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t.pageNotFound}</h1>
      <p className="mt-3 text-slate-600">{t.pageNotFoundText}</p>
      <Link to="/" className="mt-8 inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        {t.goHome}
      </Link>
    </CentredMessage>
  );
}

function Unexpected() {
  const location = useLocation();
  const { chrome: t } = useFrameTexts();
  return (
    <CentredMessage>
      <h1 className="text-balance text-2xl font-bold text-slate-900 sm:text-3xl">{t.oops}</h1>
      {/* A plain link, not <Link>: reloading the whole document is the point, and it works without JavaScript. */}
      <a
        href={`${location.pathname}${location.search}`}
        className="mt-8 inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t.reloadPage}
      </a>
    </CentredMessage>
  );
}

/** The signed-in area's smaller card for a failed page, inside its menu (the heading is "Not found" there). */
export function InlineError({ notFound }: { notFound: boolean }) {
  const { chrome: t } = useFrameTexts();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-xl font-bold text-red-900">{notFound ? t.notFound : t.somethingWrong}</h1>
      <p className="mt-2 text-red-800">{notFound ? t.couldNotFind : t.reloadOrRetry}</p>
    </div>
  );
}
