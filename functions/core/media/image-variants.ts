import type { FormatEnum, Sharp, SharpOptions } from "sharp";

/**
 * The pictures a post shows, made from what a member uploaded. Every picture is decoded and encoded
 * again, never passed through: that drops EXIF (phone photos carry the GPS position of people's
 * homes), ICC and comments, and leaves nothing of a polyglot file (a JPEG that is also an HTML or
 * ZIP file) but its pixels. The EXIF orientation is applied first, so a portrait photo stays
 * upright once its orientation tag is gone.
 *
 * - full: at most 2048 px on its long edge (a phone screen at 3x, the zoom overlay);
 * - web: 720 px wide (the feed on a phone), made only when the full one is wider, so `srcset` has
 *   a small choice for slow connections.
 *
 * Formats: opaque stills become JPEG (every browser, smallest for photos); pictures with
 * transparency, and animated GIF or WebP, become WebP (keeps the alpha channel and the animation;
 * an animated WebP is several times smaller than the GIF it came from).
 */
export const IMAGE_SIZES = { fullLongEdge: 2048, webWidth: 720 } as const;

/** Stills up to 200 megapixels (the largest phone sensors); anything larger is refused, not decoded. */
const MAX_STILL_PIXELS = 200_000_000;
/** Every frame of an animation is decoded: 50 megapixels in all keeps that inside a Lambda's memory. */
const MAX_ANIMATION_PIXELS = 50_000_000;

const QUALITY = { jpeg: { full: 82, web: 74 }, webp: { full: 82, web: 72 } } as const;

export interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: "image/jpeg" | "image/webp";
  ext: "jpg" | "webp";
}

export interface ImageVariants {
  full: EncodedImage;
  /** Absent when the full picture is no wider than the web size: then the full one serves both. */
  web?: EncodedImage;
}

/** The bytes had an image's signature but could not be decoded (truncated, corrupt, or too large). */
export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

type Format = keyof Pick<FormatEnum, "jpeg" | "webp">;

/** A picture decoded far enough to know what it is: the pipeline to resize it from, and the format it will become. */
interface DecodedPicture {
  pipeline: () => Sharp;
  format: Format;
}

async function decodePicture(input: Uint8Array, maxPixels = MAX_STILL_PIXELS): Promise<DecodedPicture> {
  // Loaded on first use: the native library costs its load time only to the calls that need it.
  const { default: sharp } = await import("sharp");
  const options: SharpOptions = { animated: true, autoOrient: true, limitInputPixels: maxPixels, failOn: "error" };
  let animated: boolean;
  let hasAlpha: boolean;
  try {
    const meta = await sharp(input, options).metadata();
    const frames = meta.pages ?? 1;
    animated = frames > 1;
    hasAlpha = meta.hasAlpha;
    if (animated && meta.width * (meta.pageHeight ?? meta.height) * frames > MAX_ANIMATION_PIXELS) {
      throw new UnreadableImageError(`animation too large: ${meta.width}x${meta.pageHeight} x ${frames} frames`);
    }
  } catch (error) {
    throw error instanceof UnreadableImageError ? error : new UnreadableImageError(String(error));
  }
  return { pipeline: () => sharp(input, options), format: animated || hasAlpha ? "webp" : "jpeg" };
}

/** Encodes the pipeline's pixels and nothing else (sharp keeps no metadata unless asked). */
async function encode(pipeline: Sharp, format: Format, quality: number): Promise<EncodedImage> {
  const encoder = format === "jpeg" ? pipeline.jpeg({ quality, mozjpeg: true }) : pipeline.webp({ quality, effort: 4 });
  try {
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      // An animation's height is its frames' stacked; a frame's is what a page shows.
      height: info.pageHeight ?? info.height,
      contentType: format === "jpeg" ? "image/jpeg" : "image/webp",
      ext: format === "jpeg" ? "jpg" : "webp",
    };
  } catch (error) {
    throw new UnreadableImageError(String(error));
  }
}

const withinEdge = (pipeline: Sharp, edge: number) =>
  pipeline.resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true });

export async function makeImageVariants(input: Uint8Array): Promise<ImageVariants> {
  const { pipeline, format } = await decodePicture(input);
  const full = await encode(withinEdge(pipeline(), IMAGE_SIZES.fullLongEdge), format, QUALITY[format].full);
  if (full.width <= IMAGE_SIZES.webWidth) return { full };
  const web = await encode(pipeline().resize({ width: IMAGE_SIZES.webWidth }), format, QUALITY[format].web);
  return { full, web };
}

/**
 * One picture, decoded and encoded again as the full variant is (orientation applied, pixels only,
 * the same formats), at most `longEdge` px: for pictures shown at one small size, such as
 * profile pictures (account/profile-image.ts). `maxPixels` lowers the still limit for a function
 * with less memory; a larger picture is an UnreadableImageError, not decoded.
 */
export async function reencodeImage(input: Uint8Array, size: { longEdge: number; maxPixels?: number }): Promise<EncodedImage> {
  const { longEdge, maxPixels } = size;
  const { pipeline, format } = await decodePicture(input, maxPixels);
  return encode(withinEdge(pipeline(), longEdge), format, QUALITY[format].full);
}
