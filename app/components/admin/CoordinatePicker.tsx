import { loadLeaflet } from "~/utils/load-leaflet";
import { useEffect, useRef, useState } from "react";

/**
 * Picks a car park's point on a map (issue 13: "coordinates picked on the map with JS or typed
 * without"). Without JavaScript nothing renders and the latitude and longitude are typed. With it,
 * Leaflet is fetched on demand (as on the search page: not in the page's bundle), centred on the
 * typed point or on India, and a click or tap puts the pin there and fills the two fields through
 * `onPick`; typing new numbers moves the pin. The fields stay the form's truth: the server checks
 * them with the same schema either way.
 */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

const INDIA = { lat: 22.5, lng: 79, zoom: 4 };

/** Six decimals: about 10 cm, finer than anyone can click. */
const fixed = (n: number) => n.toFixed(6);

export function CoordinatePicker({
  map,
  label,
  hint,
  lat,
  lng,
  onPick,
}: {
  map: MapSettings;
  /** "Point on the map" and how to pick it, in the page's language. */
  label: string;
  hint: string;
  lat: string | undefined;
  lng: string | undefined;
  onPick: (lat: string, lng: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const state = useRef<{ map?: import("leaflet").Map; pin?: import("leaflet").CircleMarker }>({});
  const [ready, setReady] = useState(false);
  // Nothing is rendered on the server: without JavaScript there is no map to promise.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const point = toPoint(lat, lng);
  // Read by the click handler, so it always reports to the current callback.
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        const start = point ?? INDIA;
        const leaflet = L.map(container.current, { scrollWheelZoom: false }).setView([start.lat, start.lng], point ? 16 : INDIA.zoom);
        leaflet.attributionControl.setPrefix("Leaflet");
        // MAP_ATTRIBUTION is operator configuration, never text a visitor can influence (see ResultsMap).
        L.tileLayer(map.tileUrl, { attribution: map.attribution, maxZoom: 19 }).addTo(leaflet);
        leaflet.on("click", (event) => pick.current(fixed(event.latlng.lat), fixed(event.latlng.lng)));
        state.current.map = leaflet;
        setReady(true);
      })
      .catch((error: unknown) => console.error("The map could not load; type the coordinates instead.", error));
    return () => {
      cancelled = true;
      state.current.map?.remove();
      state.current = {};
    };
    // Built once, after hydration; the pin follows the fields below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    if (!ready || !state.current.map) return;
    import("leaflet").then((L) => {
      const leaflet = state.current.map;
      if (!leaflet) return;
      state.current.pin?.remove();
      state.current.pin = point
        ? L.circleMarker([point.lat, point.lng], { radius: 9, color: "#0b2a52", weight: 3, fillOpacity: 0.35 }).addTo(leaflet)
        : undefined;
      // A typed point off the screen (or the first one, on the map of all India) is brought into view.
      if (point && (leaflet.getZoom() < 10 || !leaflet.getBounds().contains([point.lat, point.lng])))
        leaflet.setView([point.lat, point.lng], Math.max(leaflet.getZoom(), 16));
    });
  }, [ready, point?.lat, point?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!hydrated) return null;
  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-semibold text-slate-800" id="picker-label">
        {label}
      </p>
      <p className="text-sm text-slate-600">{hint}</p>
      <div
        ref={container}
        role="application"
        aria-labelledby="picker-label"
        data-testid="coordinate-picker"
        data-ready={ready ? "yes" : "no"}
        className="mt-2 h-72 w-full rounded-lg border border-slate-200 bg-slate-50"
      />
    </div>
  );
}

function toPoint(lat: string | undefined, lng: string | undefined): { lat: number; lng: number } | undefined {
  const a = Number(lat);
  const b = Number(lng);
  if (!lat || !lng || !Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return undefined;
  return { lat: a, lng: b };
}
