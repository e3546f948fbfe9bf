import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Outlet, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AccountMenu } from "~/components/account/AccountMenu";
import { GeneralErrorBoundary, InlineError } from "~/components/kit/ErrorBoundary";
import { LineIcon } from "~/components/kit/Icon";
import type { PrivatePageHandle } from "~/utils/private-page";
import { requireUser } from "~/utils/session.server";
import { VERIFICATION_RESEND_CAP_MESSAGE } from "@core/account/verification-resend-cap";
import { translateMessage } from "@core/i18n/messages";
import { ACCOUNT_LAYOUT } from "~/i18n/account/layout.server";
import type { AccountLayoutMessages } from "~/i18n/account/texts";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The logged-in group (spec §2, route groups): every page under it needs a signed-in member, and
 * shares the left side menu. Child loaders run in parallel with this one, so each checks the
 * session itself too; this check guards the layout's own data.
 */
/** What /resend-verification reports back in ?verification=. */
const VERIFICATION_OUTCOMES = ["sent", "limited", "capped", "failed"] as const;
type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const verification = new URL(request.url).searchParams.get("verification");
  return {
    // Only this language's texts reach the browser (decision 058).
    t: ACCOUNT_LAYOUT.pick(language) as AccountLayoutMessages,
    capMessage: translateMessage(VERIFICATION_RESEND_CAP_MESSAGE, language),
    emailVerified: Boolean(user.emailVerifiedAt),
    verification: VERIFICATION_OUTCOMES.find((outcome) => outcome === verification) ?? null,
  };
}

/** A member's own pages: not for search engines (the root layout adds robots noindex). */
export const handle: PrivatePageHandle = { privatePage: true };

function accountLinks(t: AccountLayoutMessages) {
  return [
    { to: "/dashboard", label: t.dashboard, icon: <GridIcon /> },
    { to: "/profile", label: t.profile, icon: <PersonIcon /> },
    { to: "/booking", label: t.booking, icon: <TicketIcon /> },
    { to: "/vehicles", label: t.vehicle, icon: <CarIcon /> },
    { to: "/favourites", label: t.favourites, icon: <HeartIcon /> },
    { to: "/communities", label: t.communities, icon: <PeopleIcon /> },
    { to: "/saved", label: t.saved, icon: <BookmarkIcon /> },
    { to: "/following", label: t.following, icon: <FollowingIcon /> },
    { to: "/devices-locations", label: t.setting, icon: <GearIcon />, also: "/settings/" },
  ];
}

export default function AppLayout() {
  const { t, capMessage, emailVerified, verification } = useLoaderData<typeof loader>();
  return (
    <Shell t={t} notice={<VerificationNotice t={t} capMessage={capMessage} emailVerified={emailVerified} verification={verification} />}>
      <Outlet />
    </Shell>
  );
}

/** This layout's route id (vite/route-folders.ts names modules as if they sat flat in app/routes/). */
const LAYOUT_ROUTE_ID = "routes/_app";

/**
 * A child page's failure keeps the menu, so the member can still move on to another page (its texts
 * are the layout's data; when the layout's own loader failed there is no menu to show).
 */
export function ErrorBoundary() {
  const t = useRouteLoaderData<typeof loader>(LAYOUT_ROUTE_ID)?.t;
  return (
    <Shell t={t}>
      <GeneralErrorBoundary statusHandlers={{ 404: () => <InlineError notFound /> }} unexpected={() => <InlineError notFound={false} />} />
    </Shell>
  );
}

function Shell({ t, notice, children }: { t?: AccountLayoutMessages; notice?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      {notice}
      {/* Below md the menu is a sideways-scrolling row above the page; from md it is a left column. */}
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
        {t ? <AccountMenu label={t.menuLabel} links={accountLinks(t)} /> : null}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}

const RESEND_ACTION = "/resend-verification";

function VerificationNotice({
  t,
  capMessage,
  emailVerified,
  verification,
}: {
  t: AccountLayoutMessages;
  capMessage: string;
  emailVerified: boolean;
  verification: VerificationOutcome | null;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  if (emailVerified) return null;
  const sending = navigation.state !== "idle" && navigation.formAction === RESEND_ACTION;
  // Back to this page afterwards, without a stale ?verification= from an earlier attempt.
  const params = new URLSearchParams(location.search);
  params.delete("verification");
  const query = params.toString();
  const here = `${location.pathname}${query ? `?${query}` : ""}`;

  return (
    <section
      aria-label={t.verificationLabel}
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="text-sm text-amber-900">
        <p className="font-semibold">{t.verifyPrompt}</p>
        {verification === "sent" ? (
          <p role="status" className="mt-1 font-medium text-green-800">
            {t.verificationSent}
          </p>
        ) : null}
        {verification === "limited" ? (
          <p role="alert" className="mt-1 font-medium text-red-800">
            {t.verificationLimited}
          </p>
        ) : null}
        {verification === "capped" ? (
          <p role="alert" className="mt-1 font-medium text-red-800">
            {capMessage}
          </p>
        ) : null}
        {verification === "failed" ? (
          <p role="alert" className="mt-1 font-medium text-red-800">
            {t.verificationFailed}
          </p>
        ) : null}
      </div>
      <Form method="post" action={RESEND_ACTION} preventScrollReset className="shrink-0">
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          disabled={sending}
          className="rounded-md border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-100 disabled:cursor-wait disabled:opacity-75"
        >
          {t.resend}
        </button>
      </Form>
    </section>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return <LineIcon className="h-5 w-5 shrink-0">{children}</LineIcon>;
}

function GridIcon() {
  return (
    <Icon>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </Icon>
  );
}

function PersonIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

function TicketIcon() {
  return (
    <Icon>
      <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4Z" />
      <path d="M13 6v2M13 11v2M13 16v2" />
    </Icon>
  );
}

function CarIcon() {
  return (
    <Icon>
      <path d="M5 16V11l2-5h10l2 5v5" />
      <path d="M3 16h18v3H3z" />
      <path d="M5 11h14" />
    </Icon>
  );
}

function HeartIcon() {
  return (
    <Icon>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </Icon>
  );
}

function PeopleIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </Icon>
  );
}

function BookmarkIcon() {
  return (
    <Icon>
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1Z" />
    </Icon>
  );
}

function FollowingIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="m16 11 2 2 4-4" />
    </Icon>
  );
}

function GearIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </Icon>
  );
}
