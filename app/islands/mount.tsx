import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { autoCloseMarkedMenus } from "~/utils/auto-close-details";
import { islandIds } from "./island-dom";

/**
 * The browser half of an island: hydrate the server-rendered subtree with the props the server
 * rendered it from (nothing to do on an error page without it), and give the header's menus the
 * behaviour its React hook gives them on hydrated pages.
 */
export function mountIsland<P>(name: string, render: (props: P) => ReactElement): void {
  autoCloseMarkedMenus();
  const ids = islandIds(name);
  const container = document.getElementById(ids.container);
  const propsElement = document.getElementById(ids.props);
  if (!container || !propsElement?.textContent) return;
  const props = JSON.parse(propsElement.textContent) as P;
  // In a transition, React 18 hydrates in slices of a few milliseconds and lets the browser run in
  // between, instead of one long task: a long feed on a slow phone no longer blocks the main thread
  // (issue 31). A click on a part not yet hydrated hydrates it at once and is then handled.
  startTransition(() => {
    hydrateRoot(container, render(props));
  });
}
