import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConflictError, DomainError, ValidationError } from "@core/errors";
import type { VehicleType } from "@core/vehicle/vehicle";

/**
 * The vehicle form shared by the add and edit pages (/vehicles/new, /vehicles/{id}/edit), what it
 * reads from a submitted form, how service errors land next to its fields, and the small pieces the
 * vehicle pages share. Not a route module: routes never import each other.
 */
/** The spec's add-form names (§3 Vehicle); the service takes the snake_case ones. */
export interface VehicleFormValues {
  vehicleName: string;
  vehicleNumber: string;
  vehicleType: string;
  isDefault: boolean;
}
export type VehicleFieldErrors = Partial<Record<"vehicleName" | "vehicleNumber" | "vehicleType" | "isDefault", string>>;

const FORM_TO_SERVICE = {
  vehicleName: "vehicle_name",
  vehicleNumber: "vehicle_number",
  vehicleType: "vehicle_type",
  isDefault: "isDefault",
} as const;

/** The two kinds the service accepts, kept here as data so the form needs no zod in the browser. */
export const VEHICLE_TYPE_OPTIONS = ["Four Wheeler", "Two Wheeler"] as const satisfies readonly VehicleType[];

export function readVehicleForm(form: FormData): VehicleFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    vehicleName: text("vehicleName"),
    vehicleNumber: text("vehicleNumber"),
    vehicleType: text("vehicleType"),
    isDefault: form.get("isDefault") === "on",
  };
}

export function toVehicleInput(values: VehicleFormValues) {
  return {
    vehicle_name: values.vehicleName,
    vehicle_number: values.vehicleNumber,
    vehicle_type: values.vehicleType,
    isDefault: values.isDefault,
  };
}

/**
 * The service's messages placed next to the fields they are about; undefined for an unexpected
 * error (the caller logs it and shows the general message). A duplicate number is the number
 * field's problem.
 */
export function vehicleFormErrors(error: unknown): { error: string; fieldErrors: VehicleFieldErrors } | undefined {
  if (error instanceof ValidationError) {
    const fieldErrors: VehicleFieldErrors = {};
    for (const [formName, serviceName] of Object.entries(FORM_TO_SERVICE) as [keyof VehicleFieldErrors, string][]) {
      const message = error.fieldErrors[serviceName]?.[0];
      if (message) fieldErrors[formName] = message;
    }
    return { error: error.message, fieldErrors };
  }
  if (error instanceof ConflictError) return { error: error.message, fieldErrors: { vehicleNumber: error.message } };
  if (error instanceof DomainError) return { error: error.message, fieldErrors: {} };
  return undefined;
}

export function VehicleForm({
  values,
  error,
  fieldErrors,
  submitLabel,
  pendingLabel,
  cancelTo,
  hidden,
  defaultLocked = false,
  defaultHint,
}: {
  values: VehicleFormValues;
  error?: string;
  fieldErrors: VehicleFieldErrors;
  submitLabel: string;
  pendingLabel: string;
  cancelTo: string;
  hidden?: Record<string, string>;
  /** Already the default: unticking would not change that, so the box is shown ticked and fixed. */
  defaultLocked?: boolean;
  defaultHint?: string;
}) {
  const navigation = useNavigation();
  // This form's own submission, not another one on the page (e.g. the layout's verification link).
  const saving = navigation.state === "submitting" && navigation.formData?.has("vehicleName") === true;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const typeError = fieldErrors.vehicleType;

  return (
    <Form method="post" className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {hidden ? Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null}
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {/* The field's own message says what is wrong; the banner only points at it. */}
          {hasFieldErrors ? "Please correct the highlighted fields." : error}
        </p>
      ) : null}

      <TextField
        name="vehicleName"
        label="Vehicle name"
        defaultValue={values.vehicleName}
        error={fieldErrors.vehicleName}
        placeholder="e.g. Family car"
        maxLength={60}
      />
      <TextField
        name="vehicleNumber"
        label="Registration number"
        defaultValue={values.vehicleNumber}
        error={fieldErrors.vehicleNumber}
        placeholder="MH 12 AB 1234"
        hint="As on the number plate. Spaces and dashes are optional."
        autoCapitalize="characters"
        maxLength={20}
      />

      <fieldset
        role="radiogroup"
        aria-invalid={typeError ? true : undefined}
        aria-describedby={typeError ? "vehicleType-error" : undefined}
      >
        <legend className="block text-sm font-medium text-slate-800">Vehicle type</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {VEHICLE_TYPE_OPTIONS.map((type) => (
            <label
              key={type}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100 ${
                typeError ? "border-red-500" : "border-slate-300"
              }`}
            >
              <input
                type="radio"
                name="vehicleType"
                value={type}
                defaultChecked={values.vehicleType === type}
                className="h-4 w-4 accent-brand-600"
              />
              <VehicleTypeIcon type={type} className="h-6 w-6 text-brand-700" />
              <span className="font-medium">{type}</span>
            </label>
          ))}
        </div>
        {typeError ? <FieldError id="vehicleType-error">{typeError}</FieldError> : null}
      </fieldset>

      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="isDefault"
            defaultChecked={defaultLocked || values.isDefault}
            disabled={defaultLocked}
            aria-describedby={defaultLocked || defaultHint ? "isDefault-hint" : undefined}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600 disabled:opacity-60"
          />
          <span className="font-medium">Make this my default vehicle</span>
        </label>
        {defaultLocked || defaultHint ? (
          <p id="isDefault-hint" className="ml-7 mt-1 text-xs text-slate-500">
            {defaultLocked ? "This is your default vehicle. To change that, make another vehicle the default." : defaultHint}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-3 pt-1">
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
        >
          {saving ? pendingLabel : submitLabel}
        </button>
        <Link to={cancelTo} className="rounded-md px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function TextField({
  name,
  label,
  defaultValue,
  error,
  placeholder,
  hint,
  autoCapitalize,
  maxLength,
}: {
  name: "vehicleName" | "vehicleNumber";
  label: string;
  defaultValue: string;
  error?: string;
  placeholder?: string;
  hint?: string;
  autoCapitalize?: string;
  maxLength?: number;
}) {
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="text"
        required
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
          error ? "border-red-500" : "border-slate-300"
        }`}
      />
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${name}-error`}>{error}</FieldError> : null}
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}

/** A car for four-wheelers, a scooter for two-wheelers; decorative (the type is always written next to it). */
export function VehicleTypeIcon({ type, className = "h-5 w-5" }: { type: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {type === "Two Wheeler" ? (
        <>
          <circle cx="5.5" cy="16.5" r="3" />
          <circle cx="18.5" cy="16.5" r="3" />
          <path d="M8.5 16.5h5l3-7h-3" />
          <path d="M15 5h2.5l1 4.5" />
          <path d="M5.5 16.5 8 11h5" />
        </>
      ) : (
        <>
          <path d="M5 17H3.5a1 1 0 0 1-1-1v-3.2a2 2 0 0 1 .6-1.4L5 9.5l1.7-3.4A2 2 0 0 1 8.5 5h7a2 2 0 0 1 1.8 1.1L19 9.5l1.9 1.9a2 2 0 0 1 .6 1.4V16a1 1 0 0 1-1 1H19" />
          <path d="M9 17h6" />
          <path d="M5 9.5h14" />
          <circle cx="7" cy="17" r="2" />
          <circle cx="17" cy="17" r="2" />
        </>
      )}
    </svg>
  );
}
