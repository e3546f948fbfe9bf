import { useState } from "react";
import { FavouriteHeart } from "~/components/parking/FavouriteHeart";
import { ResultsMap, type MapMarker } from "~/components/parking/ResultsMap";
import { ResultsViewSwitch, type ResultsView } from "~/components/parking/ResultsViewSwitch";
import { SearchBar, VehicleOptions } from "~/components/parking/SearchBar";
import type { SearchPageData } from "~/routes/parking/search";
import { fill } from "@core/i18n/catalogue";
import type { SearchMessages } from "~/i18n/parking/texts";

/**
 * The /search page's content: the search bar, filters, the numbered list and the map. It renders
 * from the loader's data alone (plain forms and links, explicit ids), because the page is an island:
 * the browser hydrates this with React only, without the Remix runtime (decision 005).
 */

type LoaderData = SearchPageData;
type Result = Extract<LoaderData, { state: "results" }>["results"][number];
type Hearts = Extract<LoaderData, { state: "results" }>["hearts"];

export function SearchView({ d }: { d: SearchPageData }) {
  const errors = "errors" in d ? d.errors : undefined;
  const choices = d.state === "choose" ? d.choices : undefined;
  const { t } = d;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="sr-only">{t.heading}</h1>
      <SearchBar
        idPrefix="search"
        t={d.bar}
        language={d.language}
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
      <div aria-live="polite">
        {d.state === "start" && <p className="mt-8 text-center text-slate-600">{t.start}</p>}
        {d.state === "error" && (
          <div role="alert" className="mt-8 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{t.fetchError}</p>
            <p>{d.message}</p>
          </div>
        )}
        {d.state === "results" && <Results d={d} />}
      </div>
    </div>
  );
}

function Results({ d }: { d: Extract<LoaderData, { state: "results" }> }) {
  const { t } = d;
  const [hovered, setHovered] = useState<string | null>(null);
  const markers: MapMarker[] = d.results.map((r) => ({
    id: r.id,
    number: r.number,
    name: r.name,
    href: r.detailHref,
    price: r.price?.total,
    lat: r.lat,
    lng: r.lng,
    full: (d.filters.vehicle === "two" ? r.free.two : d.filters.vehicle === "four" ? r.free.four : r.free.four + r.free.two) === 0,
  }));
  const keep = { place: d.form.place, lt: d.form.lt, ln: d.form.ln, in: d.form.inValue, out: d.form.outValue };
  const query = (page: number) => ({
    ...keep,
    type: d.filters.vehicle,
    sort: d.filters.sort,
    ...(d.filters.coveredOnly ? { covered: "1" } : {}),
    page: String(page),
  });
  const pageLink = (page: number) => `/search?${new URLSearchParams(query(page))}`;
  // The same search and page, as a list or as a map (phones show one of the two).
  const viewLink = (view: ResultsView) =>
    `/search?${new URLSearchParams({ ...query(d.page), ...(view === "map" ? { view: "map" } : {}) })}`;
  const onMap = d.view === "map";

  return (
    <>
      <Filters d={d} keep={onMap ? { ...keep, view: "map" } : keep} />
      {d.total === 0 ? (
        <p className="mt-10 text-center text-xl font-semibold text-slate-700">{t.noResults}</p>
      ) : (
        // Without JavaScript, :has() links a hovered card to its marker (static rules in app/tailwind.css:
        // the CSP allows no inline <style>).
        <>
          <ResultsViewSwitch view={d.view} hrefFor={viewLink} t={t} />
          <div className="search-results mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
            <section aria-labelledby="results-heading" className={onMap ? "hidden lg:block" : undefined}>
              <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
                {d.total === 1 ? fill(t.countOne, { place: d.centre.label }) : fill(t.countMany, { count: d.total, place: d.centre.label })}
              </h2>
              <ol className="mt-3 space-y-3">
                {d.results.map((r) => (
                  <ParkingCard key={r.id} r={r} t={t} hearts={d.hearts} onHover={setHovered} />
                ))}
              </ol>
              {d.pages > 1 && (
                <nav aria-label={t.pages} className="mt-4 flex items-center justify-between text-sm">
                  {d.page > 1 ? (
                    <a
                      href={pageLink(d.page - 1)}
                      className="rounded-md border border-slate-300 px-3 py-2 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      {t.previous}
                    </a>
                  ) : (
                    <span />
                  )}
                  <span className="text-slate-600">{fill(t.pageOf, { page: d.page, pages: d.pages })}</span>
                  {d.page < d.pages ? (
                    <a
                      href={pageLink(d.page + 1)}
                      className="rounded-md border border-slate-300 px-3 py-2 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      {t.next}
                    </a>
                  ) : (
                    <span />
                  )}
                </nav>
              )}
            </section>
            <aside aria-label={t.map} className={`lg:sticky lg:top-24 lg:self-start ${onMap ? "" : "hidden lg:block"}`}>
              <ResultsMap
                centre={d.centre}
                markers={markers}
                highlighted={hovered}
                tileUrl={d.map.tileUrl}
                attribution={d.map.attribution}
                tall={onMap}
                t={t}
              />
            </aside>
          </div>
        </>
      )}
    </>
  );
}

function Filters({ d, keep }: { d: Extract<LoaderData, { state: "results" }>; keep: Record<string, string> }) {
  const { t } = d;
  return (
    <form
      method="get"
      action="/search"
      className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Labels tied by id: wrapped round a select, the label's name would also read out the chosen option. */}
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-type" className="font-medium text-slate-700">
          {t.vehicleType}
        </label>
        {/* The one vehicle choice of the page (issue 29): the search bar keeps it for a new search. */}
        <select id="filter-type" name="type" defaultValue={d.filters.vehicle} className="rounded-md border border-slate-300 px-2 py-1.5">
          <VehicleOptions t={t} />
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-sort" className="font-medium text-slate-700">
          {t.sortBy}
        </label>
        <select id="filter-sort" name="sort" defaultValue={d.filters.sort} className="rounded-md border border-slate-300 px-2 py-1.5">
          <option value="distance">{t.sortDistance}</option>
          <option value="price">{t.sortPrice}</option>
          <option value="rating">{t.sortRating}</option>
        </select>
      </div>
      <label className="flex items-center gap-2 pb-1.5">
        <input type="checkbox" name="covered" value="1" defaultChecked={d.filters.coveredOnly} className="h-4 w-4" />
        <span className="font-medium text-slate-700">{t.coveredOnly}</span>
      </label>
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t.apply}
      </button>
    </form>
  );
}

function ParkingCard({ r, t, hearts, onHover }: { r: Result; t: SearchMessages; hearts: Hearts; onHover: (id: string | null) => void }) {
  return (
    <li
      id={`result-${r.id}`}
      data-card={r.number}
      onMouseEnter={() => onHover(r.id)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(r.id)}
      onBlur={() => onHover(null)}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow"
    >
      {/* On a phone the price and the heart take a row of their own under the details, so the details get the card's width. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <span
          className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          aria-hidden="true"
        >
          {r.number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">
            {/* Opens in a new tab, as the spec's detail screen does; the list stays where it was. */}
            <a href={r.detailHref} target="_blank" rel="noopener" className="hover:underline focus:underline">
              <span className="sr-only">{`${r.number}. `}</span>
              {r.name}
              <span className="sr-only">{` ${t.opensInNewTab}`}</span>
            </a>
          </h3>
          <p className="text-base text-slate-600 sm:text-sm">{r.address}</p>
          <p className="mt-1 text-base font-medium text-slate-700 sm:text-sm">{r.distance}</p>
          {r.rating ? (
            <p className="mt-1 text-base text-slate-700 sm:text-sm">
              <span aria-hidden="true" className="text-amber-500">
                ★{" "}
              </span>
              <span className="font-semibold text-slate-900">{r.rating.average}</span>
              <span className="sr-only">{` ${t.outOfFive}`}</span>
              {` (${fill(r.rating.count === 1 ? t.reviewOne : t.reviewMany, { count: r.rating.count })})`}
            </p>
          ) : null}
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-base sm:text-sm">
            {r.takesFour && <Free label={t.freeFour} full={t.full} n={r.free.four} />}
            {r.takesTwo && <Free label={t.freeTwo} full={t.full} n={r.free.two} />}
          </dl>
          <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            {r.covered && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">{t.covered}</span>}
            {r.open24x7 && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">{t.open24x7}</span>}
          </div>
        </div>
        <div className="col-start-2 mt-3 flex items-center justify-between gap-2 sm:col-start-3 sm:row-start-1 sm:mt-0 sm:flex-col sm:items-end sm:justify-start">
          {r.price && (
            <p className="shrink-0 sm:text-right">
              <span className="block text-lg font-bold text-slate-900">{r.price.total}</span>
              <span className="block text-sm text-slate-600 sm:text-xs">
                {fill(r.price.kind === "four" ? t.priceFour : t.priceTwo, { hours: r.price.hours })}
              </span>
            </p>
          )}
          {/* Back to this card after the plain POST: the page reloads as a whole (an island, decision 005). */}
          <FavouriteHeart
            parkingId={r.id}
            name={r.name}
            isFavourite={r.favourite}
            redirectTo={`${hearts.here}#result-${r.id}`}
            signInHref={hearts.signInHref}
            t={hearts.t}
          />
        </div>
      </div>
    </li>
  );
}

function Free({ label, full, n }: { label: string; full: string; n: number }) {
  return (
    // Inline, so the number follows its label even when the label wraps.
    <div>
      <dt className="inline text-slate-600">{label}:</dt>{" "}
      <dd className={`inline ${n === 0 ? "font-bold text-red-700" : "font-semibold text-slate-900"}`}>
        {n}
        {n === 0 && <span className="sr-only">{` ${full}`}</span>}
      </dd>
    </div>
  );
}
