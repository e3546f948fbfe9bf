import { useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import islands from "virtual:islands";
import { islandIds, serializeIslandProps } from "./island-dom";

/**
 * Islands (decision 005): a page whose route exports `handle = { island: name }` is served
 * without the Remix browser runtime. Only the subtree wrapped in <Island> is hydrated, by its own
 * entry (app/islands/<name>-island.tsx) with React alone. The subtree must render from its props
 * only: no Remix hooks, no <Link>/<Form>, no useId (ids must not depend on the tree around it).
 */
export interface IslandHandle {
  island?: string;
}

export function Island({ name, props, children }: { name: string; props: unknown; children: ReactNode }) {
  const ids = islandIds(name);
  return (
    <>
      <div id={ids.container}>{children}</div>
      {/* A data block, never executed (so it needs no CSP nonce). The one audited raw-HTML sink:
          serializeIslandProps escapes <, >, & and U+2028/9, so no text can close the element, and
          as a text child React would entity-encode quotes that JSON.parse cannot read back. */}
      {/* eslint-disable-next-line no-restricted-syntax -- audited above: escaped JSON in a non-executed data block */}
      <script type="application/json" id={ids.props} dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />
    </>
  );
}

/**
 * The scripts of the page being rendered: an island's entry (with its chunks preloaded), or null
 * for a page Remix hydrates. Always null in the browser and in dev, where `virtual:islands` is null.
 */
export function useIslandScripts(): { src: string; preload: string[] } | null {
  const matches = useMatches();
  if (!islands) return null;
  const name = matches.map((match) => (match.handle as IslandHandle | undefined)?.island).find(Boolean);
  return name ? (islands[name] ?? null) : null;
}
