import type { FileStore } from "../files/file-store";
import type { ModerationLabel } from "../../content-check/image-moderation";
import { CheckUnavailableError } from "./image-moderator";
import { classify } from "./offline-image-moderator";
import { videoFrames } from "./video-frames";
import { strongestLabels, type StoredVideo, type VideoCheck, type VideoJobResult, type VideoModerator } from "./video-moderator";

/**
 * The offline video checker (issue 12): ffmpeg's frames (video-frames.ts), each through the same
 * model as pictures, and the strongest confidence per label over all frames. It answers at once, so
 * it runs no jobs. ffmpeg missing, an unreadable video, or the model failing to load: "could not
 * check", and the post is held.
 */
export class OfflineVideoModerator implements VideoModerator {
  readonly name = "offline" as const;

  constructor(
    private readonly files: Pick<FileStore, "get">,
    private readonly tools: { ffmpeg?: string; ffprobe?: string } = {},
  ) {}

  async start(video: StoredVideo): Promise<VideoCheck> {
    try {
      const stored = await this.files.get(video.key);
      if (!stored) throw new Error(`video ${video.key} is not in the bucket`);
      const labels: ModerationLabel[] = [];
      for (const frame of await videoFrames(stored.body, this.tools.ffmpeg, this.tools.ffprobe)) labels.push(...(await classify(frame)));
      return { state: "done", labels: strongestLabels(labels) };
    } catch (error) {
      throw new CheckUnavailableError(this.name, { cause: error });
    }
  }

  async result(): Promise<VideoJobResult> {
    return { state: "failed", reason: "the offline checker runs no jobs" };
  }
}
