/** GET /resources/cities?state=… (app/routes/resources/resources.cities.tsx): one state's cities, for the profile form. */
export type CitiesAnswer = {
  /** The state as asked (ISO code or name). */
  state: string;
} & ({ cities: string[] } | { error: string });

export function citiesLookupPath(state: string): string {
  return `/resources/cities?${new URLSearchParams({ state })}`;
}
