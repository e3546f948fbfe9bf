import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { PROFILE_IMAGE_PREFIX } from "@core/account/profile-image";
import { COMMUNITY_BANNER_PREFIX } from "@core/community/community";
import { EXPORTS_PREFIX } from "@core/data-export/export-store";
import { MEDIA_PREFIX, UPLOADS_PREFIX } from "@core/media/media-keys";
import { PARKING_IMAGE_PREFIX } from "@core/parking/parking-images";
import { acknowledgeWildcard } from "./nag";
import type { FileArea, Grant } from "../../functions/handlers/routes";

/** Where each area of the files bucket lives: the prefixes come from the modules that write them. */
export const FILE_AREA_PREFIXES: Record<FileArea, string> = {
  "parking-images": PARKING_IMAGE_PREFIX,
  "profile-images": PROFILE_IMAGE_PREFIX,
  "community-banners": COMMUNITY_BANNER_PREFIX,
  exports: EXPORTS_PREFIX,
};

/** The one action each kind of access needs (file-store.ts): head, get and signed links are GetObject; copy is GetObject + PutObject. */
const OBJECT_ACTIONS = { read: "s3:GetObject", write: "s3:PutObject", delete: "s3:DeleteObject" } as const;
export type ObjectAccess = keyof typeof OBJECT_ACTIONS;

/** One kind of access to the objects under the given prefixes, and to nothing else. */
export function grantObjects(fn: IFunction, bucket: IBucket, access: ObjectAccess, prefixes: readonly string[]): void {
  if (!prefixes.length) return;
  fn.addToRolePolicy(
    new PolicyStatement({ actions: [OBJECT_ACTIONS[access]], resources: prefixes.map((p) => bucket.arnForObjects(`${p}*`)) }),
  );
  for (const prefix of prefixes)
    acknowledgeWildcard(
      fn,
      bucket.arnForObjects(`${prefix}*`),
      `The objects under ${prefix} only, by prefix as decision 002 grants (decision 053)`,
    );
}

/**
 * The files bucket by prefix (decision 002): a function gets exactly the object actions its grants
 * name, on exactly the prefixes they name, never `bucket/*`. Upload forms and presigned links are
 * signed with the function's own role, so what they allow a browser is no more than this either.
 */
export function grantFiles(fn: IFunction, bucket: IBucket, grants: readonly Grant[]): void {
  const has = (grant: Grant) => grants.includes(grant);
  const objects: { access: ObjectAccess; prefix: string }[] = [];
  for (const [area, prefix] of Object.entries(FILE_AREA_PREFIXES) as [FileArea, string][])
    for (const access of Object.keys(OBJECT_ACTIONS) as ObjectAccess[]) if (has(`${area}:${access}`)) objects.push({ access, prefix });

  // Post media (decision 012): write signs upload forms for uploads/, reads them back, turns them into media/.
  if (has("media:read") || has("media:write")) objects.push({ access: "read", prefix: MEDIA_PREFIX });
  if (has("media:write"))
    objects.push(
      { access: "read", prefix: UPLOADS_PREFIX },
      ...[UPLOADS_PREFIX, MEDIA_PREFIX].map((prefix) => ({ access: "write" as const, prefix })),
    );
  if (has("media:write") || has("media:delete"))
    objects.push(...[UPLOADS_PREFIX, MEDIA_PREFIX].map((prefix) => ({ access: "delete" as const, prefix })));

  for (const access of Object.keys(OBJECT_ACTIONS) as ObjectAccess[])
    grantObjects(
      fn,
      bucket,
      access,
      objects.filter((o) => o.access === access).map((o) => o.prefix),
    );

  // ListBucket on the bucket itself (key names, no contents): HeadBucket needs it, and without it S3
  // answers a missing key with 403 instead of 404, so a picture that is not there would be a 500.
  if (has("files:status") || objects.some((o) => o.access === "read"))
    fn.addToRolePolicy(new PolicyStatement({ actions: ["s3:ListBucket"], resources: [bucket.bucketArn] }));
}
