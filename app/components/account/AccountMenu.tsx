import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The account pages' menu (spec §2). From md it is a left column; below md (issue 31) one row of
 * pills that scrolls sideways instead of a block of nine wrapping buttons on top of every page.
 * The row starts scrolled to the current page's pill: without JavaScript through CSS's
 * scroll-initial-target (Chromium 133+; elsewhere the row starts at the first pill, the current one
 * still marked), and with it the pill is centred after each navigation.
 */
export function AccountMenu({
  label,
  links,
}: {
  /** The menu's name for screen readers ("Account"), in the page's language. */
  label: string;
  /** `also`: further pages the pill stands for (Setting: the settings tabs under /settings/). */
  links: readonly { to: string; label: string; icon: ReactNode; also?: string }[];
}) {
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>("[aria-current='page']");
    // Only the row scrolls (not the page): a no-op from md, where nothing overflows.
    if (list && current) list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={label} className="-mx-4 sm:-mx-6 md:sticky md:top-24 md:mx-0 md:w-56 md:shrink-0">
      <ul
        ref={row}
        className="relative flex gap-2 overflow-x-auto px-4 pb-2 sm:px-6 md:flex-col md:gap-1 md:overflow-visible md:rounded-xl md:border md:border-slate-200 md:bg-white md:p-2 md:shadow-sm"
      >
        {links.map((link) => {
          // Current on its own page and those below it (as NavLink judges), and on the pages it stands for.
          const isActive =
            pathname === link.to || pathname.startsWith(`${link.to}/`) || Boolean(link.also && pathname.startsWith(link.also));
          return (
            <li key={link.to} className="shrink-0">
              <Link
                to={link.to}
                aria-current={isActive ? "page" : undefined}
                className={`flex items-center gap-2 whitespace-nowrap rounded-full px-4 py-2 text-base font-semibold md:rounded-lg md:px-3 md:py-2.5 md:text-sm ${
                  isActive
                    ? // The initial target below md only: from md the column scrolls nothing, and the
                      // target would scroll the page to the menu instead.
                      "bg-brand-600 text-white max-md:[scroll-initial-target:nearest] md:bg-brand-50 md:text-brand-700"
                    : "border border-slate-300 bg-white text-slate-700 hover:bg-brand-50 hover:text-brand-700 md:border-transparent"
                }`}
              >
                {link.icon}
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
