import { randomBytes } from "node:crypto";
import { ValidationError } from "../errors";
import type { StoredFile } from "../ports/files/file-store";
import type { Services } from "../services";
import { updateUser } from "./user-store";
import type { User } from "./user";
import { PROFILE_IMAGE_MESSAGES, profileImageSizeProblem } from "./profile-image-rules";

// The limits live where the browser can read them too; kept importable from here for the API.
export { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES } from "./profile-image-rules";

/**
 * Profile pictures. The type is decided by the file's first bytes, never by its name or the
 * Content-Type the browser claims, so a renamed script or PDF is refused. SVG is not accepted: it
 * can carry script.
 */
const SIGNATURES: { ext: string; contentType: string; test: (b: Uint8Array) => boolean }[] = [
  { ext: "jpg", contentType: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: "png", contentType: "image/png", test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { ext: "gif", contentType: "image/gif", test: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  { ext: "webp", contentType: "image/webp", test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export function sniffImage(bytes: Uint8Array): { ext: string; contentType: string } | undefined {
  const found = SIGNATURES.find((s) => s.test(bytes));
  return found && { ext: found.ext, contentType: found.contentType };
}

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
  return `profile-images/${name}`;
}
