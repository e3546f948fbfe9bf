/**
 * A car park's rating from the two counters its item keeps (`ratingSum`, `ratingCount`, moved in
 * each review's own transaction: review/reviews.ts). Isomorphic: pages format it on the server.
 */
export interface Rating {
  /** The mean of the stars, unrounded. */
  average: number;
  count: number;
}

export function ratingOf(parking: { ratingSum?: number; ratingCount?: number }): Rating | undefined {
  const count = parking.ratingCount ?? 0;
  if (count <= 0) return undefined;
  return { average: (parking.ratingSum ?? 0) / count, count };
}

/** One decimal, as cards and the detail page show it: 4.25 → "4.3", 4 → "4.0". */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** "4.3 out of 5 (12 reviews)", the words a screen reader and the cards both use. */
export function ratingText(rating: Rating): string {
  return `${formatAverage(rating.average)} out of 5 (${rating.count} ${rating.count === 1 ? "review" : "reviews"})`;
}

/** The API's shape: the average to one decimal, and the count. */
export function publicRating(parking: { ratingSum?: number; ratingCount?: number }): { average: number; count: number } | null {
  const rating = ratingOf(parking);
  return rating ? { average: Number(formatAverage(rating.average)), count: rating.count } : null;
}
