import { useMatches } from "@remix-run/react";

/**
 * Pages only their own member sees (the signed-in area, checkout) ask search engines not to index
 * them. A crawler is never signed in and would only meet the sign-in redirect, but the mark says so
 * in the page itself, and Lighthouse's SEO audit then leaves them out (issue 31). A route opts in
 * with `export const handle: PrivatePageHandle = { privatePage: true }`; a layout's mark covers the
 * routes below it.
 */
export interface PrivatePageHandle {
  privatePage?: boolean;
}

/** True when this page or a layout around it is marked private: the root layout then adds robots noindex. */
export function usePrivatePage(): boolean {
  return useMatches().some((match) => (match.handle as PrivatePageHandle | undefined)?.privatePage === true);
}
