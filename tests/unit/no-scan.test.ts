import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * ARCHITECTURE §3: no Scan in any request path. Lint forbids importing the Scan commands; this test
 * also catches a raw `Scan` call by name anywhere in the code that serves requests.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const SERVED = ["app", "functions"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Comments may name what is forbidden; only code counts. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

describe("no Scan in request paths", () => {
  it("finds no Scan operation in app/ or functions/", () => {
    const offenders = SERVED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => /\b(ScanCommand|ParallelScan|paginateScan|\.scan\s*\()/.test(withoutComments(readFileSync(file, "utf8"))))
      .map((file) => file.slice(ROOT.length + 1));
    expect(offenders).toEqual([]);
  });
});
