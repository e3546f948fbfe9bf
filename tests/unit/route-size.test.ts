import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 30 "Done when": no route module over 300 lines. A page that grows past it is split by
 * concern (view pieces into app/components, the server half into a `*.server.ts` beside it).
 * The folder is walked recursively, so route folders count too.
 */
const ROUTES = join(__dirname, "../../app/routes");
const MAX_LINES = 300;

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
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
