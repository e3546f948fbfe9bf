import { nearViewport } from "~/components/parking/near-viewport";
import { loadLeaflet } from "~/utils/load-leaflet";
import { useEffect, useRef, useState } from "react";
import { fill } from "@core/i18n/catalogue";

/**
 * A car park's place on a small map (its detail page, issue 29). Without JavaScript it is a link to
 * the point on OpenStreetMap; with it, Leaflet is fetched after the page is usable (as on the search
 * page: not in the page's bundle) and draws the map above that link, which stays for a larger map.
 * "Get directions" is a plain link either way.
 */
export interface CarParkMapProps {
  name: string;
  /** The map's texts in the page's language (the detail page's catalogue). */
  t: { mapOf: string; getDirections: string; opensInNewTab: string; largerMap: string; seeOnMap: string };
  lat: number;
  lng: number;
  tileUrl: string;
  attribution: string;
  mapHref: string;
  directionsHref: string;
}

export function CarParkMap({ name, t, lat, lng, tileUrl, attribution, mapHref, directionsHref }: CarParkMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // Only once scripts run is the box given its height: Leaflet measures its container when it starts.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  useEffect(() => {
    if (!scripted) return;
    let cancelled = false;
    let map: import("leaflet").Map | undefined;
    // Started when the map is about to be seen, like the results map: on a phone it is below the
    // gallery and the details, and starting Leaflet was this page's longest task (issue 31).
    const near = nearViewport(container.current!);
    near.reached
      .then(loadLeaflet)
      .then((L) => {
        if (cancelled || !container.current) return;
        map = L.map(container.current, { scrollWheelZoom: false }).setView([lat, lng], 16);
        map.attributionControl.setPrefix("Leaflet");
        // MAP_ATTRIBUTION is operator configuration, never text a visitor can influence (see ResultsMap).
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
        L.circleMarker([lat, lng], { radius: 10, color: "#0b2a52", weight: 3, fillColor: "#155bb5", fillOpacity: 0.6 }).addTo(map);
        setReady(true);
      })
      .catch((error: unknown) => {
        console.error("The map could not load; the link to it stays.", error);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      near.stop();
      map?.remove();
    };
  }, [scripted, lat, lng, tileUrl, attribution]);

  return (
    <div>
      {/* No box at all without JavaScript (or when Leaflet fails): the links below are the map then. */}
      <div
        ref={container}
        role={ready ? "region" : undefined}
        aria-label={ready ? fill(t.mapOf, { name }) : undefined}
        data-testid="car-park-map"
        data-ready={ready ? "yes" : "no"}
        className={scripted && !failed ? "z-0 h-56 w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:h-64" : "hidden"}
      />
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        <a
          href={directionsHref}
          target="_blank"
          rel="noopener"
          className="inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {t.getDirections}
          <span className="sr-only">{` ${t.opensInNewTab}`}</span>
        </a>
        <a
          href={mapHref}
          target="_blank"
          rel="noopener"
          className="inline-flex h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {ready ? t.largerMap : t.seeOnMap}
          <span className="sr-only">{` ${t.opensInNewTab}`}</span>
        </a>
      </p>
    </div>
  );
}
