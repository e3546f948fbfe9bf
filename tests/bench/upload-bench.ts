import { readFileSync } from "node:fs";
import { join } from "node:path";
import { joinCommunity } from "@core/community/membership";
import { createUploadForm } from "@core/community/post-media";
import { publishPost } from "@core/community/publish-post";
import { startDynamoLocal } from "../../infra/local/dynamodb-local";
import { startS3Local } from "../../infra/local/s3-local";
import { createBenchCommunity, createBenchServices } from "./bench-services";

/**
 * Issue 11's bench: the time to upload a 20 MB video and publish it, locally, the way a browser
 * and the app do it (decision 012): ask for a signed form, POST the file to s3rver as
 * multipart/form-data, then publish (the server checks size and type, moves the video under
 * `media/`, deletes the upload, stores the post). The video is the committed 1-second MP4 padded
 * to 20 MB: the server copies videos as they are, so only their size matters to the timing.
 */
const VIDEO_BYTES = 20 * 1024 * 1024;
/** Generous: a loopback upload of 20 MB and a copy take a second or two; this catches a regression by an order of magnitude. */
export const UPLOAD_PUBLISH_P50_BOUND_MS = 15_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchUploads(runs = 5): Promise<Record<string, number>> {
  const [dynamo, s3] = await Promise.all([startDynamoLocal(), startS3Local()]);
  try {
    const svc = await createBenchServices("bench-uploads", { dynamo, s3 });

    const member = { id: "0b6f3a52-bench-4000-8000-000000000001" };
    const community = await createBenchCommunity(svc, "road-trips", "Road Trips");
    await joinCommunity(svc.table, member, community.id);

    const video = new Uint8Array(VIDEO_BYTES);
    video.set(readFileSync(join(import.meta.dirname, "../fixtures/one-second.mp4")));
    const upload: number[] = [];
    const publish: number[] = [];
    const total: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const t0 = performance.now();
      const form = await createUploadForm(svc, member, community.id, { kind: "video", contentType: "video/mp4" });
      const body = new FormData();
      for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
      body.append("file", new Blob([video], { type: "video/mp4" }), "drive.mp4");
      const t1 = performance.now();
      const sent = await fetch(form.url, { method: "POST", body });
      if (sent.status !== 204) throw new Error(`upload answered ${sent.status}: ${await sent.text()}`);
      const t2 = performance.now();
      const result = await publishPost(svc, member, community.id, { content: "Western ghats at dawn, 20 MB of it.", upload: form.key });
      if (result.state !== "published") throw new Error(`the post was not published: ${result.state}`);
      const { post } = result;
      const t3 = performance.now();
      if (post.file?.type !== "video") throw new Error("the post has no video");
      // The first run warms the process (module loads, connections) and is not counted.
      if (run === 0) continue;
      upload.push(t2 - t1);
      publish.push(t3 - t2);
      total.push(t3 - t0);
    }
    const figures = {
      upload_20mb_p50_ms: median(upload),
      upload_publish_20mb_p50_ms: median(publish),
      upload_total_20mb_p50_ms: median(total),
    };
    process.stdout.write(
      `\n20 MB video, p50 of ${runs} runs (local s3rver): upload ${figures.upload_20mb_p50_ms.toFixed(0)} ms, ` +
        `publish ${figures.upload_publish_20mb_p50_ms.toFixed(0)} ms, form + upload + publish ${figures.upload_total_20mb_p50_ms.toFixed(0)} ms\n`,
    );
    return figures;
  } finally {
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
  }
}
