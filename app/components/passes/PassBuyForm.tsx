import { Form, Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { CheckboxField, Field } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { interleave } from "~/components/auth/interleave";
import type { PassBuyFormMessages } from "~/i18n/passes/texts";

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
  addVehicleHref,
  t,
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
  /** The vehicle form, coming back to this page once the vehicle is added. */
  addVehicleHref: string;
  t: PassBuyFormMessages;
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
      <Field meta={fields.startDate} label={t.firstDay} type="date" hint={firstDayHint} />
      {vehicles.length ? (
        <SelectField meta={fields.vehicleId} label={t.vehicle} options={vehicles} placeholder={t.selectVehicle} />
      ) : (
        <p className="text-sm text-slate-700">
          {interleave(t.addVehicleToBuy, {
            link: (
              <Link to={addVehicleHref} className="font-semibold text-brand-700 underline underline-offset-2">
                {t.addVehicle}
              </Link>
            ),
          })}
        </p>
      )}
      <CheckboxField meta={fields.declaration} label={t.declaration} />
      <SubmitButton busy={busy} busyLabel={t.holding}>
        {t.continueToPayment}
      </SubmitButton>
      <p className="text-center text-xs text-slate-600">{t.holdNote}</p>
    </Form>
  );
}
