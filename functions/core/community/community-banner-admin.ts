import { randomBytes } from "node:crypto";
import { requirePlatformAdmin } from "../account/admin-rule";
import { ConflictError } from "../errors";
import { errorFields, log } from "../log";
import { adminPictureUploadForm, checkAdminPictureUpload, reencodeAdminPicture, type AdminPictureRule } from "../media/admin-picture";
import { TransactionFailedError } from "../ports/table/table";
import type { Services } from "../services";
import { parseWith } from "../validation";
import { COMMUNITY_BANNER_PREFIX, communityKeys, type Community } from "./community";
import { COMMUNITY_ADMIN_MESSAGES, COMMUNITY_BANNER_LIMITS, uploadedBannerSchema } from "./community-admin-schema";
import { listCommunities, toCommunity } from "./community-store";
import { modLogPuts } from "../moderation/mod-log";

import { adminEntry, readCommunity, readForEdit, type Admin } from "./community-admin";

/** A platform admin uploads a new banner for a community (a signed form straight to the bucket). */

/**
 * An uploaded banner (decision 020), through the admin picture flow car park pictures use
 * (media/admin-picture.ts): the form's key is named for this community, so a key signed for
 * another community (or for a car park) is refused here.
 */
function bannerRule(communityId: string): AdminPictureRule {
  const { maxBytes, minWidth, minHeight, minRatio } = COMMUNITY_BANNER_LIMITS;
  return {
    maxBytes,
    badFile: COMMUNITY_ADMIN_MESSAGES.bannerFile,
    uploadName: `banner-for-${communityId}`,
    notIssued: COMMUNITY_ADMIN_MESSAGES.bannerNotIssued,
    fits: ({ width, height }) => width >= minWidth && height >= minHeight && width >= height * minRatio,
  };
}

/** Uploaded banners: `community-banners/<community id>-<48 random bits>.<ext>` (seeded ones are `<id>.svg`). */
const UPLOADED_BANNER = /^community-banners\/[A-Za-z0-9-]{1,100}-[0-9a-f]{12}\.(jpg|webp)$/;

/** The signed form that sends a new banner for this community to the bucket and the browser back to `returnTo`. */
export async function bannerUploadForm(
  svc: Pick<Services, "table" | "files" | "config">,
  admin: Admin,
  communityId: string,
  returnTo: string,
  now = new Date(),
): Promise<{ url: string; fields: Record<string, string> }> {
  requirePlatformAdmin(admin);
  const community = await readCommunity(svc.table, communityId);
  return adminPictureUploadForm(svc, admin, bannerRule(community.id), returnTo, now);
}

/** What the bucket sent the browser back with: this admin's upload for this community, a picture within 5 MB. */
export async function checkBannerUpload(
  svc: Pick<Services, "table" | "files">,
  admin: Admin,
  communityId: string,
  key: string,
): Promise<{ size: number }> {
  requirePlatformAdmin(admin);
  const community = await readCommunity(svc.table, communityId);
  return checkAdminPictureUpload(svc, admin, bannerRule(community.id), key);
}

/**
 * Makes the uploaded picture the community's banner: the bytes checked and re-encoded (wide enough,
 * no EXIF or GPS), stored under `community-banners/` with a fresh name (so its public link changes
 * and no cache shows the old one), then one transaction sets it, conditioned on the version the
 * page was read at, with the mod-log and activity-log entries. The replaced banner's file goes if
 * it was an uploaded one that no community shows any more.
 */
export async function setUploadedBanner(
  svc: Pick<Services, "table" | "files">,
  admin: Admin,
  communityId: string,
  input: unknown,
  now = new Date(),
): Promise<Community> {
  requirePlatformAdmin(admin);
  const data = parseWith(uploadedBannerSchema, input);
  const { current, version } = await readForEdit(svc.table, communityId, data.version);
  const full = await reencodeAdminPicture(svc, admin, bannerRule(current.id), data.key);
  const banner = `${COMMUNITY_BANNER_PREFIX}${current.id}-${randomBytes(6).toString("hex")}.${full.ext}`;
  await svc.files.put(banner, full.bytes, full.contentType, { cacheControl: "public, max-age=31536000, immutable" });
  try {
    await svc.table.transact([
      {
        Update: {
          Key: communityKeys.item(current.id),
          UpdateExpression: "SET #banner = :banner, #version = :next",
          ConditionExpression:
            version === 0 ? "attribute_exists(pk) AND attribute_not_exists(#version)" : "attribute_exists(pk) AND #version = :version",
          ExpressionAttributeNames: { "#banner": "banner", "#version": "version" },
          ExpressionAttributeValues: { ":banner": banner, ":next": version + 1, ...(version === 0 ? {} : { ":version": version }) },
        },
      },
      ...modLogPuts(adminEntry(admin, current.id, "edit-community", now, { detail: `${current.name} (a new banner)` })),
    ]);
  } catch (error) {
    // Not stored: the new file would be an orphan. The upload stays for another try (it expires in a day).
    await svc.files.delete([banner]);
    if (error instanceof TransactionFailedError && error.conditionFailed)
      throw new ConflictError(COMMUNITY_ADMIN_MESSAGES.changedMeanwhile);
    throw error;
  }
  const leftovers = [data.key];
  if (
    UPLOADED_BANNER.test(current.banner) &&
    !(await listCommunities(svc.table)).some((c) => c.id !== current.id && c.banner === current.banner)
  )
    leftovers.push(current.banner);
  await svc.files
    .delete(leftovers)
    .catch((error: unknown) => log.warn("banner leftovers not deleted", { leftovers, ...errorFields(error) }));
  return { ...toCommunity(current), banner };
}
