/**
 * Leaflet and its stylesheet, fetched on first use: the library is in no page's initial bundle
 * (decision 005), and each map starts it only when it is about to be seen (issue 31). The
 * stylesheet is added once, however many maps a page has. Every map (the results map, a car park's
 * map, the admin's coordinate picker) loads it through here.
 */
export async function loadLeaflet(): Promise<typeof import("leaflet")> {
  const [L, css] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css?url")]);
  if (!document.querySelector("link[data-leaflet]")) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = css.default;
    link.dataset.leaflet = "";
    document.head.appendChild(link);
  }
  return L;
}
