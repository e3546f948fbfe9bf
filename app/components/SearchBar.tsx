import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { fromIndiaInputValue, formatIndia } from "~/utils/india-time";
// Plain constants (window.ts imports only ../errors): the browser shows the server's exact messages.
import { MAX_STAY_HOURS, PAST_GRACE_MS, WINDOW_MESSAGES } from "@core/availability/window";

/**
 * The parking search bar of home, /search and /booking (spec §2): a GET form to /search that works
 * without JavaScript. JavaScript adds place suggestions (ARIA combobox), coordinates for a picked
 * suggestion, and the window checks before the page is left.
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
  place?: string;
  lt?: string;
  ln?: string;
  /** datetime-local values in India time ("YYYY-MM-DDTHH:mm"). */
  inValue?: string;
  outValue?: string;
  type?: VehicleChoice | string;
  errors?: SearchBarErrors;
  /** Places the server could not choose between: offered as "did you mean" links. */
  choices?: PlaceChoice[];
  /** Below md, start collapsed to a one-line summary (e.g. above search results). */
  collapsedOnMobile?: boolean;
  /** Fixed element ids, for an island: ids from useId depend on the tree around the bar. */
  idPrefix?: string;
}

/** A suggestion as GET /api/places returns it. */
interface Suggestion {
  id: string;
  name: string;
  kind: string;
  label: string;
  lat: number;
  lng: number;
}

const SUGGEST_DELAY_MS = 200;
const MAX_SUGGESTIONS = 8;

/** The same checks as the server's checkWindow, on the values as typed. */
export function windowErrors(inValue: string, outValue: string, now: Date = new Date()): Pick<SearchBarErrors, "in" | "out"> {
  const errors: Pick<SearchBarErrors, "in" | "out"> = {};
  const arrival = fromIndiaInputValue(inValue);
  const departure = fromIndiaInputValue(outValue);
  if (!arrival) errors.in = WINDOW_MESSAGES.invalidArrival;
  else if (arrival.getTime() < now.getTime() - PAST_GRACE_MS) errors.in = WINDOW_MESSAGES.arrivalPast;
  if (!departure) errors.out = WINDOW_MESSAGES.invalidDeparture;
  else if (arrival && departure.getTime() <= arrival.getTime()) errors.out = WINDOW_MESSAGES.departureBeforeArrival;
  else if (arrival && departure.getTime() - arrival.getTime() > MAX_STAY_HOURS * 3600_000) errors.out = WINDOW_MESSAGES.tooLong;
  return errors;
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
        <DidYouMean id={`${id}-choices`} choices={props.choices} inValue={props.inValue} outValue={props.outValue} type={props.type} />
      ) : null}
      <SearchForm key={key} {...props} idPrefix={id} />
    </div>
  );
}

function DidYouMean({
  id: headingId,
  choices,
  inValue,
  outValue,
  type,
}: {
  id: string;
  choices: PlaceChoice[];
  inValue?: string;
  outValue?: string;
  type?: string;
}) {
  return (
    <nav aria-labelledby={headingId} className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p id={headingId} className="font-semibold">
        Did you mean:
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
  place = "",
  lt = "",
  ln = "",
  inValue = "",
  outValue = "",
  type = "all",
  errors,
  collapsedOnMobile = false,
  idPrefix: id = "search",
}: SearchBarProps) {
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
    setClientErrors(found);
    (found.in ? inRef : outRef).current?.focus();
  };

  const arrival = fromIndiaInputValue(inValue);
  const summary = [place.trim(), arrival ? formatIndia(arrival) : ""].filter(Boolean).join(" · ");
  const typeValue = type === "four" || type === "two" ? type : "all";

  return (
    <details
      ref={detailsRef}
      open={!collapsedOnMobile}
      className="group rounded-2xl bg-white text-slate-900 shadow-xl ring-1 ring-slate-900/5 md:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 supports-[selector(::details-content)]:md:hidden">
        <SearchIcon className="h-5 w-5 shrink-0 text-brand-600" />
        <span className="font-semibold">Search</span>
        {summary ? <span className="min-w-0 flex-1 truncate text-sm text-slate-600 group-open:hidden">{summary}</span> : null}
        <ChevronIcon className="ml-auto h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>

      <form
        method="get"
        action="/search"
        aria-label="Search for parking"
        onSubmit={onSubmit}
        className="grid gap-4 px-4 pb-4 md:grid-cols-2 md:p-5 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1.35fr)_minmax(0,1.35fr)_minmax(0,1fr)_auto] xl:items-start"
      >
        <div className="md:col-span-2 xl:col-span-1">
          <PlaceField id={`${id}-place`} initialText={place} initialLt={lt} initialLn={ln} hydrated={hydrated} error={shown.place} />
        </div>
        <Field id={`${id}-in`} label="Arrival" error={shown.in}>
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
        <Field id={`${id}-out`} label="Departure" error={shown.out}>
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
        <Field id={`${id}-type`} label="Vehicle">
          {(described) => (
            <select id={`${id}-type`} name="type" defaultValue={typeValue} {...described} className={inputClass(false)}>
              <VehicleOptions />
            </select>
          )}
        </Field>
        <div className="flex items-end xl:items-start xl:pt-6">
          <button
            type="submit"
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700 xl:w-auto"
          >
            <SearchIcon className="h-5 w-5" />
            Search
          </button>
        </div>
      </form>
    </details>
  );
}

/** The vehicle choices of the search bar and the results' filter, worded as the spec does. */
export function VehicleOptions() {
  return (
    <>
      <option value="all">All vehicles</option>
      <option value="four">Four Wheeler</option>
      <option value="two">Two Wheeler</option>
    </>
  );
}

function inputClass(invalid: boolean): string {
  const ring = invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-300";
  return `block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-500 ${ring}`;
}

interface Described {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A labelled control with its error underneath, tied together for assistive technology. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (described: Described) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const described: Described = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children(described)}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

interface PlaceFieldProps {
  id: string;
  initialText: string;
  initialLt: string;
  initialLn: string;
  hydrated: boolean;
  error?: string;
}

/**
 * The place box. Without JavaScript it is a plain text field that the server resolves, carrying
 * the coordinates the page came with. With JavaScript it is an ARIA 1.2 combobox: suggestions after
 * a 200 ms pause, arrows to move, Enter to pick, Escape to close; a pick sets the coordinates and
 * any edit clears them.
 */
function PlaceField({ id, initialText, initialLt, initialLn, hydrated, error }: PlaceFieldProps) {
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(initialText);
  // `pl` is the text the coordinates belong to: the server uses them only while the text still matches.
  const [coords, setCoords] = useState({ lt: initialLt, ln: initialLn, pl: initialText });
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();

  const stop = () => {
    clearTimeout(timer.current);
    request.current?.abort();
  };
  useEffect(() => stop, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const suggest = (q: string) => {
    stop();
    if (!q.trim()) {
      setSuggestions([]);
      close();
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/api/places?q=${encodeURIComponent(q.trim())}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`GET /api/places answered ${response.status}`);
        const body = (await response.json()) as { data?: Suggestion[] };
        if (controller.signal.aborted) return;
        const found = (body.data ?? []).slice(0, MAX_SUGGESTIONS);
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0);
      } catch (failure) {
        // Spec §5: a failed lookup only costs the suggestions; the form still works.
        if (!controller.signal.aborted) console.error("Place suggestions failed", failure);
      }
    }, SUGGEST_DELAY_MS);
  };

  const pick = (suggestion: Suggestion) => {
    stop();
    setText(suggestion.label);
    setCoords({ lt: String(suggestion.lat), ln: String(suggestion.lng), pl: suggestion.label });
    setSuggestions([]);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((current) => (!open || current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === "Enter") {
      const chosen = open ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        Place
      </label>
      <div className="relative">
        <PinIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          name="place"
          type="text"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="Where do you want to park?"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // The coordinates belonged to the picked suggestion, not to whatever is typed now.
            setCoords({ lt: "", ln: "", pl: "" });
            suggest(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          {...(hydrated
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": listId,
                "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
              }
            : {})}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass(Boolean(error))} pl-10`}
        />
        {/* A picked place's coordinates and the text they belong to. Without JavaScript nothing clears
            them when the text is edited, so the server ignores them once the text no longer matches. */}
        {coords.lt && coords.ln ? (
          <>
            <input type="hidden" name="lt" value={coords.lt} />
            <input type="hidden" name="ln" value={coords.ln} />
            <input type="hidden" name="pl" value={coords.pl} />
          </>
        ) : null}
        {hydrated ? (
          <ul
            id={listId}
            role="listbox"
            aria-label="Place suggestions"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg md:right-auto md:w-max md:min-w-full md:max-w-[32rem]"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input keeps focus and its blur does not close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(suggestion);
                }}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${
                  index === active ? "bg-brand-50 text-brand-900" : "text-slate-800"
                }`}
              >
                <span className="truncate">{suggestion.label}</span>
                <span className="shrink-0 text-xs capitalize text-slate-500">{suggestion.kind}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
}

function SearchIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

function PinIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function ChevronIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
