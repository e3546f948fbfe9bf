import { parkingTips } from "./corpus/parking-tips";
import { electricVehicles } from "./corpus/electric-vehicles";
import { twoWheelers } from "./corpus/two-wheelers";
import { carCare } from "./corpus/car-care";
import { roadTrips } from "./corpus/road-trips";
import { trafficAndCommuting } from "./corpus/traffic-and-commuting";

/**
 * The labelled corpus the post category classifier (./category.ts) learns from (issue 12): short,
 * realistic posts for each of the six seeded communities, Indian context. Data, versioned: bump
 * CATEGORY_CORPUS_VERSION whenever a sentence is added, removed or moved, so a verdict can be traced
 * to the corpus that produced it. Keep it free of the bench's held-out posts
 * (tests/bench/data/category-heldout.ts), or the bench stops measuring anything.
 */
export const CATEGORY_CORPUS_VERSION = 4;

/** One file per community under ./corpus/, in this order (the classifier reads them in it). */
export const CATEGORY_CORPUS: Record<string, string[]> = {
  "parking-tips": parkingTips,
  "electric-vehicles": electricVehicles,
  "two-wheelers": twoWheelers,
  "car-care": carCare,
  "road-trips": roadTrips,
  "traffic-and-commuting": trafficAndCommuting,
};
