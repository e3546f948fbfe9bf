import { useLocation, useNavigation } from "@remix-run/react";

/** True from this page's POST until the page that follows it has loaded (no flicker back to idle). */
export function useSubmittingHere(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formAction) return false;
  return new URL(navigation.formAction, "http://localhost").pathname === location.pathname;
}
