import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "@remix-run/react";
import { autoCloseDetails } from "~/utils/auto-close-details";

/**
 * Progressive enhancement for a <details> menu (the site header's, the admin area's): without
 * JavaScript it simply stays open until toggled; with it, it closes after a navigation, on Escape
 * and on a press outside it.
 */
export function useAutoClose(ref: RefObject<HTMLDetailsElement>) {
  const location = useLocation();
  const shownKey = useRef(location.key);

  useEffect(() => {
    // Only on a real navigation: closing at hydration would shut a menu opened while the page loaded.
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [ref, location.key]);

  useEffect(() => (ref.current ? autoCloseDetails(ref.current) : undefined), [ref]);
}
