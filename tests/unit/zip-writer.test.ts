import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { zipArchive } from "@core/ports/archive/zip-writer";
import { unzipEntries, unzipTest } from "../support/unzip";

describe("zipArchive (decision 051)", () => {
  const text = JSON.stringify({ hello: "नमस्ते", list: Array.from({ length: 200 }, (_, i) => `line ${i}`) }, null, 2);
  const picture = randomBytes(40_000);

  it("writes an archive that Info-ZIP and python's zipfile both open, with every file's bytes intact", () => {
    const zip = zipArchive([
      { name: "summary.txt", data: "Your data\n", compress: true },
      { name: "profile.json", data: text, compress: true },
      { name: "posts/media/पोस्ट-1.jpg", data: picture },
      { name: "empty.json", data: "", compress: true },
    ]);
    expect(unzipTest(zip)).toMatch(/No errors detected/);
    const files = unzipEntries(zip);
    expect([...files.keys()]).toEqual(["summary.txt", "profile.json", "posts/media/पोस्ट-1.jpg", "empty.json"]);
    expect(files.get("profile.json")!.toString("utf8")).toBe(text);
    expect(files.get("posts/media/पोस्ट-1.jpg")!.equals(picture)).toBe(true);
    expect(files.get("empty.json")!.length).toBe(0);
  });

  it("deflates text (the archive is smaller than what it holds) and stores what does not shrink", () => {
    const zip = zipArchive([{ name: "profile.json", data: text, compress: true }]);
    expect(zip.length).toBeLessThan(Buffer.byteLength(text) / 2);
    const stored = zipArchive([{ name: "noise.bin", data: picture, compress: true }]);
    // Random bytes do not shrink: stored, so the archive is the bytes plus its headers.
    expect(stored.length).toBeLessThan(picture.length + 200);
    expect(unzipEntries(stored).get("noise.bin")!.equals(picture)).toBe(true);
  });

  it("refuses names that would escape the folder it is unpacked in, and duplicates", () => {
    for (const name of ["../evil.txt", "/etc/passwd", "a/../../b", "a\\b", "", "a//b"])
      expect(() => zipArchive([{ name, data: "x" }])).toThrow(/Invalid ZIP entry name/);
    expect(() =>
      zipArchive([
        { name: "a.txt", data: "x" },
        { name: "a.txt", data: "y" },
      ]),
    ).toThrow(/Duplicate/);
  });
});
