import { City } from "country-state-city";
import { describe, expect, it } from "vitest";
import { slotHourKey, slotSortKey } from "@core/availability/slots";
import { distanceKm, neighbourhood } from "@core/parking/geohash";
import { GEO_CELL_PRECISION, toParkingItem, type Parking } from "@core/parking/parking";
import { CITY_SPECS, DEMO_CITIES, resolveCities } from "../../infra/local/seed/cities";
import { buildDemoData, DEMO_LIMITS, demoParkings, FEATURES, nearlyFullParkingIds } from "../../infra/local/seed/demo-parkings";
import { PARKING_IMAGE_LIST, PARKING_IMAGES } from "../../infra/local/seed/parking-images";

const parkings = demoParkings();
const cityOf = new Map(DEMO_CITIES.map((c) => [c.name, c]));
const INDIA = { latMin: 6.5, latMax: 37.2, lngMin: 68.1, lngMax: 97.5 };

/** The package's own coordinates for a city, looked up here rather than trusted from cities.ts. */
const packageCities = new Map<string, ReturnType<typeof City.getCitiesOfState>>();
function packageCoordinates(name: string, state: string): { lat: number; lng: number } {
  if (!packageCities.has(state)) packageCities.set(state, City.getCitiesOfState("IN", state));
  const found = packageCities.get(state)!.find((c) => c.name === name);
  if (!found) throw new Error(`country-state-city has no ${name} in IN-${state}`);
  return { lat: Number(found.latitude), lng: Number(found.longitude) };
}

describe("demo cities", () => {
  it("has at least 65 cities with unique names and operator codes", () => {
    expect(CITY_SPECS.length).toBeGreaterThanOrEqual(65);
    expect(new Set(CITY_SPECS.map((c) => c.name)).size).toBe(CITY_SPECS.length);
    expect(new Set(CITY_SPECS.map((c) => c.code)).size).toBe(CITY_SPECS.length);
    for (const spec of CITY_SPECS) {
      expect(spec.code).toMatch(/^[A-Z]{3}$/);
      expect(spec.pin).toMatch(/^[1-9]\d{2}$/);
    }
  });

  it("gives the big metros 10–14 car parks and every other city 3–5", () => {
    for (const name of ["Mumbai", "New Delhi", "Bengaluru"]) expect(cityOf.get(name)?.metro).toBe(true);
    for (const spec of CITY_SPECS) {
      if (spec.metro) expect(spec.parkings).toBeGreaterThanOrEqual(10);
      else expect([3, 4, 5]).toContain(spec.parkings);
    }
  });

  it("resolves every city through country-state-city, near the real city centre", () => {
    expect(DEMO_CITIES).toHaveLength(CITY_SPECS.length);
    for (const city of DEMO_CITIES) {
      const pkg = packageCoordinates(city.name, city.state);
      expect([city.lat, city.lng]).toEqual([pkg.lat, pkg.lng]);
      // Guards against the package's district-centroid entries (Jaipur's is 23 km from the city).
      const offBy = distanceKm(city.near[0], city.near[1], pkg.lat, pkg.lng);
      expect(offBy, `${city.name} is ${offBy.toFixed(1)} km from its known centre`).toBeLessThan(6);
    }
  });

  it("names every city it cannot find in one error", () => {
    const specs = [
      { name: "Atlantis", state: "MH", code: "ATL", pin: "400", parkings: 3, near: [19, 73] as const },
      { name: "Mumbai", state: "MH", code: "MUM", pin: "400", parkings: 3, near: [19, 73] as const },
      { name: "Lemuria", state: "TN", code: "LEM", pin: "600", parkings: 3, near: [13, 80] as const },
    ];
    expect(() => resolveCities(specs)).toThrow(/Atlantis \(IN-MH\), Lemuria \(IN-TN\)/);
  });
});

describe("demo car parks", () => {
  it("has at least 300 car parks in at least 60 cities", () => {
    expect(parkings.length).toBeGreaterThanOrEqual(300);
    expect(new Set(parkings.map((p) => p.city)).size).toBeGreaterThanOrEqual(60);
    for (const city of DEMO_CITIES) expect(parkings.filter((p) => p.city === city.name)).toHaveLength(city.parkings);
  });

  it("has unique ids and codes, and unique names within each city", () => {
    expect(new Set(parkings.map((p) => p.id)).size).toBe(parkings.length);
    expect(new Set(parkings.map((p) => p.code)).size).toBe(parkings.length);
    expect(new Set(parkings.map((p) => `${p.city}|${p.name.toLowerCase()}`)).size).toBe(parkings.length);
    for (const p of parkings) {
      expect(p.id).toMatch(/^pk-[a-z0-9]+(-[a-z0-9]+)*-\d{2}$/);
      expect(p.code).toMatch(new RegExp(`^${cityOf.get(p.city)?.code}-\\d{3}$`));
    }
  });

  it("places every car park 0.3–3.5 km from its city's country-state-city point, inside India", () => {
    for (const p of parkings) {
      const city = cityOf.get(p.city);
      expect(city, p.city).toBeDefined();
      const pkg = packageCoordinates(p.city, city!.state);
      const km = distanceKm(pkg.lat, pkg.lng, p.lat, p.lng);
      expect(km, `${p.name}, ${p.city}: ${km.toFixed(2)} km`).toBeGreaterThanOrEqual(DEMO_LIMITS.minKmFromCentre);
      expect(km, `${p.name}, ${p.city}: ${km.toFixed(2)} km`).toBeLessThanOrEqual(DEMO_LIMITS.maxKmFromCentre);
      expect(p.lat).toBeGreaterThan(INDIA.latMin);
      expect(p.lat).toBeLessThan(INDIA.latMax);
      expect(p.lng).toBeGreaterThan(INDIA.lngMin);
      expect(p.lng).toBeLessThan(INDIA.lngMax);
    }
  });

  it("is found by a nearby search at its city's coordinates (own geohash cell or a neighbour)", () => {
    for (const p of parkings) {
      const city = cityOf.get(p.city)!;
      const cells = neighbourhood(city.lat, city.lng, GEO_CELL_PRECISION).map((cell) => `GEO#${cell}`);
      expect(cells, p.name).toContain(toParkingItem(p).gsi1pk);
    }
  });

  it("has a realistic spread of capacities: some two-wheeler only, some four-wheeler only, some tiny", () => {
    const twoOnly = parkings.filter((p) => p.fourWheelerCapacity === 0);
    const fourOnly = parkings.filter((p) => p.twoWheelerCapacity === 0);
    const tiny = parkings.filter((p) => Math.max(p.fourWheelerCapacity, p.twoWheelerCapacity) <= DEMO_LIMITS.tinyCapacity[1]);
    expect(twoOnly.length / parkings.length).toBeGreaterThan(0.05);
    expect(twoOnly.length / parkings.length).toBeLessThan(0.12);
    expect(fourOnly.length).toBeGreaterThanOrEqual(5);
    expect(tiny.length).toBeGreaterThanOrEqual(6);
    for (const p of parkings) {
      for (const capacity of [p.fourWheelerCapacity, p.twoWheelerCapacity]) expect(Number.isInteger(capacity)).toBe(true);
      expect(p.fourWheelerCapacity).toBeGreaterThanOrEqual(DEMO_LIMITS.fourWheelerCapacity[0]);
      expect(p.fourWheelerCapacity).toBeLessThanOrEqual(DEMO_LIMITS.fourWheelerCapacity[1]);
      expect(p.twoWheelerCapacity).toBeGreaterThanOrEqual(DEMO_LIMITS.twoWheelerCapacity[0]);
      expect(p.twoWheelerCapacity).toBeLessThanOrEqual(DEMO_LIMITS.twoWheelerCapacity[1]);
      expect(p.fourWheelerCapacity + p.twoWheelerCapacity).toBeGreaterThan(0);
    }
    for (const p of twoOnly) expect(p.name).toMatch(/Two-Wheeler/);
    // big ones too, not only small lots
    expect(parkings.some((p) => p.fourWheelerCapacity >= 250)).toBe(true);
    expect(parkings.some((p) => p.twoWheelerCapacity >= 400)).toBe(true);
  });

  it("keeps about six tiny metro car parks nearly full", () => {
    const ids = nearlyFullParkingIds();
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids.length).toBeLessThanOrEqual(8);
    const chosen = ids.map((id) => parkings.find((p) => p.id === id)!);
    for (const p of chosen) {
      expect(p.fourWheelerCapacity).toBeGreaterThanOrEqual(DEMO_LIMITS.tinyCapacity[0]);
      expect(p.fourWheelerCapacity).toBeLessThanOrEqual(DEMO_LIMITS.tinyCapacity[1]);
      expect(cityOf.get(p.city)?.metro).toBe(true);
    }
    expect(new Set(chosen.map((p) => p.city)).size).toBe(chosen.length);
  });

  it("uses 2–4 distinct pictures from the pool for each car park", () => {
    for (const p of parkings) {
      expect(p.images.length).toBeGreaterThanOrEqual(DEMO_LIMITS.images[0]);
      expect(p.images.length).toBeLessThanOrEqual(DEMO_LIMITS.images[1]);
      expect(new Set(p.images).size).toBe(p.images.length);
      for (const image of p.images) expect(Object.keys(PARKING_IMAGES), `${p.name}: ${image}`).toContain(image);
    }
    // Airports lead with the airport picture, two-wheeler-only car parks with the rack.
    const sceneOf = new Map(PARKING_IMAGE_LIST.map((image) => [image.name, image.scene]));
    for (const p of parkings.filter((x) => x.landmarkKind === "airport")) expect(sceneOf.get(p.images[0]!)).toBe("airport");
    for (const p of parkings.filter((x) => x.fourWheelerCapacity === 0)) expect(sceneOf.get(p.images[0]!)).toBe("bikes");
  });

  it("prices within range, per block of 1–4 hours, two-wheelers cheaper", () => {
    for (const p of parkings) {
      expect([1, 2, 3, 4]).toContain(p.price_for);
      expect(Number.isInteger(p.priceF) && Number.isInteger(p.priceT)).toBe(true);
      expect(p.priceF).toBeGreaterThanOrEqual(DEMO_LIMITS.priceF[0]);
      expect(p.priceF).toBeLessThanOrEqual(DEMO_LIMITS.priceF[1]);
      expect(p.priceT).toBeGreaterThanOrEqual(DEMO_LIMITS.priceT[0]);
      expect(p.priceT).toBeLessThanOrEqual(DEMO_LIMITS.priceT[1]);
      expect(p.priceT).toBeLessThan(p.priceF);
    }
    expect(new Set(parkings.map((p) => p.price_for)).size).toBe(4);
    expect(new Set(parkings.map((p) => p.priceF)).size).toBeGreaterThan(10);
  });

  it("spreads covered/open and 24×7 flags, and every landmark kind", () => {
    const share = (f: (p: Parking) => boolean) => parkings.filter(f).length / parkings.length;
    expect(share((p) => p.sheded)).toBeGreaterThan(0.15);
    expect(share((p) => p.sheded)).toBeLessThan(0.85);
    expect(share((p) => p.open24x7)).toBeGreaterThan(0.15);
    expect(share((p) => p.open24x7)).toBeLessThan(0.85);
    const kinds = new Set(parkings.map((p) => p.landmarkKind));
    for (const kind of ["locality", "station", "airport", "mall", "market", "hospital", "stadium", "business"])
      expect(kinds).toContain(kind);
  });

  it("uses the fixed feature vocabulary, with the terminal shuttle only at airports", () => {
    for (const p of parkings) {
      expect(p.features.length).toBeGreaterThan(0);
      expect(new Set(p.features).size).toBe(p.features.length);
      for (const feature of p.features) expect(FEATURES as readonly string[]).toContain(feature);
      if (p.features.includes("Shuttle to terminal")) expect(p.landmarkKind).toBe("airport");
      if (p.fourWheelerCapacity === 0) {
        for (const carOnly of ["Valet", "Car wash", "EV charging"]) expect(p.features).not.toContain(carOnly);
      }
    }
    expect(parkings.some((p) => p.features.includes("Shuttle to terminal"))).toBe(true);
  });

  it("has full addresses, a PIN code of the city's postal zone and a short description", () => {
    for (const p of parkings) {
      const city = cityOf.get(p.city)!;
      expect(p.address_line1.length).toBeGreaterThan(3);
      expect(p.address_line2.length).toBeGreaterThan(3);
      expect(p.state).toBe(city.stateName);
      expect(p.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(p.pincode.startsWith(city.pin), `${p.name}: ${p.pincode}`).toBe(true);
      expect(p.landmark.length).toBeGreaterThan(2);
      // One or two sentences (the landmark itself may hold initials such as "M. A.").
      const withoutLandmark = p.description.toLowerCase().replace(p.landmark.toLowerCase(), "LANDMARK");
      const sentences = withoutLandmark.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length, p.description).toBeGreaterThanOrEqual(1);
      expect(sentences.length, p.description).toBeLessThanOrEqual(2);
      expect(p.description.length).toBeLessThan(300);
    }
  });

  it("stores cleanly as a table item", () => {
    for (const p of parkings) {
      const item = toParkingItem(p);
      expect(item.pk).toBe(`PARKING#${p.id}`);
      expect(item.gsi2pk).toMatch(/^CITY#[a-z0-9-]+$/);
    }
  });

  it("is deterministic, with ids that stay put", () => {
    const again = demoParkings();
    expect(again).not.toBe(parkings);
    expect(again).toEqual(parkings);
    expect(buildDemoData().nearlyFullIds).toEqual(nearlyFullParkingIds());
    expect(parkings.find((p) => p.id === "pk-mumbai-01")).toMatchObject({
      name: "Mumbai Airport Terminal 2 Multi-Level Car Park",
      code: "MUM-001",
    });
    expect(parkings.find((p) => p.id === "pk-new-delhi-01")).toMatchObject({ city: "New Delhi", code: "DEL-001" });
  });
});

describe("parking picture pool", () => {
  it("has about two dozen distinct 800×500 SVG pictures with titles", () => {
    expect(PARKING_IMAGE_LIST.length).toBe(24);
    expect(new Set(PARKING_IMAGE_LIST.map((i) => i.svg)).size).toBe(24);
    expect(new Set(PARKING_IMAGE_LIST.map((i) => i.title)).size).toBe(24);
    expect(new Set(PARKING_IMAGE_LIST.map((i) => i.scene)).size).toBe(6);
    for (const image of PARKING_IMAGE_LIST) {
      expect(image.name).toMatch(/^carpark-\d{2}\.svg$/);
      expect(image.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="500" viewBox="0 0 800 500"/);
      expect(image.svg).toContain(`<title>${image.title}</title>`);
      expect(image.svg.endsWith("</svg>")).toBe(true);
      expect(image.svg).not.toMatch(/<script|on\w+=|NaN|undefined/);
    }
  });
});

describe("slot keys", () => {
  it("formats the UTC hour, whatever the local zone", () => {
    // 05:30 in India on 1 March is 00:00 UTC.
    const d = new Date("2025-03-01T05:59:59+05:30");
    expect(slotHourKey(d)).toBe("2025-03-01T00");
    expect(slotSortKey("FOUR", d)).toBe("SLOT#FOUR#2025-03-01T00");
    expect(slotSortKey("TWO", new Date("2024-12-31T23:00:00Z"))).toBe("SLOT#TWO#2024-12-31T23");
  });
});
