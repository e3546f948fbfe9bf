import { SUPPORT_EMAIL } from "../brand";
import { contactLine, layout, textBody, type Link } from "./booking-mail-layout";
import { policyLines, policyOf } from "./policy";
import type { MailMessage } from "../ports/mail/mailer";
import { priceLines } from "../pricing/price-lines";
import { formatRupees } from "../pricing/pricing";
import type { Services } from "../services";
import { formatIndia } from "../time/india-time";
import type { Booking } from "./booking";
import type { DocumentBooking } from "./documents/sheet";
import { ensureInvoice, type Invoice } from "./invoice";

/**
 * The booking e-mails: the confirmation (spec §1: "a confirmation e-mail follows, with a booking
 * voucher and a purchase receipt as PDFs") and the cancellation with its refund (§9: 5 to 10 working
 * days). Same look as the account e-mails; every link is also written out for clients that strip HTML.
 */

export interface BookingMailLinks {
  bookingsUrl: string;
  /** Defaults to the brand's support address; the senders pass the configured one. */
  supportEmail?: string;
}

/** The confirmation with both PDFs attached (async: the PDFs are built here); the receipt is the booking's tax invoice. */
export async function bookingConfirmationEmail(
  booking: DocumentBooking & { invoice: Invoice },
  to: string,
  name: string,
  links: BookingMailLinks,
  /** A change or an extension (change.ts): the same mail with the new terms and reissued PDFs. */
  changed = false,
): Promise<MailMessage> {
  const support = links.supportEmail ?? SUPPORT_EMAIL;
  const intro = [
    `Hello ${name},`,
    changed
      ? `Your booking ${booking.code} at ${booking.parkingName} has been changed. The new times and price are below; your voucher and receipt are reissued.`
      : `Your parking at ${booking.parkingName} is booked and paid. Your booking code is ${booking.code}.`,
  ];
  const rows: [string, string][] = [
    ["Booking code", booking.code],
    ["Car park", `${booking.parkingName} (${booking.parkingCode})`],
    ["Address", booking.address],
    ["Arrival", `${formatIndia(booking.inTime)} (India time)`],
    ["Departure", `${formatIndia(booking.outTime)} (India time)`],
    ["Vehicle", `${booking.vehicle.name}, ${booking.vehicle.number} (${booking.vehicle.type})`],
    // Core's price lines, in the order checkout and My bookings show them.
    ...priceLines(booking.pricing, booking.coupon?.code).map((line): [string, string] => [line.label, line.amount]),
    ["Payment id", booking.transaction_id ?? "-"],
  ];
  const after = [
    "Your booking voucher and purchase receipt are attached as PDFs. Show the voucher, printed or on your phone, or tell the booking code at the entrance, and arrive within your booked window.",
    // The booking's own policy (decision 026), in the words the detail page and checkout used.
    `${policyLines(policyOf(booking)).cancellation} From My bookings.`,
    contactLine(support),
  ];
  const bookingsLink = { label: "My bookings", url: links.bookingsUrl };
  // Loaded here, not at the top: pdf-lib and its fonts would otherwise load at every cold start of
  // every function that can confirm a booking, most of whose requests never make a PDF (decision 033).
  const [{ receiptFileName, receiptPdf }, { directionsUrl, voucherFileName, voucherPdf }] = await Promise.all([
    import("./documents/receipt"),
    import("./documents/voucher"),
  ]);
  const directions = { label: "Directions", url: directionsUrl(booking) };
  const [voucher, receipt] = await Promise.all([voucherPdf(booking, { name }), receiptPdf(booking)]);
  return {
    to,
    subject: changed ? `Your booking is changed: ${booking.code}` : `Your parking is booked: ${booking.code}`,
    text: textBody(intro, rows, after, [directions, bookingsLink]),
    html: layout(changed ? "Your booking is changed" : "Your parking is booked", intro, rows, after, bookingsLink, [directions]),
    attachments: [
      { filename: voucherFileName(booking), contentType: "application/pdf", content: voucher },
      { filename: receiptFileName(booking), contentType: "application/pdf", content: receipt },
    ],
  };
}

/**
 * Issues the booking's tax invoice (once: a repeat finds it on the booking), then mails both PDFs.
 * `changed`: the reissue after a change or an extension (decision 026; it keeps the invoice issued).
 */
export async function sendBookingConfirmation(
  svc: Pick<Services, "mailer" | "config" | "table">,
  booking: Booking,
  to: string,
  name: string,
  changed = false,
): Promise<void> {
  const invoiced = await ensureInvoice(svc.table, booking, { name, email: to });
  const links = { bookingsUrl: new URL("/booking", svc.config.APP_URL).toString(), supportEmail: svc.config.SUPPORT_EMAIL };
  await svc.mailer.send(await bookingConfirmationEmail(invoiced, to, name, links, changed));
}

/** The reissued voucher and receipt after a change or an extension. */
export function sendBookingChanged(svc: Pick<Services, "mailer" | "config" | "table">, booking: Booking, to: string, name: string) {
  return sendBookingConfirmation(svc, booking, to, name, true);
}

/**
 * What the member gets back, in words: the refund recorded on the booking; else (the gateway call
 * failed and support settles it by hand) the full amount paid; else nothing was taken.
 */
function refundText(booking: DocumentBooking): { sentence: string; expected: boolean } {
  if (booking.refund) {
    return {
      sentence: `We are refunding ${formatRupees(booking.refund.amount)} to your original payment method (refund id ${booking.refund.id}).`,
      expected: true,
    };
  }
  if (booking.transaction_id) {
    return {
      sentence: `A refund of ${formatRupees(booking.totalPrice)}, the full amount paid, will be made to your original payment method.`,
      expected: true,
    };
  }
  return { sentence: "No payment was taken for this booking, so there is nothing to refund.", expected: false };
}

export function bookingCancelledEmail(booking: DocumentBooking, to: string, name: string, links?: Partial<BookingMailLinks>): MailMessage {
  const support = links?.supportEmail ?? SUPPORT_EMAIL;
  const refund = refundText(booking);
  const intro = [
    `Hello ${name},`,
    `Your booking ${booking.code} at ${booking.parkingName} has been cancelled and the space is free again.`,
    refund.sentence,
    ...(refund.expected ? ["Refunds take 5–10 working days to reach your account."] : []),
  ];
  const rows: [string, string][] = [
    ["Booking code", booking.code],
    ["Car park", `${booking.parkingName} (${booking.parkingCode})`],
    ["Arrival", `${formatIndia(booking.inTime)} (India time)`],
    ["Departure", `${formatIndia(booking.outTime)} (India time)`],
    ["Vehicle", `${booking.vehicle.name}, ${booking.vehicle.number} (${booking.vehicle.type})`],
    ["Amount paid", formatRupees(booking.totalPrice)],
    ...(booking.refund ? ([["Refund", `${formatRupees(booking.refund.amount)} (${booking.refund.id})`]] as [string, string][]) : []),
  ];
  const after = [
    ...(refund.expected ? [`If the refund has not arrived after 10 working days, write to ${support} with your booking code.`] : []),
    contactLine(support),
  ];
  const bookingsLink: Link | undefined = links?.bookingsUrl ? { label: "My bookings", url: links.bookingsUrl } : undefined;
  return {
    to,
    subject: `Booking cancelled: ${booking.code}`,
    text: textBody(intro, rows, after, bookingsLink ? [bookingsLink] : []),
    html: layout("Booking cancelled", intro, rows, after, bookingsLink, []),
  };
}

export async function sendBookingCancelled(
  svc: Pick<Services, "mailer" | "config">,
  booking: DocumentBooking,
  to: string,
  name: string,
): Promise<void> {
  await svc.mailer.send(
    bookingCancelledEmail(booking, to, name, {
      bookingsUrl: new URL("/booking", svc.config.APP_URL).toString(),
      supportEmail: svc.config.SUPPORT_EMAIL,
    }),
  );
}
