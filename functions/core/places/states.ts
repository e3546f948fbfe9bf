import { City, State } from "country-state-city";

/** India's states and their cities, from the country-state-city package (offline reference data). */
export function indianStates(): { name: string; isoCode: string }[] {
  return State.getStatesOfCountry("IN").map((s) => ({ name: s.name, isoCode: s.isoCode }));
}

/** The cities of a state given by ISO code or name (any case); undefined for an unknown state. */
export function citiesOfState(codeOrName: string): { name: string }[] | undefined {
  const wanted = codeOrName.trim().toLowerCase();
  const state = State.getStatesOfCountry("IN").find((s) => s.isoCode.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
  if (!state) return undefined;
  return City.getCitiesOfState("IN", state.isoCode).map((c) => ({ name: c.name }));
}
