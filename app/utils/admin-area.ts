/**
 * The admin area's pages (/admin and everything under it) wear the admin's header, not the public
 * site's (issue 29): the root layout asks this of the URL, so every admin page, its error screen
 * included, gets the same frame without each page opting in.
 */
export function isAdminArea(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * The admin area's navigation, in the order the header lists it (Sign out, a form, comes after).
 * `key` names the item's text in the admin frame's catalogue (app/i18n/admin/frame.server.ts);
 * `label` is its English, for code that has no catalogue at hand.
 */
export const ADMIN_NAV = [
  { to: "/admin", key: "dashboard", label: "Dashboard" },
  { to: "/admin/car-parks", key: "carParks", label: "Car parks" },
  { to: "/admin/networks", key: "networks", label: "Networks" },
  { to: "/admin/coupons", key: "coupons", label: "Coupons" },
  { to: "/admin/offers", key: "offers", label: "Offers" },
  { to: "/admin/users", key: "users", label: "Users" },
  { to: "/admin/communities", key: "communities", label: "Communities" },
  { to: "/admin/operators", key: "operators", label: "Operators" },
  { to: "/admin/content-checks", key: "contentChecks", label: "Content checks" },
  { to: "/admin/logs", key: "logs", label: "Logs" },
  { to: "/admin/grievances", key: "grievances", label: "Grievances" },
  { to: "/admin/settings", key: "settings", label: "Settings" },
] as const;

export type AdminNavKey = (typeof ADMIN_NAV)[number]["key"];

export const ADMIN_LOGOUT_ACTION = "/admin/logout";
