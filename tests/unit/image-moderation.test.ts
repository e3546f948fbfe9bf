import { DetectModerationLabelsCommand, RekognitionClient, ThrottlingException } from "@aws-sdk/client-rekognition";
import { mockClient } from "aws-sdk-client-mock";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { IMAGE_MODERATION_THRESHOLDS, judgeImageLabels } from "@core/content-check/image-moderation";
import { CheckUnavailableError } from "@core/ports/content/image-moderator";
import { RekognitionImageModerator } from "@core/ports/content/rekognition-image-moderator";

/**
 * Picture checks (issue 12): the thresholds that turn labels into a verdict, and the Rekognition
 * adapter's contract with the SDK's transport mocked (aws-sdk-client-mock): what it sends for JPEG,
 * PNG and WebP, how it reads the labels, and that a throttled call is "could not check", never "ok".
 */
const rekognition = mockClient(RekognitionClient);
const BUCKET = "smart-parking-files";

async function picture(format: "jpeg" | "png" | "webp"): Promise<Uint8Array> {
  return sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();
}

function moderator(stored: Record<string, Uint8Array> = {}) {
  const files = { get: async (key: string) => (stored[key] ? { body: stored[key]!, contentType: "image/webp" } : undefined) };
  return new RekognitionImageModerator(new RekognitionClient({ region: "ap-south-1" }), BUCKET, files);
}

beforeEach(() => rekognition.reset());

describe("the moderation thresholds", () => {
  it("blocks a category at or above its threshold, and lets one just below it through", () => {
    const explicit = IMAGE_MODERATION_THRESHOLDS.Explicit!;
    expect(judgeImageLabels([{ name: "Explicit", confidence: explicit }])).toEqual({ ok: false, reasons: ["Explicit"] });
    expect(judgeImageLabels([{ name: "Explicit", confidence: explicit - 0.1 }])).toEqual({ ok: true });
    const violence = IMAGE_MODERATION_THRESHOLDS.Violence!;
    expect(judgeImageLabels([{ name: "Graphic Violence", parentName: "Violence", confidence: violence + 5 }])).toEqual({
      ok: false,
      reasons: ["Violence"],
    });
    expect(judgeImageLabels([{ name: "Graphic Violence", parentName: "Violence", confidence: violence - 5 }])).toEqual({ ok: true });
  });

  it("never blocks a category it does not list (swimwear, alcohol), nor a picture with no labels", () => {
    expect(judgeImageLabels([])).toEqual({ ok: true });
    expect(
      judgeImageLabels([
        { name: "Swimwear or Underwear", confidence: 99 },
        { name: "Alcohol", confidence: 97 },
        { name: "Alcoholic Beverages", parentName: "Alcohol", confidence: 97 },
      ]),
    ).toEqual({ ok: true });
  });

  it("names every category a picture reaches, once", () => {
    const verdict = judgeImageLabels([
      { name: "Explicit", confidence: 95 },
      { name: "Explicit Nudity", parentName: "Explicit", confidence: 94 },
      { name: "Hate Symbols", confidence: 80 },
    ]);
    expect(verdict).toEqual({ ok: false, reasons: ["Explicit", "Hate Symbols"] });
  });
});

describe("Rekognition's DetectModerationLabels", () => {
  it("reads a JPEG and a PNG in place in the bucket, and maps the labels it answers", async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({
      ModerationLabels: [
        { Name: "Explicit", Confidence: 91.5, ParentName: "", TaxonomyLevel: 1 },
        { Name: "Explicit Nudity", Confidence: 90.2, ParentName: "Explicit", TaxonomyLevel: 2 },
      ],
    });
    const labels = await moderator().labels({ key: "media/abc/web.jpg", contentType: "image/jpeg" });
    expect(labels).toEqual([
      { name: "Explicit", confidence: 91.5 },
      { name: "Explicit Nudity", parentName: "Explicit", confidence: 90.2 },
    ]);
    expect(judgeImageLabels(labels)).toEqual({ ok: false, reasons: ["Explicit"] });
    await moderator().labels({ key: "media/abc/full.png", contentType: "image/png" });
    const sent = rekognition.commandCalls(DetectModerationLabelsCommand).map((call) => call.args[0].input);
    expect(sent).toEqual([
      { Image: { S3Object: { Bucket: BUCKET, Name: "media/abc/web.jpg" } }, MinConfidence: 50 },
      { Image: { S3Object: { Bucket: BUCKET, Name: "media/abc/full.png" } }, MinConfidence: 50 },
    ]);
  });

  it("sends a WebP picture, which Rekognition cannot read, as the bytes of a PNG copy", async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [] });
    const webp = await picture("webp");
    expect(await moderator({ "media/abc/web.webp": webp }).labels({ key: "media/abc/web.webp", contentType: "image/webp" })).toEqual([]);
    const bytes = rekognition.commandCalls(DetectModerationLabelsCommand)[0]!.args[0].input.Image!.Bytes!;
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await sharp(bytes).metadata()).width).toBe(64);
  });

  it("answers 'could not check' when Rekognition is throttled, so the post is held, never passed", async () => {
    rekognition
      .on(DetectModerationLabelsCommand)
      .rejects(new ThrottlingException({ message: "Rate exceeded", $metadata: { httpStatusCode: 400 } }));
    const check = moderator().labels({ key: "media/abc/web.jpg", contentType: "image/jpeg" });
    await expect(check).rejects.toBeInstanceOf(CheckUnavailableError);
    await expect(check).rejects.toMatchObject({ checker: "rekognition", cause: expect.objectContaining({ name: "ThrottlingException" }) });
  });

  it("answers 'could not check' when the picture is not in the bucket any more", async () => {
    await expect(moderator().labels({ key: "media/gone/web.webp", contentType: "image/webp" })).rejects.toBeInstanceOf(
      CheckUnavailableError,
    );
    expect(rekognition.commandCalls(DetectModerationLabelsCommand)).toHaveLength(0);
  });
});
