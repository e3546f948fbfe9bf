import type { ReactNode } from "react";
import type { ProfileFields } from "@core/account/user";

/** The profile form's fields (app/routes/_app.profile.tsx), as posted and as stored. */
export const PROFILE_FIELDS = ["name", "contact", "address", "pincode", "city", "state", "country", "licence_no"] as const;
export type ProfileValues = Pick<ProfileFields, (typeof PROFILE_FIELDS)[number]>;
export type ProfileFieldErrors = Partial<Record<keyof ProfileValues, string>>;

export interface PlaceOption {
  name: string;
  isoCode: string;
}

export function TextField({
  name,
  label,
  defaultValue,
  error,
  type = "text",
  autoComplete,
  inputMode,
}: {
  name: keyof ProfileValues;
  label: string;
  defaultValue: string;
  error?: string;
  type?: "text" | "tel";
  autoComplete?: string;
  inputMode?: "numeric";
}) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass(Boolean(error))} mt-1`}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

export function inputClass(invalid: boolean): string {
  return `block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
    invalid ? "border-red-500" : "border-slate-300"
  }`;
}
