import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchView } from "~/components/parking/SearchView";
import { Island, type IslandHandle } from "~/islands/Island";
import { ISLANDS } from "~/islands/names";
import { pageTitle } from "~/utils/brand";
import { detailHref } from "~/utils/detail-link";
import { readStayParams } from "@core/availability/window";
import { UNEXPECTED_MESSAGE, ValidationError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { searchNearby, shownPrice } from "@core/parking/search";
import { linkFilters, readSearchRequest } from "@core/parking/search-request";
import { kindsTaken } from "@core/parking/vehicle-kind";
import { formatRupees } from "@core/pricing/pricing";
import { services } from "@core/services";
import { favouriteIdsAmong } from "@core/favourite/favourites";
import { formatAverage, ratingOf } from "@core/review/rating";
import type { Parking } from "@core/parking/parking";
import { getSignedIn } from "~/utils/session.server";
import { translateMessage } from "@core/i18n/messages";
import { formatIndianNumber } from "@core/i18n/numbers";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { FAVOURITE_HEART } from "~/i18n/parking/favourites.server";
import { SEARCH_BAR } from "~/i18n/parking/search-bar.server";
import { SEARCH } from "~/i18n/parking/search.server";

/**
 * /search?place&lt&ln&in&out&type: nearby car parks on a list and a map. A plain GET page: the
 * search bar, filters, sorting and paging are links and GET forms, so it all works without
 * JavaScript; JavaScript adds autocomplete, the interactive map and the hover highlight.
 */

/** A card's rating, formatted here so the island needs no rating code: "4.3" and the count. */
function rated(parking: Parking): { average: string; count: number } | null {
  const rating = ratingOf(parking);
  return rating ? { average: formatAverage(rating.average), count: rating.count } : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const svc = services();
  // Only this language's texts travel in the island's props (decision 058).
  const language = await pageLanguage(request);
  const t = SEARCH.pick(language);
  // `in`/`out`: India-time values from the form or ISO instants from links, with the spec's defaults (core reads them).
  const stay = readStayParams(q.get("in"), q.get("out"));
  // The page's link as the search service reads it, leniently: a stale or hand-edited filter falls
  // back to its default. Coordinates count only while the text is still the one they were picked
  // for (`pl`): without JavaScript nothing clears them when the place is edited.
  const input = {
    place: q.get("place") ?? "",
    latitude: q.get("lt") || undefined,
    longitude: q.get("ln") || undefined,
    coordinatesFor: q.get("pl") ?? undefined,
    inTime: stay.arrival?.toISOString() ?? stay.inValue,
    outTime: stay.departure?.toISOString() ?? stay.outValue,
    type: q.get("type") ?? undefined,
    covered: q.get("covered") ?? undefined,
    sort: q.get("sort") ?? undefined,
    page: q.get("page") ?? undefined,
  };
  const { vehicle, sort, coveredOnly } = linkFilters(input);
  const form = {
    place: input.place,
    lt: q.get("lt") ?? "",
    ln: q.get("ln") ?? "",
    inValue: stay.inValue,
    outValue: stay.outValue,
    type: vehicle,
  };
  const base = {
    language,
    t,
    bar: SEARCH_BAR.pick(language),
    form,
    filters: { vehicle, sort, coveredOnly },
    // Phones show the list or the map (a link, so it works without JavaScript); wider screens show both.
    view: q.get("view") === "map" ? ("map" as const) : ("list" as const),
    map: { tileUrl: svc.config.MAP_TILE_URL, attribution: svc.config.MAP_ATTRIBUTION },
  };

  if (!form.place.trim() && !form.lt) return { ...base, state: "start" as const };

  let asked;
  try {
    asked = await readSearchRequest(svc.table, input, { lenient: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const shown = (field: string) => {
      const message = error.fieldErrors[field]?.[0];
      return message === undefined ? undefined : translateMessage(message, language);
    };
    const errors = { place: shown("place"), in: shown("in"), out: shown("out") };
    return data({ ...base, state: "invalid" as const, errors }, { status: 400 });
  }
  if (asked.kind === "choose") {
    return { ...base, state: "choose" as const, choices: asked.choices.map((c) => ({ label: c.label, lat: c.lat, lng: c.lng })) };
  }

  const centre = { lat: asked.centre.lat, lng: asked.centre.lng, label: asked.centre.label ?? t.placeSearched };
  try {
    const [page, signedIn] = await Promise.all([searchNearby(svc.table, asked.query), getSignedIn(request)]);
    // The hearts (decision 025): which of this page's car parks are the member's favourites, one batch read.
    const user = signedIn?.user;
    const favourites = user
      ? await favouriteIdsAmong(
          svc.table,
          user,
          user.id,
          page.results.map((r) => r.parking.id),
        )
      : new Set<string>();
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    const first = (page.page - 1) * page.pageSize;
    const results = page.results.map((r, i) => {
      const shown = shownPrice(r.prices, vehicle);
      const kinds = kindsTaken(r.parking);
      return {
        id: r.parking.id,
        number: first + i + 1,
        name: r.parking.name,
        address: [r.parking.address_line1, r.parking.address_line2, r.parking.city].filter(Boolean).join(", "),
        detailHref: detailHref({
          name: r.parking.name,
          city: r.parking.city,
          id: r.parking.id,
          in: form.inValue,
          out: form.outValue,
          type: vehicle === "all" ? undefined : vehicle,
        }),
        lat: r.parking.lat,
        lng: r.parking.lng,
        distance:
          r.distanceKm < 1
            ? fill(t.metresAway, { distance: formatIndianNumber(Math.round(r.distanceKm * 1000)) })
            : fill(t.kilometresAway, { distance: r.distanceKm.toFixed(1) }),
        takesFour: kinds.includes("four"),
        takesTwo: kinds.includes("two"),
        free: r.free,
        covered: r.parking.sheded,
        open24x7: r.parking.open24x7,
        price: shown ? { total: formatRupees(shown.total), kind: shown.vehicleKind, hours: shown.hours } : undefined,
        favourite: favourites.has(r.parking.id),
        rating: rated(r.parking),
      };
    });
    const hearts = {
      here,
      signInHref: user ? undefined : `/signin?redirectTo=${encodeURIComponent(here)}`,
      t: FAVOURITE_HEART.pick(language),
    };
    return { ...base, state: "results" as const, centre, results, hearts, page: page.page, pages: page.pages, total: page.total };
  } catch (error) {
    log.error("search failed", errorFields(error));
    return data({ ...base, state: "error" as const, message: translateMessage(UNEXPECTED_MESSAGE, language) }, { status: 500 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => {
  if (!d) return [{ title: pageTitle("Parking") }];
  const title = "centre" in d && d.centre ? fill(d.t.titleNear, { place: d.centre.label }) : d.t.title;
  return [{ title: pageTitle(title) }, { name: "description", content: d.t.description }];
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
