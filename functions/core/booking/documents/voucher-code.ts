import type { Booking } from "../booking";

/**
 * What the voucher's QR code says, apart from the PDF (voucher.ts): the pass cards on /booking draw
 * the same code, and importing it from here keeps pdf-lib and its fonts out of the pages that only
 * show a code (they are loaded when a PDF is made; docs/decisions/033-cost-per-thousand.md).
 */

/** What the operator's scanner reads at check-in: the code people can also read out, and the id to look it up. */
export function voucherQrPayload(b: Pick<Booking, "code" | "id">): string {
  return `SMARTPARKING:${b.code}:${b.id}`;
}

export const QR_OPTIONS = { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 } as const;
