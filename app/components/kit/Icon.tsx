import type { ReactNode } from "react";

/**
 * The wrappers of the app's small icons, drawn in the page (no icon font, no outside image).
 * Always decorative (hidden from assistive technology, never focusable): the text beside an icon
 * says what it means. A picture that means something itself (the results map) is not an icon.
 * React only: the islands (home page, /search) render these without the Remix runtime.
 */
interface IconProps {
  className?: string;
  children: ReactNode;
  viewBox?: string;
}

/** A stroked line icon in the current text colour, on a 24×24 grid unless told. */
export function LineIcon({ className, children, viewBox = "0 0 24 24", strokeWidth = 2 }: IconProps & { strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A filled icon in the current text colour, on a 20×20 grid unless told. */
export function SolidIcon({ className, children, viewBox = "0 0 20 20" }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox={viewBox} className={className} fill="currentColor">
      {children}
    </svg>
  );
}

/** A map pin: the place field, the address. */
export function PinIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}

/** The small downward chevron of a menu or a select. */
export function ChevronDownIcon({ className }: { className: string }) {
  return (
    <SolidIcon className={className}>
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </SolidIcon>
  );
}

export function MenuIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

export function CloseIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}
