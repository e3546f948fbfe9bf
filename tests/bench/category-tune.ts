import { pathToFileURL } from "node:url";
import { CATEGORY_CORPUS } from "@core/content-check/category-corpus";
import {
  createCategoryClassifier,
  DEFAULT_CLASSIFIER_OPTIONS,
  verdictFromScores,
  type ClassifierOptions,
} from "@core/content-check/category";
import { TUNING_OFF_TOPIC, TUNING_ON_TOPIC } from "./data/category-tuning";

/**
 * Chooses the category classifier's options and floor on the tuning set only (decision 014); the
 * held-out bench (category-bench.ts) is run once per chosen version, never inside this loop.
 * The rule for the floor, fixed in advance: the lowest floor that still sends ≥ 80% of the tuning
 * off-topic posts to undetermined. Run: npx tsx tests/bench/category-tune.ts
 */
export interface TuningFigures {
  floor: number;
  top1: number;
  flagged: number;
  offTopicUndetermined: number;
}

export function tune(options: ClassifierOptions, margin = 0.5): TuningFigures {
  const classifier = createCategoryClassifier(CATEGORY_CORPUS, options);
  const onTopic = Object.entries(TUNING_ON_TOPIC).flatMap(([id, texts]) => texts.map((text) => ({ id, scores: classifier.score(text) })));
  const offTopicBest = TUNING_OFF_TOPIC.map((text) => classifier.score(text)[0]?.score ?? 0).sort((a, b) => a - b);
  // The lowest floor keeping ≥ 80% of off-topic posts below it: just above the 80th-percentile best score.
  const keep = Math.ceil(0.8 * offTopicBest.length);
  const floor = Math.round((offTopicBest[keep - 1]! + 0.0005) * 1000) / 1000;
  const thresholds = { minScore: floor, mismatchMargin: margin };
  let top1 = 0;
  let flagged = 0;
  for (const { id, scores } of onTopic) {
    if (scores[0]?.communityId === id) top1++;
    if (verdictFromScores(scores, id, thresholds).kind !== "fits") flagged++;
  }
  const undetermined = offTopicBest.filter((s) => s < floor).length;
  return {
    floor,
    top1: top1 / onTopic.length,
    flagged: flagged / onTopic.length,
    offTopicUndetermined: undetermined / offTopicBest.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(6);
  const show = (name: string, o: ClassifierOptions) => {
    const f = tune(o);
    process.stdout.write(
      `${name.padEnd(40)} floor ${f.floor.toFixed(3)}  top-1 ${pct(f.top1)}  flagged ${pct(f.flagged)}  off-topic ${pct(f.offTopicUndetermined)}\n`,
    );
  };
  const base = DEFAULT_CLASSIFIER_OPTIONS;
  show("current", base);
  for (const k of [1, 2, 3, 5])
    for (const share of [0.15, 0.25, 0.35]) show(`neighbours k=${k} share ${share}`, { ...base, neighbours: { k, share } });
}
