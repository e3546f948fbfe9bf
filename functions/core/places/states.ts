import { INDIA } from "./india";

/** India's states and their cities (offline reference data, ./india.ts). */
export function indianStates(): { name: string; isoCode: string }[] {
  return INDIA.states.map(([isoCode, name]) => ({ name, isoCode }));
}

/** The cities of a state given by ISO code or name (any case); undefined for an unknown state. */
export function citiesOfState(codeOrName: string): { name: string }[] | undefined {
  const wanted = codeOrName.trim().toLowerCase();
  const state = INDIA.states.find(([isoCode, name]) => isoCode.toLowerCase() === wanted || name.toLowerCase() === wanted);
  if (!state) return undefined;
  return INDIA.cities.filter(([, stateCode]) => stateCode === state[0]).map(([name]) => ({ name }));
}
