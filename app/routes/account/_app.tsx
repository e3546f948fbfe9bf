import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AccountMenu } from "~/components/account/AccountMenu";
import { GeneralErrorBoundary, InlineError } from "~/components/kit/ErrorBoundary";
import { LineIcon } from "~/components/kit/Icon";
import type { PrivatePageHandle } from "~/utils/private-page";
import { requireUser } from "~/utils/session.server";
import { VERIFICATION_RESEND_CAP_MESSAGE } from "@core/account/verification-resend-cap";

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
  const verification = new URL(request.url).searchParams.get("verification");
  return {
    emailVerified: Boolean(user.emailVerifiedAt),
    verification: VERIFICATION_OUTCOMES.find((outcome) => outcome === verification) ?? null,
  };
}

/** A member's own pages: not for search engines (the root layout adds robots noindex). */
export const handle: PrivatePageHandle = { privatePage: true };

const ACCOUNT_LINKS = [
  { to: "/dashboard", label: "Dashboard", icon: <GridIcon /> },
  { to: "/profile", label: "Profile", icon: <PersonIcon /> },
  { to: "/booking", label: "Booking", icon: <TicketIcon /> },
  { to: "/vehicles", label: "Vehicle", icon: <CarIcon /> },
  { to: "/favourites", label: "Favourites", icon: <HeartIcon /> },
  { to: "/communities", label: "Communities", icon: <PeopleIcon /> },
  { to: "/saved", label: "Saved", icon: <BookmarkIcon /> },
  { to: "/following", label: "Following", icon: <FollowingIcon /> },
  { to: "/devices-locations", label: "Setting", icon: <GearIcon />, also: "/settings/" },
] as const;

export default function AppLayout() {
  const { emailVerified, verification } = useLoaderData<typeof loader>();
  return (
    <Shell notice={<VerificationNotice emailVerified={emailVerified} verification={verification} />}>
      <Outlet />
    </Shell>
  );
}

/** A child page's failure keeps the menu, so the member can still move on to another page. */
export function ErrorBoundary() {
  return (
    <Shell>
      <GeneralErrorBoundary statusHandlers={{ 404: () => <InlineError notFound /> }} unexpected={() => <InlineError notFound={false} />} />
    </Shell>
  );
}

function Shell({ notice, children }: { notice?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      {notice}
      {/* Below md the menu is a sideways-scrolling row above the page; from md it is a left column. */}
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
        <AccountMenu links={ACCOUNT_LINKS} />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}

const RESEND_ACTION = "/resend-verification";

function VerificationNotice({ emailVerified, verification }: { emailVerified: boolean; verification: VerificationOutcome | null }) {
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
      aria-label="E-mail verification"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="text-sm text-amber-900">
        <p className="font-semibold">Please verify your e-mail address. We sent you a link when you signed up.</p>
        {verification === "sent" ? (
          <p role="status" className="mt-1 font-medium text-green-800">
            We have sent you a new verification link.
          </p>
        ) : null}
        {verification === "limited" ? (
          <p role="alert" className="mt-1 font-medium text-red-800">
            Too many attempts. Please wait a few minutes and try again.
          </p>
        ) : null}
        {verification === "capped" ? (
          <p role="alert" className="mt-1 font-medium text-red-800">
            {VERIFICATION_RESEND_CAP_MESSAGE}
          </p>
        ) : null}
        {verification === "failed" ? (
          <p role="alert" className="mt-1 font-medium text-red-800">
            Something went wrong.
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
          Send the link again
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
