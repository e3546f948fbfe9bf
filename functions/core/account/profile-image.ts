import { randomBytes } from "node:crypto";
import { ValidationError } from "../errors";
import { sniffImage } from "../media/file-type";
import { reencodeImage, UnreadableImageError, type EncodedImage } from "../media/image-variants";
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
 *
 * What is stored is never the uploaded file: it is decoded and encoded again like a post's picture
 * (media/image-variants.ts), because the picture is served to anyone without sign-in and cached
 * publicly for a day. That drops EXIF (a phone photo's GPS position, often the member's home),
 * comments and anything a polyglot file carries besides its pixels (a GIF that is also an HTML
 * page); bytes with a picture's signature that do not decode are refused like any other non-image.
 */
export { sniffImage };

/** Profile pictures live in the files bucket under this prefix; the user keeps the file name. */
export const PROFILE_IMAGE_PREFIX = "profile-images/";

/**
 * The largest a profile picture is shown is 128 CSS px (the profile page): 3x that fits in 512 px.
 * 50 megapixels is more than any 4 MB photo holds; a smaller file claiming more (a compression
 * bomb) is refused before the accounts function (default memory, infra/constructs/api.ts) decodes it.
 */
export const PROFILE_IMAGE_SIZE = { longEdge: 512, maxPixels: 50_000_000 } as const;

export async function uploadProfileImage(
  svc: Pick<Services, "table" | "files">,
  userId: string,
  file: { bytes: Uint8Array } | undefined,
): Promise<User> {
  const sizeProblem = profileImageSizeProblem(file?.bytes.byteLength);
  if (!file || sizeProblem) throw new ValidationError(sizeProblem ?? PROFILE_IMAGE_MESSAGES.missing);
  if (!sniffImage(file.bytes)) throw new ValidationError(PROFILE_IMAGE_MESSAGES.notImage);
  const picture = await reencodeProfileImage(file.bytes);
  // A fresh name per upload: browsers and CDNs may cache the old picture under the old name.
  const name = `${userId}-${randomBytes(6).toString("hex")}.${picture.ext}`;
  await svc.files.put(profileImageKey(name), picture.bytes, picture.contentType);
  return updateUser(svc.table, userId, { profileImage: name });
}

async function reencodeProfileImage(bytes: Uint8Array): Promise<EncodedImage> {
  try {
    return await reencodeImage(bytes, PROFILE_IMAGE_SIZE);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new ValidationError(PROFILE_IMAGE_MESSAGES.notImage);
    throw error;
  }
}

export async function readProfileImage(svc: Pick<Services, "files">, name: string): Promise<StoredFile | undefined> {
  // png and gif: names of pictures stored as sent, before they were re-encoded (still served).
  if (!/^[0-9a-f-]{36}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/.test(name)) return undefined;
  return svc.files.get(profileImageKey(name));
}

function profileImageKey(name: string): string {
  return `${PROFILE_IMAGE_PREFIX}${name}`;
}
