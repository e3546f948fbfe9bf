/**
 * Leaflet and its stylesheet, fetched on first use: the library is in no page's initial bundle
 * (decision 005), and each map starts it only when it is about to be seen (issue 31). The
 * stylesheet is added once, however many maps a page has, and a map starts only once it has
 * loaded: a map drawn before its styles has tiles and controls out of place (a phone's page grew
 * 4,000 px wide until they came). Every map (the results map, a car park's map, the admin's
 * coordinate picker) loads it through here.
 */
let stylesheet: Promise<void> | undefined;

export async function loadLeaflet(): Promise<typeof import("leaflet")> {
  const [L, css] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css?url")]);
  stylesheet ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = css.default;
    link.dataset.leaflet = "";
    // A stylesheet that fails to load must not keep the map from starting.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
  await stylesheet;
  return L;
}
