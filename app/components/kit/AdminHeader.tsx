import { Form, Link, NavLink, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { CloseIcon, MenuIcon } from "~/components/kit/Icon";
import { ADMIN_LOGOUT_ACTION, ADMIN_NAV } from "~/utils/admin-area";
import { AUTO_CLOSE_ATTRIBUTE } from "~/utils/auto-close-details";
import { BRAND_NAME } from "~/utils/brand";
import { useAutoClose } from "~/utils/use-auto-close";
import { fill } from "~/i18n/catalogue";
import { interleave } from "~/components/auth/interleave";
import { LanguageSwitch } from "~/i18n/LanguageSwitch";
import type { AdminFrameMessages } from "~/i18n/admin/access-texts";

/** The signed-in admin as the header names them. */
export interface HeaderAdmin {
  name: string;
  email: string;
}

/**
 * The admin area's header (issue 29), in place of the public one: with the admin session, the
 * area's navigation (the current page marked with aria-current by NavLink) and Sign out; before it
 * (the sign-in pages), only the brand, so nothing invites an admin to the members' sign-in or
 * sign-up. Plain links and a plain form: it all works without JavaScript. The language switch is
 * there before and after signing in: inline from lg, in the Menu below it (issue 35).
 */
export function AdminHeader({ admin, t = KEYS_ONLY }: { admin: HeaderAdmin | null; t?: AdminFrameMessages }) {
  return (
    <header className="relative z-40 bg-brand-900 text-white shadow-sm">
      <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:gap-x-3 sm:px-6 lg:px-8">
        <Link to={admin ? "/admin" : "/admin/signin"} className="flex shrink-0 items-center gap-2 rounded-md hover:text-brand-100">
          <img src="/static/logo.svg" alt={fill(t.logoAlt, { brand: BRAND_NAME })} width={32} height={32} className="h-8 w-8" />
          {/* Smaller on phones, so the brand and the Menu button share one row at 360 px. */}
          <span className="text-sm font-extrabold tracking-wide sm:text-base">{BRAND_NAME}</span>
          <span className="rounded bg-white/15 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider">{t.badge}</span>
        </Link>
        {admin ? (
          <>
            <p className="ml-auto hidden min-w-0 truncate text-sm text-brand-100 sm:block">
              {interleave(t.signedInAs, { name: <span className="font-semibold text-white">{admin.name}</span>, email: admin.email })}
            </p>
            <LanguageSwitch className={`hidden lg:block ${SWITCH}`} />
            <AdminMenu t={t} />
          </>
        ) : (
          <LanguageSwitch className={`ml-auto block ${SWITCH}`} />
        )}
      </div>
      {admin ? (
        // lg+: the links in a row that wraps. Below lg this nav is display:none, so only the menu's copy is announced.
        <nav aria-label={t.navigation} className="hidden border-t border-white/10 lg:block">
          <AdminLinks t={t} className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 sm:px-6 lg:px-8" />
        </nav>
      ) : null}
    </header>
  );
}

const SWITCH = "rounded-md px-3 py-2 text-sm font-semibold text-brand-50 hover:bg-white/10 hover:text-white";

/** Without the root's texts (a crash before its loader answered), the keys show; nothing breaks. */
const KEYS_ONLY = new Proxy({}, { get: (_target, key) => String(key) }) as AdminFrameMessages;

/** Below lg the links hide behind a <details> disclosure, which opens without JavaScript. */
function AdminMenu({ t }: { t: AdminFrameMessages }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useAutoClose(ref);
  return (
    <details ref={ref} {...{ [AUTO_CLOSE_ATTRIBUTE]: "" }} className="group ml-auto lg:hidden">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-white/30 px-3 text-sm font-semibold hover:bg-white/10 group-open:bg-white/10">
        <MenuIcon className="h-5 w-5 group-open:hidden" />
        <CloseIcon className="hidden h-5 w-5 group-open:block" />
        {t.menu}
      </summary>
      {/* Positioned against the header, so it spans the full width under it. */}
      <nav aria-label={t.navigation} className="absolute inset-x-0 top-full border-t border-white/10 bg-brand-900 shadow-lg">
        <AdminLinks t={t} className="flex flex-col gap-1 px-4 py-3 sm:px-6" inMenu />
      </nav>
    </details>
  );
}

function AdminLinks({ t, className, inMenu = false }: { t: AdminFrameMessages; className: string; inMenu?: boolean }) {
  const navigation = useNavigation();
  // Busy from the post until the redirect that follows it has loaded, so the label does not flicker back.
  const signingOut = navigation.state !== "idle" && navigation.formAction === ADMIN_LOGOUT_ACTION;
  return (
    <ul className={className}>
      {ADMIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            // The dashboard is current on /admin only; every other item also on the pages under it.
            end={item.to === "/admin"}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm font-semibold ${
                isActive ? "bg-white text-brand-900" : "text-brand-50 hover:bg-white/10 hover:text-white"
              }`
            }
          >
            {t[item.key]}
          </NavLink>
        </li>
      ))}
      {inMenu ? (
        <li>
          <LanguageSwitch className={`block ${SWITCH}`} />
        </li>
      ) : null}
      <li className="lg:ml-auto">
        <Form method="post" action={ADMIN_LOGOUT_ACTION}>
          <button
            type="submit"
            disabled={signingOut}
            className="w-full rounded-md border border-white/30 px-3 py-2 text-left text-sm font-semibold text-white hover:bg-white/10 disabled:cursor-wait disabled:opacity-75"
          >
            {signingOut ? t.signingOut : t.signOut}
          </button>
        </Form>
      </li>
    </ul>
  );
}
