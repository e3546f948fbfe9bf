import { MEDIA_VARIANTS, type MediaVariant } from "@core/community/post";
import { postMediaUrl } from "@core/community/post-media";
import { ValidationError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * GET /api/posts/{id}/file?variant=web|full: a redirect (302) to a short-lived link to the post's
 * picture or video (a Lambda answer could not carry a 50 MB video). Members only (403); without a
 * variant, the full picture. The redirect may be kept for the rest of the link's signing window.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const variant = (req.query.variant ?? "full") as MediaVariant;
  if (!MEDIA_VARIANTS.includes(variant)) throw new ValidationError("variant must be web or full.");
  const link = await postMediaUrl(services(), caller, req.params.id ?? "", variant);
  return { status: 302, headers: { location: link.url, "cache-control": `private, max-age=${link.maxAgeSeconds}` } };
});
