import { randomBytes } from "node:crypto";
import { ValidationError } from "../errors";
import { sniffImage } from "../media/file-type";
import type { StoredFile } from "../ports/files/file-store";
import type { Services } from "../services";
import { updateUser } from "./user-store";
import type { User } from "./user";
import { PROFILE_IMAGE_MESSAGES, profileImageSizeProblem } from "./profile-image-rules";

// The limits live where the browser can read them too; kept importable from here for the API.
export { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES } from "./profile-image-rules";

/**
 * Profile pictures. The type is decided by the file's first bytes (media/file-type.ts, the one list
 * the post media use too), never by its name or the Content-Type the browser claims, so a renamed
 * script or PDF is refused. SVG is not accepted: it can carry script.
 */
export { sniffImage };

/** Profile pictures live in the files bucket under this prefix; the user keeps the file name. */
export const PROFILE_IMAGE_PREFIX = "profile-images/";

export async function uploadProfileImage(
  svc: Pick<Services, "table" | "files">,
  userId: string,
  file: { bytes: Uint8Array } | undefined,
): Promise<User> {
  const sizeProblem = profileImageSizeProblem(file?.bytes.byteLength);
  if (!file || sizeProblem) throw new ValidationError(sizeProblem ?? PROFILE_IMAGE_MESSAGES.missing);
  const type = sniffImage(file.bytes);
  if (!type) throw new ValidationError(PROFILE_IMAGE_MESSAGES.notImage);
  // A fresh name per upload: browsers and CDNs may cache the old picture under the old name.
  const name = `${userId}-${randomBytes(6).toString("hex")}.${type.ext}`;
  await svc.files.put(profileImageKey(name), file.bytes, type.contentType);
  return updateUser(svc.table, userId, { profileImage: name });
}

export async function readProfileImage(svc: Pick<Services, "files">, name: string): Promise<StoredFile | undefined> {
  if (!/^[0-9a-f-]{36}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/.test(name)) return undefined;
  return svc.files.get(profileImageKey(name));
}

function profileImageKey(name: string): string {
  return `${PROFILE_IMAGE_PREFIX}${name}`;
}
