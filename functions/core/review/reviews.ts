import type { User } from "../account/user";
import { actsAsAdmin, type Caller } from "../account/caller";
import { activityPut } from "../activity-log/activity-log";
import type { Booking } from "../booking/booking";
import { bookingKeys, getOwnBooking } from "../booking/booking-store";
import { checkCommentText } from "../content-check/post-check";
import { ConflictError, ContentRefusedError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { parkingKeys } from "../parking/parking";
import { TransactionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { retryOnLostRace } from "../ports/table/lost-race";
import { reviewFormSchema, type ReviewForm } from "./review-schema";

/**
 * Ratings and reviews of car parks (issue 14, decision 028). A review belongs to one booking
 * (`BOOKING#<id>` / `REVIEW`: one per booking by its key) and is written only by the booking's
 * owner once the stay is Completed, as core reads it. The car park keeps `ratingSum` and
 * `ratingCount`, moved by ADD in the review's own transaction: a new review adds its stars and one,
 * an edit the difference, a delete or a moderator's removal takes them away. Each write is
 * conditioned on the review's `version` as read, so two racing edits (or creates) never count twice:
 * the loser reads again and retries.
 *
 * The text goes through the content check's text checker, as comments do: always (a review, like a
 * comment, has no moderators' queue to wait in), and a refused text writes nothing.
 */
type Person = Pick<User, "id">;
type Author = Pick<User, "id" | "name">;
type Moderator = Pick<Caller, "id" | "role" | "proof"> & { email?: string };

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_MESSAGES = {
  notCompleted: "You can review a stay once it is completed.",
  notReviewed: "You have not reviewed this stay.",
  notFound: "Review not found.",
  parkingGone: "This car park no longer exists.",
  notModerator: "Only moderators can remove reviews.",
  inappropriate: "This review violates the community guidelines. Please clean it up before posting.",
  busy: "Someone changed this review at the same moment. Please try again.",
  saved: "Thank you: your review is saved.",
  deleted: "Your review is deleted.",
  removed: "The review is removed.",
  empty: "No reviews yet.",
} as const;

export const reviewKeys = {
  item: (bookingId: string) => ({ pk: bookingKeys.item(bookingId).pk, sk: "REVIEW" }),
  /** gsi1 partition of a car park's reviews; the sort key is `<createdAt>#<booking id>`. */
  list: (parkingId: string) => `PARKING#${parkingId}#REVIEWS`,
};

export interface Review {
  bookingId: string;
  parkingId: string;
  parkingName: string;
  authorId: string;
  /** The author's first name as it was when they wrote it (never their e-mail). */
  authorName: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** 1 at creation, +1 per edit: each write's condition. */
  version: number;
}

type ReviewItem = Review & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; entity: "review" };

function toReview(item: ReviewItem): Review {
  const { bookingId, parkingId, parkingName, authorId, authorName, rating, text, createdAt, updatedAt, version } = item;
  return { bookingId, parkingId, parkingName, authorId, authorName, rating, text, createdAt, updatedAt, version };
}

/** The name a review shows: the first word of the member's name, or "A driver" when they gave none. */
export function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0]?.slice(0, 40) || "A driver";
}

/** Moderating reviews: an admin (after the second factor), or a member with the platform's moderator role (decision 028). */
export function mayModerateReviews(person: Pick<Caller, "role" | "proof"> | undefined): boolean {
  return Boolean(person && (actsAsAdmin(person) || person.role === "moderator"));
}

export function requireReviewModerator(person: Pick<Caller, "role" | "proof">): void {
  if (!mayModerateReviews(person)) throw new ForbiddenError(REVIEW_MESSAGES.notModerator);
}

function parseReview(input: Record<string, unknown>): ReviewForm {
  const result = reviewFormSchema.safeParse(input);
  if (result.success) return result.data;
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues) (problems[String(issue.path[0] ?? "_")] ??= []).push(issue.message);
  throw new ValidationError(result.error.issues[0]!.message, problems);
}

async function readReview(table: Table, bookingId: string): Promise<ReviewItem | undefined> {
  if (!bookingId || bookingId.length > 100) return undefined;
  const key = reviewKeys.item(bookingId);
  return table.get<ReviewItem>(key.pk, key.sk, true);
}

/** The owner's booking (another member's is "not found", as everywhere in bookings) and its review, if any. */
export async function ownReview(table: Table, author: Person, bookingId: string): Promise<{ booking: Booking; review?: Review }> {
  const booking = await getOwnBooking(table, author.id, bookingId.slice(0, 100));
  const item = await readReview(table, booking.id);
  return { booking, review: item ? toReview(item) : undefined };
}

/** Whether this booking may be reviewed now (the booking page's link and the review page ask). */
export function mayReview(booking: Pick<Booking, "status">): boolean {
  return booking.status === "Completed";
}

/** The rating counters' update on the car park; it must exist (a removed car park takes no reviews). */
function moveCounters(parkingId: string, sum: number, count: number): TransactItem {
  return {
    Update: {
      Key: parkingKeys.item(parkingId),
      UpdateExpression: "ADD ratingSum :sum, ratingCount :count",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":sum": sum, ":count": count },
    },
  };
}

/** The review's own write is item 0 of every transaction here; a lost condition there is a race to retry. */
function lostRace(error: unknown): boolean {
  return error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed";
}

/**
 * Writes the owner's review of a Completed stay, or changes it: `created` says which. Refused text
 * gets the content check's message and nothing is written.
 */
export async function saveReview(
  table: Table,
  author: Author,
  bookingId: string,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<{ created: boolean; review: Review }> {
  const form = parseReview(input);
  const { booking } = await ownReview(table, author, bookingId);
  if (!mayReview(booking)) throw new ConflictError(REVIEW_MESSAGES.notCompleted);
  const text = form.text ?? "";
  if (text && checkCommentText(text).kind === "inappropriate") {
    throw new ContentRefusedError(REVIEW_MESSAGES.inappropriate, { type: "inappropriateContent" });
  }
  return retryOnLostRace(
    async () => {
      const existing = await readReview(table, booking.id);
      const at = now.toISOString();
      const createdAt = existing?.createdAt ?? at;
      const item: ReviewItem = {
        ...reviewKeys.item(booking.id),
        gsi1pk: reviewKeys.list(booking.parkingId),
        gsi1sk: `${createdAt}#${booking.id}`,
        entity: "review",
        bookingId: booking.id,
        parkingId: booking.parkingId,
        parkingName: booking.parkingName,
        authorId: author.id,
        authorName: firstName(author.name),
        rating: form.rating,
        text,
        createdAt,
        updatedAt: at,
        version: (existing?.version ?? 0) + 1,
      };
      const put: TransactItem = existing
        ? {
            Put: {
              Item: item,
              ConditionExpression: "version = :seen AND authorId = :author",
              ExpressionAttributeValues: { ":seen": existing.version, ":author": author.id },
            },
          }
        : { Put: { Item: item, ConditionExpression: "attribute_not_exists(pk)" } };
      const counters = existing
        ? moveCounters(booking.parkingId, form.rating - existing.rating, 0)
        : moveCounters(booking.parkingId, form.rating, 1);
      try {
        await table.transact([put, counters]);
        return { created: !existing, review: toReview(item) };
      } catch (error) {
        if (!lostRace(error) && error instanceof TransactionFailedError && error.conditionFailed)
          throw new NotFoundError(REVIEW_MESSAGES.parkingGone);
        throw error;
      }
    },
    { lostRace, giveUp: () => new ConflictError(REVIEW_MESSAGES.busy) },
  );
}

/**
 * Deletes a review and takes its stars off the car park, conditioned on the version read (a racing
 * edit makes this read again). `extra` rides in the same transaction (the removal's log entry).
 */
async function deleteCounted(
  table: Table,
  bookingId: string,
  allowed: (review: ReviewItem) => void,
  extra: (review: ReviewItem) => TransactItem[] = () => [],
): Promise<Review> {
  return retryOnLostRace(
    async () => {
      const review = await readReview(table, bookingId);
      if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      allowed(review);
      try {
        await table.transact([
          {
            Delete: {
              Key: reviewKeys.item(review.bookingId),
              ConditionExpression: "version = :seen",
              ExpressionAttributeValues: { ":seen": review.version },
            },
          },
          // The counters go down only with a review that was counted: never below what the reviews hold.
          moveCounters(review.parkingId, -review.rating, -1),
          ...extra(review),
        ]);
        return toReview(review);
      } catch (error) {
        if (
          !lostRace(error) &&
          error instanceof TransactionFailedError &&
          error.conditionFailed &&
          error.reasons[1] === "ConditionalCheckFailed"
        ) {
          // The car park is gone: the review goes (with its log entry) without counters to move.
          await table.transact([
            {
              Delete: {
                Key: reviewKeys.item(review.bookingId),
                ConditionExpression: "version = :seen",
                ExpressionAttributeValues: { ":seen": review.version },
              },
            },
            ...extra(review),
          ]);
          return toReview(review);
        }
        throw error;
      }
    },
    { lostRace, giveUp: () => new ConflictError(REVIEW_MESSAGES.busy) },
  );
}

/** The author deletes their review of their own booking. */
export async function deleteReview(table: Table, author: Person, bookingId: string): Promise<Review> {
  const { booking, review } = await ownReview(table, author, bookingId);
  if (!review) throw new NotFoundError(REVIEW_MESSAGES.notReviewed);
  return deleteCounted(table, booking.id, (current) => {
    if (current.authorId !== author.id) throw new NotFoundError(REVIEW_MESSAGES.notReviewed);
  });
}

/** A moderator removes an abusive review; the activity log records who, which and why. */
export async function removeReview(table: Table, moderator: Moderator, bookingId: string, reason = "", now = new Date()): Promise<Review> {
  requireReviewModerator(moderator);
  const why = reason.trim().slice(0, 500);
  return deleteCounted(
    table,
    bookingId,
    () => undefined,
    (review) => [
      activityPut(
        {
          kind: moderator.role === "admin" ? "admin" : "moderator",
          action: "remove-review",
          actorId: moderator.id,
          actorEmail: moderator.email,
          targetId: review.bookingId,
          summary: `Removed a ${review.rating}-star review by ${review.authorName} of ${review.parkingName}.`,
          ...(why ? { reason: why } : {}),
        },
        now,
      ),
    ],
  );
}

/** A car park's reviews, newest first, a page at a time (public: anyone may read them). */
export async function listReviews(
  table: Table,
  parkingId: string,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<{ reviews: Review[]; cursor?: string }> {
  if (!parkingId || parkingId.length > 100) return { reviews: [] };
  const result = await table.query<ReviewItem>({
    index: "gsi1",
    pk: reviewKeys.list(parkingId),
    newestFirst: true,
    limit: Math.min(Math.max(1, page.limit ?? REVIEW_PAGE_SIZE), 50),
    cursor: page.cursor,
  });
  return { reviews: result.items.map(toReview), cursor: result.cursor };
}

/** Which of the owner's bookings (a page of the Completed tab) have a review: one BatchGet. */
export async function reviewedAmong(table: Table, author: Person, bookings: Pick<Booking, "id" | "userId">[]): Promise<Set<string>> {
  const own = bookings.filter((b) => b.userId === author.id).map((b) => b.id);
  if (own.length === 0) return new Set();
  const items = await table.batchGet<ReviewItem>(own.map((id) => reviewKeys.item(id)));
  return new Set(items.filter((item) => item.authorId === author.id).map((item) => item.bookingId));
}
