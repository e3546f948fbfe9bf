import type { ModerationLabel } from "../../content-check/image-moderation";

/**
 * The video checker's port (issue 12). Rekognition checks a video asynchronously: `start` answers a
 * job id, and the verdict comes later (an SNS completion, then `result`). The offline checker reads
 * frames with ffmpeg and answers at once (`done`). Either way the post is not shown to anyone but its
 * author until the labels have passed; a checker that cannot answer throws CheckUnavailableError.
 */
export interface StoredVideo {
  key: string;
  contentType: string;
  /** The post it belongs to: Rekognition's job carries it (JobTag) back in its SNS completion. */
  postId: string;
}

export type VideoCheck = { state: "done"; labels: ModerationLabel[] } | { state: "started"; jobId: string };

export type VideoJobResult = { state: "in-progress" } | { state: "done"; labels: ModerationLabel[] } | { state: "failed"; reason: string };

export interface VideoModerator {
  readonly name: "rekognition" | "offline";
  start(video: StoredVideo): Promise<VideoCheck>;
  /** The outcome of a started job (Rekognition's GetContentModeration). */
  result(jobId: string): Promise<VideoJobResult>;
}

/** The strongest confidence seen for each label over a video's frames or timestamps. */
export function strongestLabels(labels: Iterable<ModerationLabel>): ModerationLabel[] {
  const strongest = new Map<string, ModerationLabel>();
  for (const label of labels) {
    const id = `${label.parentName ?? ""}/${label.name}`;
    if ((strongest.get(id)?.confidence ?? -1) < label.confidence) strongest.set(id, label);
  }
  return [...strongest.values()];
}
