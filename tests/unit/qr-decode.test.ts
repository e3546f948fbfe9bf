import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeFrame, nativeQrDetector, type Frame } from "~/islands/qr-decode";
import { parseBookingCode } from "@core/booking/operator";
import { QR_OPTIONS, voucherQrPayload } from "@core/booking/documents/voucher";

/**
 * The desk scanner's fallback path (decision 021): jsQR reads the voucher's own QR image (the PDF's
 * PNG, same options) from RGBA pixels, as the scanner hands it a camera frame. The camera itself
 * cannot run in headless CI; the BarcodeDetector path is the browser's.
 */
const booking = { code: "SP-7K3F9Q", id: "2f0c8a1e-5b7d-4e61-9a3c-0d4b6e8f1a2b" };

async function pixels(png: Buffer, background?: { width: number; height: number; left: number; top: number }): Promise<Frame> {
  let image = sharp(png);
  if (background) {
    // The QR small in a larger, grey frame, as a phone camera sees a voucher held up to it.
    const { width, height, left, top } = background;
    image = sharp({ create: { width, height, channels: 4, background: { r: 200, g: 200, b: 195, alpha: 1 } } }).composite([
      { input: png, left, top },
    ]);
  }
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

describe("reading the voucher's QR code from a frame", () => {
  it("reads the voucher's payload, which the desk reads as the booking code", async () => {
    const png = await QRCode.toBuffer(voucherQrPayload(booking), QR_OPTIONS);
    const text = await decodeFrame(await pixels(png));
    expect(text).toBe(`SMARTPARKING:${booking.code}:${booking.id}`);
    expect(parseBookingCode(text!)).toBe(booking.code);
  });

  it("finds it inside a larger camera-sized frame", async () => {
    const png = await QRCode.toBuffer(voucherQrPayload(booking), QR_OPTIONS);
    expect(await decodeFrame(await pixels(png, { width: 640, height: 480, left: 250, top: 130 }))).toBe(voucherQrPayload(booking));
  });

  it("says nothing for a frame without a QR code", async () => {
    const blank = await sharp({ create: { width: 320, height: 240, channels: 4, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await decodeFrame(await pixels(blank))).toBeUndefined();
  });

  it("uses no native detector where the platform has none (Node here)", async () => {
    expect(await nativeQrDetector()).toBeUndefined();
  });
});
