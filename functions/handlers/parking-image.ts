import { NotFoundError } from "@core/errors";
import { readParkingImage } from "@core/parking/parking-images";
import { services } from "@core/services";
import { httpHandler } from "./http";

/** GET /api/parking/send-parking-image/{imageName}: a car park picture from the files bucket. */
export const handler = httpHandler(async (req) => {
  const file = await readParkingImage(services().files, req.params.imageName ?? "");
  if (!file) throw new NotFoundError("Image not found.");
  return {
    binary: { data: file.body, contentType: file.contentType },
    headers: {
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  };
});
