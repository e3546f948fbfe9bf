import { z } from "zod";
import { PROFILE_IMAGE_MESSAGES, profileImageSizeProblem } from "@core/account/profile-image-rules";

/**
 * The photo form's schema for the form kit: the browser checks the chosen file with core's own
 * size rule and messages (profileImageSizeProblem) before anything is sent. The upload itself is
 * checked again, and for its type, by core's uploadProfileImage (POST /profile/photo).
 */
export const profilePhotoSchema = z.object({
  // Conform reads an empty file input as "no value": z.instanceof then gives the "missing" message.
  profileImage: z.instanceof(File, { message: PROFILE_IMAGE_MESSAGES.missing }).superRefine((file, ctx) => {
    const problem = profileImageSizeProblem(file.size);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  }),
});
