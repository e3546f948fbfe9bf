import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { NETWORK_DAY_CHOICES } from "@core/pass/network";
import { networkFormSchema, networkPriceField, type NetworkFormValues } from "@core/pass/network-schema";
import { fill } from "@core/i18n/catalogue";
import type { AdminParkingWords, NetworksMessages } from "~/i18n/admin/parking-texts";

/**
 * The admin's operator-network form (decision 029, "Multi-location passes"), for adding a network
 * and editing one; a plain POST, so it works without JavaScript. The checks are core's schema
 * (network-schema.ts), the same in the browser and on the server. An edited network keeps its id.
 */
export function NetworkForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  t,
  words,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: NetworkFormValues;
  submitLabel: string;
  t: NetworksMessages;
  words: Pick<AdminParkingWords, "fourWheeler" | "twoWheeler" | "saving" | "pricesLegend">;
}) {
  const { form, fields, formProps } = useKitForm(networkFormSchema, { id, lastResult, defaultValue: defaultValue as never });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...formProps} className="mt-4 grid gap-5 sm:grid-cols-2">
      {defaultValue?.networkId ? <input type="hidden" name={fields.networkId.name} value={defaultValue.networkId} /> : null}
      <Field meta={fields.name} label={t.name} />
      <Field meta={fields.carParks} label={t.carParksField} hint={t.carParksHint} />
      <Field meta={fields.spacesFour} label={t.fourPasses} hint={t.passesHint} inputProps={{ inputMode: "numeric" }} />
      <Field meta={fields.spacesTwo} label={t.twoPasses} hint={t.passesHint} inputProps={{ inputMode: "numeric" }} />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-800">{words.pricesLegend}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-4">
          {NETWORK_DAY_CHOICES.map((days) => (
            <div key={days} className="space-y-2">
              {(["four", "two"] as const).map((kind) => (
                <Field
                  key={kind}
                  meta={fields[networkPriceField(days, kind)]}
                  label={`${days === 1 ? t.oneDay : fill(t.days, { count: days })}, ${kind === "four" ? words.fourWheeler : words.twoWheeler}`}
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
