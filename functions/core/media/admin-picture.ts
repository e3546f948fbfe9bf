import type { Caller } from "../account/caller";
import { requirePlatformAdmin } from "../account/admin-rule";
import { inspectUpload, ownUrl } from "../community/post-media";
import { ValidationError } from "../errors";
import type { Services } from "../services";
import { makeImageVariants, UnreadableImageError, type EncodedImage } from "./image-variants";
import { newUploadFolder, uploadName } from "./media-keys";

/**
 * A picture an admin uploads for the site's own pages: a car park's gallery
 * (parking/parking-image-admin.ts) and a community's banner (community/community-admin.ts).
 * One flow for both, on post media's machinery (decision 012): a signed POST form sends the file
 * straight to the bucket under the admin's own `uploads/` folder (and, without JavaScript, the
 * browser back to the page with the key); then the bytes decide (a picture by its first bytes, its
 * size), and the picture is decoded and encoded again (no EXIF or GPS, at most 2048 px).
 *
 * A form's key ends in a name of its purpose (`upload` for a car park picture, `banner-for-<id>`
 * for a community's banner), and the policy holds the key to it: a key is accepted only by the
 * page it was signed for, so a banner uploaded for one community cannot be set on another.
 */
export type PictureAdmin = Pick<Caller, "id" | "role" | "proof">;

export interface AdminPictureRule {
  maxBytes: number;
  /** The page's text for a refused file (not a picture, too large, or of the wrong shape). */
  badFile: string;
  /** The upload's file name in its folder ("upload" when absent). */
  uploadName?: string;
  /** The text for a key not signed for this purpose (badFile when absent). */
  notIssued?: string;
  /** Whether the re-encoded picture's size will do (a banner must be wide); refused with badFile when not. */
  fits?: (size: { width: number; height: number }) => boolean;
}

const FORM_SECONDS = 15 * 60;

/** The signed form that sends one picture to the bucket and the browser back to `returnTo` (a path of this app). */
export async function adminPictureUploadForm(
  svc: Pick<Services, "files" | "config">,
  admin: PictureAdmin,
  rule: AdminPictureRule,
  returnTo: string,
  now = new Date(),
): Promise<{ url: string; fields: Record<string, string> }> {
  requirePlatformAdmin(admin);
  const key = `${newUploadFolder(admin.id)}${rule.uploadName ?? "upload"}`;
  return svc.files.uploadForm({
    key,
    contentType: "image/*",
    contentTypePrefix: "image/",
    minBytes: 1,
    maxBytes: rule.maxBytes,
    expiresAt: new Date(now.getTime() + FORM_SECONDS * 1000),
    successActionRedirect: ownUrl(svc.config.APP_URL, returnTo),
    now,
  });
}

/** What arrived: the admin's own upload for this purpose, a picture within the size (else deleted and refused). */
export async function checkAdminPictureUpload(
  svc: Pick<Services, "files">,
  admin: PictureAdmin,
  rule: AdminPictureRule,
  key: string,
): Promise<{ size: number }> {
  requirePlatformAdmin(admin);
  // Not deleted: it may be the right upload of another page (another community's banner).
  if (uploadName(key) !== undefined && uploadName(key) !== (rule.uploadName ?? "upload"))
    throw new ValidationError(rule.notIssued ?? rule.badFile);
  // inspectUpload's refusal speaks of posts (a picture or video under 50MB): these pages have their own text.
  const upload = await inspectUpload(svc, admin.id, key).catch((error: unknown) => {
    throw error instanceof ValidationError ? new ValidationError(rule.badFile) : error;
  });
  if (upload.type.kind !== "image" || upload.size > rule.maxBytes) {
    await svc.files.delete([key]);
    throw new ValidationError(rule.badFile);
  }
  return { size: upload.size };
}

/**
 * The checked upload, decoded and encoded again (image-variants.ts: orientation applied, nothing
 * but the pixels kept, at most 2048 px). A picture that cannot be decoded, or does not fit, is
 * deleted and refused. The upload itself stays: the caller deletes it once the picture is stored.
 */
export async function reencodeAdminPicture(
  svc: Pick<Services, "files">,
  admin: PictureAdmin,
  rule: AdminPictureRule,
  key: string,
): Promise<EncodedImage> {
  await checkAdminPictureUpload(svc, admin, rule, key);
  const stored = await svc.files.get(key);
  if (!stored) throw new ValidationError(rule.badFile);
  let full: EncodedImage;
  try {
    ({ full } = await makeImageVariants(stored.body));
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    await svc.files.delete([key]);
    throw new ValidationError(rule.badFile);
  }
  if (rule.fits && !rule.fits(full)) {
    await svc.files.delete([key]);
    throw new ValidationError(rule.badFile);
  }
  return full;
}
