import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminHeader, type HeaderAdmin } from "~/components/kit/AdminHeader";
import { GeneralErrorBoundary } from "~/components/kit/ErrorBoundary";
import { SiteFooter } from "~/components/kit/SiteFooter";
import { SiteHeader, type HeaderUser } from "~/components/kit/SiteHeader";
import { useIslandScripts } from "~/islands/Island";
import { usePrivatePage } from "~/utils/private-page";
import { isAdminArea } from "~/utils/admin-area";
import { BRAND_NAME, pageTitle } from "~/utils/brand";
import { useNonce } from "~/utils/nonce";
import { getSignedIn } from "~/utils/session.server";
import { CHROME, type ChromeMessages } from "~/i18n/chrome.server";
import { ADMIN_FRAME, type AdminFrameMessages } from "~/i18n/admin/frame.server";
import { languageOf, pageLanguage } from "~/i18n/language.server";
import { FrameTexts, frameTextsOf } from "~/i18n/frame";
import { LANGUAGE_TAGS } from "@core/i18n/languages";
import { memberMarker } from "~/utils/member-marker.server";
import { SERVICE_WORKER_REGISTRATION, useMemberForServiceWorker } from "~/pwa/register";
import stylesheet from "~/tailwind.css?url";
import { profileImageUrl } from "@core/account/user";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { isServerUp } from "@core/status/server-status";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/static/favicon.svg", type: "image/svg+xml" },
];

/**
 * The start-up server-status check of spec §2. A down answer is thrown as a 503 so the root
 * ErrorBoundary renders the message and no child route renders on top of missing data; a thrown
 * error in the root wins over any child's, so the document status is 503 whatever else failed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The frame's texts in the request's language (decision 058): before the server check from the
  // cookie and the browser only; after it with the member's profile too, as every page's loader has it.
  let language = languageOf(request);
  // The admin header's texts, in the admin area only; its language is the cookie's or the browser's (no member profile).
  const adminArea = isAdminArea(new URL(request.url).pathname);
  const adminFrame = adminArea ? (ADMIN_FRAME.pick(language) as AdminFrameMessages) : null;
  let up: boolean;
  try {
    // services() itself throws on missing configuration: that is "down" too, never a crash page.
    up = await isServerUp(services());
  } catch (error) {
    log.error("server status check failed", errorFields(error));
    up = false;
  }
  if (!up) {
    throw data(
      { reason: "server-down", language, chrome: CHROME.pick(language), adminFrame },
      { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } },
    );
  }
  // A failed session lookup only costs the header its signed-in variant; protected routes check again.
  // The admin area's header names the admin session's account, the public one the member's.
  let user: HeaderUser | null = null;
  let admin: HeaderAdmin | null = null;
  // Whose vouchers the phone may keep (issue 34): undefined in the admin area, which reads no member session.
  let member: string | null | undefined;
  try {
    if (adminArea) {
      const signedIn = await getSignedIn(request, "admin");
      if (signedIn) admin = { name: signedIn.user.name, email: signedIn.user.email };
    } else {
      const signedIn = await getSignedIn(request);
      member = null;
      if (signedIn) {
        user = { name: signedIn.user.name, email: signedIn.user.email, avatarUrl: profileImageUrl(signedIn.user.profileImage) };
        member = await memberMarker(signedIn.user.id);
      }
    }
  } catch (error) {
    log.warn("session lookup for the header failed", errorFields(error));
  }
  if (!adminArea) language = await pageLanguage(request);
  return { user, admin, member, language, chrome: CHROME.pick(language) as ChromeMessages, adminFrame };
}

/**
 * Remix keeps the root's data across navigations; in and out of the admin area (and within it, where
 * an admin session may end between pages) the header's signed-in person is read again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || isAdminArea(currentUrl.pathname) || isAdminArea(nextUrl.pathname);

/**
 * Without this, headers on a thrown response (the 503's Retry-After and no-store) never reach the
 * document. Routes below that export their own `headers` take over for their pages.
 */
export const headers: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export const meta: MetaFunction<typeof loader> = ({ error }) => {
  const description = "Find, book and pay for parking across India with SMART PARKING.";
  if (error === undefined) return [{ title: BRAND_NAME }, { name: "description", content: description }];
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: pageTitle("Page not found") }];
  if (isRouteErrorResponse(error) && error.status === 503) return [{ title: pageTitle("Server is down") }];
  return [{ title: pageTitle("Error") }];
};

/** Wraps both the page and the ErrorBoundary, so every error screen keeps the header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader threw (server down): the header then shows its logged-out variant.
  const rootData = useRouteLoaderData<typeof loader>("root");
  // An island page (e.g. /search) loads its own entry instead of the Remix runtime (decision 005).
  const island = useIslandScripts();
  // The response's CSP nonce (app/entry.server.tsx): inline scripts without it do not run.
  const nonce = useNonce();
  // The admin area wears its own header and no public footer (issue 29).
  const adminArea = isAdminArea(useLocation().pathname);
  const privatePage = usePrivatePage();
  const error = useRouteError();
  const frame = frameTextsOf(rootData, error);
  // From the loader's data, or from the 503 it throws when the server is down.
  const adminTexts = rootData?.adminFrame ?? (error as { data?: { adminFrame?: AdminFrameMessages } } | undefined)?.data?.adminFrame;

  return (
    <html lang={LANGUAGE_TAGS[frame.language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#114a93" />
        {/* Installable (issue 34): the manifest, the home-screen icon, and the service worker where scripts run. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/static/icons/apple-touch-icon.png" />
        {/* eslint-disable-next-line no-restricted-syntax -- a constant of this code, no visitor's text */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SERVICE_WORKER_REGISTRATION }} />
        <Meta />
        {privatePage ? <meta name="robots" content="noindex" /> : null}
        <Links />
        {/* Module scripts are deferred: in the head they download early and never block the first render. */}
        {island ? (
          <>
            {island.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
            <script type="module" src={island.src} nonce={nonce} />
          </>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <FrameTexts.Provider value={frame}>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:px-4 focus:py-2"
          >
            {frame.chrome.skipToContent}
          </a>
          {adminArea ? (
            <AdminHeader admin={rootData?.admin ?? null} t={adminTexts ?? undefined} />
          ) : (
            <SiteHeader user={rootData?.user ?? null} />
          )}
          {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
            {children}
          </main>
          {adminArea ? null : <SiteFooter />}
        </FrameTexts.Provider>
        {island ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useMemberForServiceWorker(useRouteLoaderData<typeof loader>("root")?.member);
  return <Outlet />;
}

/** The app's one error boundary (app/components/kit/ErrorBoundary.tsx): server down, not found, anything else. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
