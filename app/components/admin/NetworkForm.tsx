import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { NETWORK_DAY_CHOICES } from "@core/pass/network";
import { networkFormSchema, networkPriceField, type NetworkFormValues } from "@core/pass/network-schema";

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
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: NetworkFormValues;
  submitLabel: string;
}) {
  const { form, fields, formProps } = useKitForm(networkFormSchema, { id, lastResult, defaultValue: defaultValue as never });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...formProps} className="mt-4 grid gap-5 sm:grid-cols-2">
      {defaultValue?.networkId ? <input type="hidden" name={fields.networkId.name} value={defaultValue.networkId} /> : null}
      <Field meta={fields.name} label="Name" />
      <Field meta={fields.carParks} label="Car parks" hint="Their ids, separated by commas, such as pk-mumbai-02, pk-pune-01." />
      <Field
        meta={fields.spacesFour}
        label="Four-wheeler passes at a time"
        hint="Every car park of the network sets this many spaces aside all day."
        inputProps={{ inputMode: "numeric" }}
      />
      <Field
        meta={fields.spacesTwo}
        label="Two-wheeler passes at a time"
        hint="Every car park of the network sets this many spaces aside all day."
        inputProps={{ inputMode: "numeric" }}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-800">Prices before GST (₹); leave blank for a length not sold</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-4">
          {NETWORK_DAY_CHOICES.map((days) => (
            <div key={days} className="space-y-2">
              {(["four", "two"] as const).map((kind) => (
                <Field
                  key={kind}
                  meta={fields[networkPriceField(days, kind)]}
                  label={`${days} day${days === 1 ? "" : "s"}, ${kind === "four" ? "four-wheeler" : "two-wheeler"}`}
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
