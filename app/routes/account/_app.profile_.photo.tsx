import {
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
} from "@remix-run/node";
import { requireUser } from "~/utils/session.server";
import { PROFILE_IMAGE_MAX_BYTES, uploadProfileImage } from "@core/account/profile-image";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { describeError } from "~/utils/form.server";
import { PHOTO_FIELD, photoErrorCode, type PhotoErrorCode } from "~/routes/account/parts/profile-photo.server";

/**
 * POST /profile/photo: the profile page's photo upload (spec parking §2 Profile), multipart with
 * `profileImage`. It always redirects back to /profile, with `?updated=photo` or `?photo=<code>`
 * (app/routes/account/parts/profile-photo.server.ts), so the message shows on the profile page next to the photo field,
 * with or without JavaScript, and a reload never posts twice. A GET goes to the profile page.
 * The multipart body stays out of the form kit's reply: the page is another route, and the file
 * cannot be sent back anyway; the browser half of the kit (profilePhotoSchema) checks before posting.
 */
export async function loader() {
  return redirect("/profile#photo");
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const back = (code: PhotoErrorCode) => redirect(`/profile?photo=${code}#photo`);

  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: PROFILE_IMAGE_MAX_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return back("too-large");
    log.warn("profile image upload could not be read", { userId: user.id, ...errorFields(error) });
    return back("failed");
  }

  const file = form.get(PHOTO_FIELD);
  const bytes = file && typeof file !== "string" ? new Uint8Array(await file.arrayBuffer()) : undefined;
  try {
    await uploadProfileImage(services(), user.id, bytes ? { bytes } : undefined);
  } catch (error) {
    // The kit's one mapping of core's errors: a refusal's message becomes its code, anything else "failed".
    const { formErrors, status } = describeError(error);
    if (status === 500) log.error("profile image upload failed", { userId: user.id, ...errorFields(error) });
    return back(photoErrorCode(formErrors[0]));
  }
  return redirect("/profile?updated=photo#photo");
}
