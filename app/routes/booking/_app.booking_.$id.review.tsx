import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList, Field, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { detailHref } from "~/utils/detail-link";
import { invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import { orNotFound } from "~/utils/http.server";
import { replyFor } from "~/routes/booking/parts/reply-for.server";
import { formatIndia } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { getParking } from "@core/parking/parking-store";
import { reviewFormSchema, REVIEW_TEXT_MAX } from "@core/review/review-schema";
import { deleteReview, mayReview, ownReview, REVIEW_MESSAGES, saveReview } from "@core/review/reviews";
import { services } from "@core/services";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { REVIEW_STAY } from "~/i18n/booking/review.server";
import { pageLanguage } from "~/i18n/language.server";
import { Filled } from "~/components/booking/Filled";

/**
 * Reviewing a Completed stay (issue 14, decision 028): 1–5 stars as radio buttons and an optional
 * text, Save; once written, the same page edits it and offers "Delete your review". Plain form
 * posts, so it works without JavaScript; core decides who may (only the booking's owner, only once
 * the stay is Completed) and checks the text. Another member's booking is simply not found.
 *
 * (`booking_` keeps this page out of the /booking list's layout: it is a page of its own.)
 */
const STARS = [1, 2, 3, 4, 5] as const;

async function own(request: Request, id: string | undefined) {
  const { user } = await requireUser(request);
  return { user, ...(await orNotFound(ownReview(services().table, user, id ?? ""))) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { booking, review } = await own(request, params.id);
  const language = await pageLanguage(request);
  const parking = await getParking(services().table, booking.parkingId);
  return {
    booking: {
      code: booking.code,
      parkingName: booking.parkingName,
      arrival: formatIndia(new Date(booking.inTime), language),
      departure: formatIndia(new Date(booking.outTime), language),
    },
    parkingHref: parking ? detailHref({ name: parking.name, city: parking.city, id: parking.id }) : null,
    refusal: mayReview(booking) ? null : translateMessage(REVIEW_MESSAGES.notCompleted, language),
    review: review ? { rating: String(review.rating), text: review.text } : null,
    t: REVIEW_STAY.pick(language),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, booking } = await own(request, params.id);
  const formData = await request.formData();
  const table = services().table;
  if (formData.get("intent") === "delete") {
    try {
      await deleteReview(table, user, booking.id);
    } catch (error) {
      return replyWithRefusal(request, error, {
        logMessage: "review delete failed",
        logFields: { userId: user.id, bookingId: booking.id },
        extra: { form: "delete" as const },
      });
    }
    return redirect(`/booking?status=Completed&notice=review-deleted`);
  }
  const submission = parseWithZod(formData, { schema: reviewFormSchema });
  if (submission.status !== "success") return replyFor("save", await invalidSubmission(request, submission));
  try {
    await saveReview(table, user, booking.id, submission.value);
  } catch (error) {
    return replyFor(
      "save",
      await replyWithError(request, submission, error, {
        logMessage: "review save failed",
        logFields: { userId: user.id, bookingId: booking.id },
      }),
    );
  }
  return redirect(`/booking?status=Completed&notice=reviewed`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Review your stay") }];

export default function ReviewStay() {
  const { booking, parkingHref, refusal, review, t } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const deleteReply = reply?.form === "delete" ? reply.result : undefined;
  const saveReply = reply?.form === "save" ? reply.result : undefined;
  const { form, fields, formProps } = useKitForm(reviewFormSchema, {
    id: "review",
    lastResult: saveReply,
    defaultValue: review ? { rating: review.rating, text: review.text } : undefined,
  });
  const remove = useKitForm(NO_FIELDS, { id: "delete-review", lastResult: deleteReply });
  const ratingHint = `${fields.rating.id}-hint`;

  return (
    <div className="max-w-2xl">
      <Link to="/booking?status=Completed" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span>
        {t.backToBookings}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{review ? t.editReview : t.writeReview}</h1>

      <section aria-labelledby="review-parking" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="review-parking" className="text-lg font-semibold text-slate-900">
          {parkingHref ? (
            <Link to={parkingHref} className="hover:underline">
              {booking.parkingName}
            </Link>
          ) : (
            booking.parkingName
          )}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Filled
            template={t.bookingLine}
            values={{ code: <span className="font-mono font-semibold">{booking.code}</span>, from: booking.arrival, to: booking.departure }}
          />
        </p>

        {refusal ? (
          <p role="alert" className="mt-5 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {refusal}
          </p>
        ) : (
          <Form method="post" {...formProps} className="mt-5 space-y-5">
            <input type="hidden" name="intent" value="save" />
            <fieldset aria-describedby={`${ratingHint} ${fields.rating.errorId}`} aria-invalid={fields.rating.errors ? true : undefined}>
              <legend className="text-sm font-semibold text-slate-800">{t.yourRating}</legend>
              <p id={ratingHint} className="mt-1 text-xs text-slate-500">
                {t.ratingHint}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {STARS.map((n) => (
                  <label
                    key={n}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={fields.rating.name}
                      value={String(n)}
                      defaultChecked={fields.rating.initialValue === String(n)}
                      className="h-4 w-4 accent-brand-600"
                    />
                    <span aria-hidden="true" className="text-amber-500">
                      {"★".repeat(n)}
                    </span>
                    {n === 1 ? t.oneStar : fill(t.nStars, { n })}
                  </label>
                ))}
              </div>
              <ErrorList id={fields.rating.errorId} errors={fields.rating.errors} />
            </fieldset>
            <Field
              meta={fields.text}
              label={t.yourReview}
              hint={fill(t.reviewHint, { max: REVIEW_TEXT_MAX })}
              multiline
              textareaProps={{ rows: 5 }}
            />
            <ErrorList id={form.errorId} errors={form.errors} />
            <SubmitButton busy={intent === "save"} busyLabel={t.saving} variant="inline">
              {t.save}
            </SubmitButton>
          </Form>
        )}
      </section>

      {review ? (
        <section aria-labelledby="delete-review" className="mt-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="delete-review" className="text-lg font-semibold text-slate-900">
            {t.deleteHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t.deleteText}</p>
          <Form method="post" {...remove.formProps} className="mt-4">
            <input type="hidden" name="intent" value="delete" />
            <ErrorList id={remove.form.errorId} errors={remove.form.errors} />
            <SubmitButton busy={intent === "delete"} busyLabel={t.deleting} variant="danger">
              {t.deleteHeading}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
