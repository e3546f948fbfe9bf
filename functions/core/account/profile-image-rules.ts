/**
 * The profile picture's limits and messages, apart from profile-image.ts (which stores files and
 * needs node:crypto) so the profile page can check a chosen file with the same rule before it is
 * sent (app/components/account/profile-photo.ts). uploadProfileImage applies it again to the bytes it receives.
 */

/**
 * 4 MB: Lambda takes at most 6 MB per request and API Gateway sends binary bodies base64-encoded
 * (4/3 larger), so a 4 MB picture plus its form envelope is the most that reaches the function.
 */
export const PROFILE_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

export const PROFILE_IMAGE_MESSAGES = {
  missing: "Please select an image file first.",
  notImage: "Please select an image file (JPEG, PNG, WebP or GIF).",
  tooLarge: "Please select an image under 4 MB.",
  updated: "Profile image updated successfully!",
  failed: "Failed to upload the profile image.",
} as const;

/** What is wrong with a file of `size` bytes (none chosen: undefined), or undefined when the size is fine. */
export function profileImageSizeProblem(size: number | undefined): string | undefined {
  if (!size) return PROFILE_IMAGE_MESSAGES.missing;
  if (size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_IMAGE_MESSAGES.tooLarge;
  return undefined;
}
