import { randomBytes } from "node:crypto";

/**
 * The files bucket's two prefixes for post media (docs/data-model.md, decision 012). CDK's lifecycle
 * rule and IAM grants read them from here too, so the deployed bucket and the code cannot drift.
 *
 * - `uploads/<user id>/<128 random bits>/<name>`: what browsers POST with a signed form. Nothing
 *   reads these but the member's own acceptUpload; they live a day at most (lifecycle rule in AWS,
 *   the sweeper locally), so an abandoned upload does not stay.
 * - `media/<128 random bits>/<variant>.<ext>`: what posts show, re-encoded or checked. The random
 *   folder makes the key unguessable; still, only presigned links reach it, and only members get one.
 */
export const UPLOADS_PREFIX = "uploads/";
export const MEDIA_PREFIX = "media/";

/** How long an upload may wait for its post before it counts as abandoned. */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const UPLOAD_KEY = /^uploads\/([A-Za-z0-9-]{1,64})\/([0-9a-f]{32})\/([^/]{1,200})$/;

const random128 = () => randomBytes(16).toString("hex");

/** A fresh folder for one upload form: the form may write only under it. */
export function newUploadFolder(userId: string): string {
  if (!USER_ID.test(userId)) throw new Error("unexpected user id shape for an upload key");
  return `${UPLOADS_PREFIX}${userId}/${random128()}/`;
}

/** The owner of an upload key, or undefined when the key is not an upload key at all. */
export function uploadOwner(key: string): string | undefined {
  return UPLOAD_KEY.exec(key)?.[1];
}

/** An upload key's file name in its folder (what its form was for), or undefined when not an upload key. */
export function uploadName(key: string): string | undefined {
  return UPLOAD_KEY.exec(key)?.[3];
}

/** A fresh, unguessable folder for one post's media. */
export function newMediaFolder(): string {
  return `${MEDIA_PREFIX}${random128()}/`;
}

export function isMediaKey(key: string): boolean {
  return /^media\/[0-9a-f]{32}\/[a-z]+\.[a-z0-9]+$/.test(key);
}
