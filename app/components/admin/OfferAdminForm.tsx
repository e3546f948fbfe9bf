import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { offerCreateSchema } from "@core/offers/offer-schema";
import type { OffersMessages } from "~/i18n/admin/parking-texts";

/**
 * The admin's offer mail form (issue 32 §4): subject, text, the coupon it is about and, optionally,
 * a city. A plain POST: it works without JavaScript. The checks are core's schema, the same in the
 * browser and on the server; whether the coupon can still be used is core's to say on submit.
 */
export function OfferAdminForm({
  lastResult,
  coupons,
  t,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  coupons: { code: string; label: string }[];
  t: OffersMessages;
}) {
  const { form, fields, formProps } = useKitForm(offerCreateSchema, { id: "new-offer", lastResult });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/offers/new") === true;
  return (
    <Form method="post" {...formProps} className="mt-6 grid gap-5">
      <Field meta={fields.subject} label={t.subject} hint={t.subjectHint} />
      <Field meta={fields.text} label={t.text} multiline hint={t.textHint} textareaProps={{ rows: 6 }} />
      <SelectField
        meta={fields.couponCode}
        label={t.coupon}
        options={coupons.map((c) => ({ value: c.code, label: c.label }))}
        placeholder={t.chooseCoupon}
      />
      <Field meta={fields.city} label={t.city} hint={t.cityHint} />
      <p className="text-sm text-slate-600">{t.whoGetsIt}</p>
      <div>
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel={t.starting} variant="inline">
          {t.send}
        </SubmitButton>
      </div>
    </Form>
  );
}
