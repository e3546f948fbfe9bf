import { updateProfile } from "@core/account/account-service";
import { toPublicUser } from "@core/account/user";
import { ForbiddenError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * PUT /api/users/UpdateInfo: name, contact, pincode, address, city, state, country, licence_no.
 * Always the caller's own profile; a body naming another user id is refused, not redirected.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { id, _id, userId, ...fields } = await req.fields();
  for (const claimed of [id, _id, userId]) if (claimed !== undefined && claimed !== caller.id) throw new ForbiddenError();
  const user = await updateProfile(services(), caller.id, fields);
  return { body: { message: "Profile updated successfully.", data: toPublicUser(user) } };
});
