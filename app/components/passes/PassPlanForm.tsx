import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { HOURS_PER_DAY_CHOICES, MONTH_CHOICES } from "@core/pass/pass-plan";
import { PLAN_HOURS_CHOICES, PLAN_HOURS_LABEL, passPlanFormSchema, priceField, type PassPlanFormValues } from "@core/pass/pass-plan-schema";

/**
 * The admin's pass-plan form (issue 15, decision 029), for adding a plan and editing one; a plain
 * POST, so it works without JavaScript. The checks are core's schema (pass-plan-schema.ts), the
 * same in the browser and on the server. An edited plan keeps its hours (its passes carry them and
 * its id names them): they are shown, and posted as they are.
 */
const hourText = (h: number) => `${String(h).padStart(2, "0")}:00`;

export function PassPlanForm({
  id,
  lastResult,
  defaultValue,
  fixedHours,
  submitLabel,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: PassPlanFormValues;
  /** Editing: the plan's hours as pages print them; the hours fields are not offered. */
  fixedHours?: string;
  submitLabel: string;
}) {
  const { form, fields, formProps } = useKitForm(passPlanFormSchema, { id, lastResult, defaultValue: defaultValue as never });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <Form method="post" {...formProps} className="mt-4 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      {fixedHours ? (
        <>
          <input type="hidden" name={fields.planId.name} value={defaultValue?.planId ?? ""} />
          <input type="hidden" name={fields.hours.name} value={defaultValue?.hours ?? ""} />
          <input type="hidden" name={fields.startHour.name} value={defaultValue?.startHour ?? ""} />
          <input type="hidden" name={fields.hoursPerDay.name} value={defaultValue?.hoursPerDay ?? ""} />
          <p className="text-slate-700 sm:col-span-2">
            Hours: <strong>{fixedHours}</strong> (a plan keeps its hours; for other hours, add another plan)
          </p>
          <ErrorList id={fields.planId.errorId} errors={fields.planId.errors} className="sm:col-span-2" />
        </>
      ) : (
        <>
          <SelectField
            meta={fields.hours}
            label="Hours"
            options={PLAN_HOURS_CHOICES.map((h) => ({ value: h, label: PLAN_HOURS_LABEL[h] }))}
            placeholder="Choose the hours"
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              meta={fields.startHour}
              label="Starts at"
              options={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourText(h) }))}
              placeholder="Choose"
              hint="India time; not used for 24 hours."
            />
            <SelectField
              meta={fields.hoursPerDay}
              label="Hours a day"
              options={HOURS_PER_DAY_CHOICES.map((h) => ({ value: String(h), label: `${h} hours` }))}
              placeholder="Choose"
            />
          </div>
        </>
      )}
      <Field
        meta={fields.spacesFour}
        label="Four-wheeler spaces"
        hint="Set aside for pass holders in the plan's hours."
        inputProps={{ inputMode: "numeric" }}
      />
      <Field
        meta={fields.spacesTwo}
        label="Two-wheeler spaces"
        hint="Set aside for pass holders in the plan's hours."
        inputProps={{ inputMode: "numeric" }}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-800">Prices before GST (₹); leave blank for a length not sold</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-4">
          {MONTH_CHOICES.map((months) => (
            <div key={months} className="space-y-2">
              {(["four", "two"] as const).map((kind) => (
                <Field
                  key={kind}
                  meta={fields[priceField(months, kind)]}
                  label={`${months} month${months === 1 ? "" : "s"}, ${kind === "four" ? "four-wheeler" : "two-wheeler"}`}
                  inputProps={{ inputMode: "numeric" }}
                />
              ))}
            </div>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel="Saving..." variant="inline">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
