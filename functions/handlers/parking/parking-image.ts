import { NotFoundError } from "@core/errors";
import { readParkingImage } from "@core/parking/parking-images";
import { PUBLIC_IMAGE_CACHE } from "@core/security/edge-cache";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";
import { imageResult } from "../shared/image-result";

/**
 * GET /api/parking/send-parking-image/{imageName}: a car park picture from the files bucket, the same
 * for everyone, so CloudFront keeps it (decision 030).
 */
export const handler = httpHandler(async (req) => {
  const file = await readParkingImage(services().files, req.params.imageName ?? "");
  if (!file) throw new NotFoundError("Image not found.");
  return imageResult(file, 86400, PUBLIC_IMAGE_CACHE);
});
