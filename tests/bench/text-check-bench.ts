import { pathToFileURL } from "node:url";
import { checkText } from "@core/content-check/text-check";
import { ABUSIVE_TEXTS } from "./data/text-abusive";
import { CLEAN_TEXTS } from "./data/text-clean";

/**
 * The text check on its held-out sets (issue 12's bench): abuse recall (goal ≥ 90%), false
 * positives on clean posts (goal ≤ 2%), and the time of one check, p50 and p95 over every text of
 * both sets for a few rounds (the first round warms the regular expressions and is not counted).
 * `npx tsx tests/bench/text-check-bench.ts` prints the figures on its own.
 */
const ROUNDS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchTextCheck(): Promise<Record<string, number>> {
  const caught = ABUSIVE_TEXTS.filter((text) => !checkText(text).ok).length;
  const falsePositives = CLEAN_TEXTS.filter((text) => !checkText(text).ok).length;

  const all = [...CLEAN_TEXTS, ...ABUSIVE_TEXTS];
  const latencies: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const text of all) {
      const t0 = performance.now();
      checkText(text);
      if (round > 0) latencies.push(performance.now() - t0);
    }
  }
  latencies.sort((a, b) => a - b);

  const figures = {
    text_abuse_recall: caught / ABUSIVE_TEXTS.length,
    text_clean_false_positive_rate: falsePositives / CLEAN_TEXTS.length,
    text_check_p50_ms: percentile(latencies, 50),
    text_check_p95_ms: percentile(latencies, 95),
    text_clean_count: CLEAN_TEXTS.length,
    text_abusive_count: ABUSIVE_TEXTS.length,
  };
  process.stdout.write(
    `text check: abuse recall ${(figures.text_abuse_recall * 100).toFixed(1)}% (${caught}/${ABUSIVE_TEXTS.length}, goal ≥ 90%), ` +
      `false positives ${(figures.text_clean_false_positive_rate * 100).toFixed(1)}% (${falsePositives}/${CLEAN_TEXTS.length}, goal ≤ 2%)\n` +
      `text check time: p50 ${figures.text_check_p50_ms.toFixed(3)} ms, p95 ${figures.text_check_p95_ms.toFixed(3)} ms ` +
      `(${latencies.length} checks)\n`,
  );
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchTextCheck();
