import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { NetworkForm } from "~/components/admin/NetworkForm";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { networksPage, saveNetworkOf } from "~/routes/admin/parts/parking-admin.server";
import { NETWORK_DAY_CHOICES, networkPrice } from "@core/pass/network";
import { networkFormSchema, networkFormValues } from "@core/pass/network-schema";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { NETWORKS } from "~/i18n/admin/networks.server";
import { ADMIN_PARKING_WORDS, kindPriceText, spacesText } from "~/i18n/admin/parking-forms.server";
import type { AdminParkingWords, NetworksMessages } from "~/i18n/admin/parking-texts";

/**
 * /admin/networks (issue 15, decision 029 "Multi-location passes"): the operator networks that sell
 * a multi-location pass: their car parks, the passes valid at once (each member sets as many
 * spaces aside all day) and their prices for 1 to 7 days. Edit opens a network in the form (a GET,
 * `?edit=<id>`); "Add a network" is the same form empty. Core refuses, under the field, a member
 * that cannot set the spaces aside, an unknown car park, or fewer passes than are already sold.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const networks = await networksPage(request);
  const language = languageOf(request);
  const t = NETWORKS.pick(language) as NetworksMessages;
  const url = new URL(request.url);
  const editing = networks.find((n) => n.id === url.searchParams.get("edit"));
  return {
    t,
    words: ADMIN_PARKING_WORDS.pick(language) as AdminParkingWords,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: t.metaTitle }),
    saved: url.searchParams.get("saved"),
    networks: networks.map((n) => ({
      id: n.id,
      name: n.name,
      carParks: n.parkingIds.join(", "),
      spaces: spacesText(language, n.spaces.four, n.spaces.two),
      prices: NETWORK_DAY_CHOICES.flatMap((days) => {
        const sold = (["four", "two"] as const).flatMap((kind) => {
          const price = networkPrice(n, days, kind);
          return price === undefined ? [] : [kindPriceText(language, kind, price)];
        });
        const length = days === 1 ? t.oneDay : fill(t.days, { count: days });
        return sold.length ? [`${length}: ${sold.join(", ")}`] : [];
      }),
    })),
    editing: editing ? { name: editing.name, values: networkFormValues(editing) } : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: networkFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const network = await saveNetworkOf(request, Object.fromEntries(formData));
    return redirect(`/admin/networks?${new URLSearchParams({ saved: network.name })}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "network not saved" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Networks · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminNetworks() {
  const { t, words, saved, networks, editing } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          {t.admin}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-700">{t.intro}</p>
      {saved ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {fill(words.saved, { what: saved })}
        </p>
      ) : null}
      {networks.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="mt-6 space-y-3">
          {networks.map((n) => (
            <li key={n.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900" data-user-content>
                {n.name}
              </h2>
              <p className="text-sm text-slate-700">{fill(t.carParks, { ids: n.carParks })}</p>
              <p className="text-sm text-slate-700">{fill(t.passesAtATime, { spaces: n.spaces })}</p>
              <p className="text-sm text-slate-700">{n.prices.length ? n.prices.join("; ") : words.noPrices}</p>
              <Link
                to={`?${new URLSearchParams({ edit: n.id })}#network-form`}
                aria-label={fill(words.editNamed, { name: n.name })}
                className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                {words.edit}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section id="network-form" className="mt-10">
        <h2 className="text-xl font-bold text-slate-900">{editing ? fill(words.editNamed, { name: editing.name }) : t.addNetwork}</h2>
        <NetworkForm
          key={editing?.values.networkId ?? "new"}
          id={editing ? `network-${editing.values.networkId}` : "network-new"}
          lastResult={reply?.result}
          defaultValue={editing?.values}
          t={t}
          words={words}
          submitLabel={editing ? t.saveNetwork : t.addNetworkSubmit}
        />
      </section>
    </div>
  );
}
