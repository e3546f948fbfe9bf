/**
 * Reading a QR code from a camera frame, for the operator desk's scanner (decision 021). The
 * browser's own BarcodeDetector where it reads QR codes (Chrome on Android and macOS, Safari 17+);
 * elsewhere jsQR (pinned; 47 KiB gzip built), imported only when the scanner opens so the desk's first
 * load does not carry it. No React or Remix here: the unit test runs the jsQR path in Node.
 */

/** The pixels of one frame, as a canvas's getImageData gives them (RGBA). */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The part of the BarcodeDetector API used here (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The text of the QR code in `frame`, or undefined when none is readable (jsQR). */
export async function decodeFrame(frame: Frame): Promise<string | undefined> {
  const { default: jsQR } = await import("jsqr");
  // Vouchers are dark on light; trying the inverted image too doubles the work for nothing.
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data || undefined;
}

/** The browser's QR reader, when it has one that reads QR codes; undefined otherwise. */
export async function nativeQrDetector(): Promise<BarcodeDetectorLike | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ["qr_code"];
    return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : undefined;
  } catch {
    return undefined;
  }
}
