import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES, uploadProfileImage } from "@core/account/profile-image";
import { toPublicUser } from "@core/account/user";
import { ValidationError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** Room for the multipart envelope around the largest allowed picture. */
const ENVELOPE_BYTES = 64 * 1024;

/** POST /api/users/UploadUserProfile (multipart: profileImage file, profileType "user"). */
export const handler = httpHandler(
  async (req) => {
    const caller = await requireCaller(req);
    const form = await req.form();
    const file = form.get("profileImage");
    if (!(file instanceof File) || file.size === 0) throw new ValidationError(PROFILE_IMAGE_MESSAGES.missing);
    const user = await uploadProfileImage(services(), caller.id, { bytes: new Uint8Array(await file.arrayBuffer()) });
    return { body: { message: PROFILE_IMAGE_MESSAGES.updated, data: toPublicUser(user) } };
  },
  { maxBodyBytes: PROFILE_IMAGE_MAX_BYTES + ENVELOPE_BYTES },
);
