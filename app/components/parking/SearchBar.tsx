import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ChevronDownIcon, LineIcon } from "~/components/kit/Icon";
import { PlaceCombobox } from "~/components/parking/PlaceCombobox";
import { Field, inputClass } from "~/components/parking/search-fields";
import { fromIndiaInputValue, formatIndia } from "~/utils/india-time";
// Plain constants (window.ts imports only ../errors): the browser shows the server's exact messages.
import { WINDOW_MESSAGES, windowProblems } from "@core/availability/window";
import type { Language } from "@core/i18n/languages";
import type { SearchBarMessages } from "~/i18n/parking/texts";

/**
 * The parking search bar of home, /search and /booking (spec §2): a GET form to /search that works
 * without JavaScript. JavaScript adds place suggestions (ARIA combobox), coordinates for a picked
 * suggestion, and the window checks before the page is left. The place field is PlaceCombobox.tsx
 * (with its data hook use-place-suggestions.ts); this module owns the form around it.
 *
 * A plain <form> and <a>, not Remix's: the bar is part of the /search island, which hydrates
 * without the Remix runtime (decision 005), and /search is always loaded as a whole document.
 */
export type VehicleChoice = "all" | "four" | "two";

export interface SearchBarErrors {
  place?: string;
  in?: string;
  out?: string;
}

export interface PlaceChoice {
  label: string;
  lat: number;
  lng: number;
}

export interface SearchBarProps {
  /** The bar's texts in the page's language (app/i18n/parking/search-bar.server.ts), picked by the loader. */
  t: SearchBarMessages;
  /** The page's language: the collapsed summary's date. */
  language?: Language;
  place?: string;
  lt?: string;
  ln?: string;
  /** datetime-local values in India time ("YYYY-MM-DDTHH:mm"). */
  inValue?: string;
  outValue?: string;
  /**
   * The vehicle filter of the results being shown: kept by a new search. The bar itself has no vehicle
   * select (spec §2: place, arrival, departure, search); /search's filters choose it (issue 29).
   */
  type?: VehicleChoice | string;
  errors?: SearchBarErrors;
  /** Places the server could not choose between: offered as "did you mean" links. */
  choices?: PlaceChoice[];
  /** Below md, start collapsed to a one-line summary (e.g. above search results). */
  collapsedOnMobile?: boolean;
  /**
   * In a column beside the account menu (/booking): at most two columns at any width, so the dates
   * keep room for all of "27/11/2026, 07:30 pm"; the one-row layout is for the full width only.
   */
  narrow?: boolean;
  /** Fixed element ids, for an island: ids from useId depend on the tree around the bar. */
  idPrefix?: string;
}

/** The server's window rules (core's windowProblems), on the values as typed in India time. */
export function windowErrors(inValue: string, outValue: string, now: Date = new Date()): Pick<SearchBarErrors, "in" | "out"> {
  return windowProblems(fromIndiaInputValue(inValue), fromIndiaInputValue(outValue), now);
}

/** Core's window message (English, its key) in the page's language: the bar's texts carry the five. */
function inLanguage(message: string | undefined, t: SearchBarMessages): string | undefined {
  const key = (Object.keys(WINDOW_MESSAGES) as (keyof typeof WINDOW_MESSAGES)[]).find((k) => WINDOW_MESSAGES[k] === message);
  return key ? t[key] : message;
}

function searchHref(choice: PlaceChoice, inValue?: string, outValue?: string, type?: string): string {
  const params = new URLSearchParams({ place: choice.label, lt: String(choice.lat), ln: String(choice.lng) });
  if (inValue) params.set("in", inValue);
  if (outValue) params.set("out", outValue);
  if (type) params.set("type", type);
  return `/search?${params}`;
}

export function SearchBar(props: SearchBarProps) {
  // A new search (other values from the server) starts the form afresh, suggestions and all.
  const key = [props.place, props.lt, props.ln, props.inValue, props.outValue, props.type].join("|");
  const generatedId = useId();
  const id = props.idPrefix ?? generatedId;
  return (
    <div className="w-full">
      {props.choices && props.choices.length > 0 ? (
        <DidYouMean
          id={`${id}-choices`}
          label={props.t.didYouMean}
          choices={props.choices}
          inValue={props.inValue}
          outValue={props.outValue}
          type={props.type}
        />
      ) : null}
      <SearchForm key={key} {...props} idPrefix={id} />
    </div>
  );
}

function DidYouMean({
  id: headingId,
  label,
  choices,
  inValue,
  outValue,
  type,
}: {
  id: string;
  label: string;
  choices: PlaceChoice[];
  inValue?: string;
  outValue?: string;
  type?: string;
}) {
  return (
    <nav aria-labelledby={headingId} className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p id={headingId} className="font-semibold">
        {label}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={`${choice.label}|${choice.lat}|${choice.lng}`}>
            <a
              href={searchHref(choice, inValue, outValue, type)}
              className="inline-block rounded-full border border-brand-600 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchForm({
  t,
  language = "en",
  place = "",
  lt = "",
  ln = "",
  inValue = "",
  outValue = "",
  type = "all",
  errors,
  collapsedOnMobile = false,
  narrow = false,
  idPrefix: id = "search",
}: SearchBarProps) {
  const layout = narrow ? NARROW : WIDE;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const inRef = useRef<HTMLInputElement>(null);
  const outRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [clientErrors, setClientErrors] = useState<SearchBarErrors | null>(null);
  const shown = clientErrors ?? errors ?? {};

  useEffect(() => setHydrated(true), []);

  // md+ always shows the form. CSS does it where ::details-content is supported; this covers the rest.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 768px)");
    const openIfWide = () => {
      if (wide.matches && detailsRef.current) detailsRef.current.open = true;
    };
    openIfWide();
    wide.addEventListener("change", openIfWide);
    return () => wide.removeEventListener("change", openIfWide);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = windowErrors(inRef.current?.value ?? "", outRef.current?.value ?? "");
    if (!found.in && !found.out) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors({ in: inLanguage(found.in, t), out: inLanguage(found.out, t) });
    (found.in ? inRef : outRef).current?.focus();
  };

  const arrival = fromIndiaInputValue(inValue);
  const summary = [place.trim(), arrival ? formatIndia(arrival, language) : ""].filter(Boolean).join(" · ");
  const typeValue = type === "four" || type === "two" ? type : "all";

  return (
    <details
      ref={detailsRef}
      open={!collapsedOnMobile}
      className="group rounded-2xl bg-white text-slate-900 shadow-xl ring-1 ring-slate-900/5 md:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 supports-[selector(::details-content)]:md:hidden">
        <SearchIcon className="h-5 w-5 shrink-0 text-brand-600" />
        <span className="font-semibold">{t.search}</span>
        {summary ? <span className="min-w-0 flex-1 truncate text-sm text-slate-600 group-open:hidden">{summary}</span> : null}
        <ChevronDownIcon className="ml-auto h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>

      <form
        method="get"
        action="/search"
        aria-label={t.formLabel}
        onSubmit={onSubmit}
        className={`grid gap-4 px-4 pb-4 md:grid-cols-2 md:p-5 ${layout.form}`}
      >
        <div className={`md:col-span-2 ${layout.place}`}>
          <PlaceCombobox
            t={t}
            id={`${id}-place`}
            initialText={place}
            initialLt={lt}
            initialLn={ln}
            hydrated={hydrated}
            error={shown.place}
          />
        </div>
        <Field id={`${id}-in`} label={t.arrival} error={shown.in}>
          {(described) => (
            <input
              ref={inRef}
              id={`${id}-in`}
              name="in"
              type="datetime-local"
              required
              defaultValue={inValue}
              {...described}
              className={inputClass(Boolean(shown.in))}
            />
          )}
        </Field>
        <Field id={`${id}-out`} label={t.departure} error={shown.out}>
          {(described) => (
            <input
              ref={outRef}
              id={`${id}-out`}
              name="out"
              type="datetime-local"
              required
              defaultValue={outValue}
              {...described}
              className={inputClass(Boolean(shown.out))}
            />
          )}
        </Field>
        {typeValue === "all" ? null : <input type="hidden" name="type" value={typeValue} />}
        <div className={`flex items-end md:col-span-2 md:justify-end ${layout.button}`}>
          <button
            type="submit"
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700 md:w-auto"
          >
            <SearchIcon className="h-5 w-5" />
            {t.search}
          </button>
        </div>
      </form>
    </details>
  );
}

/** Full width: one row from xl. Narrow: place, then the two dates side by side, then the button. Whole class names, for Tailwind's scan. */
const WIDE = {
  form: "xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_auto] xl:items-start",
  place: "xl:col-span-1",
  button: "xl:col-span-1 xl:items-start xl:pt-6",
};
const NARROW = { form: "", place: "", button: "" };

/** The vehicle choices of the results' filter, worded as the spec does (the texts: /search's catalogue). */
export function VehicleOptions({ t }: { t: { allVehicles: string; fourWheeler: string; twoWheeler: string } }) {
  return (
    <>
      <option value="all">{t.allVehicles}</option>
      <option value="four">{t.fourWheeler}</option>
      <option value="two">{t.twoWheeler}</option>
    </>
  );
}

function SearchIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </LineIcon>
  );
}
