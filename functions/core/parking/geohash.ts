/**
 * Geohash encoding and the 3×3 neighbourhood used by nearby search. Hand-written (a few lines)
 * rather than a dependency; India is far from the poles and the antimeridian, where geohash
 * neighbours need special cases, and `neighbours` guards them anyway by clamping.
 */
const BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";

export function encodeGeohash(lat: number, lng: number, precision: number): string {
  let latMin = -90,
    latMax = 90,
    lngMin = -180,
    lngMax = 180;
  let hash = "";
  let bits = 0,
    value = 0,
    evenBit = true;
  while (hash.length < precision) {
    if (evenBit) {
      const mid = (lngMin + lngMax) / 2;
      if (lng >= mid) {
        value = value * 2 + 1;
        lngMin = mid;
      } else {
        value *= 2;
        lngMax = mid;
      }
    } else {
      const mid = (latMin + latMax) / 2;
      if (lat >= mid) {
        value = value * 2 + 1;
        latMin = mid;
      } else {
        value *= 2;
        latMax = mid;
      }
    }
    evenBit = !evenBit;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

export function decodeGeohashBounds(hash: string): { latMin: number; latMax: number; lngMin: number; lngMax: number } {
  let latMin = -90,
    latMax = 90,
    lngMin = -180,
    lngMax = 180;
  let evenBit = true;
  for (const char of hash) {
    const idx = BASE32.indexOf(char);
    if (idx < 0) throw new Error(`Invalid geohash character: ${char}`);
    for (let bit = 4; bit >= 0; bit--) {
      const on = (idx >> bit) & 1;
      if (evenBit) {
        const mid = (lngMin + lngMax) / 2;
        if (on) lngMin = mid;
        else lngMax = mid;
      } else {
        const mid = (latMin + latMax) / 2;
        if (on) latMin = mid;
        else latMax = mid;
      }
      evenBit = !evenBit;
    }
  }
  return { latMin, latMax, lngMin, lngMax };
}

/** The cell holding the point plus its (up to) 8 neighbours, without duplicates. */
export function neighbourhood(lat: number, lng: number, precision: number): string[] {
  const own = encodeGeohash(lat, lng, precision);
  const b = decodeGeohashBounds(own);
  const height = b.latMax - b.latMin;
  const width = b.lngMax - b.lngMin;
  const centreLat = (b.latMin + b.latMax) / 2;
  const centreLng = (b.lngMin + b.lngMax) / 2;
  const cells = new Set<string>();
  for (const dy of [-1, 0, 1]) {
    for (const dx of [-1, 0, 1]) {
      const cellLat = Math.max(-89.999999, Math.min(89.999999, centreLat + dy * height));
      const cellLng = ((centreLng + dx * width + 540) % 360) - 180;
      cells.add(encodeGeohash(cellLat, cellLng, precision));
    }
  }
  return [...cells];
}

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
