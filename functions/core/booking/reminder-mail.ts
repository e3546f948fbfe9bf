import { SUPPORT_EMAIL } from "../brand";
import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import type { MailMessage } from "../ports/mail/mailer";
import { formatIndia, formatIndiaDay } from "../time/india-time";
import { contactLine, layout, textBody, type Link } from "./booking-mail-layout";
import { BOOKING_MAIL_TEXTS } from "./booking-mail.texts";
import { planHoursText, vehicleLine } from "./booking-words";
import type { DocumentBooking } from "./documents/sheet";

/**
 * The booking reminders (issue 14, decision 027), in the confirmation's look and words: an hour
 * before arrival, the way there and the voucher (attached, as in the confirmation); a quarter of an
 * hour before departure, a link to extend the stay. In the member's language (issue 35 §4).
 */
export interface ReminderMailLinks {
  /** The site's origin (APP_URL). */
  appUrl: string;
  supportEmail?: string;
}

const bookingsLink = (appUrl: string, language: Language): Link => ({
  label: BOOKING_MAIL_TEXTS.pick(language).myBookings,
  url: new URL("/booking", appUrl).toString(),
});

/** The change page in its extend mode (decision 026): the member picks a later departure and pays the difference. */
export function extendUrl(appUrl: string, bookingId: string): string {
  return new URL(`/booking/${encodeURIComponent(bookingId)}/change?kind=extend`, appUrl).toString();
}

export async function arrivalReminderEmail(
  booking: DocumentBooking,
  to: string,
  name: string,
  links: ReminderMailLinks,
  language: Language = "en",
): Promise<MailMessage> {
  const t = BOOKING_MAIL_TEXTS.pick(language);
  const at = (time: string) => fill(t.indiaTime, { time: formatIndia(time, language) });
  const intro = [
    fill(t.helloName, { name }),
    fill(t.arrivalIntro, { parking: booking.parkingName, time: formatIndia(booking.inTime, language) }),
  ];
  const rows: [string, string][] = [
    [t.bookingCode, booking.code],
    [t.carPark, `${booking.parkingName} (${booking.parkingCode})`],
    [t.address, booking.address],
    [t.arrival, at(booking.inTime)],
    [t.departure, at(booking.outTime)],
    [t.vehicle, vehicleLine(booking.vehicle, language)],
  ];
  const after = [t.voucherAttached, contactLine(links.supportEmail ?? SUPPORT_EMAIL, language)];
  // Loaded here, not at the top: pdf-lib and its fonts only when a voucher is attached (decision 033).
  const { directionsUrl, voucherFileName, voucherPdf } = await import("./documents/voucher");
  const directions = { label: t.directions, url: directionsUrl(booking) };
  const bookings = bookingsLink(links.appUrl, language);
  return {
    to,
    subject: fill(t.arrivalSubject, { code: booking.code }),
    text: textBody(intro, rows, after, [directions, bookings]),
    html: layout(t.arrivalTitle, intro, rows, after, directions, [bookings], language),
    attachments: [
      { filename: voucherFileName(booking), contentType: "application/pdf", content: await voucherPdf(booking, { name }, language) },
    ],
  };
}

export function departureReminderEmail(
  booking: DocumentBooking,
  to: string,
  name: string,
  links: ReminderMailLinks,
  language: Language = "en",
): MailMessage {
  const t = BOOKING_MAIL_TEXTS.pick(language);
  const intro = [
    fill(t.helloName, { name }),
    fill(t.departureIntro, { parking: booking.parkingName, time: formatIndia(booking.outTime, language) }),
    t.needMoreTime,
  ];
  const rows: [string, string][] = [
    [t.bookingCode, booking.code],
    [t.carPark, `${booking.parkingName} (${booking.parkingCode})`],
    [t.departure, fill(t.indiaTime, { time: formatIndia(booking.outTime, language) })],
    [t.vehicle, vehicleLine(booking.vehicle, language)],
  ];
  const after = [contactLine(links.supportEmail ?? SUPPORT_EMAIL, language)];
  const extend = { label: t.extend, url: extendUrl(links.appUrl, booking.id) };
  const bookings = bookingsLink(links.appUrl, language);
  return {
    to,
    subject: fill(t.departureSubject, { code: booking.code }),
    text: textBody(intro, rows, after, [extend, bookings]),
    html: layout(t.departureTitle, intro, rows, after, extend, [bookings], language),
  };
}

/** The pass purchase page prefilled to continue a pass from the day it ends (app/routes/passes/_app.pass.$parkingId.tsx). */
export function renewUrl(appUrl: string, pass: Pick<DocumentBooking, "id"> & { parkingId: string }): string {
  return new URL(`/pass/${encodeURIComponent(pass.parkingId)}?renew=${encodeURIComponent(pass.id)}`, appUrl).toString();
}

/** Three days before a monthly pass ends (issue 15): the days left and a link to renew it from its last day. */
export function renewalReminderEmail(
  pass: DocumentBooking & { parkingId: string },
  to: string,
  name: string,
  links: ReminderMailLinks,
  language: Language = "en",
): MailMessage {
  const t = BOOKING_MAIL_TEXTS.pick(language);
  const lastDay = formatIndiaDay(new Date(Date.parse(pass.outTime) - 1), language);
  const intro = [fill(t.helloName, { name }), fill(t.renewalIntro, { parking: pass.parkingName, day: lastDay }), t.renewalAsk];
  const rows: [string, string][] = [
    [t.passCode, pass.code],
    [t.carPark, `${pass.parkingName} (${pass.parkingCode})`],
    [t.plan, pass.pass ? fill(t.indiaTime, { time: planHoursText(pass.pass, language) }) : ""],
    [t.lastDay, lastDay],
    [t.vehicle, vehicleLine(pass.vehicle, language)],
  ];
  const after = [contactLine(links.supportEmail ?? SUPPORT_EMAIL, language)];
  const renew = { label: t.renew, url: renewUrl(links.appUrl, pass) };
  const passes = { label: t.myPasses, url: new URL("/booking?status=Passes", links.appUrl).toString() };
  return {
    to,
    subject: fill(t.renewalSubject, { code: pass.code }),
    text: textBody(intro, rows, after, [renew, passes]),
    html: layout(t.renewalTitle, intro, rows, after, renew, [passes], language),
  };
}
