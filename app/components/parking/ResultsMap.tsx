import { loadLeaflet } from "~/utils/load-leaflet";
import { useEffect, useRef, useState } from "react";
import { projector } from "~/components/parking/map-projection";
import { nearViewport } from "~/components/parking/near-viewport";
import { fill } from "@core/i18n/catalogue";

/**
 * The map beside the results. The server renders an SVG with numbered markers matching the list,
 * so the map works without JavaScript. With JavaScript, Leaflet is fetched when the map comes near
 * the viewport (a dynamic import, not part of the page's bundle) and replaces the picture with an
 * interactive map; if it cannot load, the SVG simply stays.
 */
export interface MapMarker {
  id: string;
  number: number;
  name: string;
  /** The car park's detail page for this window: a marker leads there, as its card does. */
  href: string;
  /** The total for the window, shown with the name when a marker is tapped. */
  price?: string;
  lat: number;
  lng: number;
  full: boolean;
}

/** The map's own texts, in the page's language (/search's catalogue). */
export interface MapTexts {
  mapTitle: string;
  mapDescription: string;
  interactiveMap: string;
  opensInNewTab: string;
}

interface Props {
  t: MapTexts;
  centre: { lat: number; lng: number; label: string };
  markers: MapMarker[];
  highlighted?: string | null;
  tileUrl: string;
  attribution: string;
  /** The map chosen on a phone (/search?view=map): as tall as the screen allows, not a 420 px box. */
  tall?: boolean;
}

const SIZE = { width: 480, height: 420 };

export function ResultsMap({ t, centre, markers, highlighted, tileUrl, attribution, tall = false }: Props) {
  const [interactive, setInteractive] = useState(false);
  return (
    <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
      <LeafletMap
        t={t}
        centre={centre}
        markers={markers}
        highlighted={highlighted}
        tileUrl={tileUrl}
        attribution={attribution}
        tall={tall}
        onReady={() => setInteractive(true)}
      />
      {/* The picture covers the (still empty) interactive map until Leaflet is ready. */}
      {!interactive && (
        <div className="absolute inset-0 flex items-center bg-slate-50">
          <SvgMap t={t} centre={centre} markers={markers} highlighted={highlighted} />
        </div>
      )}
    </div>
  );
}

function SvgMap({ t, centre, markers, highlighted }: Pick<Props, "t" | "centre" | "markers" | "highlighted">) {
  const project = projector([centre, ...markers], SIZE);
  const c = project(centre);
  return (
    <svg
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      className="block h-auto w-full"
      // A group, not an image: its markers are links, and an image's children are hidden from screen readers.
      role="group"
      aria-labelledby="map-title"
      aria-describedby="map-desc"
    >
      <title id="map-title">{t.mapTitle}</title>
      <desc id="map-desc">{fill(t.mapDescription, { place: centre.label })}</desc>
      <rect width={SIZE.width} height={SIZE.height} fill="#eef2f7" />
      {/* A faint street grid so the picture reads as a map. */}
      {Array.from({ length: 12 }, (_, i) => (
        <g key={i} stroke="#dbe3ee" strokeWidth={i % 4 === 0 ? 3 : 1}>
          <line x1={0} y1={(i + 1) * 35} x2={SIZE.width} y2={(i + 1) * 35} />
          <line x1={(i + 1) * 40} y1={0} x2={(i + 1) * 40} y2={SIZE.height} />
        </g>
      ))}
      <circle cx={c.x} cy={c.y} r={11} fill="none" stroke="#0b2a52" strokeWidth={3} />
      <circle cx={c.x} cy={c.y} r={3} fill="#0b2a52" />
      {/* Markers in list order: app/tailwind.css pairs the n-th card with the n-th marker on hover. */}
      <g className="map-markers">
        {markers.map((m) => {
          const p = project(m);
          const on = highlighted === m.id;
          return (
            // A link, so the picture works as a map without JavaScript too: a new tab, as the cards open.
            <a
              key={m.id}
              href={m.href}
              target="_blank"
              rel="noopener"
              className="map-marker"
              aria-label={`${m.number}. ${m.name} ${t.opensInNewTab}`}
            >
              <g data-marker={m.number} transform={`translate(${p.x} ${p.y})`}>
                <title>{`${m.number}. ${m.name}`}</title>
                <path
                  d="M0 0 C -9 -12 -13 -17 -13 -23 A 13 13 0 1 1 13 -23 C 13 -17 9 -12 0 0 Z"
                  fill={m.full ? "#b91c1c" : on ? "#0b2a52" : "#155bb5"}
                  stroke="#fff"
                  strokeWidth={2}
                  transform={on ? "scale(1.3)" : undefined}
                />
                <text x={0} y={on ? -27 : -20} textAnchor="middle" fontSize={12} fontWeight={700} fill="#fff">
                  {m.number}
                </text>
              </g>
            </a>
          );
        })}
      </g>
    </svg>
  );
}

function LeafletMap({ t, centre, markers, highlighted, tileUrl, attribution, tall, onReady }: Props & { onReady: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const state = useRef<{ map?: import("leaflet").Map; markers: Map<string, import("leaflet").Marker> }>({ markers: new Map() });
  const [ready, setReady] = useState(false);
  const resultSetKey = `${centre.lat},${centre.lng}:${markers.map((m) => m.id).join(",")}`;

  useEffect(() => {
    let cancelled = false;
    // Fetched only when the map is about to be seen: Leaflet is not in the page's initial bundle, and
    // starting it was /search's longest task (issue 31). On a phone the map is below the list, so
    // the page loads without it.
    const near = nearViewport(container.current!);
    near.reached
      .then(loadLeaflet)
      .then((L) => {
        if (cancelled || !container.current) return;
        const map = L.map(container.current, { scrollWheelZoom: false }).setView([centre.lat, centre.lng], 14);
        map.attributionControl.setPrefix("Leaflet");
        // Leaflet writes the attribution as HTML. It is MAP_ATTRIBUTION, operator configuration
        // (e.g. "&copy; OpenStreetMap contributors"), never text a visitor can influence.
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
        // The label is the place the visitor typed: a text node, never HTML (Leaflet writes string
        // content with innerHTML).
        L.circleMarker([centre.lat, centre.lng], { radius: 8, color: "#0b2a52", weight: 3, fillOpacity: 0.2 })
          .addTo(map)
          .bindTooltip(textElement(centre.label));
        const bounds = L.latLngBounds([[centre.lat, centre.lng]]);
        for (const m of markers) {
          const marker = L.marker([m.lat, m.lng], {
            icon: numberedIcon(L, m, false),
            title: `${m.number}. ${m.name}`,
            keyboard: true,
          })
            .addTo(map)
            .bindPopup(popupElement(m, t.opensInNewTab));
          state.current.markers.set(m.id, marker);
          bounds.extend([m.lat, m.lng]);
        }
        if (markers.length) map.fitBounds(bounds, { padding: [30, 30], maxZoom: 15 });
        state.current.map = map;
        setReady(true);
        onReady();
      })
      .catch((error: unknown) => console.error("The interactive map could not load; showing the picture instead.", error));
    return () => {
      cancelled = true;
      near.stop();
      state.current.map?.remove();
      state.current = { markers: new Map() };
    };
    // Built once per result set (the key below): rebuilding it on every render would reset the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultSetKey]);

  useEffect(() => {
    if (!ready) return;
    import("leaflet").then((L) => {
      for (const m of markers)
        state.current.markers
          .get(m.id)
          ?.setIcon(numberedIcon(L, m, m.id === highlighted))
          .setZIndexOffset(m.id === highlighted ? 1000 : 0);
    });
  }, [highlighted, ready, markers]);

  // Always full size: Leaflet measures its container when it starts.
  // Tall: the screen below the header and the List / Map switch (dvh: without the phone's address bar).
  const height = tall ? "h-[calc(100dvh-11rem)] min-h-[20rem] lg:h-[420px] lg:min-h-0" : "h-[420px]";
  return <div ref={container} className={`${height} w-full`} aria-label={ready ? t.interactiveMap : undefined} />;
}

function numberedIcon(L: typeof import("leaflet"), m: MapMarker, on: boolean) {
  const size = on ? 36 : 28;
  return L.divIcon({
    className: on ? "map-marker map-marker--on" : "map-marker",
    html: markerBadgeElement(m, on),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/**
 * Leaflet content (tooltips, popups, divIcons) is built as DOM nodes, never as HTML strings
 * (ARCHITECTURE §11; lint enforces it): a string would be written with innerHTML.
 */
function textElement(text: string): HTMLElement {
  const span = document.createElement("span");
  span.textContent = text;
  return span;
}

/**
 * What a tapped marker shows: the car park's name (a link to its page, in a new tab) and its price.
 * Leaflet writes a string popup with innerHTML, so this is DOM nodes: the name (an operator's or a
 * visitor-visible text) and the price go in as textContent, and the href is the server's own
 * detail path (SearchView's detailHref), never text a visitor typed.
 */
function popupElement(m: MapMarker, opensInNewTab: string): HTMLElement {
  const box = document.createElement("div");
  const link = document.createElement("a");
  link.href = m.href;
  link.target = "_blank";
  link.rel = "noopener";
  link.className = "font-semibold text-brand-700 underline";
  link.append(textElement(`${m.number}. ${m.name}`), textElement(` ${opensInNewTab}`));
  (link.lastChild as HTMLElement).className = "sr-only";
  box.append(link);
  if (m.price) {
    const price = document.createElement("p");
    price.className = "mt-1 text-slate-700";
    price.textContent = m.price;
    box.append(price);
  }
  return box;
}

/** The numbered disc of a marker, styled by classes: the CSP allows no inline style attributes. */
function markerBadgeElement(m: MapMarker, on: boolean): HTMLElement {
  const badge = textElement(String(m.number));
  const colour = m.full ? "bg-red-700" : on ? "bg-brand-900" : "bg-brand-600";
  const size = on ? "h-9 w-9" : "h-7 w-7";
  badge.className = `flex items-center justify-center rounded-full border-2 border-white font-bold text-white shadow-[0_1px_4px_rgba(0,0,0,.4)] ${colour} ${size}`;
  badge.dataset.marker = String(m.number);
  return badge;
}
