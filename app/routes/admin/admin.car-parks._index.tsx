import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { fromCursor } from "~/utils/page-cursor.server";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { AdminListHeader } from "~/components/admin/AdminListHeader";
import { listCity } from "~/routes/admin/parts/parking-admin.server";
import { fill } from "~/i18n/catalogue";
import { listHeaderTexts } from "~/i18n/admin/frame.server";
import { languageOf } from "~/i18n/language.server";
import { CAR_PARKS_LIST } from "~/i18n/admin/car-parks.server";
import { ADMIN_PARKING_WORDS, spacesText } from "~/i18n/admin/parking-forms.server";
import type { Language } from "@core/i18n/languages";

/** /admin/car-parks (issue 13): the car parks of a city, by name, 20 a page, with links to edit and to add one. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const t = CAR_PARKS_LIST.pick(language);
  const url = new URL(request.url);
  const city = (url.searchParams.get("city") ?? "Mumbai").trim().slice(0, 80) || "Mumbai";
  const cursor = url.searchParams.get("cursor");
  // A cursor from another city (an edited link) starts the list again.
  const { parkings, cursor: next } = await fromCursor(cursor, (from) => listCity(request, city, from));
  return {
    listHeader: listHeaderTexts(language),
    t: {
      title: fill(t.title, { city }),
      add: t.add,
      cityLabel: t.city,
      show: t.show,
      empty: fill(t.empty, { city }),
      active: t.active,
      deactivated: t.deactivated,
      nextPage: ADMIN_PARKING_WORDS.pick(language).nextPage,
      metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: t.metaTitle }),
    },
    city,
    saved: savedNote(url.searchParams.get("saved"), language),
    parkings: parkings.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      spaces: spacesText(language, p.fourWheelerCapacity, p.twoWheelerCapacity),
      active: !p.inactive,
    })),
    next: next ?? null,
  };
}

/** The note a save redirects back with: a car park's name, or "<name> activated" / "<name> deactivated" (the edit page's words). */
function savedNote(saved: string | null, language: Language): string | null {
  if (!saved || language === "en") return saved;
  const t = CAR_PARKS_LIST.pick(language);
  const switched = /^(.*) (activated|deactivated)$/s.exec(saved);
  if (!switched) return saved;
  return fill(switched[2] === "activated" ? t.activatedNote : t.deactivatedNote, { name: switched[1]! });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.metaTitle ?? "Car parks · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminCarParks() {
  const { t, city, parkings, next, saved, listHeader } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <AdminListHeader title={t.title} add={{ to: "/admin/car-parks/new", label: t.add }} saved={saved} texts={listHeader} />
      <form method="get" className="mt-6 flex items-end gap-3">
        <div>
          <label htmlFor="city" className="text-sm font-semibold text-slate-800">
            {t.cityLabel}
          </label>
          <input id="city" name="city" defaultValue={city} className="mt-1 block rounded-md border border-slate-300 px-3 py-2" />
        </div>
        <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          {t.show}
        </button>
      </form>
      {parkings.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {parkings.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <Link to={`/admin/car-parks/${p.id}`} className="font-semibold text-brand-700 hover:underline" data-user-content>
                  {p.name}
                </Link>{" "}
                <span className="font-mono text-sm text-slate-600">{p.code}</span>
                <p className="text-sm text-slate-600">{p.spaces}</p>
              </div>
              <span className={p.active ? "text-sm text-emerald-800" : "text-sm font-semibold text-red-800"}>
                {p.active ? t.active : t.deactivated}
              </span>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <Link
          to={`/admin/car-parks?${new URLSearchParams({ city, cursor: next })}`}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t.nextPage}
        </Link>
      ) : null}
    </div>
  );
}
