import { City, State } from "country-state-city";
import { writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { IndiaPlaces } from "@core/places/india";

/**
 * Writes functions/core/places/india.json: India's states and cities, taken from the
 * country-state-city package. The package carries every country's cities (8.5 MiB bundled); the
 * functions need India's only (150 KiB), so the subset is generated here once and committed, and
 * the runtime code never imports the package. tests/unit/india-places.test.ts fails when the file
 * and the package disagree. Run: `npx tsx infra/tools/india-places.ts`.
 */
export const INDIA_JSON = fileURLToPath(new URL("@core/places/india.json", import.meta.url));

export function indiaPlacesFromPackage(): IndiaPlaces {
  return {
    states: State.getStatesOfCountry("IN").map((s) => [s.isoCode, s.name]),
    cities: (City.getCitiesOfCountry("IN") ?? []).map((c) => [c.name, c.stateCode, Number(c.latitude), Number(c.longitude)]),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const data = indiaPlacesFromPackage();
  // One state or city per line: small diffs when the package updates.
  const lines = (rows: unknown[]) => rows.map((row) => `    ${JSON.stringify(row)}`).join(",\n");
  writeFileSync(INDIA_JSON, `{\n  "states": [\n${lines(data.states)}\n  ],\n  "cities": [\n${lines(data.cities)}\n  ]\n}\n`);
  process.stdout.write(`${INDIA_JSON}: ${data.states.length} states, ${data.cities.length} cities\n`);
}
