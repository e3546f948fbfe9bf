import { useState } from "react";
import { ErrorList } from "~/components/kit/error-list";
import { PinIcon } from "~/components/kit/Icon";
import { inputClass } from "~/components/parking/search-fields";
import { usePlaceSuggestions } from "~/components/parking/use-place-suggestions";
import type { SearchBarMessages } from "~/i18n/parking/texts";

/**
 * The search bar's place field (SearchBar.tsx): the input, its ARIA listbox of suggestions and the
 * picked place's coordinates as hidden fields; suggestions and keys come from use-place-suggestions.ts.
 * Part of the search island: React only, no Remix.
 */
export interface PlaceComboboxProps {
  t: SearchBarMessages;
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
export function PlaceCombobox({ t, id, initialText, initialLt, initialLn, hydrated, error }: PlaceComboboxProps) {
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(initialText);
  // `pl` is the text the coordinates belong to: the server uses them only while the text still matches.
  const [coords, setCoords] = useState({ lt: initialLt, ln: initialLn, pl: initialText });
  const { suggestions, active, setActive, expanded, suggest, pick, close, onKeyDown } = usePlaceSuggestions((suggestion) => {
    setText(suggestion.label);
    setCoords({ lt: String(suggestion.lat), ln: String(suggestion.lng), pl: suggestion.label });
  });
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {t.place}
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
          placeholder={t.placePlaceholder}
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
            aria-label={t.placeSuggestions}
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
                <span className="shrink-0 text-xs capitalize text-slate-500">{kindLabel(suggestion.kind, t)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </>
  );
}

/** A suggestion's kind of place ("city", "station"…) in the page's language; an unknown kind as it came. */
function kindLabel(kind: string, t: SearchBarMessages): string {
  const key = `kind${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  return Object.hasOwn(t, key) ? t[key as keyof SearchBarMessages] : kind;
}
