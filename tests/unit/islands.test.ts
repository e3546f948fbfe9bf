import { describe, expect, it } from "vitest";
import { islandIds, serializeIslandProps } from "../../app/islands/island-dom";
import { islandAssets } from "../../vite/islands-plugin";
import { upfrontScripts } from "../bench/bundle-size";

describe("island props in the page", () => {
  it("read back exactly, whatever the text holds", () => {
    const props = { place: `</script><script>alert(1)</script> & <!-- \u2028\u2029 "quoted"`, n: 3, list: [null, true] };
    expect(JSON.parse(serializeIslandProps(props))).toEqual(props);
  });

  it("can never close or comment out the script element they travel in", () => {
    const text = serializeIslandProps({ place: "</script><!--<script>" });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).not.toMatch(/[\u2028\u2029]/);
  });

  it("use ids derived from the island's name, shared by the server render and the browser entry", () => {
    expect(islandIds("search")).toEqual({ container: "island-search", props: "island-search-props" });
  });
});

describe("an island's scripts from the client build's manifest", () => {
  const manifest = {
    "app/islands/search-island.tsx": { file: "assets/search-island-1.js", isEntry: true, imports: ["_react.js", "_view.js"] },
    "_view.js": { file: "assets/view-2.js", imports: ["_react.js", "_bar.js"] },
    "_bar.js": { file: "assets/bar-3.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react-4.js" },
    "node_modules/leaflet/dist/leaflet-src.js": { file: "assets/leaflet-5.js", isDynamicEntry: true },
  };

  it("are the entry and its whole static import graph, each once, and never a lazy chunk", () => {
    const assets = islandAssets(manifest, "app/islands/search-island.tsx");
    expect(assets.src).toBe("/assets/search-island-1.js");
    expect(assets.preload.sort()).toEqual(["/assets/bar-3.js", "/assets/react-4.js", "/assets/search-island-1.js", "/assets/view-2.js"]);
  });

  it("fail the build loudly when the entry is missing", () => {
    expect(() => islandAssets(manifest, "app/islands/missing.tsx")).toThrow(/not in the client build's manifest/);
  });
});

describe("the scripts a page loads up front (the bundle benchmark)", () => {
  it("are its module scripts, modulepreloads and the imports of inline module scripts, not other links", () => {
    const html = `<head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/entry.js"/></head>
      <body><script type="module" src="/assets/island.js"></script>
      <script type="application/json" id="p">{"x":1}</script>
      <script type="module">import "/assets/manifest.js";import * as route0 from "/assets/root.js";
      window.__x = 1;import("/assets/entry.client.js");</script></body>`;
    expect(upfrontScripts(html).sort()).toEqual([
      "/assets/entry.client.js",
      "/assets/entry.js",
      "/assets/island.js",
      "/assets/manifest.js",
      "/assets/root.js",
    ]);
  });
});
