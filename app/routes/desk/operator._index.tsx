import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DeskRefusal } from "~/components/desk/DeskRefusal";
import { pageTitle } from "~/utils/brand";
import { deskHref } from "~/routes/desk/parts/operator-desk";
import { deskChoice, deskTexts, requireDeskPerson } from "~/routes/desk/parts/operator-desk.server";

/**
 * /operator (decision 021): car park staff choose the car park whose desk they work at. An operator
 * of one car park goes straight to it; of several, a plain list of links. Admins operate every car
 * park and open one by its id (a GET form, `?parking=`). Others: core's refusal (403).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { language, t } = await deskTexts(request);
  const person = await requireDeskPerson(request, language);
  const { admin, carParks } = await deskChoice(person, language);
  const asked = new URL(request.url).searchParams.get("parking")?.trim();
  if (admin && asked) throw redirect(deskHref(asked.slice(0, 100)));
  if (!admin && carParks.length === 1) throw redirect(deskHref(carParks[0]!.id));
  return { admin, carParks, t };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Operator desk") },
  { name: "robots", content: "noindex" },
];

/** A car park id as the admin area shows it: a code, the same in both languages. */
const EXAMPLE_ID = "pk-mumbai-01";

export default function OperatorChoice() {
  const { admin, carParks, t } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.title}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.chooseCarPark}</h1>
      {admin ? (
        <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="parking" className="text-sm font-semibold text-slate-800">
              {t.carParkId}
            </label>
            <input
              id="parking"
              name="parking"
              required
              maxLength={100}
              placeholder={EXAMPLE_ID}
              className="mt-1 block rounded-md border border-slate-300 px-3 py-2 font-mono"
            />
            <p className="mt-1 text-xs text-slate-500">{t.adminHint}</p>
          </div>
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t.openDesk}
          </button>
        </form>
      ) : carParks.length === 0 ? (
        <p className="mt-4 text-slate-700">{t.notAssigned}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {carParks.map((p) => (
            <li key={p.id}>
              <Link to={deskHref(p.id)} className="block px-5 py-4 hover:bg-slate-50">
                <span className="font-semibold text-brand-700">{p.name}</span>
                <span className="block text-sm text-slate-600">
                  {p.code} · {p.city}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskRefusal />;
}
