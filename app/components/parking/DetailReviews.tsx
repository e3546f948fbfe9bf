import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { FormReply } from "~/components/kit/forms";
import { ErrorList } from "~/components/kit/error-list";
import { fill } from "@core/i18n/catalogue";
import type { DetailMessages } from "~/i18n/parking/texts";

/** The reviews as the detail page's loader gives them (app/routes/parking/parts/parking-detail.server.ts). */
export interface ReviewsView {
  summary: { average: string; count: number; label: string } | null;
  items: { bookingId: string; author: string; rating: number; text: string; date: string; at: string }[];
  moreHref: string | null;
  canRemove: boolean;
  removed: string | null;
}

/** The car park's reviews (decision 028): the average and count, then each review, newest first. */
export function DetailReviews({ reviews, t }: { reviews: ReviewsView; t: DetailMessages }) {
  // A refused removal: the form kit's reply for a lone button, with the review it was about.
  const reply = useActionData<FormReply & { bookingId?: string }>();
  const navigation = useNavigation();
  const removing = navigation.state === "submitting" ? navigation.formData?.get("bookingId") : undefined;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="order-6">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
        {t.reviews}
      </h2>
      {reviews.removed ? (
        <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {reviews.removed}
        </p>
      ) : null}
      {reviews.summary ? (
        <p className="mt-2 text-slate-700" data-testid="rating-summary">
          {`${t.rated} `}
          <span className="font-semibold text-slate-900">{fill(t.ratedValue, { average: reviews.summary.average })}</span>
          {` ${fill(t.ratedFrom, { label: reviews.summary.label })}`}
        </p>
      ) : null}
      {reviews.items.length === 0 ? (
        <p className="mt-2 text-slate-600">{t.noReviews}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.items.map((review) => (
            <li key={review.bookingId}>
              <article
                aria-label={fill(t.reviewBy, { author: review.author })}
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-semibold text-slate-900">{review.author}</span>
                  <span className="text-amber-500" aria-hidden="true">
                    {"★".repeat(review.rating)}
                    <span className="text-slate-300">{"★".repeat(5 - review.rating)}</span>
                  </span>
                  <span className="sr-only">{review.rating === 1 ? t.oneStar : fill(t.stars, { rating: review.rating })}</span>
                  <time dateTime={review.at} className="text-sm text-slate-500">
                    {review.date}
                  </time>
                </p>
                {review.text ? <p className="mt-2 whitespace-pre-line text-slate-700">{review.text}</p> : null}
                {reviews.canRemove ? (
                  <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="bookingId" value={review.bookingId} />
                    <label className="flex flex-col text-xs font-semibold text-slate-700">
                      {t.removalReason}
                      <input
                        name="reason"
                        maxLength={500}
                        className="mt-1 rounded-md border border-slate-300 px-2 py-1 text-sm font-normal"
                      />
                    </label>
                    <button
                      type="submit"
                      disabled={removing === review.bookingId}
                      className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                    >
                      {removing === review.bookingId ? t.removing : fill(t.removeReviewBy, { author: review.author })}
                    </button>
                    {reply?.bookingId === review.bookingId ? (
                      <ErrorList id={`remove-${review.bookingId}-error`} errors={reply.result.error?.[""] ?? undefined} />
                    ) : null}
                  </Form>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {reviews.moreHref ? (
        <a href={reviews.moreHref} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          {t.moreReviews}
        </a>
      ) : null}
    </section>
  );
}
