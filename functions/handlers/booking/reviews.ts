import { z } from "zod";
import { removeReview, deleteReview, REVIEW_MESSAGES, saveReview } from "@core/review/reviews";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { NotFoundError } from "@core/errors";
import { requireCaller, requireStaffCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";
import { toApiReview } from "../shared/review-json";

const removal = z.object({ reason: z.string().max(500).optional() });

/**
 * A booking's review (decision 028); core decides who may (the booking's owner, once Completed;
 * moderators for a removal):
 * - PUT /api/reviews/booking/{id} {rating, text?} → 201 when written, 200 when changed;
 * - DELETE /api/reviews/booking/{id} → 200, the author's own review;
 * - POST /api/reviews/booking/{id}/remove {reason?} → 200, a moderator's removal (a moderator's
 *   member token, or an admin's token from the second factor).
 */
export const handler = httpHandler(async (req) => {
  const table = services().table;
  const bookingId = req.params.id ?? "";
  if (req.method === "POST") {
    const moderator = await requireStaffCaller(req);
    const { reason } = parseWith(removal, await req.fields());
    await removeReview(table, moderator, bookingId, reason);
    return { body: { message: REVIEW_MESSAGES.removed } };
  }
  const caller = await requireCaller(req);
  if (req.method === "PUT") {
    const { created, review } = await saveReview(table, caller, bookingId, await req.fields());
    return { status: created ? 201 : 200, body: { message: REVIEW_MESSAGES.saved, review: toApiReview(review) } };
  }
  if (req.method === "DELETE") {
    await deleteReview(table, caller, bookingId);
    return { body: { message: REVIEW_MESSAGES.deleted } };
  }
  throw new NotFoundError();
});
