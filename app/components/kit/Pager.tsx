import { Link } from "@remix-run/react";
import { fill } from "~/i18n/catalogue";
import { useFrameTexts } from "~/i18n/frame";

/**
 * Previous / "Page X of Y" / Next as plain links, so paging works without JavaScript. `compact` is
 * the smaller variant inside a form (the checkout's vehicle picker), which also keeps the scroll
 * position and does not add history entries.
 */
interface PagerProps {
  page: number;
  pages: number;
  href: (page: number) => string;
  label?: string;
  compact?: boolean;
}

export function Pager({ page, pages, href, label, compact = false }: PagerProps) {
  const { chrome: t } = useFrameTexts();
  const size = compact ? "px-3 py-1.5" : "px-4 py-2 text-sm";
  const linkClass = `rounded-md border border-slate-300 bg-white ${size} font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700`;
  const offClass = `rounded-md border border-slate-200 ${size} font-semibold text-slate-400`;
  const linkProps = compact ? { replace: true, preventScrollReset: true } : {};
  const side = (to: number, rel: "prev" | "next", text: string, enabled: boolean) =>
    enabled ? (
      <Link to={href(to)} rel={rel} className={linkClass} {...linkProps}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={offClass}>
        {text}
      </span>
    );
  return (
    <nav
      aria-label={label ?? t.pagination}
      className={compact ? "mt-3 flex items-center justify-between gap-3 text-sm" : "flex flex-wrap items-center justify-between gap-3"}
    >
      {side(page - 1, "prev", t.previous, page > 1)}
      <p className={compact ? "text-slate-600" : "text-sm text-slate-700"}>{fill(t.pageOf, { page, pages })}</p>
      {side(page + 1, "next", t.next, page < pages)}
    </nav>
  );
}
