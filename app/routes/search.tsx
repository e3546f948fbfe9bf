import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ResultsMap, type MapMarker } from "~/components/ResultsMap";
import { SearchBar } from "~/components/SearchBar";
import { pageTitle } from "~/utils/brand";
import { defaultWindow, fromIndiaInputValue, toIndiaInputValue } from "~/utils/india-time";
import { checkWindow } from "../../functions/core/availability/window";
import { UNEXPECTED_MESSAGE, ValidationError } from "../../functions/core/errors";
import { errorFields, log } from "../../functions/core/log";
import { slug } from "../../functions/core/parking/parking";
import { searchNearby, type SortOrder, type VehicleFilter } from "../../functions/core/parking/search";
import { SEARCH_MESSAGES } from "../../functions/core/parking/search-request";
import { resolvePlace } from "../../functions/core/places/gazetteer";
import { formatRupees } from "../../functions/core/pricing/pricing";
import { services } from "../../functions/core/services";

/**
 * /search?place&lt&ln&in&out&type: nearby car parks on a list and a map. A plain GET page: the
 * search bar, filters, sorting and paging are links and GET forms, so it all works without
 * JavaScript; JavaScript adds autocomplete, the interactive map and the hover highlight.
 */
export const NO_RESULTS = "OOPs.. There are no Car Parks Available";
export const FETCH_ERROR = "Error fetching data";

/** `in`/`out` arrive as India-time datetime-local values from the form, or as ISO instants from links. */
function parseInstantParam(value: string | null): Date | undefined {
  if (!value) return undefined;
  if (/(Z|[+-]\d\d:\d\d)$/i.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return fromIndiaInputValue(value);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const svc = services();
  const defaults = defaultWindow(new Date());
  const inDate = parseInstantParam(q.get("in"));
  const outDate = parseInstantParam(q.get("out"));
  const vehicle: VehicleFilter = q.get("type") === "four" || q.get("type") === "two" ? (q.get("type") as VehicleFilter) : "all";
  const sort: SortOrder = q.get("sort") === "price" ? "price" : "distance";
  const coveredOnly = q.get("covered") === "1" || q.get("covered") === "on";
  const form = {
    place: q.get("place") ?? "",
    lt: q.get("lt") ?? "",
    ln: q.get("ln") ?? "",
    inValue: q.get("in") ? (inDate ? toIndiaInputValue(inDate) : (q.get("in") ?? "")) : toIndiaInputValue(defaults.inTime),
    outValue: q.get("out") ? (outDate ? toIndiaInputValue(outDate) : (q.get("out") ?? "")) : toIndiaInputValue(defaults.outTime),
    type: vehicle,
  };
  const base = { form, filters: { vehicle, sort, coveredOnly }, map: { tileUrl: svc.config.MAP_TILE_URL, attribution: svc.config.MAP_ATTRIBUTION } };

  if (!form.place.trim() && !form.lt) return { ...base, state: "start" as const };

  let window;
  try {
    window = checkWindow(inDate?.toISOString() ?? q.get("in") ?? defaults.inTime.toISOString(), outDate?.toISOString() ?? q.get("out") ?? defaults.outTime.toISOString());
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = { in: error.fieldErrors.in?.[0], out: error.fieldErrors.out?.[0] };
    return data({ ...base, state: "invalid" as const, errors }, { status: 400 });
  }

  let centre: { lat: number; lng: number; label: string } | undefined;
  const lat = Number(form.lt);
  const lng = Number(form.ln);
  // Coordinates count only while the text is still the one they were picked for (`pl`): without
  // JavaScript nothing clears them when the place is edited.
  const coordsMatchText = !q.has("pl") || q.get("pl") === form.place;
  if (coordsMatchText && form.lt && form.ln && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    centre = { lat, lng, label: form.place || "the place you searched" };
  } else {
    const { place, choices } = await resolvePlace(svc.table, form.place);
    if (place) centre = { lat: place.lat, lng: place.lng, label: place.label };
    else if (choices.length > 0) {
      return { ...base, state: "choose" as const, choices: choices.map((c) => ({ label: c.label, lat: c.lat, lng: c.lng })) };
    } else {
      return data({ ...base, state: "invalid" as const, errors: { place: SEARCH_MESSAGES.unknownPlace } }, { status: 400 });
    }
  }

  try {
    const page = await searchNearby(svc.table, { lat: centre.lat, lng: centre.lng, window, vehicle, coveredOnly, sort, page: Number(q.get("page") ?? 1) || 1 });
    const first = (page.page - 1) * page.pageSize;
    const results = page.results.map((r, i) => {
      const shown = vehicle === "two" ? r.prices.two : vehicle === "four" ? r.prices.four : (r.prices.four ?? r.prices.two);
      return {
        id: r.parking.id,
        number: first + i + 1,
        name: r.parking.name,
        address: [r.parking.address_line1, r.parking.address_line2, r.parking.city].filter(Boolean).join(", "),
        city: r.parking.city,
        slug: slug(r.parking.name),
        lat: r.parking.lat,
        lng: r.parking.lng,
        distance: r.distanceKm < 1 ? `${Math.round(r.distanceKm * 1000)} m away` : `${r.distanceKm.toFixed(1)} km away`,
        takesFour: r.parking.fourWheelerCapacity > 0,
        takesTwo: r.parking.twoWheelerCapacity > 0,
        free: r.free,
        covered: r.parking.sheded,
        open24x7: r.parking.open24x7,
        price: shown ? { total: formatRupees(shown.total), kind: shown.vehicleKind, hours: shown.hours } : undefined,
      };
    });
    return { ...base, state: "results" as const, centre, results, page: page.page, pages: page.pages, total: page.total };
  } catch (error) {
    log.error("search failed", errorFields(error));
    return data({ ...base, state: "error" as const, message: UNEXPECTED_MESSAGE }, { status: 500 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => {
  const where = d && "centre" in d && d.centre ? ` near ${d.centre.label}` : "";
  return [{ title: pageTitle(`Parking${where}`) }, { name: "description", content: "Car parks near your destination with free spaces and prices." }];
};

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Result = Extract<LoaderData, { state: "results" }>["results"][number];

export default function SearchPage() {
  const d = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const errors = "errors" in d ? d.errors : undefined;
  const choices = d.state === "choose" ? d.choices : undefined;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="sr-only">Search car parks</h1>
      <SearchBar
        place={d.form.place}
        lt={d.form.lt}
        ln={d.form.ln}
        inValue={d.form.inValue}
        outValue={d.form.outValue}
        type={d.form.type}
        errors={errors}
        choices={choices}
        collapsedOnMobile={d.state === "results"}
      />
      <div aria-live="polite" className={navigation.state === "loading" ? "opacity-60 transition-opacity" : undefined}>
        {d.state === "start" && <p className="mt-8 text-center text-slate-600">Enter a place and your arrival and departure times to find parking.</p>}
        {d.state === "error" && (
          <div role="alert" className="mt-8 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{FETCH_ERROR}</p>
            <p>{d.message}</p>
          </div>
        )}
        {d.state === "results" && <Results d={d} />}
      </div>
    </div>
  );
}

function Results({ d }: { d: Extract<LoaderData, { state: "results" }> }) {
  const [hovered, setHovered] = useState<string | null>(null);
  const markers: MapMarker[] = d.results.map((r) => ({
    id: r.id,
    number: r.number,
    name: r.name,
    lat: r.lat,
    lng: r.lng,
    full: (d.filters.vehicle === "two" ? r.free.two : d.filters.vehicle === "four" ? r.free.four : r.free.four + r.free.two) === 0,
  }));
  const keep = { place: d.form.place, lt: d.form.lt, ln: d.form.ln, in: d.form.inValue, out: d.form.outValue };
  const pageLink = (page: number) => `/search?${new URLSearchParams({ ...keep, type: d.filters.vehicle, sort: d.filters.sort, ...(d.filters.coveredOnly ? { covered: "1" } : {}), page: String(page) })}`;

  return (
    <>
      <Filters d={d} keep={keep} />
      {d.total === 0 ? (
        <p className="mt-10 text-center text-xl font-semibold text-slate-700">{NO_RESULTS}</p>
      ) : (
        // Without JavaScript, :has() links a hovered card to its marker (see the <style> below).
        <div className="search-results mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          {/* Built from numbers only, so raw HTML is safe here; as a text child React would escape the quotes. */}
          <style dangerouslySetInnerHTML={{ __html: d.results.map((r) => `.search-results:has([data-card="${r.number}"]:hover) [data-marker="${r.number}"] path{fill:#0b2a52}`).join("") }} />
          <section aria-labelledby="results-heading">
            <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
              {d.total === 1 ? "1 car park" : `${d.total} car parks`} near {d.centre.label}
            </h2>
            <ol className="mt-3 space-y-3">
              {d.results.map((r) => (
                <ParkingCard key={r.id} r={r} keep={keep} vehicle={d.filters.vehicle} onHover={setHovered} />
              ))}
            </ol>
            {d.pages > 1 && (
              <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
                {d.page > 1 ? <Link to={pageLink(d.page - 1)} className="rounded-md border border-slate-300 px-3 py-2 font-medium text-brand-700 hover:bg-brand-50">Previous</Link> : <span />}
                <span className="text-slate-600">Page {d.page} of {d.pages}</span>
                {d.page < d.pages ? <Link to={pageLink(d.page + 1)} className="rounded-md border border-slate-300 px-3 py-2 font-medium text-brand-700 hover:bg-brand-50">Next</Link> : <span />}
              </nav>
            )}
          </section>
          <aside aria-label="Map" className="lg:sticky lg:top-24 lg:self-start">
            <ResultsMap centre={d.centre} markers={markers} highlighted={hovered} tileUrl={d.map.tileUrl} attribution={d.map.attribution} />
          </aside>
        </div>
      )}
    </>
  );
}

function Filters({ d, keep }: { d: Extract<LoaderData, { state: "results" }>; keep: Record<string, string> }) {
  return (
    <Form method="get" action="/search" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-700">Vehicle type</span>
        <select name="type" defaultValue={d.filters.vehicle} className="rounded-md border border-slate-300 px-2 py-1.5">
          <option value="all">All vehicles</option>
          <option value="four">Four Wheeler</option>
          <option value="two">Two Wheeler</option>
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-700">Sort by</span>
        <select name="sort" defaultValue={d.filters.sort} className="rounded-md border border-slate-300 px-2 py-1.5">
          <option value="distance">Distance</option>
          <option value="price">Price</option>
        </select>
      </label>
      <label className="flex items-center gap-2 pb-1.5">
        <input type="checkbox" name="covered" value="1" defaultChecked={d.filters.coveredOnly} className="h-4 w-4" />
        <span className="font-medium text-slate-700">Covered only</span>
      </label>
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Apply
      </button>
    </Form>
  );
}

function ParkingCard({ r, keep, vehicle, onHover }: { r: Result; keep: Record<string, string>; vehicle: VehicleFilter; onHover: (id: string | null) => void }) {
  const detail = `/detail/${r.slug}?${new URLSearchParams({ city: r.city, id: r.id, in: keep.in ?? "", out: keep.out ?? "", ...(vehicle !== "all" ? { type: vehicle } : {}) })}`;
  return (
    <li
      data-card={r.number}
      onMouseEnter={() => onHover(r.id)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(r.id)}
      onBlur={() => onHover(null)}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden="true">
          {r.number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">
            {/* Opens in a new tab, as the spec's detail screen does; the list stays where it was. */}
            <a href={detail} target="_blank" rel="noopener" className="hover:underline focus:underline">
              <span className="sr-only">{`${r.number}. `}</span>
              {r.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </h3>
          <p className="text-sm text-slate-600">{r.address}</p>
          <p className="mt-1 text-sm font-medium text-slate-700">{r.distance}</p>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {r.takesFour && <Free label="Four-wheeler spaces free" n={r.free.four} />}
            {r.takesTwo && <Free label="Two-wheeler spaces free" n={r.free.two} />}
          </dl>
          <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            {r.covered && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">Covered</span>}
            {r.open24x7 && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">24x7</span>}
          </div>
        </div>
        {r.price && (
          <p className="shrink-0 text-right">
            <span className="block text-lg font-bold text-slate-900">{r.price.total}</span>
            <span className="block text-xs text-slate-600">
              {r.price.kind === "four" ? "car" : "two-wheeler"}, {r.price.hours} h incl. GST
            </span>
          </p>
        )}
      </div>
    </li>
  );
}

function Free({ label, n }: { label: string; n: number }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-600">{label}:</dt>
      <dd className={n === 0 ? "font-bold text-red-700" : "font-semibold text-slate-900"}>
        {n}
        {n === 0 && <span className="sr-only"> (full)</span>}
      </dd>
    </div>
  );
}
