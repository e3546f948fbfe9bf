/**
 * The admin area's pages (/admin and everything under it) wear the admin's header, not the public
 * site's (issue 29): the root layout asks this of the URL, so every admin page, its error screen
 * included, gets the same frame without each page opting in.
 */
export function isAdminArea(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** The admin area's navigation, in the order the header lists it (Sign out, a form, comes after). */
export const ADMIN_NAV: readonly { to: string; label: string }[] = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/car-parks", label: "Car parks" },
  { to: "/admin/networks", label: "Networks" },
  { to: "/admin/coupons", label: "Coupons" },
  { to: "/admin/offers", label: "Offers" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/communities", label: "Communities" },
  { to: "/admin/operators", label: "Operators" },
  { to: "/admin/content-checks", label: "Content checks" },
  { to: "/admin/logs", label: "Logs" },
  { to: "/admin/grievances", label: "Grievances" },
  { to: "/admin/settings", label: "Settings" },
];

export const ADMIN_LOGOUT_ACTION = "/admin/logout";
