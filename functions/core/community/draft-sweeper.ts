import { errorFields, log } from "../log";
import type { Services } from "../services";
import { checkPostFile, type MediaOutcome } from "../content-check/post-check";
import { judgeImageLabels } from "../content-check/image-moderation";
import { recordRefusal } from "../content-check/refusal-stats";
import { contentCheckSettings, type ContentCheckSettings } from "../content-check/check-settings";
import { DRAFT_LIMITS, draftKeys, nextCheckAt, publishDraft, toDraft, updateDraft, type DraftItem, type PostDraft } from "./post-drafts";
import { refuseDraft, removeDraft } from "./draft-removal";

/**
 * Drafts whose time has come (issue 12), run by the content-check function on a schedule (and by the
 * local sweeper): a held picture or video is checked again (back-off 1, 2, 4… minutes, at most an
 * hour apart), a video job is read, a draft whose checks are done is published once its author has
 * confirmed, and one left unanswered for an hour is removed with its files. A checker that still
 * cannot answer leaves the draft held: nothing is ever published unchecked. A draft whose check an
 * admin switched off meanwhile, or that was posted with one off, goes to its community's moderators
 * once its other waits are over (`review`, decision 022), and leaves this queue.
 */
type SweepServices = Pick<Services, "table" | "files" | "imageModerator" | "videoModerator">;

export interface DraftSweep {
  published: number;
  refused: number;
  expired: number;
  retried: number;
  /** Left for the community's moderators (a check switched off). */
  review: number;
}

export async function sweepPostDrafts(svc: SweepServices, now = new Date(), limit = 50): Promise<DraftSweep> {
  const due = await svc.table.query<DraftItem>({ index: "gsi2", pk: draftKeys.due, sk: { lte: `${now.toISOString()}#~` }, limit });
  const tally: DraftSweep = { published: 0, refused: 0, expired: 0, retried: 0, review: 0 };
  const settings = await contentCheckSettings(svc.table);
  for (const draft of due.items.map(toDraft)) {
    try {
      tally[await advanceDraft(svc, draft, now, settings)]++;
    } catch (error) {
      log.warn("draft sweep failed", { postId: draft.id, ...errorFields(error) });
    }
  }
  return tally;
}

/** Moves one draft on: checked, published, refused, removed, or left to wait (also the SNS completion's entry). */
export async function advanceDraft(
  svc: SweepServices,
  draft: PostDraft,
  now = new Date(),
  settings?: ContentCheckSettings,
): Promise<keyof DraftSweep> {
  // An unanswered draft goes after its hour whatever its checks are doing (its token has expired too).
  if (!draft.confirmed && Date.parse(draft.createdAt) + DRAFT_LIMITS.answerSeconds * 1000 <= now.getTime()) {
    await removeDraft(svc.table, svc.files, draft);
    return "expired";
  }
  if (!draft.mediaChecked) {
    const outcome = await mediaOutcome(svc, draft, settings ?? (await contentCheckSettings(svc.table)));
    if (outcome.kind === "inappropriate") {
      // The author has left the page by now: a notice on their waiting list tells them (no text kept).
      await refuseDraft(svc.table, svc.files, draft, outcome.source, now);
      await recordRefusal(svc.table, draft.communityId, `post-${outcome.source}`, now).catch(() => undefined);
      return "refused";
    }
    if (outcome.kind === "checking" || outcome.kind === "unavailable") {
      const waiting: PostDraft = {
        ...draft,
        ...(outcome.kind === "checking" ? { jobId: outcome.jobId } : { jobId: undefined, attempts: draft.attempts + 1 }),
      };
      await updateDraft(svc.table, { ...waiting, nextCheckAt: nextCheckAt(waiting, now) });
      return "retried";
    }
    const skipped = outcome.kind === "unchecked" ? [outcome.check] : [];
    draft = {
      ...draft,
      mediaChecked: true,
      jobId: undefined,
      ...(skipped.length ? { review: [...(draft.review ?? []), ...skipped] } : {}),
    };
  }
  if (draft.confirmed && draft.review?.length) {
    // Never published by the check: it waits for a moderator (updateDraft takes it out of this queue).
    await updateDraft(svc.table, draft);
    return "review";
  }
  if (draft.confirmed) return (await publishDraft(svc.table, draft)) ? "published" : "retried";
  // Checked, but the author has not answered: it waits until its hour is up (then the check above removes it).
  await updateDraft(svc.table, { ...draft, nextCheckAt: nextCheckAt(draft, now) });
  return "retried";
}

/** A held file's check again, or a running video job's result (a failed job is tried afresh). */
async function mediaOutcome(svc: SweepServices, draft: PostDraft, settings: ContentCheckSettings): Promise<MediaOutcome> {
  if (!draft.file) return { kind: "pass" };
  if (!draft.jobId) return checkPostFile(svc, draft.file, draft.id, settings);
  const job = await svc.videoModerator.result(draft.jobId).catch(() => ({ state: "failed" as const, reason: "unreadable" }));
  if (job.state === "in-progress") return { kind: "checking", jobId: draft.jobId };
  if (job.state === "failed") return { kind: "unavailable", checker: svc.videoModerator.name };
  const verdict = judgeImageLabels(job.labels, settings.imageThresholds);
  return verdict.ok ? { kind: "pass" } : { kind: "inappropriate", source: "video", reasons: verdict.reasons };
}
