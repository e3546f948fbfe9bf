import { describe, expect, it } from "vitest";
import { CATEGORY_CORPUS, CATEGORY_CORPUS_VERSION } from "@core/content-check/category-corpus";
import {
  CATEGORY_THRESHOLDS,
  hasEnoughText,
  judgeCategory,
  scoreCategories,
  stem,
  tokenise,
  verdictFromScores,
} from "@core/content-check/category";
import { COMMUNITY_IDS } from "../../infra/local/seed/community-content";

/** The post category classifier (issue 12): verdicts on clear cases, and the rules that make them. */
describe("judgeCategory", () => {
  it("names Car Care for a car service posted in Electric Vehicles", () => {
    const verdict = judgeCategory("My car's 40,000 km service at the Maruti workshop: oil, filters and brake pads", "electric-vehicles");
    expect(verdict).toMatchObject({ kind: "mismatch", community: "electric-vehicles", recommendedCommunity: "car-care" });
  });

  it("cannot place a recipe (failedDetection), wherever it is posted", () => {
    for (const community of COMMUNITY_IDS) {
      expect(judgeCategory("Add the ghee, jeera and chopped onions, then simmer the dal for 20 minutes", community).kind).toBe(
        "undetermined",
      );
    }
  });

  it("accepts a FASTag and toll post in Road Trips and a charging post in Electric Vehicles", () => {
    expect(judgeCategory("FASTag recharge done before the drive to Jaipur; the tolls on NH48 came to 600 rupees", "road-trips").kind).toBe(
      "fits",
    );
    expect(judgeCategory("The charging station at the mall had two fast chargers free, 30 minutes to 80%", "electric-vehicles").kind).toBe(
      "fits",
    );
  });

  it("scores every community, best first", () => {
    const scores = scoreCategories("Helmet and riding gloves for my Royal Enfield");
    expect(scores.map((s) => s.communityId).sort()).toEqual([...COMMUNITY_IDS].sort());
    expect(scores[0]!.communityId).toBe("two-wheelers");
    for (let i = 1; i < scores.length; i++) expect(scores[i - 1]!.score).toBeGreaterThanOrEqual(scores[i]!.score);
  });

  it("says undetermined for text with no known words", () => {
    expect(judgeCategory("", "car-care").kind).toBe("undetermined");
    expect(scoreCategories("").every((s) => s.score === 0)).toBe(true);
  });
});

describe("verdictFromScores: the thresholds", () => {
  const { minScore, mismatchMargin } = CATEGORY_THRESHOLDS;
  const scores = (best: number, posted: number) => [
    { communityId: "car-care", score: best },
    { communityId: "electric-vehicles", score: posted },
  ];

  it("are exported, with a score floor and a relative margin", () => {
    expect(minScore).toBeGreaterThan(0);
    expect(mismatchMargin).toBeGreaterThan(0);
    expect(mismatchMargin).toBeLessThan(1);
  });

  it("best below minScore → undetermined, even when a mismatch would follow", () => {
    expect(verdictFromScores(scores(minScore * 0.99, 0), "electric-vehicles").kind).toBe("undetermined");
  });

  it("posted below best × (1 − margin) → mismatch; at or above it → fits", () => {
    const best = 0.3;
    const edge = best * (1 - mismatchMargin);
    expect(verdictFromScores(scores(best, edge * 0.99), "electric-vehicles")).toMatchObject({
      kind: "mismatch",
      recommendedCommunity: "car-care",
    });
    expect(verdictFromScores(scores(best, edge * 1.01), "electric-vehicles").kind).toBe("fits");
    expect(verdictFromScores(scores(best, 0), "car-care").kind).toBe("fits");
  });
});

describe("the corpus and the text", () => {
  it("is versioned, covers the six seeded communities, 80 or more posts each", () => {
    expect(CATEGORY_CORPUS_VERSION).toBeGreaterThanOrEqual(1);
    expect(Object.keys(CATEGORY_CORPUS).sort()).toEqual([...COMMUNITY_IDS].sort());
    for (const posts of Object.values(CATEGORY_CORPUS)) expect(posts.length).toBeGreaterThanOrEqual(80);
  });

  it("tokenises: lowercase, Indian terms kept, stop words and Hinglish fillers dropped, light stemming", () => {
    expect(tokenise("Bhai, FASTag ka challan hai kya? EV chargers!")).toEqual(["fastag", "challan", "ev", "charger"]);
    expect(stem("batteries")).toBe("battery");
    expect(stem("charging")).toBe("charg");
    expect(stem("bus")).toBe("bus");
  });

  it("hasEnoughText: an image-only post or a two-word caption is not classified", () => {
    expect(hasEnoughText("")).toBe(false);
    expect(hasEnoughText("Nice ride!")).toBe(false);
    expect(hasEnoughText("Toll plaza queue on NH48")).toBe(true);
  });
});
