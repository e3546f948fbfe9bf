import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { offerCreateSchema } from "@core/offers/offer-schema";

/**
 * The admin's offer mail form (issue 32 §4): subject, text, the coupon it is about and, optionally,
 * a city. A plain POST: it works without JavaScript. The checks are core's schema, the same in the
 * browser and on the server; whether the coupon can still be used is core's to say on submit.
 */
export function OfferAdminForm({
  lastResult,
  coupons,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  coupons: { code: string; label: string }[];
}) {
  const { form, fields, formProps } = useKitForm(offerCreateSchema, { id: "new-offer", lastResult });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/offers/new") === true;
  return (
    <Form method="post" {...formProps} className="mt-6 grid gap-5">
      <Field meta={fields.subject} label="Subject" hint="The mail's subject line, e.g. ₹50 off parking this weekend." />
      <Field
        meta={fields.text}
        label="Text"
        multiline
        hint="Plain text; an empty line starts a new paragraph. The coupon's code, amount and end date are added below it."
        textareaProps={{ rows: 6 }}
      />
      <SelectField
        meta={fields.couponCode}
        label="Coupon"
        options={coupons.map((c) => ({ value: c.code, label: c.label }))}
        placeholder="Choose a coupon"
      />
      <Field
        meta={fields.city}
        label="City (optional)"
        hint="Only members whose profile city is this one; leave it empty for every city. A city coupon goes to its own city."
      />
      <p className="text-sm text-slate-600">
        It goes to the members who turned on offers and coupons, at a steady rate, starting within a minute. You can pause it.
      </p>
      <div>
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel="Starting..." variant="inline">
          Send offer mail
        </SubmitButton>
      </div>
    </Form>
  );
}
