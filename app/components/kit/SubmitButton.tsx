import type { ReactNode } from "react";
import { useFrameTexts } from "~/i18n/frame";
import { useSlowNotice } from "~/utils/use-slow-notice";

const VARIANTS = {
  /** Full width, under a form's fields. */
  block:
    "flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75",
  /** A lone action on a message card. */
  inline:
    "rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75",
  /** A lone action that cannot be undone. */
  danger: "rounded-md bg-red-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-75",
} as const;

/**
 * A submit button that is disabled and says `busyLabel` (e.g. "Signing in...") while `busy`.
 * `disabled` adds another reason to disable it; `className` replaces the variant's classes.
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  variant = "block",
  className,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  variant?: keyof typeof VARIANTS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy || disabled} className={className ?? VARIANTS[variant]}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** Spec §9's "taking longer than usual" line under a submit button, once `busy` has lasted five seconds. */
export function SlowNotice({ busy }: { busy: boolean }) {
  const slow = useSlowNotice(busy);
  const { chrome: t } = useFrameTexts();
  // Always in the page, so screen readers announce the text when it appears.
  return (
    <p role="status" className="min-h-5 text-center text-sm text-slate-600">
      {slow ? t.slowNotice : ""}
    </p>
  );
}
