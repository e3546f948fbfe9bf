import type { Review } from "@core/review/reviews";

/** A review as the API shows it: the author's first name, never their id or e-mail. */
export function toApiReview(review: Review) {
  return {
    bookingId: review.bookingId,
    parkingId: review.parkingId,
    author: review.authorName,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  };
}
