import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImage, sniffMedia, SNIFF_BYTES } from "@core/media/file-type";
import { IMAGE_SIZES, makeImageVariants, reencodeImage, UnreadableImageError } from "@core/media/image-variants";
import { newMediaFolder, newUploadFolder, uploadOwner } from "@core/media/media-keys";

/**
 * What an upload really is (its first bytes, never its name or claimed type), and what a picture
 * becomes before anyone sees it (re-encoded: no EXIF or GPS, upright, two sizes). The fixtures are
 * a 1-second MP4 and WebM made once with ffmpeg; nothing here needs ffmpeg.
 */
const FIXTURES = join(import.meta.dirname, "../fixtures");
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));
/** An ISO media file's first box: size, "ftyp", a major brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 0x20], "ftyp", brand, [0, 0, 2, 0], "isomiso2");

describe("sniffing the real type", () => {
  it("knows the four pictures by their signatures", () => {
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe1])) ?? {}).toMatchObject({ kind: "image", contentType: "image/jpeg", ext: "jpg" });
    expect(sniffMedia(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))?.contentType).toBe("image/png");
    expect(sniffMedia(bytes("GIF87a"))?.contentType).toBe("image/gif");
    expect(sniffMedia(bytes("GIF89a"))?.contentType).toBe("image/gif");
    expect(sniffMedia(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))?.contentType).toBe("image/webp");
  });

  it("knows MP4 and QuickTime by the ftyp box's brand, and WebM by its EBML doctype", () => {
    expect(sniffMedia(fixture("one-second.mp4"))).toEqual({ kind: "video", ext: "mp4", contentType: "video/mp4" });
    expect(sniffMedia(fixture("one-second.webm"))).toEqual({ kind: "video", ext: "webm", contentType: "video/webm" });
    for (const brand of ["mp42", "iso5", "avc1", "M4V "]) expect(sniffMedia(ftyp(brand))?.contentType, brand).toBe("video/mp4");
    expect(sniffMedia(ftyp("qt  "))).toEqual({ kind: "video", ext: "mov", contentType: "video/quicktime" });
  });

  it("refuses what only looks like media: a renamed text file, SVG, PDF, HTML, HEIC/AVIF pictures, M4A audio, Matroska, 3GPP", () => {
    expect(sniffMedia(new TextEncoder().encode("Just some notes about parking, saved as photo.jpg\n"))).toBeUndefined();
    expect(sniffMedia(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffMedia(bytes("%PDF-1.7"))).toBeUndefined();
    expect(sniffMedia(bytes("<!doctype html><script>"))).toBeUndefined();
    for (const brand of ["heic", "heix", "mif1", "avif", "M4A ", "3gp4"]) expect(sniffMedia(ftyp(brand)), brand).toBeUndefined();
    const matroska = fixture("one-second.webm");
    matroska.set(Buffer.from("mkvx"), matroska.indexOf(0x77, 20)); // "webm" → "mkvx" in the doctype
    expect(sniffMedia(matroska)).toBeUndefined();
    expect(sniffMedia(new Uint8Array())).toBeUndefined();
    expect(sniffMedia(bytes([0xff, 0xd8]))).toBeUndefined();
  });

  it("is the same list profile pictures use: pictures only there", () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe("jpg");
    expect(sniffImage(fixture("one-second.mp4"))).toBeUndefined();
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(40);
  });
});

describe("media keys", () => {
  it("put each upload in a fresh folder of its member, and media in unguessable folders", () => {
    const a = newUploadFolder("3f9a2c1e-0000-4000-8000-000000000001");
    const b = newUploadFolder("3f9a2c1e-0000-4000-8000-000000000001");
    expect(a).toMatch(/^uploads\/3f9a2c1e-0000-4000-8000-000000000001\/[0-9a-f]{32}\/$/);
    expect(a).not.toBe(b);
    expect(uploadOwner(`${a}upload`)).toBe("3f9a2c1e-0000-4000-8000-000000000001");
    expect(uploadOwner(`${a}../../media/x`)).toBeUndefined();
    expect(uploadOwner("media/0123456789abcdef0123456789abcdef/full.jpg")).toBeUndefined();
    expect(uploadOwner("uploads/other/short/upload")).toBeUndefined();
    expect(newMediaFolder()).toMatch(/^media\/[0-9a-f]{32}\/$/);
    expect(() => newUploadFolder("../x")).toThrow();
  });
});

/** A 3000×2000 photo whose EXIF says: rotate 90° to view, taken at these GPS coordinates. */
async function phonePhoto(): Promise<Uint8Array> {
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .composite([{ input: { create: { width: 300, height: 2000, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "72/1 52/1 40/1" },
    })
    .toBuffer();
  return new Uint8Array(photo);
}

describe("re-encoding pictures", () => {
  it("applies the EXIF orientation, strips EXIF and GPS, caps the long edge at 2048 and makes a 720 px web variant", async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(Buffer.from(original).includes("PhoneMaker")).toBe(true);
    const { full, web } = await makeImageVariants(original);
    // Orientation 6: the 3000×2000 sensor image is shown 2000×3000, so the long edge is the height.
    expect(full).toMatchObject({ width: 1365, height: 2048, contentType: "image/jpeg", ext: "jpg" });
    expect(web).toMatchObject({ width: IMAGE_SIZES.webWidth, height: 1080, contentType: "image/jpeg" });
    expect(web!.bytes.byteLength).toBeLessThan(full.bytes.byteLength);
    for (const variant of [full, web!]) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(variant.bytes).includes("PhoneMaker")).toBe(false);
    }
    // Upright: the blue band that ran down the sensor's left edge now runs across the top.
    const { data } = await sharp(full.bytes)
      .extract({ left: 600, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(200);
  });

  it("keeps transparency and animation as WebP, and makes no web variant of a narrow picture", async () => {
    const logo = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.3 } } })
      .png()
      .toBuffer();
    const { full, web } = await makeImageVariants(new Uint8Array(logo));
    expect(full).toMatchObject({ width: 400, height: 300, contentType: "image/webp" });
    expect((await sharp(full.bytes).metadata()).hasAlpha).toBe(true);
    expect(web).toBeUndefined();

    // A 3-frame GIF, 900×600 a frame.
    const frames = await Promise.all(
      ["#ff0000", "#00ff00", "#0000ff"].map((background) =>
        sharp({ create: { width: 900, height: 600, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const threeFrames = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: 100 })
      .toBuffer();
    expect((await sharp(threeFrames, { animated: true }).metadata()).pages).toBe(3);
    const moving = await makeImageVariants(new Uint8Array(threeFrames));
    expect(moving.full).toMatchObject({ width: 900, height: 600, contentType: "image/webp" });
    expect(moving.web).toMatchObject({ width: 720, height: 480, contentType: "image/webp" });
    expect((await sharp(moving.full.bytes, { animated: true }).metadata()).pages).toBe(3);
  });

  it("refuses bytes that only start like a picture (a JPEG signature on text, a truncated file)", async () => {
    await expect(makeImageVariants(bytes([0xff, 0xd8, 0xff, 0xe0], "this is not a picture at all"))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    const photo = await phonePhoto();
    await expect(makeImageVariants(photo.subarray(0, 600))).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

describe("re-encoding one picture (profile pictures)", () => {
  it("applies the orientation, strips EXIF and GPS, caps the long edge; refuses more pixels than allowed", async () => {
    const original = await phonePhoto();
    const picture = await reencodeImage(original, { longEdge: 512 });
    expect(picture).toMatchObject({ width: 341, height: 512, contentType: "image/jpeg", ext: "jpg" });
    const meta = await sharp(picture.bytes).metadata();
    expect([meta.exif, meta.orientation]).toEqual([undefined, undefined]);
    expect(Buffer.from(picture.bytes).includes("PhoneMaker")).toBe(false);
    // 3000×2000 is 6 megapixels: over a 5-megapixel limit it is not decoded at all.
    await expect(reencodeImage(original, { longEdge: 512, maxPixels: 5_000_000 })).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
