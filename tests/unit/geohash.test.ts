import { describe, expect, it } from "vitest";
import { decodeGeohashBounds, distanceKm, encodeGeohash, neighbourhood } from "@core/parking/geohash";

describe("geohash", () => {
  it("encodes known reference points", () => {
    // Reference values from the geohash definition's worked examples.
    expect(encodeGeohash(57.64911, 10.40744, 11)).toBe("u4pruydqqvj");
    expect(encodeGeohash(42.6, -5.6, 5)).toBe("ezs42");
  });

  it("decodes to a box that contains the point", () => {
    const box = decodeGeohashBounds(encodeGeohash(19.076, 72.8777, 7));
    expect(box.latMin).toBeLessThanOrEqual(19.076);
    expect(box.latMax).toBeGreaterThanOrEqual(19.076);
    expect(box.lngMin).toBeLessThanOrEqual(72.8777);
    expect(box.lngMax).toBeGreaterThanOrEqual(72.8777);
  });

  it("gives the own cell and its 8 distinct neighbours", () => {
    const cells = neighbourhood(19.076, 72.8777, 5);
    expect(cells).toHaveLength(9);
    expect(cells).toContain(encodeGeohash(19.076, 72.8777, 5));
    // a point ~3 km away in any direction is inside the neighbourhood
    for (const [dLat, dLng] of [
      [0.027, 0],
      [-0.027, 0],
      [0, 0.028],
      [0, -0.028],
      [0.02, 0.02],
    ] as const) {
      expect(cells).toContain(encodeGeohash(19.076 + dLat, 72.8777 + dLng, 5));
    }
  });

  it("measures great-circle distance", () => {
    // Mumbai CST to Delhi Connaught Place is about 1,150 km.
    expect(distanceKm(18.9398, 72.8355, 28.6315, 77.2167)).toBeGreaterThan(1100);
    expect(distanceKm(18.9398, 72.8355, 28.6315, 77.2167)).toBeLessThan(1200);
    expect(distanceKm(12.97, 77.59, 12.97, 77.59)).toBe(0);
  });
});
