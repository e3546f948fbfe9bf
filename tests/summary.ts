import { existsSync, readFileSync } from "node:fs";

/**
 * Prints one closing line for the whole `npm test` run from the vitest and Playwright JSON reports,
 * in the plain form CI reads: "tests: N passed, N failed, N skipped".
 */
const REPORTS = ".cache/reports";

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function read<T>(file: string): T | undefined {
  const path = `${REPORTS}/${file}`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

const unit = read<VitestReport>("vitest.json");
const e2e = read<PlaywrightReport>("e2e.json");
if (!unit || !e2e) {
  process.stderr.write(`Missing test report(s) in ${REPORTS}: ${!unit ? "vitest.json " : ""}${!e2e ? "e2e.json" : ""}\n`);
  process.exit(1);
}
const passed = unit.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
const failed = unit.numFailedTests + e2e.stats.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.stats.skipped;
process.stdout.write(`unit+integration+infra: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed\n`);
process.stdout.write(`e2e (JavaScript on and off): ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
