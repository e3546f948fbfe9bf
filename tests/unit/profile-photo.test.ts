import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { profilePhotoSchema } from "~/components/account/profile-photo";
import { photoErrorCode, photoResult } from "~/routes/account/parts/profile-photo.server";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES, profileImageSizeProblem } from "@core/account/profile-image-rules";

/** The photo form as a browser posts it: an empty part when no file is chosen. */
function photoForm(file: File): FormData {
  const body = new FormData();
  body.append("profileImage", file);
  return body;
}

const errorsOf = (file: File) => {
  const submission = parseWithZod(photoForm(file), { schema: profilePhotoSchema });
  return submission.status === "success" ? undefined : submission.error?.profileImage;
};

describe("the profile photo's one size rule", () => {
  it("is core's, for the page and for uploadProfileImage alike", () => {
    expect(profileImageSizeProblem(undefined)).toBe(PROFILE_IMAGE_MESSAGES.missing);
    expect(profileImageSizeProblem(0)).toBe(PROFILE_IMAGE_MESSAGES.missing);
    expect(profileImageSizeProblem(PROFILE_IMAGE_MAX_BYTES)).toBeUndefined();
    expect(profileImageSizeProblem(PROFILE_IMAGE_MAX_BYTES + 1)).toBe(PROFILE_IMAGE_MESSAGES.tooLarge);
  });

  it("gives the form kit the same messages in the browser", () => {
    // No file chosen: the browser sends an empty, nameless part, which Conform reads as no value.
    expect(errorsOf(new File([], ""))).toEqual([PROFILE_IMAGE_MESSAGES.missing]);
    expect(errorsOf(new File([new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1)], "huge.png"))).toEqual([PROFILE_IMAGE_MESSAGES.tooLarge]);
    expect(errorsOf(new File([new Uint8Array(10)], "me.png"))).toBeUndefined();
  });
});

describe("the photo upload's answer through ?photo=", () => {
  it("turns core's message into a code, and the code into the form's reply on the file field", () => {
    expect(photoErrorCode(PROFILE_IMAGE_MESSAGES.tooLarge)).toBe("too-large");
    expect(photoErrorCode("ECONNREFUSED")).toBe("failed");
    expect(photoErrorCode(undefined)).toBe("failed");
    expect(photoResult("not-image")).toEqual({ status: "error", error: { profileImage: [PROFILE_IMAGE_MESSAGES.notImage] } });
  });

  it("ignores a missing or made-up code (nothing from the URL is shown as typed)", () => {
    expect(photoResult(null)).toBeNull();
    expect(photoResult("<script>")).toBeNull();
    expect(photoResult("__proto__")).toBeNull();
  });
});
