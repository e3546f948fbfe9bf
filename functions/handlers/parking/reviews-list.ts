import { z } from "zod";
import { listReviews } from "@core/review/reviews";
import { getParking } from "@core/parking/parking-store";
import { publicRating } from "@core/review/rating";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { httpHandler } from "../shared/http";
import { toApiReview } from "../shared/review-json";

const query = z.object({ cursor: z.string().max(1000).optional() });

/**
 * GET /api/reviews/parking/{id}?cursor → {rating, reviews, nextCursor}: a car park's rating and its
 * reviews, newest first, 10 a page. Public, as the detail page is.
 */
export const handler = httpHandler(async (req) => {
  const { cursor } = parseWith(query, req.query);
  const table = services().table;
  const id = req.params.id ?? "";
  const parking = id.length <= 100 ? await getParking(table, id) : undefined;
  if (!parking) throw new NotFoundError("Car park not found.");
  const page = await listReviews(table, parking.id, { cursor });
  return { body: { rating: publicRating(parking), reviews: page.reviews.map(toApiReview), nextCursor: page.cursor ?? null } };
});
