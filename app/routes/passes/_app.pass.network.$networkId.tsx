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
import { listVehicles } from "@core/vehicle/vehicle-service";

/**
 * /pass/network/{network id}: buy a multi-location pass (issue 15, decision 029): 1 to 7 days at
 * any car park of one operator's network, activated at the first booth. A plain POST that works
 * without JavaScript; core prices it from the stored network, takes a place in the network's pool
 * and places a 15-minute hold, paid on /checkout/pay/{id} like every booking.
 */
async function networkOnSale(id: string | undefined) {
  const network = id && /^[a-z0-9-]{1,40}$/.test(id) ? await getNetwork(services().table, id) : undefined;
  if (!network) notFound();
  const members = (await getParkings(services().table, network.parkingIds)).filter((p) => !p.inactive);
  const offer = networkOffer(network);
  if (!members.length || !offer.rows.length) notFound();
  return { network, members, offer };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const { network, members, offer } = await networkOnSale(params.networkId);
  const { vehicles, defaultId } = await listVehicles(services().table, user.id);
  return {
    name: network.name,
    cities: [...new Set(members.map((p) => p.city))].join(", "),
    carParks: members.map((p) => ({ id: p.id, name: p.name, city: p.city, href: detailHref(p) })),
    offer,
    rules: networkPassRules(members[0]!),
    days: offer.rows.map((row) => ({ value: String(row.length), label: row.label })),
    vehicles: vehicles.map((v) => ({ value: v.id, label: `${v.vehicle_name} (${v.vehicle_number}) · ${v.vehicle_type}` })),
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
  { title: pageTitle(`Buy a multi-location pass${loaded ? ` · ${loaded.name}` : ""}`) },
];

export default function BuyNetworkPass() {
  const { name, cities, carParks, offer, rules, days, vehicles, defaults } = useLoaderData<typeof loader>();
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
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Multi-location pass</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
        <p className="mt-1 text-slate-700">{cities}</p>
      </header>
      <section aria-labelledby="network-car-parks">
        <h2 id="network-car-parks" className="font-semibold text-slate-900">
          Car parks of the network
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
      <PassOffers offers={[offer]} headingLevel={2} />
      <ul aria-label="Pass rules" className="list-disc space-y-1 pl-5 text-sm text-slate-700">
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
        firstDayHint="From today up to 30 days ahead. A booth activates the pass on this day or one of the two after."
      >
        <SelectField meta={fields.days} label="Days" options={days} placeholder="Select the number of days" />
      </PassBuyForm>
    </div>
  );
}
