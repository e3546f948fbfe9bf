import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
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
import { getBooking, putNewBooking } from "@core/booking/booking-store";
import {
  ensureInvoice,
  financialYear,
  gstStateCode,
  invoiceKeys,
  invoiceNumber,
  isValidGstin,
  type InvoicedBooking,
} from "@core/booking/invoice";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { SUPPLIER } from "@core/brand";
import type { Services } from "@core/services";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/**
 * The confirmation e-mail's two PDFs and the e-mails themselves, through the real outbox mailer.
 *
 * How text is asserted: with pdf.js (pdfjs-dist, the engine of Firefox's viewer), which reads what
 * is painted on the page back through each embedded font's ToUnicode map, the way a reader copying
 * text would get it; not metadata that could say one thing while the page says another (the
 * metadata is checked too). `pdfText` gives each painted string, `pdfLines` the strings on one
 * baseline joined (a line mixing scripts is painted as one string per font).
 */

function booking(overrides: Partial<Booking> = {}): InvoicedBooking {
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
    invoice: {
      number: "SP/2026-27/000123",
      series: "2026-27",
      date: "2026-11-20T10:03:27.000Z",
      placeOfSupply: { state: "Karnataka", code: "29" },
      recipient: { name: "Asha Rao", email: "asha@example.com" },
      issuedAt: "2026-11-20T10:03:28.000Z",
    },
    ...overrides,
  } as InvoicedBooking;
}

const noCoupon = (): Partial<Booking> => ({
  coupon: undefined,
  pricing: { ...booking().pricing, price: 120, cgst: 11, sgst: 11, total: 142, discount: 0, priceBeforeDiscount: 120 },
  totalPrice: 142,
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

interface PaintedText {
  str: string;
  x: number;
  y: number;
}

async function painted(bytes: Uint8Array): Promise<PaintedText[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const out: PaintedText[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ("str" in item && item.str) out.push({ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number });
    }
  }
  await pdf.destroy();
  return out;
}

/** Every string painted on every page, in drawing order, as pdf.js reads it back. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await painted(bytes)).map((t) => t.str);
}

/** The strings painted on each baseline, left to right, joined: the lines as a reader sees them. */
async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const byBaseline = new Map<number, PaintedText[]>();
  for (const t of await painted(bytes)) {
    const y = Math.round(t.y * 10) / 10;
    byBaseline.set(y, [...(byBaseline.get(y) ?? []), t]);
  }
  return [...byBaseline.values()].map((row) =>
    row
      .sort((a, b) => a.x - b.x)
      .map((t) => t.str)
      .join(""),
  );
}

/** The ActualText of every marked-content span on the first page: the logical text of shaped Indic runs. */
async function actualTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const stream of contentStreams(doc, doc.getPage(0))) {
    const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    for (const m of ops.matchAll(/\/ActualText <([0-9A-Fa-f]*)>/g)) out.push(utf16HexText(m[1]!));
  }
  return out;
}

function utf16HexText(hex: string): string {
  // UTF-16BE with a byte-order mark, as pdf-lib writes text strings.
  const bytes = Buffer.from(hex, "hex");
  expect(bytes.subarray(0, 2).toString("hex")).toBe("feff");
  return bytes.subarray(2).swap16().toString("utf16le");
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
  it("writes rupees with the rupee sign and Indian digit grouping", () => {
    expect(rs(0)).toBe("₹0");
    expect(rs(999)).toBe("₹999");
    expect(rs(1234)).toBe("₹1,234");
    expect(rs(123456)).toBe("₹1,23,456");
    expect(rs(12345678)).toBe("₹1,23,45,678");
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
    // The address wraps over two lines at a space: read it joined.
    expect(text.join(" ")).toContain("Phoenix Marketcity, Whitefield Main Road, Mahadevapura, Bengaluru, 560048");
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

  it("prints the rupee sign, and a character none of its fonts has as ? instead of failing", async () => {
    // 駐 (CJK) is in none of the Noto fonts embedded; 🚗 neither.
    const text = await pdfText(await voucherPdf(booking({ parkingName: "Café ₹ Lot 駐 Centre 🚗", address: "MG Road\nBengaluru" })));
    expect(text).toContain("Café ₹ Lot ? Centre ?");
    expect(text).toContain("MG Road Bengaluru");
  });
});

describe("the purchase receipt", () => {
  it("has the line items, coupon, price, taxes and total, in order", () => {
    expect(receiptLines(booking())).toEqual([
      {
        kind: "item",
        label: "Parking for 2.5 h at Phoenix Marketcity Whitefield Car Park (3 × 1 h at ₹40)",
        sac: "996743",
        amount: "₹120",
      },
      { kind: "price", label: "Price", amount: "₹120" },
      { kind: "coupon", label: "Coupon (WELCOME20)", amount: "−₹20" },
      { kind: "taxable", label: "Taxable value", amount: "₹100" },
      { kind: "cgst", label: "CGST (9%)", amount: "₹9" },
      { kind: "sgst", label: "SGST (9%)", amount: "₹9" },
      { kind: "total", label: "Total", amount: "₹118" },
    ]);
  });

  it("leaves out the coupon lines without a coupon, and adds the refund when there is one", () => {
    const lines = receiptLines(
      booking({ ...noCoupon(), refund: { id: "rfnd_Q1w2E3r4", amount: 142, status: "processed", at: "2026-11-21T09:12:00.000Z" } }),
    );
    expect(lines).toEqual([
      {
        kind: "item",
        label: "Parking for 2.5 h at Phoenix Marketcity Whitefield Car Park (3 × 1 h at ₹40)",
        sac: "996743",
        amount: "₹120",
      },
      { kind: "price", label: "Price", amount: "₹120" },
      { kind: "taxable", label: "Taxable value", amount: "₹120" },
      { kind: "cgst", label: "CGST (9%)", amount: "₹11" },
      { kind: "sgst", label: "SGST (9%)", amount: "₹11" },
      { kind: "total", label: "Total", amount: "₹142" },
      { kind: "refund", label: "Refunded ₹142 on Sat, 21 Nov 2026, 2:42 pm (rfnd_Q1w2E3r4)" },
    ]);
  });

  it("is a tax invoice: those lines with the SAC code, the invoice number and date, the recipient, the place of supply, the ids and the supplier's address and GSTIN", async () => {
    const b = booking({ refund: { id: "rfnd_Q1w2E3r4", amount: 118, status: "processed", at: "2026-11-21T09:12:00.000Z" } });
    const bytes = await receiptPdf(b);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Tax invoice SP/2026-27/000123");
    expect(doc.getSubject()).toBe("Phoenix Marketcity Whitefield Car Park: total paid ₹118");

    const text = await pdfText(bytes);
    // Long labels wrap over several Tj lines, at spaces: read them joined.
    const all = text.join(" ");
    for (const line of receiptLines(b)) {
      expect(all).toContain(line.label);
      // The PDF prints the coupon's minus sign as a hyphen (sheet.safe).
      if (line.amount) expect(text).toContain(line.amount.replace("\u2212", "-"));
    }
    expect(text).toContain("Tax invoice");
    expect(text).toContain("Purchase receipt");
    expect(text).toContain("SP/2026-27/000123");
    expect(text).toContain("SP-7K3F9Q");
    expect(text).toContain("Fri, 20 Nov 2026, 3:33 pm");
    expect(text).toContain("Asha Rao, asha@example.com");
    expect(text).toContain("Karnataka (29)");
    expect(text).toContain("996743");
    expect(text).toContain("pay_Nx81mT7bYq");
    expect(text).toContain("order_Nx81kQ2aZp");
    for (const line of [SUPPLIER.legalName, ...SUPPLIER.addressLines]) expect(text).toContain(line);
    expect(text).toContain("GSTIN 29AABCS1234M1Z8");
    expect(all).toContain("Tax payable on reverse charge: No.");
  });

  it("is deterministic too", async () => {
    const [a, b] = await Promise.all([receiptPdf(booking()), receiptPdf(booking())]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

/** The fonts embedded in a PDF: their names and the size of their font files. */
async function embeddedFonts(bytes: Uint8Array): Promise<{ name: string; fileBytes: number }[]> {
  const doc = await PDFDocument.load(bytes);
  const out: { name: string; fileBytes: number }[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    const file = rawStream(doc, obj.get(PDFName.of("FontFile2")));
    out.push({ name: obj.get(PDFName.of("FontName"))!.toString().slice(1), fileBytes: decodePDFRawStream(file).decode().length });
  }
  return out;
}

/** The characters of a text, sorted: the same for a text and its visual (reordered) rendering. */
const sortedChars = (text: string) => Array.from(text.replace(/\s+/g, "")).sort().join("");

describe("Indic names and the rupee sign, read back with pdf.js", () => {
  const hindi = "प्रिया शर्मा";
  const tamil = "கார்த்திக் சுப்ரமணியன்";
  const indic = () =>
    booking({
      parkingName: `${tamil} Parking`,
      vehicle: { name: "अर्जुन", number: "KA01AB1234", type: "Four Wheeler" },
      invoice: { ...booking().invoice, recipient: { name: hindi, email: "priya@example.com" } },
    });

  it("prints a Hindi and a Tamil name on the voucher, with the amount in rupees, as text a reader gets back", async () => {
    const bytes = await voucherPdf(indic(), { name: hindi });
    const lines = await pdfLines(bytes);
    // Tamil comes back exactly as written: conjuncts (த்தி) and vowel signs (கா, ணி) shaped, then mapped back.
    expect(lines).toContain(`Car park ${tamil} Parking`);
    expect(lines).toContain(`${tamil} Parking (BLR-WF-07)`);
    expect(lines).toContain("Total paid ₹118 (incl. CGST and SGST)");
    // Devanagari is painted in visual order (the i-sign before प्र, the reph after मा): pdf.js reads
    // the glyphs in that order, every one mapped back to its own characters, none lost or "?"...
    const value = (label: string) => lines.find((l) => l.startsWith(`${label} `))?.slice(label.length + 1) ?? "";
    expect(sortedChars(value("Booked by"))).toBe(sortedChars(hindi));
    expect(sortedChars(value("Vehicle"))).toBe(sortedChars("अर्जुन, KA01AB1234 (Four Wheeler)"));
    // ...and each run carries its logical text as ActualText, for extractors that honour it.
    const spans = await actualTexts(bytes);
    expect(spans).toContain(hindi);
    expect(spans).toContain("अर्जुन");
    expect(spans).toContain(`${tamil} `);
    expect(lines.filter((l) => /[\u0900-\u0bff]/.test(l)).join("")).not.toMatch(/[?\uFFFD]/);
  });

  it("prints them on the tax invoice too, with the rupee amounts", async () => {
    const b = indic();
    const lines = await pdfLines(await receiptPdf(b));
    const billedTo = lines.find((l) => l.startsWith("Billed to "))!;
    expect(sortedChars(billedTo)).toBe(sortedChars(`Billed to ${hindi}, priya@example.com`));
    expect(lines).toContain(`Car park ${tamil} Parking (BLR-WF-07)`);
    expect(lines).toContain("Taxable value ₹100");
    expect(lines).toContain("CGST (9%) ₹9");
    expect(lines).toContain("SGST (9%) ₹9");
    expect(lines).toContain("Total ₹118");
    expect(await pdfText(await receiptPdf(b))).toEqual(expect.arrayContaining(["₹120", "-₹20", "₹100", "₹9", "₹118"]));
  });

  it("embeds only the fonts the text needs, each a subset: small files", async () => {
    const plainVoucher = await voucherPdf(booking(), { name: "Asha Rao" });
    const indicVoucher = await voucherPdf(indic(), { name: hindi });
    const indicReceipt = await receiptPdf(indic());
    const plainFonts = await embeddedFonts(plainVoucher);
    expect(plainFonts.map((f) => f.name).sort()).toEqual(["SPLABO+NotoSans-Bold", "SPLARE+NotoSans-Regular"]);
    const indicFonts = await embeddedFonts(indicVoucher);
    expect(indicFonts.map((f) => f.name.split("+")[0]).sort()).toEqual(["SPDEBO", "SPDERE", "SPLABO", "SPLARE", "SPTABO", "SPTARE"]);
    // The source files are 140 to 630 KB each; a subset of the glyphs drawn is a few KB.
    for (const font of [...plainFonts, ...indicFonts]) expect(font.fileBytes).toBeLessThan(30_000);
    // Measured when written: about 18 KB plain, 27 KB with the Indic fonts (Helvetica's were 7 KB).
    for (const pdf of [plainVoucher, indicVoucher, indicReceipt]) expect(pdf.byteLength).toBeLessThan(200_000);
  });
});

describe("the tax invoice number", () => {
  let svc: Services;
  const parking: Parking = { ...demoParkings()[0]!, id: "pk-invoice", code: "INV-001", state: "Tamil Nadu" };

  beforeAll(async () => {
    svc = await createTestServices("booking-invoices");
    await putParkings(svc.table, [parking]);
  });

  let n = 0;
  /** A paid booking in the table, without an invoice yet, paid in a financial year of its own per test. */
  async function paidBooking(confirmedAt: string): Promise<Booking> {
    const b: Booking = { ...booking({ parkingId: parking.id }), id: `01JDXINVOICE${String(++n).padStart(14, "0")}`, confirmedAt };
    delete b.invoice;
    await svc.table.transact([putNewBooking(b)]);
    return b;
  }

  it("runs per Indian financial year, April to March in India time", () => {
    expect(financialYear("2026-03-31T18:29:59.000Z")).toBe("2025-26");
    expect(financialYear("2026-03-31T18:30:00.000Z")).toBe("2026-27");
    expect(financialYear("2099-12-31T00:00:00.000Z")).toBe("2099-00");
    expect(invoiceNumber("2026-27", 123)).toBe("SP/2026-27/000123");
  });

  it("prints a valid GSTIN and the place of supply's state code", () => {
    expect(isValidGstin(SUPPLIER.gstin)).toBe(true);
    expect(SUPPLIER.gstin.slice(0, 2)).toBe(SUPPLIER.stateCode);
    expect(isValidGstin("29AABCS1234M1Z9")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(gstStateCode("Tamil Nadu")).toBe("33");
    expect(gstStateCode(" maharashtra ")).toBe("27");
    expect(gstStateCode("NCT of Delhi")).toBe("07");
    expect(gstStateCode("Jammu & Kashmir")).toBe("01");
    expect(gstStateCode("Atlantis")).toBeUndefined();
  });

  it("is issued once per paid booking, in its year's series, and never changes", async () => {
    const b = await paidBooking("2031-06-01T05:00:00.000Z");
    const first = await ensureInvoice(svc.table, b, { name: "Asha Rao", email: "asha@example.com" });
    expect(first.invoice.number).toMatch(/^SP\/2031-32\/\d{6}$/);
    expect(first.invoice.placeOfSupply).toEqual({ state: "Tamil Nadu", code: "33" });
    expect(first.invoice.recipient).toEqual({ name: "Asha Rao", email: "asha@example.com" });
    expect(first.invoice.date).toBe("2031-06-01T05:00:00.000Z");
    // A later render of a stale copy (no invoice on it) finds the stored one: same number, no new one taken.
    const counter = await svc.table.get<{ pk: string; sk: string; next: number }>(
      invoiceKeys.series("2031-32").pk,
      invoiceKeys.series("2031-32").sk,
    );
    const again = await ensureInvoice(svc.table, b, { name: "Renamed", email: "new@example.com" });
    expect(again.invoice).toEqual(first.invoice);
    const stored = await getBooking(svc.table, b.id);
    expect(stored?.invoice).toEqual(first.invoice);
    // The next booking gets the next number.
    const next = await ensureInvoice(svc.table, await paidBooking("2031-07-01T05:00:00.000Z"), { name: "B", email: "b@example.com" });
    expect(next.invoice.number).toBe(invoiceNumber("2031-32", counter!.next + 1));
  });

  it("gives concurrent first renders of one booking one number, and concurrent bookings different ones", async () => {
    const b = await paidBooking("2032-05-01T05:00:00.000Z");
    const renders = await Promise.all(
      Array.from({ length: 6 }, () => ensureInvoice(svc.table, b, { name: "Asha", email: "a@example.com" })),
    );
    expect(new Set(renders.map((r) => r.invoice.number)).size).toBe(1);
    expect((await getBooking(svc.table, b.id))?.invoice?.number).toBe(renders[0]!.invoice.number);

    const others = await Promise.all(
      Array.from({ length: 6 }, async () =>
        ensureInvoice(svc.table, await paidBooking("2032-06-01T05:00:00.000Z"), { name: "B", email: "b@example.com" }),
      ),
    );
    const numbers = others.map((r) => r.invoice.number);
    expect(new Set(numbers).size).toBe(6);
    for (const number of numbers) expect(number).toMatch(/^SP\/2032-33\/\d{6}$/);
  });

  it("is not issued for a booking that was never paid", async () => {
    const b = await paidBooking("2033-05-01T05:00:00.000Z");
    await expect(
      ensureInvoice(svc.table, { ...b, transaction_id: undefined, confirmedAt: undefined }, { name: "A", email: "a@example.com" }),
    ).rejects.toThrow("was not paid");
    expect((await getBooking(svc.table, b.id))?.invoice).toBeUndefined();
  });

  it("is issued by the confirmation e-mail, whose receipt carries it", async () => {
    const b = { ...(await paidBooking("2034-05-01T05:00:00.000Z")), code: "SP-MAIL03" };
    await sendBookingConfirmation({ ...svc, table: svc.table }, b, "asha@example.com", "Asha Rao");
    const stored = (await getBooking(svc.table, b.id))!;
    expect(stored.invoice?.number).toMatch(/^SP\/2034-35\/\d{6}$/);
    const mail = (await svc.outbox!.list()).find((m) => m.subject === "Your parking is booked: SP-MAIL03")!;
    const eml = (await svc.outbox!.raw(mail.id))!.toString("utf8");
    const part = eml.split(/\r\n--sp-[0-9a-f]+/).find((p) => p.includes('filename="receipt-SP-MAIL03.pdf"'))!;
    const receipt = Buffer.from(part.split("\r\n\r\n").slice(1).join("").replace(/\s+/g, ""), "base64");
    expect(await pdfText(receipt)).toContain(stored.invoice!.number);
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
    expect(voucher.equals(Buffer.from(await voucherPdf(b, { name: "Asha Rao" })))).toBe(true);
    expect(receipt.equals(Buffer.from(await receiptPdf(b)))).toBe(true);
    expect((await PDFDocument.load(voucher)).getTitle()).toBe("Booking voucher SP-MAIL01");
    expect((await PDFDocument.load(receipt)).getTitle()).toBe("Tax invoice SP/2026-27/000123");
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
