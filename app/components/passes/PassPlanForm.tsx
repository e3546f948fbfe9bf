import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { HOURS_PER_DAY_CHOICES, MONTH_CHOICES } from "@core/pass/pass-plan";
import { PLAN_HOURS_CHOICES, passPlanFormSchema, priceField, type PassPlanFormValues } from "@core/pass/pass-plan-schema";
import { fill } from "@core/i18n/catalogue";
import type { AdminParkingWords, PassPlanFormMessages } from "~/i18n/admin/parking-texts";

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
  t,
  words,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: PassPlanFormValues;
  /** Editing: the plan's hours as pages print them; the hours fields are not offered. */
  fixedHours?: string;
  submitLabel: string;
  t: PassPlanFormMessages;
  words: Pick<AdminParkingWords, "fourWheeler" | "twoWheeler" | "saving" | "pricesLegend">;
}) {
  const hoursLabel = { "24h": t.allDay, day: t.daytime, night: t.night } as const;
  // The plan's hours in bold inside the sentence, wherever the language puts them.
  const [beforeHours, afterHours] = t.fixedHours.split("{hours}");
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
            {beforeHours}
            <strong>{fixedHours}</strong>
            {afterHours}
          </p>
          <ErrorList id={fields.planId.errorId} errors={fields.planId.errors} className="sm:col-span-2" />
        </>
      ) : (
        <>
          <SelectField
            meta={fields.hours}
            label={t.hours}
            options={PLAN_HOURS_CHOICES.map((h) => ({ value: h, label: hoursLabel[h] }))}
            placeholder={t.chooseHours}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              meta={fields.startHour}
              label={t.startsAt}
              options={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourText(h) }))}
              placeholder={t.choose}
              hint={t.startsAtHint}
            />
            <SelectField
              meta={fields.hoursPerDay}
              label={t.hoursPerDay}
              options={HOURS_PER_DAY_CHOICES.map((h) => ({ value: String(h), label: fill(t.hoursCount, { count: h }) }))}
              placeholder={t.choose}
            />
          </div>
        </>
      )}
      <Field meta={fields.spacesFour} label={t.fourSpaces} hint={t.spacesHint} inputProps={{ inputMode: "numeric" }} />
      <Field meta={fields.spacesTwo} label={t.twoSpaces} hint={t.spacesHint} inputProps={{ inputMode: "numeric" }} />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-800">{words.pricesLegend}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-4">
          {MONTH_CHOICES.map((months) => (
            <div key={months} className="space-y-2">
              {(["four", "two"] as const).map((kind) => (
                <Field
                  key={kind}
                  meta={fields[priceField(months, kind)]}
                  label={`${months === 1 ? t.oneMonth : fill(t.months, { count: months })}, ${kind === "four" ? words.fourWheeler : words.twoWheeler}`}
                  inputProps={{ inputMode: "numeric" }}
                />
              ))}
            </div>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel={words.saving} variant="inline">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
