import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandIds } from "./island-dom";

/**
 * The browser half of an island: hydrate the server-rendered subtree with the props the server
 * rendered it from. Nothing to do when the page is an error page without the island.
 */
export function mountIsland<P>(name: string, render: (props: P) => ReactElement): void {
  const ids = islandIds(name);
  const container = document.getElementById(ids.container);
  const propsElement = document.getElementById(ids.props);
  if (!container || !propsElement?.textContent) return;
  hydrateRoot(container, render(JSON.parse(propsElement.textContent) as P));
}
