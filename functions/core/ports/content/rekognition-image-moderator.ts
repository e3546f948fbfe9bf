import type { RekognitionClient } from "@aws-sdk/client-rekognition";
import { onFirstUse, type ClientSource } from "../aws-clients";
import { pngForRekognition } from "../../media/check-copies";
import type { FileStore } from "../files/file-store";
import type { ModerationLabel } from "../../content-check/image-moderation";
import { CheckUnavailableError, type ImageModerator, type StoredPicture } from "./image-moderator";

/**
 * Amazon Rekognition's DetectModerationLabels on the re-encoded picture in the bucket (issue 12).
 * JPEG and PNG are read in place (S3Object, nothing passes through the function); Rekognition takes
 * no WebP, so a WebP picture is sent as the bytes of a PNG copy. Labels from 50% confidence come
 * back: the thresholds (content-check/image-moderation.ts) decide, not this adapter.
 *
 * Any failure (throttling, the service down, an image it cannot read) is CheckUnavailableError:
 * the post is held and retried, never published unchecked.
 */
const MIN_CONFIDENCE = 50;

export class RekognitionImageModerator implements ImageModerator {
  readonly name = "rekognition" as const;

  private readonly client: () => Promise<RekognitionClient>;

  constructor(
    client: ClientSource<RekognitionClient>,
    private readonly bucket: string,
    private readonly files: Pick<FileStore, "get">,
  ) {
    // Built at the first check, not when the function starts (decision 034).
    this.client = onFirstUse(client);
  }

  async labels(picture: StoredPicture): Promise<ModerationLabel[]> {
    try {
      const image = /^image\/(jpeg|png)$/.test(picture.contentType)
        ? { S3Object: { Bucket: this.bucket, Name: picture.key } }
        : { Bytes: await this.pngOf(picture.key) };
      const [client, { DetectModerationLabelsCommand }] = await Promise.all([this.client(), import("@aws-sdk/client-rekognition")]);
      const answer = await client.send(new DetectModerationLabelsCommand({ Image: image, MinConfidence: MIN_CONFIDENCE }));
      return (answer.ModerationLabels ?? []).map((label) => ({
        name: label.Name ?? "",
        ...(label.ParentName ? { parentName: label.ParentName } : {}),
        confidence: label.Confidence ?? 0,
      }));
    } catch (error) {
      throw new CheckUnavailableError(this.name, { cause: error });
    }
  }

  private async pngOf(key: string): Promise<Uint8Array> {
    const stored = await this.files.get(key);
    if (!stored) throw new Error(`picture ${key} is not in the bucket`);
    return pngForRekognition(stored.body);
  }
}
