import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SolidIcon } from "~/components/kit/Icon";
import { useFrameTexts } from "~/i18n/frame";

const CRUMB_LINK = "rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

const WIDTHS = {
  /** An article: a readable column. */
  narrow: "mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8",
  /** A category: room for the question list and its aside. */
  wide: "mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8",
} as const;

/**
 * The tinted band that opens every help page: the breadcrumb (Help › … › this page, the last one
 * `aria-current="page"`), then the page's own heading lines as `children`.
 */
export function HelpHeader({
  width,
  trail,
  current,
  children,
}: {
  width: keyof typeof WIDTHS;
  /** The linked crumbs before this page, starting with the help home. */
  trail: readonly { path: string; title: string }[];
  current: string;
  children: ReactNode;
}) {
  const { chrome: t } = useFrameTexts();
  return (
    <div className="border-b border-slate-200 bg-brand-50">
      <div className={WIDTHS[width]}>
        <nav aria-label={t.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            {trail.map((crumb) => (
              <li key={crumb.path} className="flex items-center gap-2">
                <Link to={crumb.path} className={CRUMB_LINK}>
                  {crumb.title}
                </Link>
                <Chevron />
              </li>
            ))}
            <li aria-current="page" className="font-semibold text-slate-900">
              {current}
            </li>
          </ol>
        </nav>
        {children}
      </div>
    </div>
  );
}

/** The small right-pointing arrow of the breadcrumb and of the help lists. */
export function Chevron() {
  return (
    <SolidIcon className="h-4 w-4 shrink-0 text-slate-500">
      <path d="M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0Z" />
    </SolidIcon>
  );
}
