import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { couponCreateSchema, couponEditSchema, type CouponFormValues } from "@core/coupon/coupon-admin-schema";
import type { CouponsMessages } from "~/i18n/admin/parking-texts";

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
  t,
}: {
  id: string;
  mode: "new" | "edit";
  t: CouponsMessages;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: CouponFormValues;
  version?: number;
  submitLabel: string;
}) {
  const schema = mode === "new" ? couponCreateSchema : couponEditSchema;
  const kindOptions = [
    { value: "flat", label: t.kindFlat },
    { value: "percent", label: t.kindPercent },
  ];
  const scopeOptions = [
    { value: "all", label: t.scopeAll },
    { value: "city", label: t.scopeCity },
    { value: "parkings", label: t.scopeParkings },
  ];
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
      {mode === "new" ? <Field meta={all.code} label={t.code} hint={t.codeHint} inputProps={{ autoCapitalize: "characters" }} /> : null}
      <Field meta={all.description} label={t.description} hint={t.descriptionHint} />
      <SelectField meta={all.kind} label={t.amount} options={kindOptions} placeholder={t.chooseKind} />
      <Field meta={all.value} label={t.value} inputProps={{ inputMode: "numeric" }} />
      <Field meta={all.maxDiscount} label={t.maxDiscount} hint={t.maxDiscountHint} inputProps={{ inputMode: "numeric" }} />
      <Field meta={all.validFrom} label={t.validFrom} type="datetime-local" />
      <Field meta={all.validTo} label={t.validTo} type="datetime-local" />
      <SelectField meta={all.scope} label={t.scope} options={scopeOptions} placeholder={t.chooseWhere} />
      <Field meta={all.city} label={t.city} />
      <Field meta={all.parkingIds} label={t.parkingIds} hint={t.parkingIdsHint} className="sm:col-span-2" />
      <Field meta={all.perMemberLimit} label={t.perMemberLimit} inputProps={{ inputMode: "numeric" }} />
      <Field meta={all.totalLimit} label={t.totalLimit} hint={t.totalLimitHint} inputProps={{ inputMode: "numeric" }} />
      <div className="sm:col-span-2">
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel={t.saving} variant="inline">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
