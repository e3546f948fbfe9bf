import { NavLink } from "@remix-run/react";
import type { SettingsNavMessages } from "~/i18n/account/texts";

/**
 * The member's settings (the account menu's "Setting"): where the account signs in from, the mail
 * it gets, its data and leaving (issue 32). Links, so each tab is a plain GET without JavaScript.
 * Five short labels: boxes that wrap onto two rows on a phone, one row of underlined tabs from sm.
 * The labels come from the settings page's loader (SETTINGS_NAV, in the page's language).
 */
export const SETTINGS_TABS = [
  { to: "/devices-locations", label: "devices" },
  { to: "/settings/mail", label: "mail" },
  { to: "/settings/offers", label: "offers" },
  { to: "/settings/data", label: "data" },
  { to: "/settings/delete", label: "delete" },
] as const satisfies readonly { to: string; label: keyof SettingsNavMessages }[];

export function SettingsNav({ t }: { t: SettingsNavMessages }) {
  return (
    <nav aria-label={t.label} className="mb-6">
      <ul className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1 sm:border-b sm:border-slate-200">
        {SETTINGS_TABS.map((tab) => (
          <li key={tab.to} className="min-w-0">
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-lg border px-2 py-2.5 text-center text-sm font-semibold sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 ${
                  isActive
                    ? "border-brand-600 bg-brand-50 text-brand-700 sm:bg-transparent"
                    : "border-slate-300 bg-white text-slate-600 hover:border-slate-400 hover:text-slate-900 sm:border-transparent sm:bg-transparent"
                }`
              }
            >
              {t[tab.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
