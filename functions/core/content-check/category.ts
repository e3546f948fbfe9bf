import { CATEGORY_CORPUS, CATEGORY_CORPUS_VERSION } from "./category-corpus";
import { DEFAULT_CHECK_SETTINGS } from "./check-settings-schema";

/**
 * The post category check (issue 12; community.md §4 outcomes 4 and 5): which of the six communities
 * a post's text is about. TF-IDF over the labelled corpus in ./category-corpus.ts: the cosine to one
 * L2-normalised centroid per community, blended with the cosine to its nearest corpus posts. No dependencies and no I/O: the same code runs
 * in the Lambda and in the local server (ARCHITECTURE.md §10). `natural` was rejected: it drags in
 * database drivers for what is a page of arithmetic.
 *
 * Posts with too little text (an image-only post, "nice!") are not classified: callers check
 * `hasEnoughText` first and skip the category check when it is false. `judgeCategory` itself answers
 * for any text; on text with no known words every score is 0, so it says "undetermined".
 */

export interface CategoryScore {
  communityId: string;
  /** 0 to 1: mostly the cosine to the community's centroid, partly to its nearest corpus posts. */
  score: number;
}

export type CategoryVerdict =
  | { kind: "fits"; scores: CategoryScore[] }
  | { kind: "mismatch"; community: string; recommendedCommunity: string; scores: CategoryScore[] }
  | { kind: "undetermined"; scores: CategoryScore[] };

/**
 * The defaults, admin-tunable (decision 022: content-check/check-settings.ts). Chosen on the tuning set (tests/bench/data/category-tuning.ts), never on the bench's held-out posts;
 * docs/decisions/014-category-classifier.md has the figures.
 * Cosines are low (on-topic short posts ~0.05–0.3) because words the corpus never saw still count in
 * a post's length; that is what keeps most off-topic posts below the floor.
 * - minScore: the best community's cosine below this → undetermined (failedDetection).
 * - mismatchMargin: a mismatch when the posted community's score is below best × (1 − margin), i.e.
 *   the best one scores clearly higher *relative to itself*. Relative, because cosines of short posts
 *   range over a factor of ten: a fixed gap would be too strict for short posts and too lax for long ones.
 *   Anything closer counts as fitting: a post about EV parking may be fine in either community.
 */
export const CATEGORY_THRESHOLDS: Readonly<{ minScore: number; mismatchMargin: number }> = DEFAULT_CHECK_SETTINGS.category;

/** Content tokens a post needs before it is worth classifying. */
export const MIN_CONTENT_TOKENS = 3;

export { CATEGORY_CORPUS_VERSION };

// Function words that carry no topic, English plus common Hinglish fillers ("bhai, kya scene hai").
// Domain-wide words (car, rupees) stay: IDF already makes them weigh little.
const STOP_WORDS = new Set(
  (
    "a an the and or but if then than so of to in on at by for from with without into onto over under about as is are was were be " +
    "been being am do does did doing done have has had having i me my mine we us our you your yours he him his she her it its " +
    "they them their this that these those there here what which who whom whose when where why how all any some no not nor " +
    "only own same too very can could will would shall should may might must just also even still again ever now one once " +
    "get got gets getting go goes going went make made take took let lets im ive dont doesnt didnt isnt cant wont thats theres " +
    "anyone someone everyone anything something everything really much many more most less every each other another " +
    "up down out off just yet ok okay please thanks thank hi hello guys folks " +
    "hai hain ka ki ke ko se mein me aur bhi toh to ho tha thi the hi na nahi kya bhai yaar ji bhaiya re haan accha"
  ).split(" "),
);

/** Light stemming: folds plurals and -ing forms so "chargers" and "charging" meet "charger"/"charge". */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ies")) return word.slice(0, -3) + "y";
  if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lowercase words of letters and digits; keeps short domain words ("ev", "ac", "rc") and codes ("ccs2", "5w"). */
export function tokenise(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/);
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 2 || !/[a-z]/.test(word) || STOP_WORDS.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/** True when the text has enough content words to classify; callers skip the category check otherwise. */
export function hasEnoughText(text: string): boolean {
  return tokenise(text).length >= MIN_CONTENT_TOKENS;
}

export interface ClassifierOptions {
  /** Adds adjacent-word pairs as features. */
  bigrams: boolean;
  /** How much a word the corpus never saw counts in a post's length, as a share of the highest IDF. */
  unseenWeight: number;
  /**
   * Blends in the mean cosine to each community's k nearest corpus posts: share 0 = centroid only.
   * A short post often matches one or two corpus posts closely and the centroid only faintly.
   */
  neighbours?: { k: number; share: number };
}

/**
 * Bigrams ("fast_charger", "toll_plaza") measured +1.4 points of top-1 on the tuning set; a quarter
 * of the score from the 3 nearest corpus posts cut tuning posts flagged from 3.3% to 2.0%
 * (tests/bench/category-tune.ts; decision 014).
 */
export const DEFAULT_CLASSIFIER_OPTIONS: ClassifierOptions = {
  bigrams: true,
  unseenWeight: 1,
  neighbours: { k: 3, share: 0.25 },
};

export interface CategoryClassifier {
  corpusVersion: number;
  score(text: string): CategoryScore[];
}

function features(text: string, options: ClassifierOptions): string[] {
  const tokens = tokenise(text);
  if (!options.bigrams) return tokens;
  const pairs = tokens.slice(1).map((t, i) => `${tokens[i]}_${t}`);
  return [...tokens, ...pairs];
}

function counts(terms: string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
  return tf;
}

/**
 * Builds a classifier from a labelled corpus. Exported for tests and the tuning script; the app uses
 * the cached default through `scoreCategories` and `judgeCategory`.
 */
export function createCategoryClassifier(
  corpus: Record<string, string[]>,
  options: ClassifierOptions = DEFAULT_CLASSIFIER_OPTIONS,
  corpusVersion = 0,
): CategoryClassifier {
  const docs = Object.entries(corpus).flatMap(([communityId, texts]) =>
    texts.map((text) => ({ communityId, tf: counts(features(text, options)) })),
  );
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  // Smoothed IDF, as if one extra document held every term: never zero, never divides by zero.
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const [term, d] of df) idf.set(term, Math.log((1 + n) / (1 + d)) + 1);
  // A word the corpus never saw is as rare as can be: it still counts in a post's length, so a post
  // mostly about something else (a recipe with one "oil" in it) stays far from every centroid.
  const unseenIdf = (Math.log(1 + n) + 1) * options.unseenWeight;

  // Sublinear TF (1 + ln tf): a word said three times is not three times the topic.
  const vector = (tf: Map<string, number>): { weights: Map<string, number>; norm: number } => {
    const weights = new Map<string, number>();
    let sum = 0;
    for (const [term, count] of tf) {
      const known = idf.get(term);
      const w = (1 + Math.log(count)) * (known ?? unseenIdf);
      sum += w * w;
      if (known !== undefined) weights.set(term, w);
    }
    return { weights, norm: Math.sqrt(sum) };
  };

  const centroids = new Map<string, Map<string, number>>();
  for (const communityId of Object.keys(corpus)) centroids.set(communityId, new Map());
  const unitDocs: { communityId: string; weights: Map<string, number> }[] = [];
  for (const doc of docs) {
    const { weights, norm } = vector(doc.tf);
    const centroid = centroids.get(doc.communityId)!;
    for (const [term, w] of weights) centroid.set(term, (centroid.get(term) ?? 0) + w / norm);
    if (options.neighbours) {
      unitDocs.push({ communityId: doc.communityId, weights: new Map([...weights].map(([t, w]) => [t, w / norm])) });
    }
  }
  for (const centroid of centroids.values()) {
    const norm = Math.sqrt([...centroid.values()].reduce((s, w) => s + w * w, 0));
    for (const [term, w] of centroid) centroid.set(term, w / norm);
  }

  return {
    corpusVersion,
    score(text) {
      const { weights, norm } = vector(counts(features(text, options)));
      const cosine = (other: Map<string, number>): number => {
        let dot = 0;
        for (const [term, w] of weights) dot += w * (other.get(term) ?? 0);
        return norm > 0 ? dot / norm : 0;
      };
      const nearest = new Map<string, number>();
      const near = options.neighbours;
      if (near && near.share > 0) {
        const byCommunity = new Map<string, number[]>();
        for (const doc of unitDocs) {
          const list = byCommunity.get(doc.communityId) ?? [];
          list.push(cosine(doc.weights));
          byCommunity.set(doc.communityId, list);
        }
        for (const [communityId, list] of byCommunity) {
          const top = list.sort((a, b) => b - a).slice(0, near.k);
          nearest.set(communityId, top.reduce((s, x) => s + x, 0) / top.length);
        }
      }
      const share = near?.share ?? 0;
      const scores = [...centroids].map(([communityId, centroid]) => ({
        communityId,
        score: (1 - share) * cosine(centroid) + share * (nearest.get(communityId) ?? 0),
      }));
      return scores.sort((a, b) => b.score - a.score || a.communityId.localeCompare(b.communityId));
    },
  };
}

let cached: CategoryClassifier | undefined;

/** The classifier over the product's corpus, built on first use (a few milliseconds) and kept. */
function classifier(): CategoryClassifier {
  cached ??= createCategoryClassifier(CATEGORY_CORPUS, DEFAULT_CLASSIFIER_OPTIONS, CATEGORY_CORPUS_VERSION);
  return cached;
}

/** Every community's score for the text, best first. */
export function scoreCategories(text: string): CategoryScore[] {
  return classifier().score(text);
}

/** Turns scores into a verdict for a post written in `postedCommunityId` (pure, for tests and tuning). */
export function verdictFromScores(
  scores: CategoryScore[],
  postedCommunityId: string,
  thresholds: { minScore: number; mismatchMargin: number } = CATEGORY_THRESHOLDS,
): CategoryVerdict {
  const best = scores[0];
  if (!best || best.score < thresholds.minScore) return { kind: "undetermined", scores };
  const posted = scores.find((s) => s.communityId === postedCommunityId)?.score ?? 0;
  if (best.communityId !== postedCommunityId && posted < best.score * (1 - thresholds.mismatchMargin)) {
    return { kind: "mismatch", community: postedCommunityId, recommendedCommunity: best.communityId, scores };
  }
  return { kind: "fits", scores };
}

/**
 * The verdict for a post's text written in `postedCommunityId`: fits, a mismatch naming the
 * community that fits better (categoryMismatch), or undetermined (failedDetection).
 */
export function judgeCategory(
  text: string,
  postedCommunityId: string,
  thresholds: { minScore: number; mismatchMargin: number } = CATEGORY_THRESHOLDS,
): CategoryVerdict {
  return verdictFromScores(scoreCategories(text), postedCommunityId, thresholds);
}
