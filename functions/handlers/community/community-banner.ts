import { COMMUNITY_BANNER_PREFIX } from "@core/community/community";
import { getCommunity } from "@core/community/community-store";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";
import { imageResult } from "../shared/image-result";

/** GET /api/communities/{id}/banner: the community's banner picture (public, like car park pictures). */
export const handler = httpHandler(async (req) => {
  const id = req.params.id ?? "";
  const community = id.length <= 100 ? await getCommunity(services().table, id) : undefined;
  const file = community?.banner.startsWith(COMMUNITY_BANNER_PREFIX) ? await services().files.get(community.banner) : undefined;
  if (!file) throw new NotFoundError("Image not found.");
  return imageResult(file, 3600);
});
