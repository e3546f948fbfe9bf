import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchView } from "~/components/SearchView";
import { Island, type IslandHandle } from "~/islands/Island";
import { ISLANDS } from "~/islands/names";
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

export type SearchPageData = ReturnType<typeof useLoaderData<typeof loader>>;

/** Served as an island: only <SearchView> is hydrated, by app/islands/search-island.tsx (decision 005). */
export const handle: IslandHandle = { island: ISLANDS.search.name };

export default function SearchPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <Island name={ISLANDS.search.name} props={d}>
      <SearchView d={d} />
    </Island>
  );
}
