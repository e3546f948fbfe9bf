import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Islands: pages that hydrate one React subtree with React alone, without the Remix browser
 * runtime (decision 005). Each island has an entry module; this plugin
 *  - adds the entries to Remix's client build as extra inputs (so they share React's chunk with
 *    the hydrated pages), and
 *  - gives the server build `virtual:islands`: for each island, the URL of its entry and of every
 *    chunk it statically imports, read from the client build's Vite manifest (the client build
 *    runs first and Remix deletes the manifest only after the server build).
 * In dev (`vite serve`) and under vitest the module exports null: pages then hydrate with Remix
 * as usual, which renders the same components.
 */
export const ISLANDS_MODULE = "virtual:islands";
const RESOLVED = `\0${ISLANDS_MODULE}`;

export interface IslandAssets {
  /** The entry module: the one `<script type="module">` the page loads. */
  src: string;
  /** The entry and every chunk it statically imports: `<link rel="modulepreload">` each. */
  preload: string[];
}

export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The entry's URL and the URLs of its whole static import graph (dynamic imports stay lazy). */
export function islandAssets(manifest: Record<string, ViteManifestChunk>, entryKey: string, base = "/"): IslandAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Island entry ${entryKey} is not in the client build's manifest`);
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Chunk ${key} (imported by island ${entryKey}) is not in the manifest`);
    files.push(`${base}${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return { src: `${base}${entry.file}`, preload: files };
}

export function islands(options: { entries: Record<string, string>; clientManifest: string }): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  const entryKeys = () =>
    Object.fromEntries(Object.entries(options.entries).map(([name, file]) => [name, relative(root, resolve(root, file))]));

  return {
    name: "smart-parking-islands",
    config(config, env) {
      if (env.command !== "build" || env.isSsrBuild) return undefined;
      // Vite concatenates arrays when it merges configs: these join Remix's client entry and routes.
      const base = config.root ?? process.cwd();
      return { build: { rollupOptions: { input: Object.values(options.entries).map((file) => resolve(base, file)) } } };
    },
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === ISLANDS_MODULE ? RESOLVED : undefined;
    },
    load(id, loadOptions) {
      if (id !== RESOLVED) return undefined;
      if (command !== "build" || !loadOptions?.ssr) return "export default null;";
      const manifest = JSON.parse(readFileSync(resolve(root, options.clientManifest), "utf8")) as Record<string, ViteManifestChunk>;
      const assets = Object.fromEntries(Object.entries(entryKeys()).map(([name, key]) => [name, islandAssets(manifest, key)]));
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
