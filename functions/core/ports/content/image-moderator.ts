import type { ModerationLabel } from "../../content-check/image-moderation";

/**
 * The picture checker's port (issue 12): the moderation labels of a picture in the files bucket.
 * Adapters: Amazon Rekognition in AWS (rekognition-image-moderator.ts), nsfwjs offline
 * (offline-image-moderator.ts), picked by CONTENT_CHECK_ADAPTER; never one falling back to the other.
 *
 * A checker that cannot answer throws CheckUnavailableError, and the caller holds the post: the
 * check fails closed, so nothing unchecked is ever shown.
 */
export interface StoredPicture {
  /** The re-encoded picture (JPEG, PNG or WebP) under `media/`, never the member's raw upload. */
  key: string;
  contentType: string;
}

export interface ImageModerator {
  readonly name: "rekognition" | "offline";
  labels(picture: StoredPicture): Promise<ModerationLabel[]>;
}

export class CheckUnavailableError extends Error {
  override name = "CheckUnavailableError";
  constructor(
    readonly checker: string,
    options: { cause?: unknown } = {},
  ) {
    super(`the ${checker} checker could not answer`, options);
  }
}
