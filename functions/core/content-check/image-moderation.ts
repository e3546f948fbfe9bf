import { DEFAULT_CHECK_SETTINGS } from "./check-settings-schema";

/**
 * How a picture's moderation labels become a verdict (issue 12, spec community.md §4): one table of
 * thresholds for both checkers, Amazon Rekognition in AWS and nsfwjs locally (their adapters in
 * `ports/content/` map what they see to Rekognition's label names), so a threshold is changed in
 * one place. Admins tune them (issue 13, decision 022: content-check/check-settings.ts).
 *
 * Names are Rekognition's top-level moderation categories (taxonomy v7). A category not listed here
 * (swimwear, alcohol, gambling…) never blocks a post: a car park photo with a beer advert is fine.
 */
export interface ModerationLabel {
  name: string;
  /** The label's parent in Rekognition's taxonomy; absent for a top-level category. */
  parentName?: string;
  /** 0–100. */
  confidence: number;
}

/** The lowest confidence (0–100) at which a category blocks a picture. */
export type ModerationThresholds = Readonly<Record<string, number>>;

/**
 * The defaults (decision 015's table), kept with the admin's settings form in
 * check-settings-schema.ts; what the checks use is the stored settings (check-settings.ts).
 */
export const IMAGE_MODERATION_THRESHOLDS: ModerationThresholds = DEFAULT_CHECK_SETTINGS.imageThresholds;

export type ContentVerdict = { ok: true } | { ok: false; reasons: string[] };

/** The categories a picture's labels reach: none → ok. */
export function judgeImageLabels(
  labels: readonly ModerationLabel[],
  thresholds: ModerationThresholds = IMAGE_MODERATION_THRESHOLDS,
): ContentVerdict {
  const reasons = new Set<string>();
  for (const label of labels) {
    // Rekognition lists a top-level category itself as well as its children; a child counts for its parent.
    const category =
      label.name in thresholds ? label.name : label.parentName && label.parentName in thresholds ? label.parentName : undefined;
    if (category && label.confidence >= thresholds[category]!) reasons.add(category);
  }
  return reasons.size === 0 ? { ok: true } : { ok: false, reasons: [...reasons] };
}
