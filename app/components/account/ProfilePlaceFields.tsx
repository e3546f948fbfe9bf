import type { FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type ChangeEvent } from "react";
import { citiesLookupPath, type CitiesAnswer } from "~/utils/cities-lookup";
import { SelectField } from "../kit/select-field";
import type { PlaceOption } from "./profile-fields";
import type { ProfileMessages } from "~/i18n/account/texts";

/**
 * State and city. Without JavaScript, "Show cities" posts the form back (saving nothing) and the
 * page returns with that state's cities. With JavaScript, choosing or typing a state loads its
 * cities at once through a fetcher (GET /resources/cities, app/routes/resources/resources.cities.tsx), and
 * the button only comes back if that lookup fails.
 *
 * Both selects are controlled (the city list follows the state), starting from the form kit's
 * initial values: the stored ones, or what the server's reply sent back.
 */
// The profile form's state and city fields (any form's field metadata, as in forms.tsx).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FieldMeta = FieldMetadata<any, any, string[]>;

export function ProfilePlaceFields({
  t,
  states,
  stateField,
  cityField,
  initialCities,
}: {
  t: ProfileMessages;
  states: PlaceOption[];
  stateField: FieldMeta;
  cityField: FieldMeta;
  initialCities: string[];
}) {
  const fetcher = useFetcher<CitiesAnswer>();
  const [stateName, setStateName] = useState(text(stateField.initialValue));
  const [city, setCity] = useState(text(cityField.initialValue));
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
  const cityPlaceholder = !stateName ? t.selectStateFirst : lookup === "loading" ? t.loadingCities : t.selectCity;
  const lookupId = `${cityField.id}-lookup`;

  return (
    <>
      <SelectField
        meta={stateField}
        label={t.state}
        options={stateOptions}
        placeholder={t.selectState}
        value={stateName}
        onChange={onStateChange}
        selectProps={{ autoComplete: "address-level1" }}
        beside={
          !hydrated || lookup === "failed" ? (
            <button
              type="submit"
              name="intent"
              value="cities"
              formNoValidate
              className="mt-1 shrink-0 rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t.showCities}
            </button>
          ) : null
        }
      />
      <SelectField
        meta={cityField}
        label={t.city}
        options={cityOptions}
        placeholder={cityPlaceholder}
        value={city}
        onChange={(event) => setCity(event.target.value)}
        describedBy={lookup === "failed" ? [lookupId] : []}
        selectProps={{ autoComplete: "address-level2" }}
        below={
          lookup === "failed" ? (
            <p id={lookupId} role="alert" className="mt-1 text-sm text-red-700">
              {t.citiesFailed}
            </p>
          ) : null
        }
      />
    </>
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
