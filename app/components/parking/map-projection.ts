/**
 * Places points on a small flat map (the server-rendered SVG shown without JavaScript). Over the few
 * kilometres of a search an equirectangular projection, with longitude scaled by cos(latitude), is
 * indistinguishable from the real thing.
 */
export interface MapPoint {
  lat: number;
  lng: number;
}

export interface Projected {
  x: number;
  y: number;
}

export function projector(points: MapPoint[], size: { width: number; height: number }, padding = 28) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  // At least ~1 km across, so a single point is not infinitely zoomed.
  const minSpan = 0.01;
  const spanX = Math.max((Math.max(...lngs) - Math.min(...lngs)) * k, minSpan);
  const spanY = Math.max(Math.max(...lats) - Math.min(...lats), minSpan);
  const scale = Math.min((size.width - 2 * padding) / spanX, (size.height - 2 * padding) / spanY);
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  return (p: MapPoint): Projected => ({
    x: Math.round((size.width / 2 + (p.lng - midLng) * k * scale) * 10) / 10,
    y: Math.round((size.height / 2 - (p.lat - midLat) * scale) * 10) / 10,
  });
}
