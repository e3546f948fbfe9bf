import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useKitForm } from "~/components/kit/forms";
import { PassBuyForm } from "~/components/passes/PassBuyForm";
import { PassOffers } from "~/components/passes/PassOffers";
import { SelectField } from "~/components/kit/select-field";
import { pageTitle } from "~/utils/brand";
import { detailHref } from "~/utils/detail-link";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { notFound } from "~/utils/http.server";
import { indiaToday } from "~/routes/passes/parts/india-today";
import { networkOffer, networkPassRules } from "~/utils/pass-offer.server";
import { requireUser } from "~/utils/session.server";
import { getParkings } from "@core/parking/parking-store";
import { getNetwork } from "@core/pass/network";
import { placeNetworkPassHold } from "@core/pass/network-pass";
import { networkPassFormSchema } from "@core/pass/pass-schema";
import { services } from "@core/services";
import type { Language } from "@core/i18n/languages";
import { listVehicles } from "@core/vehicle/vehicle-service";
import { vehicleTypeLabel } from "~/i18n/booking/shared.server";
import { pageLanguage } from "~/i18n/language.server";
import { NETWORK_PASS_PURCHASE, PASS_OFFERS } from "~/i18n/passes/passes.server";

/**
 * /pass/network/{network id}: buy a multi-location pass (issue 15, decision 029): 1 to 7 days at
 * any car park of one operator's network, activated at the first booth. A plain POST that works
 * without JavaScript; core prices it from the stored network, takes a place in the network's pool
 * and places a 15-minute hold, paid on /checkout/pay/{id} like every booking.
 */
async function networkOnSale(id: string | undefined, language: Language = "en") {
  const network = id && /^[a-z0-9-]{1,40}$/.test(id) ? await getNetwork(services().table, id) : undefined;
  if (!network) notFound();
  const members = (await getParkings(services().table, network.parkingIds)).filter((p) => !p.inactive);
  const offer = networkOffer(network, language);
  if (!members.length || !offer.rows.length) notFound();
  return { network, members, offer };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  // Only this language's texts reach the browser (decision 058).
  const language = await pageLanguage(request);
  const { network, members, offer } = await networkOnSale(params.networkId, language);
  const { vehicles, defaultId } = await listVehicles(services().table, user.id);
  return {
    t: NETWORK_PASS_PURCHASE.pick(language),
    offersText: PASS_OFFERS.pick(language),
    addVehicleHref: `/vehicles/new?returnTo=${encodeURIComponent(`/pass/network/${network.id}`)}`,
    name: network.name,
    cities: [...new Set(members.map((p) => p.city))].join(", "),
    carParks: members.map((p) => ({ id: p.id, name: p.name, city: p.city, href: detailHref(p) })),
    offer,
    rules: networkPassRules(members[0]!, language),
    days: offer.rows.map((row) => ({ value: String(row.length), label: row.label })),
    vehicles: vehicles.map((v) => ({
      value: v.id,
      label: `${v.vehicle_name} (${v.vehicle_number}) · ${vehicleTypeLabel(v.vehicle_type, language)}`,
    })),
    defaults: { days: offer.rows[0]?.length ?? 1, startDate: indiaToday(), vehicleId: defaultId ?? vehicles[0]?.id ?? "" },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const { network } = await networkOnSale(params.networkId);
  const submission = parseWithZod(await request.formData(), { schema: networkPassFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  let passId: string;
  try {
    const pass = await placeNetworkPassHold(services().table, user.id, { ...submission.value, networkId: network.id });
    passId = pass.id;
  } catch (error) {
    return replyWithError(request, submission, error, {
      logMessage: "placing a multi-location pass hold failed",
      logFields: { userId: user.id, networkId: network.id },
    });
  }
  return redirect(`/checkout/pay/${encodeURIComponent(passId)}`, 303);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded ? `${loaded.t.title} · ${loaded.name}` : "Buy a multi-location pass") },
];

export default function BuyNetworkPass() {
  const { t, offersText, addVehicleHref, name, cities, carParks, offer, rules, days, vehicles, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps } = useKitForm(networkPassFormSchema, {
    id: "buy-network-pass",
    lastResult: actionData?.result,
    defaultValue: defaults,
  });

  return (
    <div className="max-w-3xl space-y-6">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.multiLocationPass}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
        <p className="mt-1 text-slate-700">{cities}</p>
      </header>
      <section aria-labelledby="network-car-parks">
        <h2 id="network-car-parks" className="font-semibold text-slate-900">
          {t.carParks}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {carParks.map((p) => (
            <li key={p.id}>
              <Link to={p.href} className="font-medium text-brand-700 underline underline-offset-2">
                {p.name}
              </Link>
              , {p.city}
            </li>
          ))}
        </ul>
      </section>
      <PassOffers offers={[offer]} headingLevel={2} t={offersText} />
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
        <SelectField meta={fields.days} label={t.days} options={days} placeholder={t.selectDays} />
      </PassBuyForm>
    </div>
  );
}
