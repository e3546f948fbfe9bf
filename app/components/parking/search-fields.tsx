import type { ReactNode } from "react";
import { ErrorList } from "~/components/kit/error-list";

/**
 * The search bar's field pieces (SearchBar.tsx, PlaceCombobox.tsx): a labelled control with its
 * error underneath, the error text, and the input's look. Part of the search island: React only.
 */
export function inputClass(invalid: boolean): string {
  const ring = invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-300";
  return `block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-500 ${ring}`;
}

interface Described {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A labelled control with its error underneath, tied together for assistive technology. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (described: Described) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const described: Described = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children(described)}
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </div>
  );
}
