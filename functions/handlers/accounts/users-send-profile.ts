import { readProfileImage } from "@core/account/profile-image";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";

/**
 * GET /api/users/send-profile/{profile}: a profile picture. Public like any avatar on a page (an
 * <img> cannot send a bearer token); names are random per upload, so they cannot be enumerated.
 */
export const handler = httpHandler(async (req) => {
  const file = await readProfileImage(services(), req.params.profile ?? "");
  if (!file) throw new NotFoundError("Image not found.");
  return {
    binary: { data: file.body, contentType: file.contentType },
    headers: { "cache-control": "public, max-age=86400, immutable", "x-content-type-options": "nosniff" },
  };
});
