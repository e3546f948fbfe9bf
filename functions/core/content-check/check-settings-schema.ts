import { z } from "zod";

/**
 * The content-check settings' shape, defaults and form rules (issue 13, the admin area's
 * "content-check settings"; decision 022). Only zod and constants here: the admin page checks the
 * same rules in the browser, and core (check-settings.ts) checks them again before it writes.
 *
 * The defaults are the values the checks were tuned with (decision 014 for the topic, 015 for the
 * pictures); with no stored settings the checks behave exactly as before.
 */
export const CHECK_NAMES = ["text", "category", "image", "video"] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export const CHECK_LABELS: Record<CheckName, string> = {
  text: "Text abuse check",
  category: "Topic (category) check",
  image: "Picture check",
  video: "Video check",
};

/**
 * Rekognition's top-level moderation categories that block a picture or video, each with the form
 * field that holds its threshold. The names are the labels the checkers report (decision 015).
 */
export const IMAGE_CATEGORIES = [
  { field: "explicit", name: "Explicit", threshold: 60 },
  { field: "nonExplicitNudity", name: "Non-Explicit Nudity of Intimate parts and Kissing", threshold: 85 },
  { field: "violence", name: "Violence", threshold: 70 },
  { field: "visuallyDisturbing", name: "Visually Disturbing", threshold: 70 },
  { field: "hateSymbols", name: "Hate Symbols", threshold: 60 },
  { field: "rudeGestures", name: "Rude Gestures", threshold: 85 },
  { field: "drugsTobacco", name: "Drugs & Tobacco", threshold: 90 },
] as const;
export type ImageCategoryField = (typeof IMAGE_CATEGORIES)[number]["field"];

export interface ContentCheckSettings {
  /** Which checks run; one switched off sends the posts it would judge to moderator review. */
  checks: Record<CheckName, boolean>;
  /** The lowest confidence (0–100) at which each picture/video category blocks a post. */
  imageThresholds: Record<string, number>;
  /** The topic classifier's floor and mismatch margin (decision 014). */
  category: { minScore: number; mismatchMargin: number };
}

export const DEFAULT_CHECK_SETTINGS: ContentCheckSettings = {
  checks: { text: true, category: true, image: true, video: true },
  imageThresholds: Object.fromEntries(IMAGE_CATEGORIES.map((c) => [c.name, c.threshold])),
  category: { minScore: 0.05, mismatchMargin: 0.5 },
};

/**
 * Sane ranges. Rekognition is asked for labels from 50% confidence (MinConfidence 50), so a picture
 * threshold below 50 would act as 50; above 100 nothing would ever block. The topic floor and
 * margin keep the classifier useful: a floor of 0 would never say "undetermined", one above 0.5
 * would send most on-topic posts there (their cosines are ~0.05–0.3); a margin of 0 would call
 * every near tie a mismatch, one of 1 never.
 */
export const SETTINGS_LIMITS = {
  image: { min: 50, max: 100 },
  minScore: { min: 0.01, max: 0.5 },
  mismatchMargin: { min: 0.1, max: 0.9 },
} as const;

export const CHECK_SETTINGS_MESSAGES = {
  imageThreshold: `Please enter a whole number from ${SETTINGS_LIMITS.image.min} to ${SETTINGS_LIMITS.image.max}.`,
  minScore: `Please enter a number from ${SETTINGS_LIMITS.minScore.min} to ${SETTINGS_LIMITS.minScore.max}.`,
  mismatchMargin: `Please enter a number from ${SETTINGS_LIMITS.mismatchMargin.min} to ${SETTINGS_LIMITS.mismatchMargin.max}.`,
  changed: "Another admin changed these settings meanwhile. Please look at the current values and save again.",
  unchanged: "Nothing changed: these are the settings already in force.",
} as const;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
const number = (message: string, min: number, max: number, whole = false) => {
  const base = z.coerce.number({ invalid_type_error: message, required_error: message }).min(min, message).max(max, message);
  return whole ? base.int(message) : base;
};

const imageFields = Object.fromEntries(
  IMAGE_CATEGORIES.map((c) => [
    c.field,
    number(CHECK_SETTINGS_MESSAGES.imageThreshold, SETTINGS_LIMITS.image.min, SETTINGS_LIMITS.image.max, true),
  ]),
) as Record<ImageCategoryField, z.ZodNumber>;

/** The admin's form: a box per check, a number per threshold, and the version the admin saw. */
export const checkSettingsFormSchema = z.object({
  textCheck: checkbox,
  categoryCheck: checkbox,
  imageCheck: checkbox,
  videoCheck: checkbox,
  minScore: number(CHECK_SETTINGS_MESSAGES.minScore, SETTINGS_LIMITS.minScore.min, SETTINGS_LIMITS.minScore.max),
  mismatchMargin: number(CHECK_SETTINGS_MESSAGES.mismatchMargin, SETTINGS_LIMITS.mismatchMargin.min, SETTINGS_LIMITS.mismatchMargin.max),
  ...imageFields,
  /** The stored version the form was filled from (0: none stored yet); a save from an older one is refused. */
  version: z.coerce.number().int().min(0).default(0),
});
export type CheckSettingsForm = z.infer<typeof checkSettingsFormSchema>;

/** The settings a valid form describes. */
export function settingsFromForm(form: CheckSettingsForm): ContentCheckSettings {
  return {
    checks: { text: form.textCheck, category: form.categoryCheck, image: form.imageCheck, video: form.videoCheck },
    imageThresholds: Object.fromEntries(IMAGE_CATEGORIES.map((c) => [c.name, form[c.field]])),
    category: { minScore: form.minScore, mismatchMargin: form.mismatchMargin },
  };
}

/** Settings as the form shows them (strings, "on" for a ticked box). */
export function formValuesOf(settings: ContentCheckSettings, version: number): Record<string, string> {
  const box = (on: boolean) => (on ? "on" : "");
  return {
    textCheck: box(settings.checks.text),
    categoryCheck: box(settings.checks.category),
    imageCheck: box(settings.checks.image),
    videoCheck: box(settings.checks.video),
    minScore: String(settings.category.minScore),
    mismatchMargin: String(settings.category.mismatchMargin),
    ...Object.fromEntries(IMAGE_CATEGORIES.map((c) => [c.field, String(settings.imageThresholds[c.name] ?? c.threshold)])),
    version: String(version),
  };
}

/** What differs between two settings, one line each ("Picture check: on → off", "Explicit: 60 → 70"). */
export function settingsChanges(before: ContentCheckSettings, after: ContentCheckSettings): string[] {
  const onOff = (on: boolean) => (on ? "on" : "off");
  const changes: string[] = [];
  for (const name of CHECK_NAMES)
    if (before.checks[name] !== after.checks[name])
      changes.push(`${CHECK_LABELS[name]}: ${onOff(before.checks[name])} → ${onOff(after.checks[name])}`);
  for (const c of IMAGE_CATEGORIES)
    if (before.imageThresholds[c.name] !== after.imageThresholds[c.name])
      changes.push(`${c.name} threshold: ${before.imageThresholds[c.name]} → ${after.imageThresholds[c.name]}`);
  if (before.category.minScore !== after.category.minScore)
    changes.push(`Topic floor: ${before.category.minScore} → ${after.category.minScore}`);
  if (before.category.mismatchMargin !== after.category.mismatchMargin)
    changes.push(`Topic mismatch margin: ${before.category.mismatchMargin} → ${after.category.mismatchMargin}`);
  return changes;
}
