import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { judgeImageLabels } from "@core/content-check/image-moderation";
import { CheckUnavailableError } from "@core/ports/content/image-moderator";
import { OfflineVideoModerator } from "@core/ports/content/offline-video-moderator";
import { videoFrames, VIDEO_FRAMES } from "@core/ports/content/video-frames";

/**
 * The offline video path with the real tools (issue 12): a clip generated here with ffmpeg
 * (its test pattern), read back as frames by ffmpeg and checked by the real nsfwjs model.
 */
let clip: Uint8Array;
let longClip: Uint8Array;

function makeClip(seconds: number): Uint8Array {
  const file = join(mkdtempSync(join(tmpdir(), "clip-")), "clip.mp4");
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `testsrc=duration=${seconds}:size=320x240:rate=10`,
    "-pix_fmt",
    "yuv420p",
    file,
  ]);
  return readFileSync(file);
}

beforeAll(() => {
  clip = makeClip(3);
  longClip = makeClip(45);
});

describe("the offline video checker (ffmpeg + nsfwjs)", () => {
  it("reads one frame a second as the model's pixels, and at most 30 spread over a longer video", async () => {
    const frames = await videoFrames(clip);
    expect(frames).toHaveLength(3);
    expect(frames[0]!.length).toBe(224 * 224 * 3);
    expect(await videoFrames(longClip)).toHaveLength(VIDEO_FRAMES.max);
  });

  it("checks a generated clip from the bucket and finds nothing to block", { timeout: 60_000 }, async () => {
    const moderator = new OfflineVideoModerator({ get: async () => ({ body: clip, contentType: "video/mp4" }) });
    const check = await moderator.start({ key: "media/clip/video.mp4", contentType: "video/mp4", postId: "post-1" });
    expect(check.state).toBe("done");
    if (check.state !== "done") return;
    expect(check.labels.map((label) => label.name).sort()).toEqual(["Explicit", "Non-Explicit Nudity of Intimate parts and Kissing"]);
    expect(judgeImageLabels(check.labels)).toEqual({ ok: true });
  });

  it("answers 'could not check' when ffmpeg is missing, so the post is held", async () => {
    const moderator = new OfflineVideoModerator(
      { get: async () => ({ body: clip, contentType: "video/mp4" }) },
      { ffmpeg: "/nonexistent/ffmpeg", ffprobe: "/nonexistent/ffprobe" },
    );
    await expect(moderator.start({ key: "media/clip/video.mp4", contentType: "video/mp4", postId: "post-1" })).rejects.toBeInstanceOf(
      CheckUnavailableError,
    );
  });
});
