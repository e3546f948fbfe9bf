import type { SubmissionResult } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { profilePhotoSchema } from "~/components/account/profile-photo";
import { PROFILE_IMAGE_MAX_BYTES } from "@core/account/profile-image-rules";
import { fill } from "~/i18n/catalogue";
import type { ProfileMessages } from "~/i18n/account/texts";

/**
 * The profile page's photo: the avatar and the upload form, on the form kit. With JavaScript the
 * kit checks the chosen file with core's rule (profilePhotoSchema) before anything is sent; the
 * form then posts to /profile/photo (app/routes/account/_app.profile_.photo.tsx), which checks again and
 * redirects back to /profile. The profile loader turns its outcome into `success` or `lastResult`
 * (the message on the file field), so both modes show the same texts in the same place.
 */
const PHOTO_UPLOAD_PATH = "/profile/photo";

export function ProfilePhotoSection({
  t,
  updatedMessage,
  avatarUrl,
  success,
  lastResult,
}: {
  t: ProfileMessages;
  /** Core's "updated" message, in the page's language. */
  updatedMessage: string;
  avatarUrl: string;
  success: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formAction === PHOTO_UPLOAD_PATH;
  const { fields, formProps } = useKitForm(profilePhotoSchema, { id: "profile-photo", lastResult });
  const photo = fields.profileImage;
  const hintId = `${photo.id}-hint`;
  const invalid = Boolean(photo.errors?.length);

  return (
    <section
      id="photo"
      aria-labelledby="photo-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="photo-heading" className="text-lg font-semibold text-slate-900">
        {t.photoHeading}
      </h2>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
        <img
          src={avatarUrl}
          alt={t.photoAlt}
          width={128}
          height={128}
          className="h-32 w-32 shrink-0 rounded-full bg-brand-50 object-cover ring-4 ring-brand-100"
        />
        <Form
          method="post"
          action={PHOTO_UPLOAD_PATH}
          encType="multipart/form-data"
          preventScrollReset
          {...formProps}
          className="min-w-0 flex-1 space-y-3"
        >
          <div>
            <label htmlFor={photo.id} className="block text-sm font-semibold text-slate-800">
              {t.choosePicture}
            </label>
            <input
              {...getInputProps(photo, { type: "file", ariaDescribedBy: hintId })}
              accept="image/*"
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            <p id={hintId} className="mt-1 text-xs text-slate-500">
              {fill(t.photoHint, { mb: Math.floor(PROFILE_IMAGE_MAX_BYTES / (1024 * 1024)) })}
            </p>
            {/* Always in the page, so a message that appears without a reload is announced. */}
            <div role="alert">
              <ErrorList id={photo.errorId} errors={photo.errors} />
            </div>
          </div>
          <SubmitButton busy={uploading} busyLabel={t.uploading} className={BUTTON}>
            {t.uploadPhoto}
          </SubmitButton>
          {success && !invalid ? (
            <p role="status" className="text-sm font-medium text-green-700">
              {updatedMessage}
            </p>
          ) : null}
        </Form>
      </div>
    </section>
  );
}

const BUTTON =
  "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75";
