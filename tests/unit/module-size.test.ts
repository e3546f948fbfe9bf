import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 30: no core module over 350 lines, so each one stays about one concern a newcomer can read
 * in one sitting. A module that grows past it is split by concern (as payment-service.ts,
 * change.ts and community-admin.ts were), not given an exception; even the classifier's corpus is one
 * file per community (content-check/corpus/).
 */
const ROOT = resolve(import.meta.dirname, "../..");
const CORE = join(ROOT, "functions/core");
const MAX_LINES = 350;

function coreModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return coreModules(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

const lineCount = (file: string) => readFileSync(file, "utf8").replace(/\n$/, "").split("\n").length;

describe("core module size", () => {
  it(`keeps every functions/core module at ${MAX_LINES} lines or fewer`, () => {
    const tooLong = coreModules(CORE)
      .map((file) => ({ file: relative(ROOT, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
