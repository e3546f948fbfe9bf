import type { SNSEvent } from "aws-lambda";
import { advanceDraft, sweepPostDrafts, type DraftSweep } from "@core/community/draft-sweeper";
import { getDraft } from "@core/community/post-drafts";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { withTelemetry } from "../shared/telemetry";

/**
 * The content-check function (issue 12): one Lambda for the two ways a waiting post moves on.
 * - Rekognition's SNS completion of a video job: the message's JobTag is the post's id; that draft
 *   (if it still waits for this job) is read, judged and published or removed at once.
 * - The schedule (EventBridge, every few minutes; locally the embedded stack's timer): held checks
 *   are retried with back-off, video jobs whose completion never came are read, unanswered drafts
 *   expire (community/draft-sweeper.ts).
 */
interface VideoCompletion {
  JobId?: string;
  Status?: string;
  JobTag?: string;
}

async function run(event: Partial<SNSEvent> = {}): Promise<DraftSweep> {
  const svc = services();
  const tally: DraftSweep = { published: 0, refused: 0, expired: 0, retried: 0, review: 0 };
  if (!event.Records?.length) return sweepPostDrafts(svc);
  for (const record of event.Records) {
    let completion: VideoCompletion;
    try {
      completion = JSON.parse(record.Sns?.Message ?? "{}") as VideoCompletion;
    } catch {
      log.warn("video check completion unreadable", { messageId: record.Sns?.MessageId });
      continue;
    }
    const draft = completion.JobTag ? await getDraft(svc.table, completion.JobTag) : undefined;
    // A post already decided (or a job started again after a failure) has nothing to do with this message.
    if (!draft || draft.jobId !== completion.JobId) continue;
    try {
      tally[await advanceDraft(svc, draft)]++;
    } catch (error) {
      // Thrown again so SNS retries and then parks the message in the dead-letter queue; the schedule also catches up.
      log.error("video check completion failed", { postId: draft.id, ...errorFields(error) });
      throw error;
    }
  }
  return tally;
}

export const handler = withTelemetry("content-check", run);
