import { SUPPORT_EMAIL } from "../brand";
import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import { contactLine, layout, textBody, type Link } from "./booking-mail-layout";
import { BOOKING_MAIL_TEXTS } from "./booking-mail.texts";
import { cancellationLine, vehicleLine } from "./booking-words";
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
 * Each is written in the member's language (issue 35 §4: booking-mail.texts.ts), their PDFs too.
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
  language: Language = "en",
): Promise<MailMessage> {
  const t = BOOKING_MAIL_TEXTS.pick(language);
  const support = links.supportEmail ?? SUPPORT_EMAIL;
  const at = (time: string) => fill(t.indiaTime, { time: formatIndia(time, language) });
  const intro = [
    fill(t.helloName, { name }),
    fill(changed ? t.changedIntro : t.bookedIntro, { code: booking.code, parking: booking.parkingName }),
  ];
  const rows: [string, string][] = [
    [t.bookingCode, booking.code],
    [t.carPark, `${booking.parkingName} (${booking.parkingCode})`],
    [t.address, booking.address],
    [t.arrival, at(booking.inTime)],
    [t.departure, at(booking.outTime)],
    [t.vehicle, vehicleLine(booking.vehicle, language)],
    // Core's price lines, in the order checkout and My bookings show them.
    ...priceLines(booking.pricing, booking.coupon?.code, language).map((line): [string, string] => [line.label, line.amount]),
    [t.paymentId, booking.transaction_id ?? "-"],
  ];
  const after = [
    t.documentsAttached,
    // The booking's own policy (decision 026), in the words the detail page and checkout used.
    fill(t.policyFromBookings, { policy: cancellationLine(booking, language) }),
    contactLine(support, language),
  ];
  const bookingsLink = { label: t.myBookings, url: links.bookingsUrl };
  // Loaded here, not at the top: pdf-lib and its fonts would otherwise load at every cold start of
  // every function that can confirm a booking, most of whose requests never make a PDF (decision 033).
  const [{ receiptFileName, receiptPdf }, { directionsUrl, voucherFileName, voucherPdf }] = await Promise.all([
    import("./documents/receipt"),
    import("./documents/voucher"),
  ]);
  const directions = { label: t.directions, url: directionsUrl(booking) };
  const [voucher, receipt] = await Promise.all([voucherPdf(booking, { name }, language), receiptPdf(booking, language)]);
  return {
    to,
    subject: fill(changed ? t.changedSubject : t.bookedSubject, { code: booking.code }),
    text: textBody(intro, rows, after, [directions, bookingsLink]),
    html: layout(changed ? t.changedTitle : t.bookedTitle, intro, rows, after, bookingsLink, [directions], language),
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
  language: Language = "en",
): Promise<void> {
  const invoiced = await ensureInvoice(svc.table, booking, { name, email: to });
  const links = { bookingsUrl: new URL("/booking", svc.config.APP_URL).toString(), supportEmail: svc.config.SUPPORT_EMAIL };
  await svc.mailer.send(await bookingConfirmationEmail(invoiced, to, name, links, changed, language));
}

/** The reissued voucher and receipt after a change or an extension. */
export function sendBookingChanged(
  svc: Pick<Services, "mailer" | "config" | "table">,
  booking: Booking,
  to: string,
  name: string,
  language: Language = "en",
) {
  return sendBookingConfirmation(svc, booking, to, name, true, language);
}

/**
 * What the member gets back, in words: the refund recorded on the booking; else (the gateway call
 * failed and support settles it by hand) the full amount paid; else nothing was taken.
 */
function refundText(booking: DocumentBooking, language: Language): { sentence: string; expected: boolean } {
  const t = BOOKING_MAIL_TEXTS.pick(language);
  if (booking.refund) {
    return { sentence: fill(t.refunding, { amount: formatRupees(booking.refund.amount), id: booking.refund.id }), expected: true };
  }
  if (booking.transaction_id) {
    return { sentence: fill(t.refundFull, { amount: formatRupees(booking.totalPrice) }), expected: true };
  }
  return { sentence: t.noRefund, expected: false };
}

export function bookingCancelledEmail(
  booking: DocumentBooking,
  to: string,
  name: string,
  links?: Partial<BookingMailLinks>,
  language: Language = "en",
): MailMessage {
  const t = BOOKING_MAIL_TEXTS.pick(language);
  const support = links?.supportEmail ?? SUPPORT_EMAIL;
  const refund = refundText(booking, language);
  const at = (time: string) => fill(t.indiaTime, { time: formatIndia(time, language) });
  const intro = [
    fill(t.helloName, { name }),
    fill(t.cancelledIntro, { code: booking.code, parking: booking.parkingName }),
    refund.sentence,
    ...(refund.expected ? [t.refundDays] : []),
  ];
  const rows: [string, string][] = [
    [t.bookingCode, booking.code],
    [t.carPark, `${booking.parkingName} (${booking.parkingCode})`],
    [t.arrival, at(booking.inTime)],
    [t.departure, at(booking.outTime)],
    [t.vehicle, vehicleLine(booking.vehicle, language)],
    [t.amountPaid, formatRupees(booking.totalPrice)],
    ...(booking.refund ? ([[t.refund, `${formatRupees(booking.refund.amount)} (${booking.refund.id})`]] as [string, string][]) : []),
  ];
  const after = [...(refund.expected ? [fill(t.refundLate, { email: support })] : []), contactLine(support, language)];
  const bookingsLink: Link | undefined = links?.bookingsUrl ? { label: t.myBookings, url: links.bookingsUrl } : undefined;
  return {
    to,
    subject: fill(t.cancelledSubject, { code: booking.code }),
    text: textBody(intro, rows, after, bookingsLink ? [bookingsLink] : []),
    html: layout(t.cancelledTitle, intro, rows, after, bookingsLink, [], language),
  };
}

export async function sendBookingCancelled(
  svc: Pick<Services, "mailer" | "config">,
  booking: DocumentBooking,
  to: string,
  name: string,
  language: Language = "en",
): Promise<void> {
  await svc.mailer.send(
    bookingCancelledEmail(
      booking,
      to,
      name,
      { bookingsUrl: new URL("/booking", svc.config.APP_URL).toString(), supportEmail: svc.config.SUPPORT_EMAIL },
      language,
    ),
  );
}
