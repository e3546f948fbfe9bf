import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type ChangeEvent } from "react";
import { citiesLookupPath, type CitiesAnswer } from "~/utils/cities-lookup";
import { FieldError, inputClass, type PlaceOption, type ProfileFieldErrors } from "./profile-fields";

/**
 * State and city. Without JavaScript, "Show cities" posts the form back (saving nothing) and the
 * page returns with that state's cities. With JavaScript, choosing or typing a state loads its
 * cities at once through a fetcher (GET /resources/cities, app/routes/resources.cities.tsx), and
 * the button only comes back if that lookup fails.
 */
export function ProfilePlaceFields({
  states,
  initialState,
  initialCity,
  initialCities,
  fieldErrors,
}: {
  states: PlaceOption[];
  initialState: string;
  initialCity: string;
  initialCities: string[];
  fieldErrors: ProfileFieldErrors;
}) {
  const fetcher = useFetcher<CitiesAnswer>();
  const [stateName, setStateName] = useState(initialState);
  const [city, setCity] = useState(initialCity);
  // The ISO code whose cities were last asked for: null while the page's own list stands, "" for no state.
  const [asked, setAsked] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);

  function onStateChange(event: ChangeEvent<HTMLSelectElement>) {
    const name = event.target.value;
    setStateName(name);
    setCity("");
    const iso = states.find((s) => s.name === name)?.isoCode ?? "";
    setAsked(iso);
    if (iso) fetcher.load(citiesLookupPath(iso));
  }

  // Only an answer for the state asked last counts: until it comes, an older one means "loading".
  const answer = asked && fetcher.data?.state === asked ? fetcher.data : undefined;
  const cities = asked === null ? initialCities : answer && "cities" in answer ? answer.cities : [];
  const lookup = !asked ? "idle" : !answer || fetcher.state !== "idle" ? "loading" : "error" in answer ? "failed" : "idle";

  // A stored value outside the lists (typed before they existed) is kept, not silently dropped.
  const stateNames = states.map((s) => s.name);
  const stateOptions = stateName && !stateNames.includes(stateName) ? [stateName, ...stateNames] : stateNames;
  const cityOptions = city && !cities.includes(city) ? [city, ...cities] : cities;
  const cityPlaceholder = !stateName ? "Select a state first" : lookup === "loading" ? "Loading cities..." : "Select a city";

  return (
    <>
      <div>
        <label htmlFor="state" className="block text-sm font-medium text-slate-800">
          State
        </label>
        <div className="mt-1 flex gap-2">
          <select
            id="state"
            name="state"
            value={stateName}
            onChange={onStateChange}
            autoComplete="address-level1"
            aria-invalid={fieldErrors.state ? true : undefined}
            aria-describedby={fieldErrors.state ? "state-error" : undefined}
            className={`${inputClass(Boolean(fieldErrors.state))} min-w-0 flex-1`}
          >
            <option value="">Select a state</option>
            {stateOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {!hydrated || lookup === "failed" ? (
            <button
              type="submit"
              name="intent"
              value="cities"
              formNoValidate
              className="shrink-0 rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Show cities
            </button>
          ) : null}
        </div>
        {fieldErrors.state ? <FieldError id="state-error">{fieldErrors.state}</FieldError> : null}
      </div>
      <div>
        <label htmlFor="city" className="block text-sm font-medium text-slate-800">
          City
        </label>
        <select
          id="city"
          name="city"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          autoComplete="address-level2"
          aria-invalid={fieldErrors.city ? true : undefined}
          aria-describedby={
            [fieldErrors.city ? "city-error" : "", lookup === "failed" ? "city-lookup" : ""].filter(Boolean).join(" ") || undefined
          }
          className={`${inputClass(Boolean(fieldErrors.city))} mt-1`}
        >
          <option value="">{cityPlaceholder}</option>
          {cityOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {lookup === "failed" ? (
          <p id="city-lookup" role="alert" className="mt-1 text-sm text-red-700">
            We could not load the cities. Press “Show cities” to try again.
          </p>
        ) : null}
        {fieldErrors.city ? <FieldError id="city-error">{fieldErrors.city}</FieldError> : null}
      </div>
    </>
  );
}
