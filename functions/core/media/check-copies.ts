/**
 * Copies of a stored picture in the forms the content checkers read (issue 12). sharp is imported on
 * first use, as in image-variants.ts, so no other call pays for loading it.
 */

/** Rekognition reads JPEG and PNG only: a WebP picture (transparent or animated) goes as a PNG of its first frame, at most 1024 px. */
export async function pngForRekognition(bytes: Uint8Array): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  return sharp(bytes, { animated: false }).resize({ width: 1024, height: 1024, fit: "inside", withoutEnlargement: true }).png().toBuffer();
}

/** nsfwjs's MobileNetV2 input: 224 × 224 RGB pixels, the picture squeezed to fit as the model was trained. */
export const MODEL_INPUT_SIZE = 224;

export async function rgbForModel(bytes: Uint8Array): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const pixels = await sharp(bytes, { animated: false })
    .resize(MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(pixels);
}
