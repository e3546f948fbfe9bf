import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { CheckboxField, ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { CoordinatePicker, type MapSettings } from "~/components/admin/CoordinatePicker";
import { CUTOFF_CHOICES, LANDMARK_KINDS, parkingFormSchema, type ParkingFormValues } from "@core/parking/parking-schema";
import { fill } from "@core/i18n/catalogue";
import type { ParkingFormMessages } from "~/i18n/admin/parking-texts";

/**
 * The admin's car-park form (issue 13), for adding and editing; a plain POST, so it works without
 * JavaScript. Coordinates are typed, or, with JavaScript, picked on a map (CoordinatePicker fills
 * the same two fields); the checks are core's schema (parking-schema.ts), the same in the browser
 * and on the server.
 */
export function ParkingAdminForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  map,
  t,
}: {
  map: MapSettings;
  t: ParkingFormMessages;
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: ParkingFormValues;
  submitLabel: string;
}) {
  const { form, fields, formProps } = useKitForm(parkingFormSchema, { id, lastResult, defaultValue: defaultValue as never });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <Form method="post" {...formProps} className="mt-6 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <Field meta={fields.name} label={t.name} />
      <Field meta={fields.code} label={t.code} hint={t.codeHint} inputProps={{ autoCapitalize: "characters" }} />
      <Field meta={fields.address_line1} label={t.address} />
      <Field meta={fields.address_line2} label={t.address2} />
      <Field meta={fields.city} label={t.city} />
      <Field meta={fields.state} label={t.state} />
      <Field meta={fields.pincode} label={t.pincode} inputProps={{ inputMode: "numeric" }} />
      <div className="grid grid-cols-2 gap-3">
        <Field meta={fields.lat} label={t.latitude} inputProps={{ inputMode: "decimal" }} />
        <Field meta={fields.lng} label={t.longitude} inputProps={{ inputMode: "decimal" }} />
      </div>
      <CoordinatePicker
        map={map}
        label={t.mapLabel}
        hint={t.mapHint}
        lat={fields.lat.value}
        lng={fields.lng.value}
        onPick={(lat, lng) => {
          typeInto(fields.lat.id, lat);
          typeInto(fields.lng.id, lng);
        }}
      />
      <Field meta={fields.landmark} label={t.landmark} hint={t.landmarkHint} />
      <SelectField
        meta={fields.landmarkKind}
        label={t.landmarkKind}
        options={LANDMARK_KINDS.map((kind) => ({ value: kind, label: t[kind] }))}
        placeholder={t.chooseKind}
      />
      <Field meta={fields.fourWheelerCapacity} label={t.fourSpaces} inputProps={{ inputMode: "numeric" }} />
      <Field meta={fields.twoWheelerCapacity} label={t.twoSpaces} inputProps={{ inputMode: "numeric" }} />
      <Field meta={fields.price_for} label={t.priceFor} inputProps={{ inputMode: "numeric" }} />
      <div className="grid grid-cols-2 gap-3">
        <Field meta={fields.priceF} label={t.priceF} inputProps={{ inputMode: "numeric" }} />
        <Field meta={fields.priceT} label={t.priceT} inputProps={{ inputMode: "numeric" }} />
      </div>
      <Field meta={fields.features} label={t.features} hint={t.featuresHint} />
      <Field meta={fields.description} label={t.description} multiline />
      <SelectField
        meta={fields.cutoffHours}
        label={t.cutoff}
        options={CUTOFF_CHOICES.map((h) => ({
          value: String(h),
          label: h === 0 ? t.atArrival : fill(t.hoursBefore, { hours: h }),
        }))}
        placeholder={t.chooseWhen}
        hint={t.cutoffHint}
      />
      <div className="space-y-3">
        <CheckboxField meta={fields.sheded} label={t.covered} />
        <CheckboxField meta={fields.open24x7} label={t.open24x7} />
        <CheckboxField meta={fields.reentry} label={t.reentry} />
      </div>
      <div className="sm:col-span-2">
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel={t.saving} variant="inline">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Sets a kit field's value as if typed: the inputs are uncontrolled (the form works without
 * JavaScript), so the value goes into the element and an input event tells Conform, which
 * validates it like anything typed.
 */
function typeInto(id: string, value: string) {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
