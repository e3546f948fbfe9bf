import { Form, useNavigation } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";

/**
 * The profile page's photo: the avatar and the upload form, which posts to /profile/photo
 * (app/routes/_app.profile_.photo.tsx). That route redirects back to /profile, whose loader passes
 * the outcome in as `success` or `error`.
 */
const PHOTO_UPLOAD_PATH = "/profile/photo";

export function ProfilePhotoSection({
  avatarUrl,
  image,
  success,
  error,
}: {
  avatarUrl: string;
  image: { maxBytes: number; missing: string; tooLarge: string };
  success: boolean;
  error?: string;
}) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formAction === PHOTO_UPLOAD_PATH;
  const fileRef = useRef<HTMLInputElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);

  // With JavaScript the obvious mistakes are caught before anything is sent; the server checks again.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = fileRef.current?.files?.[0];
    const problem = !file ? image.missing : file.size > image.maxBytes ? image.tooLarge : null;
    setClientError(problem);
    if (problem) event.preventDefault();
  }

  const shownError = clientError ?? error;
  return (
    <section
      id="photo"
      aria-labelledby="photo-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="photo-heading" className="text-lg font-semibold text-slate-900">
        Profile photo
      </h2>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
        <img
          src={avatarUrl}
          alt="Profile picture"
          width={128}
          height={128}
          className="h-32 w-32 shrink-0 rounded-full bg-brand-50 object-cover ring-4 ring-brand-100"
        />
        <Form
          method="post"
          action={PHOTO_UPLOAD_PATH}
          encType="multipart/form-data"
          preventScrollReset
          onSubmit={onSubmit}
          className="min-w-0 flex-1 space-y-3"
        >
          <div>
            <label htmlFor="profileImage" className="block text-sm font-medium text-slate-800">
              Choose a picture
            </label>
            <input
              ref={fileRef}
              id="profileImage"
              name="profileImage"
              type="file"
              accept="image/*"
              onChange={() => setClientError(null)}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? "photo-message photo-hint" : "photo-hint"}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            <p id="photo-hint" className="mt-1 text-xs text-slate-500">
              JPEG, PNG, WebP or GIF, up to {Math.floor(image.maxBytes / (1024 * 1024))} MB.
            </p>
          </div>
          <button
            type="submit"
            disabled={uploading}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
          >
            {uploading ? "Uploading..." : "Upload photo"}
          </button>
          {shownError ? (
            <p id="photo-message" role="alert" className="text-sm font-medium text-red-700">
              {shownError}
            </p>
          ) : success ? (
            <p id="photo-message" role="status" className="text-sm font-medium text-green-700">
              Profile image updated successfully!
            </p>
          ) : null}
        </Form>
      </div>
    </section>
  );
}
