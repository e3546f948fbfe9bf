import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MODEL_INPUT_SIZE } from "../../media/check-copies";

/**
 * A video's frames for the offline checker (issue 12), read with Debian's ffmpeg: one frame a
 * second, at most 30; a video longer than 30 seconds gives 30 frames spread over all of it, so its
 * end is checked too. Frames come out already as the model's 224 × 224 RGB pixels (ffmpeg scales
 * them), one raw stream on stdout: no image files, no second decoder.
 *
 * The video is written to a temporary file first: an MP4 whose index sits at its end cannot be read
 * from a pipe. ffmpeg missing or failing is an error the caller turns into "could not check".
 */
export const VIDEO_FRAMES = { perSecond: 1, max: 30 } as const;
const FRAME_BYTES = MODEL_INPUT_SIZE * MODEL_INPUT_SIZE * 3;

export async function videoFrames(video: Uint8Array, ffmpeg = "ffmpeg", ffprobe = "ffprobe"): Promise<Uint8Array[]> {
  const folder = await mkdtemp(join(tmpdir(), "video-check-"));
  try {
    const file = join(folder, "video");
    await writeFile(file, video);
    const seconds = Number(
      (await run(ffprobe, ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file])).toString().trim(),
    );
    const rate = Number.isFinite(seconds) && seconds > VIDEO_FRAMES.max ? VIDEO_FRAMES.max / seconds : VIDEO_FRAMES.perSecond;
    const raw = await run(ffmpeg, [
      ...["-v", "error", "-i", file, "-an"],
      ...["-vf", `fps=${rate.toFixed(6)},scale=${MODEL_INPUT_SIZE}:${MODEL_INPUT_SIZE}`],
      ...["-frames:v", String(VIDEO_FRAMES.max), "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ]);
    const frames: Uint8Array[] = [];
    for (let at = 0; at + FRAME_BYTES <= raw.length; at += FRAME_BYTES) frames.push(raw.subarray(at, at + FRAME_BYTES));
    if (frames.length === 0) throw new Error("ffmpeg found no frames in the video");
    return frames;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Runs a program and answers its stdout; a non-zero exit or a missing program rejects with its stderr. */
function run(program: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${program} exited ${code}: ${Buffer.concat(err).toString().slice(0, 300)}`)),
    );
  });
}
