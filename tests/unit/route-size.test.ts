import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 30 "Done when": no route module over 300 lines. A page that grows past it is split by
 * concern (view pieces into app/components, the server half into a `*.server.ts` beside it).
 * The folder is walked recursively. A context's `parts/` (a page's server half and helpers, decision
 * 042) are modules like core's and hold to core's limit, 350 lines (tests/unit/module-size.test.ts).
 */
const ROUTES = join(__dirname, "../../app/routes");
const MAX_LINES = 300;
const MAX_PART_LINES = 350;

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function lineCount(path: string): number {
  const text = readFileSync(path, "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("route modules", () => {
  it(`stay within ${MAX_LINES} lines`, () => {
    const modules = routeModules(ROUTES);
    expect(modules.length).toBeGreaterThan(50);
    const tooLong = modules
      .map((path) => ({ file: relative(ROUTES, path), lines: lineCount(path) }))
      .filter(({ file, lines }) => lines > (file.split("/").includes("parts") ? MAX_PART_LINES : MAX_LINES))
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
