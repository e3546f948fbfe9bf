import { describe, expect, it } from "vitest";
import { isPictureFile, PICTURE_EXTENSIONS, savedMediaType } from "@core/community/post";

/** Spec community.md §2: "Saved-list items treat these extensions as pictures: .jpg, .png, .jpeg, .gif, .webp, .svg". */
describe("isPictureFile", () => {
  it("knows the spec's six extensions, in any case", () => {
    expect(PICTURE_EXTENSIONS).toEqual([".jpg", ".png", ".jpeg", ".gif", ".webp", ".svg"]);
    for (const name of ["a.jpg", "b.PNG", "c.jpeg", "d.Gif", "e.webp", "f.svg", "uploads/u1/photo.final.JPG"]) {
      expect(isPictureFile(name), name).toBe(true);
    }
  });

  it("reads a URL's path, not its query or fragment", () => {
    expect(isPictureFile("https://cdn.example.com/p/x.webp?X-Amz-Signature=abc")).toBe(true);
    expect(isPictureFile("/files/x.mp4?name=cover.jpg")).toBe(false);
    expect(isPictureFile("/files/x.png#zoom")).toBe(true);
  });

  it("calls anything else not a picture", () => {
    for (const name of ["clip.mp4", "clip.mov", "notes.txt", "jpg", "x.jpg.mp4", "/api/posts/abc/file", ""]) {
      expect(isPictureFile(name), name).toBe(false);
    }
  });
});

describe("savedMediaType", () => {
  it("keeps the stored type first, and falls back to the extensions", () => {
    expect(savedMediaType("image", "/api/posts/abc/file")).toBe("image");
    expect(savedMediaType("video", "cover.jpg")).toBe("video");
    expect(savedMediaType("", "uploads/u1/cover.jpeg")).toBe("image");
    expect(savedMediaType("", "uploads/u1/ride.mp4")).toBe("video");
  });
});
