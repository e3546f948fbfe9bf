import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { CheckboxField, ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { LineIcon } from "~/components/kit/Icon";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { VEHICLE_TYPES, vehicleFormSchema } from "@core/vehicle/vehicle";
import type { VehicleEditorMessages } from "~/i18n/account/texts";

/**
 * The vehicle form shared by the add and edit pages (/vehicles/new, /vehicles/{id}/edit), built
 * with the form kit on core's `vehicleFormSchema` (the spec's add-form names), and the small
 * pieces the vehicle pages share. Not a route module: routes never import each other.
 */
export type VehicleFormValues = z.input<typeof vehicleFormSchema>;

export function VehicleForm({
  t,
  lastResult,
  defaultValue,
  submitLabel,
  pendingLabel,
  cancelTo,
  hidden,
  defaultLocked = false,
  defaultHint,
}: {
  /** The page's texts (VEHICLE_EDITOR), in its language. */
  t: VehicleEditorMessages;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: VehicleFormValues;
  submitLabel: string;
  pendingLabel: string;
  cancelTo: string;
  hidden?: Record<string, string>;
  /** Already the default: unticking would not change that, so the box is shown ticked and fixed. */
  defaultLocked?: boolean;
  defaultHint?: string;
}) {
  const navigation = useNavigation();
  const { form, fields, formProps } = useKitForm(vehicleFormSchema, { id: "vehicle", lastResult, defaultValue });
  // This form's own submission, not another one on the page (e.g. the layout's verification link).
  const saving = navigation.state === "submitting" && navigation.formData?.has("vehicleName") === true;
  const type = fields.vehicleType;
  const typeInvalid = Boolean(type.errors?.length);
  const fieldsInvalid = [fields.vehicleName, fields.vehicleNumber, type, fields.isDefault].some((field) => field.errors?.length);

  return (
    <Form method="post" {...formProps} className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {hidden ? Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null}
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className={ALERT}>
          {form.errors.join(" ")}
        </p>
      ) : fieldsInvalid ? (
        // The field's own message says what is wrong; the banner only points at it.
        <p role="alert" className={ALERT}>
          {t.correctFields}
        </p>
      ) : null}

      <Field
        meta={fields.vehicleName}
        label={t.vehicleName}
        inputProps={{ placeholder: t.namePlaceholder, autoComplete: "off", spellCheck: false }}
      />
      <Field
        meta={fields.vehicleNumber}
        label={t.registrationNumber}
        hint={t.numberHint}
        inputProps={{ placeholder: "MH 12 AB 1234", autoComplete: "off", autoCapitalize: "characters", spellCheck: false, maxLength: 20 }}
      />

      <fieldset role="radiogroup" aria-invalid={typeInvalid || undefined} aria-describedby={typeInvalid ? type.errorId : undefined}>
        <legend className="block text-sm font-semibold text-slate-800">{t.vehicleType}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {VEHICLE_TYPES.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100 ${
                typeInvalid ? "border-red-500" : "border-slate-300"
              }`}
            >
              <input
                {...getInputProps(type, { type: "radio", value: option, ariaAttributes: false })}
                // One id per option (the field's id is the group's).
                id={`${type.id}-${option.replace(/\s+/g, "-").toLowerCase()}`}
                className="h-4 w-4 accent-brand-600"
              />
              <VehicleTypeIcon type={option} className="h-6 w-6 text-brand-700" />
              <span className="font-medium">{vehicleKindLabel(option, t)}</span>
            </label>
          ))}
        </div>
        <ErrorList id={type.errorId} errors={type.errors} />
      </fieldset>

      <CheckboxField
        meta={fields.isDefault}
        label={<span className="font-medium">{t.makeDefault}</span>}
        hint={defaultLocked ? t.defaultLocked : defaultHint}
        inputProps={defaultLocked ? { defaultChecked: true, disabled: true } : undefined}
      />

      <div className="flex flex-wrap items-center gap-3 pt-1">
        <SubmitButton busy={saving} busyLabel={pendingLabel} className={BUTTON}>
          {submitLabel}
        </SubmitButton>
        <Link to={cancelTo} className="rounded-md px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}

const ALERT = "rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800";
const BUTTON =
  "rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75";

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}

/** The kind's name in the page's language; the stored value ("Four Wheeler", "Two Wheeler") stays English. */
export function vehicleKindLabel(type: string, t: { fourWheeler: string; twoWheeler: string }): string {
  return type === "Two Wheeler" ? t.twoWheeler : type === "Four Wheeler" ? t.fourWheeler : type;
}

/** A car for four-wheelers, a scooter for two-wheelers; decorative (the type is always written next to it). */
export function VehicleTypeIcon({ type, className = "h-5 w-5" }: { type: string; className?: string }) {
  return (
    <LineIcon className={`shrink-0 ${className}`} strokeWidth={1.8}>
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
    </LineIcon>
  );
}
