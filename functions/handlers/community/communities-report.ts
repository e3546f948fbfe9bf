import { REPORT_MESSAGES } from "@core/moderation/report";
import { reportPost } from "@core/moderation/reports";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/**
 * POST /api/communities/report {info: {postId, reportReason, communityId}} (spec §3, §7), with an
 * optional `details` beside a listed reason. Answers 201 for a new report; a member's second report
 * of the same post is 200 with its own message and changes nothing (one report per member per post).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const fields = await req.fields();
  // The spec wraps the payload in `info`; a flat body is read the same way.
  const info = fields.info && typeof fields.info === "object" ? (fields.info as Record<string, unknown>) : fields;
  const { alreadyReported } = await reportPost(services().table, caller, {
    postId: text(info.postId, 200),
    // Cut well above core's limits, so core's message is the one a client sees.
    reportReason: text(info.reportReason, 5000),
    details: text(info.details, 5000),
    communityId: text(info.communityId, 200) || undefined,
  });
  return alreadyReported
    ? { body: { message: REPORT_MESSAGES.alreadyReported, isReported: true, alreadyReported: true } }
    : { status: 201, body: { message: REPORT_MESSAGES.reported, isReported: true, alreadyReported: false } };
});
