import { randomBytes } from "node:crypto";
import { requirePlatformAdmin } from "../account/admin-rule";
import { ValidationError } from "../errors";
import { log } from "../log";
import { adminPictureUploadForm, checkAdminPictureUpload, reencodeAdminPicture, type AdminPictureRule } from "../media/admin-picture";
import type { Services } from "../services";
import { current, logged, replace, type Admin } from "./parking-admin";
import type { Parking } from "./parking";
import { PARKING_IMAGE_PREFIX } from "./parking-images";

/**
 * A car park's pictures, added by admins (issue 13: "images uploaded through the same presigned
 * POST"), through the admin picture flow shared with community banners (media/admin-picture.ts:
 * a signed POST form straight to the bucket, the bytes checked, re-encoded without EXIF or GPS).
 * Adding stores the picture under `parking-images/` and adds its name to the car park with the
 * same version check and activity-log entry as any other edit.
 */
export const PARKING_IMAGE_LIMITS = { maxImages: 8, maxBytes: 10 * 1024 * 1024 } as const;

export const PARKING_IMAGE_MESSAGES = {
  tooMany: `A car park can have at most ${PARKING_IMAGE_LIMITS.maxImages} pictures. Remove one first.`,
  badFile: "Please choose a JPEG, PNG, GIF or WebP picture of at most 10MB.",
  notThere: "This picture is not one of this car park's.",
} as const;

const RULE: AdminPictureRule = { maxBytes: PARKING_IMAGE_LIMITS.maxBytes, badFile: PARKING_IMAGE_MESSAGES.badFile };

/** The signed form that sends one picture to the bucket and the browser back to `returnTo`. */
export async function parkingImageUploadForm(
  svc: Pick<Services, "table" | "files" | "config">,
  admin: Admin,
  parkingId: string,
  returnTo: string,
  now = new Date(),
): Promise<{ url: string; fields: Record<string, string> }> {
  requirePlatformAdmin(admin);
  await current(svc.table, parkingId);
  return adminPictureUploadForm(svc, admin, RULE, returnTo, now);
}

/** What arrived: the admin's own upload, a picture of at most 10 MB (else deleted and refused). */
export async function checkParkingImageUpload(svc: Pick<Services, "files">, admin: Admin, key: string): Promise<{ size: number }> {
  return checkAdminPictureUpload(svc, admin, RULE, key);
}

/** Adds the uploaded picture to the car park, last in its gallery. */
export async function addParkingImage(
  svc: Pick<Services, "table" | "files">,
  admin: Admin,
  parkingId: string,
  key: string,
): Promise<Parking> {
  requirePlatformAdmin(admin);
  const before = await current(svc.table, parkingId);
  if (before.images.length >= PARKING_IMAGE_LIMITS.maxImages) throw new ValidationError(PARKING_IMAGE_MESSAGES.tooMany);
  const full = await reencodeAdminPicture(svc, admin, RULE, key);
  // A fresh name each time: pictures are cached by name, and a name never changes meaning.
  const name = `${parkingId}-${randomBytes(6).toString("hex")}.${full.ext}`;
  await svc.files.put(`${PARKING_IMAGE_PREFIX}${name}`, full.bytes, full.contentType, {
    cacheControl: "public, max-age=31536000, immutable",
  });
  const next: Parking = { ...before, images: [...before.images, name], version: (before.version ?? 0) + 1 };
  try {
    await replace(svc.table, before, next, logged(admin, next, "parking-image-add", "Added a picture to car park"));
  } catch (error) {
    // Not stored (someone else saved meanwhile): the new picture would be an orphan.
    await svc.files.delete([`${PARKING_IMAGE_PREFIX}${name}`]);
    throw error;
  }
  await svc.files.delete([key]).catch((error: unknown) => log.warn("parking image upload not deleted", { key, error: String(error) }));
  return next;
}

/** Removes a picture from the car park's gallery, then its file. */
export async function removeParkingImage(
  svc: Pick<Services, "table" | "files">,
  admin: Admin,
  parkingId: string,
  name: string,
): Promise<Parking> {
  requirePlatformAdmin(admin);
  const before = await current(svc.table, parkingId);
  if (!before.images.includes(name)) throw new ValidationError(PARKING_IMAGE_MESSAGES.notThere);
  const next: Parking = { ...before, images: before.images.filter((n) => n !== name), version: (before.version ?? 0) + 1 };
  await replace(svc.table, before, next, logged(admin, next, "parking-image-remove", "Removed a picture from car park"));
  // Seeded pictures are shared by several demo car parks: only a picture made for this one is deleted.
  if (name.startsWith(`${parkingId}-`)) await svc.files.delete([`${PARKING_IMAGE_PREFIX}${name}`]);
  return next;
}
