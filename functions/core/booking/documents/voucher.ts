import type { RGB } from "pdf-lib";
import { PHONE, POSTAL_ADDRESS, SUPPORT_EMAIL } from "../../brand";
import { formatIndia } from "../../time/india-time";
import { passPlanText, passUseText, passValidityText } from "../../pass/pass-wording";
import type { Booking } from "../booking";
import { directionsUrl } from "../../parking/directions";
import { rs } from "./receipt";
import { QR_OPTIONS, voucherQrPayload } from "./voucher-code";
import {
  A4,
  C,
  CONTENT_RIGHT,
  detailRow,
  documentDate,
  fileSafe,
  hoursText,
  MARGIN,
  newDocument,
  vehicleText,
  type DocumentBooking,
} from "./sheet";

/**
 * The booking voucher, the first PDF of the confirmation e-mail (spec §1): the booking code and
 * its QR code for the entrance, the stay, the directions link and what to know on arrival.
 */

// The mails take it from here with the voucher (one dynamic import); the rule is parking's.
export { directionsUrl };

export { QR_OPTIONS, voucherQrPayload } from "./voucher-code";

export function voucherFileName(b: Pick<Booking, "code">): string {
  return `voucher-${fileSafe(b.code)}.pdf`;
}

function statusColour(status: string): RGB {
  if (status === "Confirmed" || status === "Parked" || status === "Completed") return C.ok;
  if (status === "Cancelled" || status === "Expired" || status === "PaymentFailed") return C.bad;
  return C.ink;
}

/** The member the booking is for, as their account names them (printed "Booked by"). */
export interface DocumentMember {
  name: string;
}

export async function voucherPdf(b: DocumentBooking, member?: DocumentMember): Promise<Uint8Array> {
  const { doc, sheet } = await newDocument(
    `Booking voucher ${b.code}`,
    `${b.parkingName} (${b.parkingCode})`,
    [b.code, b.parkingCode, "voucher"],
    documentDate(b),
    [b.parkingName, b.address, vehicleText(b.vehicle), member?.name ?? ""],
  );
  sheet.header([PHONE, SUPPORT_EMAIL]);

  // The QR code on the right, the code a person can read out on the left.
  const qrSize = 168;
  const qrLeft = CONTENT_RIGHT - qrSize;
  // qrcode loaded with the first voucher, not when the function starts (decision 034).
  const { default: QRCode } = await import("qrcode");
  const qr = await doc.embedPng(await QRCode.toBuffer(voucherQrPayload(b), QR_OPTIONS));
  sheet.page.drawImage(qr, { x: qrLeft, y: A4.height - 88 - qrSize, width: qrSize, height: qrSize });
  const caption = "Scan at the entrance";
  sheet.text(caption, qrLeft + (qrSize - sheet.width(caption, { size: 9 })) / 2, 88 + qrSize + 14, { size: 9, colour: C.muted });

  const leftWidth = qrLeft - MARGIN - 16;
  sheet.text(b.pass ? "Monthly pass" : "Booking voucher", MARGIN, 112, { size: 24, bold: true });
  sheet.text("BOOKING CODE", MARGIN, 150, { size: 9, bold: true, colour: C.muted });
  sheet.text(b.code, MARGIN, 190, { size: 38, bold: true, colour: C.brand });
  sheet.text("Status", MARGIN, 222, { size: 9, bold: true, colour: C.muted });
  sheet.text(b.status, MARGIN + 40, 222, { size: 11, bold: true, colour: statusColour(b.status) });
  sheet.paragraph(`${b.parkingName} (${b.parkingCode})`, MARGIN, 250, leftWidth, { size: 13, bold: true });

  let top = 300;
  sheet.rule(top - 16);
  top = detailRow(sheet, "Car park", b.parkingName, top);
  top = detailRow(sheet, "Car park code", b.parkingCode, top);
  top = detailRow(sheet, "Address", b.address, top);
  if (b.pass) {
    // A pass (decision 029): its plan's daily hours and the days it is valid, not one stay.
    top = detailRow(sheet, "Plan", passPlanText({ ...b, pass: b.pass }), top, {
      valueStyle: { bold: true },
    });
    top = detailRow(sheet, "Valid", passValidityText({ ...b, pass: b.pass }), top, { valueStyle: { bold: true } });
  } else {
    top = detailRow(sheet, "Arrival", formatIndia(b.inTime), top, { valueStyle: { bold: true } });
    top = detailRow(sheet, "Departure", formatIndia(b.outTime), top, { valueStyle: { bold: true } });
    top = detailRow(sheet, "Duration", hoursText(b.pricing.hours), top);
  }
  top = detailRow(sheet, "Vehicle", vehicleText(b.vehicle), top);
  top = detailRow(sheet, "Total paid", `${rs(b.totalPrice)} (incl. CGST and SGST)`, top);
  if (member?.name) top = detailRow(sheet, "Booked by", member.name, top);

  // Directions: the address written out and clickable (the link is the whole printed URL).
  const url = directionsUrl(b);
  sheet.text("Directions", MARGIN, top, { size: 9, bold: true, colour: C.muted });
  let linkTop = top;
  for (const line of sheet.wrap(url, CONTENT_RIGHT - MARGIN - 118, { size: 10 })) {
    const w = sheet.text(line, MARGIN + 118, linkTop, { size: 10, colour: C.link });
    sheet.rule(linkTop + 2, MARGIN + 118, MARGIN + 118 + w, C.link, 0.5);
    sheet.link(url, MARGIN + 118, linkTop, w, 10);
    linkTop += 14;
  }
  top = linkTop + 18;

  // Good to know.
  const invalid = b.status === "Cancelled" || b.status === "Expired" || b.status === "PaymentFailed";
  const notes = invalid
    ? [
        `This ${b.pass ? "pass" : "booking"} is ${b.status === "Cancelled" ? "cancelled" : "not confirmed"}: this voucher is not valid for entry.`,
      ]
    : b.pass
      ? [
          passUseText({ ...b, pass: b.pass }),
          "Show this pass, printed or on your phone, or tell the code at the entrance.",
          "Not valid for vehicles with a trailer, racks or altered dimensions.",
        ]
      : [
          `Arrive within your booked window: from ${formatIndia(b.inTime)} to ${formatIndia(b.outTime)} (India time).`,
          "Show this voucher, printed or on your phone, or tell the booking code at the entrance.",
          "Free cancellation up to 3 hours before arrival, from My bookings.",
        ];
  const noteWidth = CONTENT_RIGHT - MARGIN - 40;
  const noteHeight = 34 + notes.reduce((h, n) => h + sheet.wrap(n, noteWidth, { size: 10 }).length * 13.5 + 4, 0);
  sheet.rect(MARGIN, top, CONTENT_RIGHT - MARGIN, noteHeight, C.panel);
  sheet.rect(MARGIN, top, 3, noteHeight, C.brand);
  let noteTop = top + 20;
  sheet.text("Good to know", MARGIN + 20, noteTop, { size: 11, bold: true });
  noteTop += 18;
  for (const note of notes) {
    sheet.text("•", MARGIN + 20, noteTop, { size: 10 });
    noteTop = sheet.paragraph(note, MARGIN + 32, noteTop, noteWidth - 12, { size: 10 }) + 4;
  }

  sheet.footer([`${POSTAL_ADDRESS}`, `Phone ${PHONE}  ·  ${SUPPORT_EMAIL}  ·  Booking id ${b.id}`]);
  return doc.save();
}
