/**
 * What a file really is, read from its first bytes: never from its name or the Content-Type a
 * browser (or anyone with the upload form) claims. One list for the whole app: profile pictures take
 * its images, post media its images and videos.
 *
 * SVG is not an image here (it can carry script), nor are HEIC/AVIF (the ISO box format of MP4, but
 * pictures: sharp's prebuilt libvips cannot decode HEVC, and browsers convert them to JPEG on upload).
 */
export type MediaKind = "image" | "video";

export interface FileType {
  kind: MediaKind;
  /** The extension media keys carry, so a downloaded file opens with the right program. */
  ext: string;
  contentType: string;
}

/** How many leading bytes sniffing needs: the longest signature read below (WebM's doctype) fits. */
export const SNIFF_BYTES = 64;

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((value, i) => bytes[i] === value);

const IMAGES: (FileType & { test: (b: Uint8Array) => boolean })[] = [
  { kind: "image", ext: "jpg", contentType: "image/jpeg", test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { kind: "image", ext: "png", contentType: "image/png", test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { kind: "image", ext: "gif", contentType: "image/gif", test: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  { kind: "image", ext: "webp", contentType: "image/webp", test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

/**
 * ISO base media files (MP4, QuickTime) open with a `ftyp` box whose major brand says what they
 * hold. Only brands of video files pass: the same box opens HEIC/AVIF pictures and M4A audio, and
 * 3GPP (old phones' H.263/AMR) that desktop browsers do not play.
 */
const QUICKTIME_BRANDS = new Set(["qt  "]);
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "mmp4",
  "MSNV",
  "dash",
  "XAVC",
]);

function sniffIsoVideo(b: Uint8Array): FileType | undefined {
  if (ascii(b, 4, 8) !== "ftyp") return undefined;
  const brand = ascii(b, 8, 12);
  if (QUICKTIME_BRANDS.has(brand)) return { kind: "video", ext: "mov", contentType: "video/quicktime" };
  if (MP4_BRANDS.has(brand)) return { kind: "video", ext: "mp4", contentType: "video/mp4" };
  return undefined;
}

/** WebM is Matroska (an EBML header) whose DocType element says "webm"; plain .mkv is not played by browsers. */
function sniffWebm(b: Uint8Array): FileType | undefined {
  if (!startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return undefined;
  // The DocType element (id 0x4282, then a one-byte size 0x84) sits inside the short EBML header.
  for (let i = 4; i + 7 <= Math.min(b.length, SNIFF_BYTES); i++) {
    if (b[i] === 0x42 && b[i + 1] === 0x82 && b[i + 2] === 0x84 && ascii(b, i + 3, i + 7) === "webm")
      return { kind: "video", ext: "webm", contentType: "video/webm" };
  }
  return undefined;
}

/** A picture the app accepts (JPEG, PNG, GIF, WebP), or undefined. */
export function sniffImage(bytes: Uint8Array): FileType | undefined {
  const found = IMAGES.find((signature) => signature.test(bytes));
  return found && { kind: found.kind, ext: found.ext, contentType: found.contentType };
}

/** A picture or a video the app accepts (MP4, QuickTime, WebM), or undefined. */
export function sniffMedia(bytes: Uint8Array): FileType | undefined {
  return sniffImage(bytes) ?? sniffIsoVideo(bytes) ?? sniffWebm(bytes);
}
