import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { CheckboxField, ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { CoordinatePicker, type MapSettings } from "~/components/admin/CoordinatePicker";
import { CUTOFF_CHOICES, LANDMARK_KINDS, parkingFormSchema, type ParkingFormValues } from "@core/parking/parking-schema";

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
}: {
  map: MapSettings;
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
      <Field meta={fields.name} label="Name" />
      <Field meta={fields.code} label="Code" hint="Printed on vouchers, e.g. MUM-014." inputProps={{ autoCapitalize: "characters" }} />
      <Field meta={fields.address_line1} label="Address" />
      <Field meta={fields.address_line2} label="Address, line 2 (optional)" />
      <Field meta={fields.city} label="City" />
      <Field meta={fields.state} label="State" />
      <Field meta={fields.pincode} label="PIN code" inputProps={{ inputMode: "numeric" }} />
      <div className="grid grid-cols-2 gap-3">
        <Field meta={fields.lat} label="Latitude" inputProps={{ inputMode: "decimal" }} />
        <Field meta={fields.lng} label="Longitude" inputProps={{ inputMode: "decimal" }} />
      </div>
      <CoordinatePicker
        map={map}
        lat={fields.lat.value}
        lng={fields.lng.value}
        onPick={(lat, lng) => {
          typeInto(fields.lat.id, lat);
          typeInto(fields.lng.id, lng);
        }}
      />
      <Field meta={fields.landmark} label="Landmark" hint="What drivers search for: a locality, station, airport or mall." />
      <SelectField meta={fields.landmarkKind} label="Landmark kind" options={[...LANDMARK_KINDS]} placeholder="Choose a kind" />
      <Field meta={fields.fourWheelerCapacity} label="Four-wheeler spaces" inputProps={{ inputMode: "numeric" }} />
      <Field meta={fields.twoWheelerCapacity} label="Two-wheeler spaces" inputProps={{ inputMode: "numeric" }} />
      <Field meta={fields.price_for} label="Hours per price block" inputProps={{ inputMode: "numeric" }} />
      <div className="grid grid-cols-2 gap-3">
        <Field meta={fields.priceF} label="Four-wheeler price (₹)" inputProps={{ inputMode: "numeric" }} />
        <Field meta={fields.priceT} label="Two-wheeler price (₹)" inputProps={{ inputMode: "numeric" }} />
      </div>
      <Field meta={fields.features} label="Features" hint="Comma-separated, e.g. CCTV, EV charging." />
      <Field meta={fields.description} label="Description (optional)" multiline />
      <SelectField
        meta={fields.cutoffHours}
        label="Cancellation and changes close"
        options={CUTOFF_CHOICES.map((h) => ({
          value: String(h),
          label: h === 0 ? "At arrival (free until arrival)" : `${h} hours before arrival`,
        }))}
        placeholder="Choose when"
        hint="Bookings keep the policy they were made under."
      />
      <div className="space-y-3">
        <CheckboxField meta={fields.sheded} label="Covered" />
        <CheckboxField meta={fields.open24x7} label="Open 24×7" />
        <CheckboxField meta={fields.reentry} label="Re-entry allowed during a stay" />
      </div>
      <div className="sm:col-span-2">
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel="Saving..." variant="inline">
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
