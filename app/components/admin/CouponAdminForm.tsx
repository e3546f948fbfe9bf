import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { couponCreateSchema, couponEditSchema, type CouponFormValues } from "@core/coupon/coupon-admin-schema";

const KIND_OPTIONS = [
  { value: "flat", label: "Flat: rupees off" },
  { value: "percent", label: "Percent off" },
];
const SCOPE_OPTIONS = [
  { value: "all", label: "All car parks" },
  { value: "city", label: "The car parks of one city" },
  { value: "parkings", label: "Some car parks" },
];

/**
 * The admin's coupon form (issue 13), for adding (with the code) and editing (the code is the
 * coupon's key and stays; the version the page was loaded with travels in a hidden field, so a
 * save over someone else's is refused). A plain POST: it works without JavaScript. The checks are
 * core's schema (coupon-admin-schema.ts), the same in the browser and on the server.
 */
export function CouponAdminForm({
  id,
  mode,
  lastResult,
  defaultValue,
  version,
  submitLabel,
}: {
  id: string;
  mode: "new" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: CouponFormValues;
  version?: number;
  submitLabel: string;
}) {
  const schema = mode === "new" ? couponCreateSchema : couponEditSchema;
  const { form, fields, formProps } = useKitForm(schema, {
    id,
    lastResult,
    defaultValue: (defaultValue ?? { scope: "all", perMemberLimit: "1" }) as never,
  });
  // The edit's schema has no code; the fields of both are otherwise the same.
  const all = fields as unknown as ReturnType<typeof useKitForm<typeof couponCreateSchema>>["fields"];
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <Form method="post" {...formProps} className="mt-6 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      {mode === "new" ? (
        <Field
          meta={all.code}
          label="Code"
          hint="What drivers type: 3 to 20 capital letters or digits, e.g. MONSOON25."
          inputProps={{ autoCapitalize: "characters" }}
        />
      ) : null}
      <Field meta={all.description} label="Description" hint="Shown to drivers, e.g. ₹50 off your booking." />
      <SelectField meta={all.kind} label="Amount" options={KIND_OPTIONS} placeholder="Choose flat or percent" />
      <Field meta={all.value} label="Rupees or percent off" inputProps={{ inputMode: "numeric" }} />
      <Field
        meta={all.maxDiscount}
        label="Cap in rupees (percent only, optional)"
        hint="The most a percent coupon takes off."
        inputProps={{ inputMode: "numeric" }}
      />
      <Field meta={all.validFrom} label="Valid from (India time)" type="datetime-local" />
      <Field meta={all.validTo} label="Valid until (India time)" type="datetime-local" />
      <SelectField meta={all.scope} label="Where it applies" options={SCOPE_OPTIONS} placeholder="Choose where" />
      <Field meta={all.city} label="City (for one city)" />
      <Field
        meta={all.parkingIds}
        label="Car park ids (for some car parks)"
        hint="Separated by commas; a car park's id ends its admin page's address, e.g. pk-mumbai-01."
        className="sm:col-span-2"
      />
      <Field meta={all.perMemberLimit} label="Uses per member" inputProps={{ inputMode: "numeric" }} />
      <Field meta={all.totalLimit} label="Uses in all (optional)" hint="Empty: no limit." inputProps={{ inputMode: "numeric" }} />
      <div className="sm:col-span-2">
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel="Saving..." variant="inline">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
