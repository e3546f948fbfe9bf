import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useKitForm } from "~/components/kit/forms";
import { PassBuyForm } from "~/components/passes/PassBuyForm";
import { PassOffers } from "~/components/passes/PassOffers";
import { SelectField } from "~/components/kit/select-field";
import { pageTitle } from "~/utils/brand";
import { indiaToday } from "~/routes/passes/parts/india-today";
import { detailHref } from "~/utils/detail-link";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { notFound } from "~/utils/http.server";
import { passOffers, passRules } from "~/utils/pass-offer.server";
import { requireUser } from "~/utils/session.server";
import { getOwnBooking } from "@core/booking/booking-service";
import { getParking } from "@core/parking/parking-store";
import { placePassHold } from "@core/pass/pass-hold";
import { planHoursLabel } from "@core/pass/pass-plan";
import { passFormSchema } from "@core/pass/pass-schema";
import { services } from "@core/services";
import { listVehicles } from "@core/vehicle/vehicle-service";
import type { Language } from "@core/i18n/languages";
import { passLengthText } from "@core/pass/pass-terms";
import { formatIndiaDay } from "@core/time/india-time";
import { fill } from "~/i18n/catalogue";
import { vehicleTypeLabel } from "~/i18n/booking/shared.server";
import { pageLanguage } from "~/i18n/language.server";
import { PASS_OFFERS, PASS_PURCHASE } from "~/i18n/passes/passes.server";

/**
 * /pass/{car park id}: buy a monthly pass (issue 15, decision 029). One plain POST that works
 * without JavaScript: the plan, the length, the first day, the vehicle and the declaration; core
 * prices it from the stored plan, takes a space from the plan's pool and places a 15-minute hold,
 * and the driver pays on /checkout/pay/{id}, the same page and gateway flow as a booking.
 */
async function carParkSellingPasses(id: string | undefined) {
  const parking = id && id.length <= 100 ? await getParking(services().table, id) : undefined;
  if (!parking || parking.inactive || !passOffers(parking).length) notFound();
  return parking;
}

/**
 * `?renew=<pass id>`: the member's own pass here, whose plan, length and vehicle the form starts
 * from, beginning the day it ends (the renewal mail's link). Anyone else's id is ignored.
 */
async function passToRenew(userId: string, parkingId: string, id: string | null) {
  if (!id || id.length > 100) return undefined;
  const pass = await getOwnBooking(services().table, userId, id).catch(() => undefined);
  if (!pass?.pass || pass.parkingId !== parkingId) return undefined;
  return {
    code: pass.code,
    terms: pass.pass,
    vehicleId: pass.vehicleId,
    startDate: indiaToday(new Date(pass.outTime)),
    endsAt: pass.outTime,
  };
}

/** The renewal notice: English prints the first day as the form's date field holds it, Hindi in words. */
function renewingText(renewing: { code: string; startDate: string; endsAt: string }, language: Language): string {
  const date = language === "hi" ? formatIndiaDay(renewing.endsAt, language) : renewing.startDate;
  return fill(PASS_PURCHASE.pick(language).renewing, { code: renewing.code, date });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const parking = await carParkSellingPasses(params.parkingId);
  const { vehicles, defaultId } = await listVehicles(services().table, user.id);
  // Only this language's texts reach the browser (decision 058).
  const language = await pageLanguage(request);
  const offers = passOffers(parking, language);
  const renewing = await passToRenew(user.id, parking.id, new URL(request.url).searchParams.get("renew"));
  return {
    t: PASS_PURCHASE.pick(language),
    offersText: PASS_OFFERS.pick(language),
    addVehicleHref: `/vehicles/new?returnTo=${encodeURIComponent(`/pass/${parking.id}`)}`,
    parking: { id: parking.id, name: parking.name, address: [parking.address_line1, parking.city].filter(Boolean).join(", ") },
    detailHref: detailHref(parking),
    offers,
    rules: passRules(parking, language),
    plans: (parking.passPlans ?? [])
      .filter((p) => offers.some((o) => o.planId === p.id))
      .map((p) => ({ value: p.id, label: planHoursLabel(p, language) })),
    months: [...new Set(offers.flatMap((o) => o.rows.map((r) => r.length)))].map((m) => ({
      value: String(m),
      label: passLengthText({ months: m }, language),
    })),
    vehicles: vehicles.map((v) => ({
      value: v.id,
      label: `${v.vehicle_name} (${v.vehicle_number}) · ${vehicleTypeLabel(v.vehicle_type, language)}`,
    })),
    defaults: renewing
      ? { planId: renewing.terms.planId, months: renewing.terms.months, startDate: renewing.startDate, vehicleId: renewing.vehicleId }
      : { planId: offers[0]?.planId ?? "", months: 1, startDate: indiaToday(), vehicleId: defaultId ?? vehicles[0]?.id ?? "" },
    renewing: renewing ? renewingText(renewing, language) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const parking = await carParkSellingPasses(params.parkingId);
  const submission = parseWithZod(await request.formData(), { schema: passFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  let passId: string;
  try {
    const pass = await placePassHold(services().table, user.id, { ...submission.value, parkingId: parking.id });
    passId = pass.id;
  } catch (error) {
    return replyWithError(request, submission, error, {
      logMessage: "placing a pass hold failed",
      logFields: { userId: user.id, parkingId: parking.id },
    });
  }
  return redirect(`/checkout/pay/${encodeURIComponent(passId)}`, 303);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded ? `${loaded.t.title} · ${loaded.parking.name}` : "Buy a pass") },
];

export default function BuyPass() {
  const {
    t,
    offersText,
    addVehicleHref,
    parking,
    detailHref: back,
    offers,
    rules,
    plans,
    months,
    vehicles,
    defaults,
    renewing,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps } = useKitForm(passFormSchema, {
    id: "buy-pass",
    lastResult: actionData?.result,
    defaultValue: defaults,
  });

  return (
    <div className="max-w-3xl space-y-6">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.monthlyPass}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{parking.name}</h1>
        <p className="mt-1 text-slate-700">{parking.address}</p>
      </header>

      {renewing ? (
        <p role="status" className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          {renewing}
        </p>
      ) : null}
      <PassOffers offers={offers} headingLevel={2} t={offersText} />
      <ul aria-label={t.rules} className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>

      <PassBuyForm
        errors={form.errors}
        errorId={form.errorId}
        fields={fields}
        formProps={formProps}
        vehicles={vehicles}
        busy={busy}
        firstDayHint={t.firstDayHint}
        addVehicleHref={addVehicleHref}
        t={t}
      >
        <SelectField meta={fields.planId} label={t.plan} options={plans} placeholder={t.selectPlan} />
        <SelectField meta={fields.months} label={t.length} options={months} placeholder={t.selectLength} />
      </PassBuyForm>
      <Link to={back} className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
        {t.backToCarPark}
      </Link>
    </div>
  );
}
