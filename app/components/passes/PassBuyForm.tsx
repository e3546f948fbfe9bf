import { Form, Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { CheckboxField, Field } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";

/**
 * The part every pass purchase form shares (monthly and multi-location, decision 029): the form's
 * own error, the product's fields (children), the first day, the vehicle, the declaration and the
 * submit. A plain POST: the page's action places the hold and sends the driver to the pay page.
 */
export function PassBuyForm({
  errors,
  errorId,
  fields,
  formProps,
  vehicles,
  busy,
  firstDayHint,
  children,
}: {
  errors: string[] | undefined;
  errorId: string;
  fields: {
    startDate: ComponentProps<typeof Field>["meta"];
    vehicleId: ComponentProps<typeof SelectField>["meta"];
    declaration: ComponentProps<typeof CheckboxField>["meta"];
  };
  formProps: ComponentProps<typeof Form>;
  vehicles: { value: string; label: string }[];
  busy: boolean;
  firstDayHint: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...formProps} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {errors?.length ? (
        <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errors.join(" ")}
        </p>
      ) : null}
      {children}
      <Field meta={fields.startDate} label="First day" type="date" hint={firstDayHint} />
      {vehicles.length ? (
        <SelectField meta={fields.vehicleId} label="Vehicle" options={vehicles} placeholder="Select a vehicle" />
      ) : (
        <p className="text-sm text-slate-700">
          <Link to="/vehicles/new" className="font-semibold text-brand-700 underline underline-offset-2">
            Add a vehicle
          </Link>{" "}
          to buy a pass.
        </p>
      )}
      <CheckboxField meta={fields.declaration} label="My vehicle has no trailer, no racks and no altered dimensions." />
      <SubmitButton busy={busy} busyLabel="Holding your pass..." className="w-full">
        Continue to payment
      </SubmitButton>
      <p className="text-center text-xs text-slate-600">We hold your pass for 15 minutes while you pay.</p>
    </Form>
  );
}
