import { describe, expect, it } from "vitest";
import { INDIA } from "@core/places/india";
import { citiesOfState, indianStates } from "@core/places/states";
import { indiaPlacesFromPackage } from "../../infra/tools/india-places";

describe("India's places, generated from country-state-city", () => {
  it("are exactly the package's states and cities (regenerate with `npx tsx infra/tools/india-places.ts`)", () => {
    expect(INDIA).toEqual(indiaPlacesFromPackage());
    expect(INDIA.states).toHaveLength(36);
    expect(INDIA.cities.length).toBeGreaterThan(4000);
  });

  it("list a state's cities by code or name, in any case, and nothing for an unknown state", () => {
    expect(indianStates()).toContainEqual({ name: "Maharashtra", isoCode: "MH" });
    const byCode = citiesOfState("mh")!.map((c) => c.name);
    expect(byCode).toContain("Mumbai");
    expect(byCode).toContain("Pune");
    expect(byCode).not.toContain("Bengaluru");
    expect(citiesOfState("MAHARASHTRA")).toEqual(citiesOfState("MH"));
    expect(citiesOfState("Atlantis")).toBeUndefined();
  });
});
