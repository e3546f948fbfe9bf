import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  StandardFonts,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from "pdf-lib";
import QRCode from "qrcode";
import { beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "@core/booking/booking";
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  sendBookingCancelled,
  sendBookingConfirmation,
} from "@core/booking/confirmation-mail";
import { receiptFileName, receiptLines, receiptPdf, rs } from "@core/booking/documents/receipt";
import { voucherFileName, voucherPdf, voucherQrPayload } from "@core/booking/documents/voucher";
import { POSTAL_ADDRESS_LINES } from "@core/brand";
import type { Services } from "@core/services";
import { createTestServices } from "../support/local-services";

/**
 * The confirmation e-mail's two PDFs and the e-mails themselves, through the real outbox mailer.
 *
 * How text is asserted: pdf-lib writes each drawn line as one `<hex> Tj` operator in a (flate
 * compressed) content stream, the hex being the font's WinAnsi codes. `pdfText` loads the PDF back,
 * decodes every content stream and turns each `Tj` string back into text with the inverse of
 * Helvetica's own encoding table. So the tests read what is actually painted on the page, not
 * metadata that could say one thing while the page says another (the metadata is checked too).
 */

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: "01JDX4K7Q9M2ZB8R3T6W5Y1N0P",
    code: "SP-7K3F9Q",
    userId: "user-1",
    parkingId: "parking-1",
    parkingName: "Phoenix Marketcity Whitefield Car Park",
    parkingCode: "BLR-WF-07",
    address: "Phoenix Marketcity, Whitefield Main Road, Mahadevapura, Bengaluru, 560048",
    lat: 12.9975,
    lng: 77.6963,
    vehicleId: "vehicle-1",
    vehicle: { name: "Swift Dzire", number: "KA01AB1234", type: "Four Wheeler" },
    vehicleKind: "four",
    // 10:00 to 12:30 India time.
    inTime: "2026-11-22T04:30:00.000Z",
    outTime: "2026-11-22T07:00:00.000Z",
    slots: [],
    pricing: {
      vehicleKind: "four",
      minutes: 150,
      hours: 2.5,
      blockHours: 1,
      blocks: 3,
      pricePerBlock: 40,
      price: 100,
      cgst: 9,
      sgst: 9,
      total: 118,
      discount: 20,
      priceBeforeDiscount: 120,
    },
    coupon: { code: "WELCOME20", discount: 20 },
    totalPrice: 118,
    status: "Confirmed",
    holdExpiresAt: "2026-11-20T10:15:00.000Z",
    orderId: "order_Nx81kQ2aZp",
    transaction_id: "pay_Nx81mT7bYq",
    createdAt: "2026-11-20T10:00:00.000Z",
    // 3:33 pm India time.
    confirmedAt: "2026-11-20T10:03:27.000Z",
    ...overrides,
  };
}

const noCoupon = (): Partial<Booking> => ({
  coupon: undefined,
  pricing: { ...booking().pricing, price: 120, cgst: 11, sgst: 11, total: 142, discount: 0, priceBeforeDiscount: 120 },
  totalPrice: 142,
});

let winAnsi: Map<number, string>;

beforeAll(async () => {
  // The inverse of Helvetica's encoding, from pdf-lib's own table: byte -> character.
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  winAnsi = new Map();
  for (const cp of font.getCharacterSet()) {
    const ch = String.fromCodePoint(cp);
    const hex = font.encodeText(ch).toString().slice(1, -1);
    if (hex.length === 2) winAnsi.set(parseInt(hex, 16), ch);
  }
});

/** A stream as stored in a loaded file (still encoded). */
function rawStream(doc: PDFDocument, ref: PDFObject | undefined): PDFRawStream {
  const obj = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
  if (!(obj instanceof PDFRawStream)) throw new Error(`expected a stream, got ${obj?.constructor.name}`);
  return obj;
}

function contentStreams(doc: PDFDocument, page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  return (contents instanceof PDFArray ? contents.asArray() : [contents]).map((r) => rawStream(doc, r));
}

/** Every string painted with Tj on every page, in drawing order. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    for (const stream of contentStreams(doc, page)) {
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = m[1]!;
        let s = "";
        for (let i = 0; i < hex.length; i += 2) s += winAnsi.get(parseInt(hex.slice(i, i + 2), 16)) ?? "\uFFFD";
        out.push(s);
      }
    }
  }
  return out;
}

/** The decoded pixel data of every image XObject on the first page. */
async function images(bytes: Uint8Array): Promise<{ width: number; height: number; data: Buffer }[]> {
  const doc = await PDFDocument.load(bytes);
  const xobjects = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  if (!xobjects) return [];
  return xobjects
    .values()
    .map((ref) => rawStream(doc, ref))
    .filter((s) => s.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
    .map((s) => ({
      width: Number(s.dict.get(PDFName.of("Width"))!.toString()),
      height: Number(s.dict.get(PDFName.of("Height"))!.toString()),
      data: Buffer.from(decodePDFRawStream(s).decode()),
    }));
}

describe("formatting", () => {
  it("writes rupees as Rs. with Indian digit grouping", () => {
    expect(rs(0)).toBe("Rs. 0");
    expect(rs(999)).toBe("Rs. 999");
    expect(rs(1234)).toBe("Rs. 1,234");
    expect(rs(123456)).toBe("Rs. 1,23,456");
    expect(rs(12345678)).toBe("Rs. 1,23,45,678");
  });

  it("names the files after the booking code", () => {
    expect(voucherFileName(booking())).toBe("voucher-SP-7K3F9Q.pdf");
    expect(receiptFileName(booking())).toBe("receipt-SP-7K3F9Q.pdf");
  });
});

describe("the booking voucher", () => {
  it("is one A4 page with the code, the car park, the window, the vehicle, the status and the notes", async () => {
    const b = booking();
    const bytes = await voucherPdf(b);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe("Booking voucher SP-7K3F9Q");
    expect(doc.getSubject()).toBe("Phoenix Marketcity Whitefield Car Park (BLR-WF-07)");

    const text = await pdfText(bytes);
    expect(text).toContain("SMART PARKING");
    expect(text).toContain("Booking voucher");
    expect(text).toContain("SP-7K3F9Q");
    expect(text).toContain("Phoenix Marketcity Whitefield Car Park");
    expect(text).toContain("BLR-WF-07");
    expect(text).toContain("Phoenix Marketcity, Whitefield Main Road, Mahadevapura, Bengaluru, 560048");
    expect(text).toContain("Sun, 22 Nov 2026, 10:00 am");
    expect(text).toContain("Sun, 22 Nov 2026, 12:30 pm");
    expect(text).toContain("Swift Dzire, KA01AB1234 (Four Wheeler)");
    expect(text).toContain("Confirmed");
    expect(text).toContain("https://www.google.com/maps/dir/?api=1&destination=12.9975,77.6963");
    const all = text.join(" ");
    expect(all).toContain("Arrive within your booked window");
    expect(all).toContain("or tell the booking code at the entrance");
    expect(all).toContain("Free cancellation up to 3 hours before arrival");
  });

  it("carries a QR code of SMARTPARKING:<code>:<id>, pixel for pixel", async () => {
    const b = booking();
    expect(voucherQrPayload(b)).toBe("SMARTPARKING:SP-7K3F9Q:01JDX4K7Q9M2ZB8R3T6W5Y1N0P");

    // No QR decoder is installed: instead the embedded image must equal, pixel for pixel, the QR
    // code that qrcode draws for the expected payload (built here independently of the module).
    const png = await QRCode.toBuffer("SMARTPARKING:SP-7K3F9Q:01JDX4K7Q9M2ZB8R3T6W5Y1N0P", {
      type: "png",
      errorCorrectionLevel: "M",
      margin: 1,
      width: 240,
    });
    const reference = await PDFDocument.create();
    const image = await reference.embedPng(png);
    reference.addPage().drawImage(image, { x: 0, y: 0 });
    const [expected] = await images(await reference.save());

    const embedded = await images(await voucherPdf(b));
    expect(embedded).toHaveLength(1);
    expect(embedded[0]!.width).toBe(expected!.width);
    expect(embedded[0]!.height).toBe(expected!.height);
    expect(embedded[0]!.data.equals(expected!.data)).toBe(true);

    // And a different booking gets a different code.
    const other = await images(await voucherPdf(booking({ id: "01JDX4K7Q9M2ZB8R3T6W5Y1N0Q" })));
    expect(other[0]!.data.equals(expected!.data)).toBe(false);
  });

  it("links the directions URL as a PDF link annotation", async () => {
    const doc = await PDFDocument.load(await voucherPdf(booking()));
    const annots = doc.getPage(0).node.Annots();
    const uris = (annots?.asArray() ?? [])
      .map((ref) => doc.context.lookup(ref, PDFDict))
      .filter((a) => a.get(PDFName.of("Subtype")) === PDFName.of("Link"))
      .map((a) => a.lookup(PDFName.of("A"), PDFDict).lookup(PDFName.of("URI"), PDFString).asString());
    expect(uris.length).toBeGreaterThanOrEqual(1);
    expect(new Set(uris)).toEqual(new Set(["https://www.google.com/maps/dir/?api=1&destination=12.9975,77.6963"]));
  });

  it("is deterministic: the same booking gives the same bytes, dated from the booking", async () => {
    const [a, b] = await Promise.all([voucherPdf(booking()), voucherPdf(booking())]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    // updateMetadata: false, or loading would stamp the modification date with the current time.
    const doc = await PDFDocument.load(a, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe("2026-11-20T10:03:27.000Z");
    expect(doc.getModificationDate()?.toISOString()).toBe("2026-11-20T10:03:27.000Z");
  });

  it("says a cancelled booking's voucher is not valid for entry", async () => {
    const text = (await pdfText(await voucherPdf(booking({ status: "Cancelled" })))).join(" ");
    expect(text).toContain("Cancelled");
    expect(text).toContain("this voucher is not valid for entry");
    expect(text).not.toContain("Free cancellation");
  });

  it("prints names its fonts cannot encode instead of failing: the rupee sign as Rs., other scripts as ?", async () => {
    const text = await pdfText(await voucherPdf(booking({ parkingName: "Café ₹ Lot सिटी Centre", address: "MG Road\nBengaluru" })));
    expect(text).toContain("Café Rs. Lot ???? Centre");
    expect(text).toContain("MG Road Bengaluru");
  });
});

describe("the purchase receipt", () => {
  it("has the line items, coupon, price, taxes and total, in order", () => {
    expect(receiptLines(booking())).toEqual([
      { kind: "item", label: "Parking for 2.5 h at Phoenix Marketcity Whitefield Car Park (3 × 1 h at Rs. 40)", amount: "Rs. 120" },
      { kind: "subtotal", label: "Price before discount", amount: "Rs. 120" },
      { kind: "discount", label: "Coupon WELCOME20", amount: "- Rs. 20" },
      { kind: "subtotal", label: "Price", amount: "Rs. 100" },
      { kind: "tax", label: "CGST (9%)", amount: "Rs. 9" },
      { kind: "tax", label: "SGST (9%)", amount: "Rs. 9" },
      { kind: "total", label: "Total paid", amount: "Rs. 118" },
    ]);
  });

  it("leaves out the coupon lines without a coupon, and adds the refund when there is one", () => {
    const lines = receiptLines(
      booking({ ...noCoupon(), refund: { id: "rfnd_Q1w2E3r4", amount: 142, status: "processed", at: "2026-11-21T09:12:00.000Z" } }),
    );
    expect(lines).toEqual([
      { kind: "item", label: "Parking for 2.5 h at Phoenix Marketcity Whitefield Car Park (3 × 1 h at Rs. 40)", amount: "Rs. 120" },
      { kind: "subtotal", label: "Price", amount: "Rs. 120" },
      { kind: "tax", label: "CGST (9%)", amount: "Rs. 11" },
      { kind: "tax", label: "SGST (9%)", amount: "Rs. 11" },
      { kind: "total", label: "Total paid", amount: "Rs. 142" },
      { kind: "refund", label: "Refunded Rs. 142 on Sat, 21 Nov 2026, 2:42 pm (rfnd_Q1w2E3r4)" },
    ]);
  });

  it("renders exactly those lines, with the receipt number, payment date, payment and order ids and the seller's address", async () => {
    const b = booking({ refund: { id: "rfnd_Q1w2E3r4", amount: 118, status: "processed", at: "2026-11-21T09:12:00.000Z" } });
    const bytes = await receiptPdf(b);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Purchase receipt SP-7K3F9Q");
    expect(doc.getSubject()).toBe("Phoenix Marketcity Whitefield Car Park: total paid Rs. 118");

    const text = await pdfText(bytes);
    // Long labels wrap over several Tj lines, at spaces: read them joined.
    const all = text.join(" ");
    for (const line of receiptLines(b)) {
      expect(all).toContain(line.label);
      if (line.amount) expect(text).toContain(line.amount);
    }
    expect(text).toContain("Purchase receipt");
    expect(text).toContain("SP-7K3F9Q");
    expect(text).toContain("Fri, 20 Nov 2026, 3:33 pm");
    expect(text).toContain("pay_Nx81mT7bYq");
    expect(text).toContain("order_Nx81kQ2aZp");
    for (const line of POSTAL_ADDRESS_LINES) expect(text).toContain(line);
    // The rupee sign never reaches the page: the fonts cannot draw it.
    expect(all).not.toContain("₹");
  });

  it("is deterministic too", async () => {
    const [a, b] = await Promise.all([receiptPdf(booking()), receiptPdf(booking())]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe("the e-mails", () => {
  let svc: Services;

  beforeAll(async () => {
    svc = await createTestServices("booking-documents");
  });

  /** The decoded body of the attachment called `filename` in a raw MIME message. */
  function attachmentFromEml(eml: string, filename: string): Buffer | undefined {
    const part = eml.split(/\r\n--sp-[0-9a-f]+/).find((p) => p.includes(`filename="${filename}"`));
    if (!part) return undefined;
    const body = part.split("\r\n\r\n").slice(1).join("\r\n\r\n");
    return Buffer.from(body.replace(/\s+/g, ""), "base64");
  }

  it("sends one confirmation with the voucher and the receipt attached, both in the .eml", async () => {
    const b = booking({ code: "SP-MAIL01" });
    const before = (await svc.outbox!.list()).length;
    await sendBookingConfirmation(svc, b, "asha@example.com", "Asha Rao");

    const all = await svc.outbox!.list();
    expect(all).toHaveLength(before + 1);
    const mine = all.filter((m) => m.subject === "Your parking is booked: SP-MAIL01");
    expect(mine).toHaveLength(1);
    const entry = mine[0]!;
    expect(entry.to).toBe("asha@example.com");
    expect(entry.attachments.map((a) => a.filename)).toEqual(["voucher-SP-MAIL01.pdf", "receipt-SP-MAIL01.pdf"]);
    for (const a of entry.attachments) {
      expect(a.contentType).toBe("application/pdf");
      expect(a.size).toBeGreaterThan(1024);
    }
    expect(entry.text).toContain("Hello Asha Rao,");
    expect(entry.text).toContain("Phoenix Marketcity Whitefield Car Park (BLR-WF-07)");
    expect(entry.text).toContain("Sun, 22 Nov 2026, 10:00 am");
    expect(entry.text).toContain("Sun, 22 Nov 2026, 12:30 pm");
    expect(entry.text).toContain("KA01AB1234");
    expect(entry.text).toContain("₹118");
    expect(entry.text).toContain("pay_Nx81mT7bYq");
    expect(entry.text).toContain("My bookings: http://localhost:3000/booking");
    expect(entry.html).toContain('href="http://localhost:3000/booking"');
    expect(entry.html).toContain("SP-MAIL01");

    // The .eml holds both PDFs, byte for byte what the document functions produce.
    const eml = (await svc.outbox!.raw(entry.id))!.toString("utf8");
    expect(eml).toContain('Content-Type: application/pdf; name="voucher-SP-MAIL01.pdf"');
    expect(eml).toContain('Content-Disposition: attachment; filename="receipt-SP-MAIL01.pdf"');
    const voucher = attachmentFromEml(eml, "voucher-SP-MAIL01.pdf")!;
    const receipt = attachmentFromEml(eml, "receipt-SP-MAIL01.pdf")!;
    expect(voucher.equals(Buffer.from(await voucherPdf(b)))).toBe(true);
    expect(receipt.equals(Buffer.from(await receiptPdf(b)))).toBe(true);
    expect((await PDFDocument.load(voucher)).getTitle()).toBe("Booking voucher SP-MAIL01");
    expect((await PDFDocument.load(receipt)).getTitle()).toBe("Purchase receipt SP-MAIL01");
  });

  it("escapes what the member typed in the HTML", async () => {
    const message = await bookingConfirmationEmail(booking(), "x@example.com", "<b>Asha</b>", {
      bookingsUrl: "http://localhost:3000/booking",
    });
    expect(message.html).toContain("Hello &lt;b&gt;Asha&lt;/b&gt;,");
    expect(message.html).not.toContain("<b>Asha</b>");
  });

  it("sends the cancellation with the refund amount and the 5–10 working days", async () => {
    const b = booking({
      code: "SP-MAIL02",
      status: "Cancelled",
      refund: { id: "rfnd_Q1w2E3r4", amount: 118, status: "processed", at: "2026-11-21T09:12:00.000Z" },
    });
    await sendBookingCancelled(svc, b, "asha@example.com", "Asha Rao");
    const mine = (await svc.outbox!.list()).filter((m) => m.subject === "Booking cancelled: SP-MAIL02");
    expect(mine).toHaveLength(1);
    const entry = mine[0]!;
    expect(entry.attachments).toEqual([]);
    expect(entry.text).toContain("We are refunding ₹118 to your original payment method (refund id rfnd_Q1w2E3r4).");
    expect(entry.text).toContain("Refunds take 5–10 working days");
    expect(entry.text).toContain("My bookings: http://localhost:3000/booking");
    expect(entry.html).toContain("Refunds take 5–10 working days");
  });

  it("promises the full amount when the refund is not recorded yet, and no refund when nothing was paid", () => {
    const pending = bookingCancelledEmail(booking({ ...noCoupon(), status: "Cancelled" }), "a@example.com", "Asha");
    expect(pending.text).toContain("A refund of ₹142, the full amount paid, will be made to your original payment method.");
    expect(pending.text).toContain("5–10 working days");

    const unpaid = bookingCancelledEmail(booking({ status: "Cancelled", transaction_id: undefined }), "a@example.com", "Asha");
    expect(unpaid.text).toContain("nothing to refund");
    expect(unpaid.text).not.toContain("working days");
  });
});
