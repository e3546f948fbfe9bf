import { Form, Link, NavLink, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { ChevronDownIcon, CloseIcon, LineIcon, MenuIcon } from "~/components/kit/Icon";
import { AUTO_CLOSE_ATTRIBUTE } from "~/utils/auto-close-details";
import { useAutoClose } from "~/utils/use-auto-close";
import { BRAND_NAME } from "~/utils/brand";
import { fill } from "~/i18n/catalogue";
import { useFrameTexts, type ChromeMessages } from "~/i18n/frame";
import { LanguageSwitch } from "~/i18n/LanguageSwitch";

/** What the header needs to know about a signed-in user; the accounts work supplies it. */
export interface HeaderUser {
  name: string;
  email: string;
  avatarUrl?: string | null;
}

interface MenuLink {
  to: string;
  /** The text's key in the frame's catalogue (app/i18n/chrome.server.ts). */
  label: keyof ChromeMessages;
  /** Sign-in and sign-up are calls to action, drawn as buttons rather than plain links. */
  kind?: "login" | "signup";
}

// The English labels are in capitals in the catalogue (not via CSS) so the text is exactly the spec's (§2, Header).
const LOGGED_OUT_LINKS: readonly MenuLink[] = [
  { to: "/about", label: "aboutUs" },
  { to: "/help-you", label: "weHelpYou" },
  { to: "/how-works", label: "howItWorks" },
  { to: "/contact", label: "contactUs" },
  { to: "/signin", label: "userLogin", kind: "login" },
  { to: "/signup", label: "userSignup", kind: "signup" },
];

const LOGGED_IN_LINKS: readonly MenuLink[] = [
  { to: "/about", label: "aboutUs" },
  { to: "/help-you", label: "weHelpYou" },
  { to: "/contact", label: "contactUs" },
  { to: "/professionals", label: "professionals" },
];

/**
 * The signed-in member's own pages, in the user menu (issue 29): the same pages as the account side
 * menu (app/routes/account/_app.tsx), reachable from any page in one click. Passes are /booking's Passes tab;
 * Settings is the side menu's "Setting", the devices and locations page.
 */
const ACCOUNT_MENU_LINKS: readonly { to: string; label: keyof ChromeMessages }[] = [
  { to: "/booking", label: "myBookings" },
  { to: "/booking?status=Passes", label: "passes" },
  { to: "/vehicles", label: "vehicles" },
  { to: "/communities", label: "communities" },
  { to: "/saved", label: "saved" },
  { to: "/favourites", label: "favourites" },
  { to: "/profile", label: "profile" },
  { to: "/devices-locations", label: "settings" },
];

const LOGOUT_ACTION = "/logout";

export function SiteHeader({ user = null }: { user?: HeaderUser | null }) {
  const links = user ? LOGGED_IN_LINKS : LOGGED_OUT_LINKS;
  const { chrome: t } = useFrameTexts();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
      {/* Wraps rather than overflows if a wider system font ever pushes the links past the row. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:px-6 lg:px-8">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md text-brand-900 hover:text-brand-700">
          <img src="/static/logo.svg" alt={fill(t.logoAlt, { brand: BRAND_NAME })} width={36} height={36} className="h-9 w-9" />
          <span className="text-base font-extrabold tracking-wide sm:text-lg md:max-lg:sr-only">{BRAND_NAME}</span>
        </Link>

        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          <Link
            to="/"
            aria-label={t.home}
            title={t.home}
            className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 hover:text-brand-700"
          >
            <HomeIcon />
          </Link>

          {/* md+: the links sit inline. Below md this nav is display:none, so only the menu's copy is announced. */}
          <LanguageSwitch className="hidden rounded-md px-1.5 py-2 text-xs font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700 md:block lg:px-2.5 xl:text-sm" />
          <nav aria-label={t.mainNav} className="hidden items-center md:flex">
            <ul className="flex items-center gap-0.5 xl:gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={({ isActive }) => desktopLinkClass(link, isActive)}>
                    {t[link.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          {user ? <DesktopUserMenu user={user} /> : null}

          <MobileMenu links={links} user={user} />
        </div>
      </div>
    </header>
  );
}

function desktopLinkClass(link: MenuLink, isActive: boolean): string {
  // Six links must fit one row from 768 px up: tighter type and padding until xl gives them room.
  const base = "block whitespace-nowrap rounded-md px-1.5 py-2 text-xs font-semibold lg:px-2.5 xl:px-3 xl:text-sm xl:tracking-wide";
  if (link.kind === "signup") return `${base} ml-1 bg-brand-600 text-white hover:bg-brand-700`;
  if (link.kind === "login") return `${base} ml-1 border border-brand-600 text-brand-700 hover:bg-brand-50`;
  return isActive ? `${base} bg-brand-50 text-brand-700` : `${base} text-slate-700 hover:bg-brand-50 hover:text-brand-700`;
}

/**
 * Below md the links hide behind a hamburger. A <details> disclosure opens and closes without any
 * JavaScript; with JavaScript it also closes itself after a navigation, on Escape and on outside clicks.
 */
function MobileMenu({ links, user }: { links: readonly MenuLink[]; user: HeaderUser | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useAutoClose(ref);
  const { chrome: t } = useFrameTexts();

  return (
    <details ref={ref} {...{ [AUTO_CLOSE_ATTRIBUTE]: "" }} className="group md:hidden">
      <summary
        aria-label={t.menu}
        className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-brand-50 hover:text-brand-700 group-open:bg-brand-50 group-open:text-brand-700"
      >
        <MenuIcon className="h-6 w-6 group-open:hidden" />
        <CloseIcon className="hidden h-6 w-6 group-open:block" />
      </summary>

      {/* Positioned against the sticky header (the nearest positioned ancestor), so it spans the full width. */}
      <div className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg">
        <nav aria-label={t.mainNav} className="px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {links
              .filter((link) => !link.kind)
              .map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-3 text-sm font-semibold tracking-wide ${
                        isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                      }`
                    }
                  >
                    {t[link.label]}
                  </NavLink>
                </li>
              ))}
            <li>
              <LanguageSwitch className="block rounded-md px-3 py-3 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700" />
            </li>
          </ul>
          {links.some((link) => link.kind) ? (
            <ul className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
              {links
                .filter((link) => link.kind)
                .map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={`block rounded-md px-3 py-3 text-center text-sm font-semibold tracking-wide ${
                        link.kind === "signup"
                          ? "bg-brand-600 text-white hover:bg-brand-700"
                          : "border border-brand-600 text-brand-700 hover:bg-brand-50"
                      }`}
                    >
                      {t[link.label]}
                    </Link>
                  </li>
                ))}
            </ul>
          ) : null}
        </nav>
        {user ? (
          <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
            <UserCard user={user} />
          </div>
        ) : null}
      </div>
    </details>
  );
}

/** md+: the avatar opens a small panel with the user's details, their own pages and Logout. */
function DesktopUserMenu({ user }: { user: HeaderUser }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useAutoClose(ref);
  const { chrome: t } = useFrameTexts();

  return (
    <details ref={ref} {...{ [AUTO_CLOSE_ATTRIBUTE]: "" }} className="group relative ml-1 hidden md:block">
      <summary
        aria-label={t.userMenu}
        className="flex cursor-pointer items-center gap-1 rounded-full p-1 text-slate-700 hover:bg-brand-50 group-open:bg-brand-50"
      >
        <Avatar user={user} size="sm" />
        <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 mt-2 max-h-[calc(100vh-5rem)] w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 shadow-lg">
        <UserCard user={user} />
      </div>
    </details>
  );
}

function UserCard({ user }: { user: HeaderUser }) {
  const { chrome: t } = useFrameTexts();
  return (
    <div>
      <div className="flex items-start gap-3">
        <Avatar user={user} size="md" />
        <div className="min-w-0 flex-1">
          <Link to="/profile" className="block truncate rounded font-semibold text-brand-700 underline-offset-2 hover:underline">
            {user.name}
          </Link>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <nav aria-label={t.yourAccount} className="mt-3 border-t border-slate-200 pt-2">
        <ul className="grid grid-cols-2 gap-x-2 md:grid-cols-1">
          {ACCOUNT_MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700"
              >
                {t[link.label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton />
    </div>
  );
}

function LogoutButton() {
  const navigation = useNavigation();
  // Busy from the post until the redirect that follows it has loaded, so the label does not flicker back.
  const loggingOut = navigation.state !== "idle" && navigation.formAction === LOGOUT_ACTION;
  const { chrome: t } = useFrameTexts();

  return (
    <Form method="post" action={LOGOUT_ACTION} className="mt-2 border-t border-slate-200 pt-3">
      <button
        type="submit"
        disabled={loggingOut}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-75"
      >
        {loggingOut ? t.loggingOut : t.logout}
      </button>
    </Form>
  );
}

function Avatar({ user, size }: { user: HeaderUser; size: "sm" | "md" }) {
  const box = size === "sm" ? "h-8 w-8 text-sm" : "h-11 w-11 text-base";
  if (user.avatarUrl) {
    // Decorative: the name is always shown (or labels the button) next to it, so alt="" avoids reading it twice.
    return <img src={user.avatarUrl} alt="" className={`${box} shrink-0 rounded-full object-cover ring-1 ring-slate-200`} />;
  }
  const initial = user.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white`}>
      {initial}
    </span>
  );
}

function HomeIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </LineIcon>
  );
}
