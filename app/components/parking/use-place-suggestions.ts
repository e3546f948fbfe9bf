import { useEffect, useRef, useState, type KeyboardEvent } from "react";

/**
 * The place combobox's data and keys (PlaceCombobox.tsx): suggestions from GET /api/places after a
 * 200 ms pause (a newer keystroke or a pick cancels the pending one), the open list and its active
 * option, and the keyboard (arrows to move, Enter to pick, Escape to close). Part of the search
 * island: React only, no Remix.
 */

/** A suggestion as GET /api/places returns it. */
export interface Suggestion {
  id: string;
  name: string;
  kind: string;
  label: string;
  lat: number;
  lng: number;
}

const SUGGEST_DELAY_MS = 200;
const MAX_SUGGESTIONS = 8;

export function usePlaceSuggestions(onPick: (suggestion: Suggestion) => void) {
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
    onPick(suggestion);
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

  return { suggestions, active, setActive, expanded: open && suggestions.length > 0, suggest, pick, close, onKeyDown };
}
