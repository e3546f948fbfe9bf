/**
 * What an island's server render and its browser entry agree on: the element ids, and how the
 * props travel (JSON in a `<script type="application/json">`). No imports, so it costs the island
 * bundle nothing.
 */
export function islandIds(name: string): { container: string; props: string } {
  return { container: `island-${name}`, props: `island-${name}-props` };
}

/**
 * JSON that is safe inside a <script> element: `<` can never close the element (a place typed as
 * "</script><script>…" stays text), and U+2028/U+2029 are escaped for old parsers. JSON.parse
 * reads the escapes back to the same characters.
 */
export function serializeIslandProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
