import { SUPPORT_EMAIL } from "../brand";
import type { MailMessage } from "../ports/mail/mailer";
import { formatIndia, formatIndiaDay } from "../time/india-time";
import { planHoursLabel } from "../pass/pass-plan";
import { contactLine, layout, textBody, type Link } from "./booking-mail-layout";
import type { DocumentBooking } from "./documents/sheet";

/**
 * The booking reminders (issue 14, decision 027), in the confirmation's look and words: an hour
 * before arrival, the way there and the voucher (attached, as in the confirmation); a quarter of an
 * hour before departure, a link to extend the stay.
 */
export interface ReminderMailLinks {
  /** The site's origin (APP_URL). */
  appUrl: string;
  supportEmail?: string;
}

const bookingsLink = (appUrl: string): Link => ({ label: "My bookings", url: new URL("/booking", appUrl).toString() });

/** The change page in its extend mode (decision 026): the member picks a later departure and pays the difference. */
export function extendUrl(appUrl: string, bookingId: string): string {
  return new URL(`/booking/${encodeURIComponent(bookingId)}/change?kind=extend`, appUrl).toString();
}

export async function arrivalReminderEmail(
  booking: DocumentBooking,
  to: string,
  name: string,
  links: ReminderMailLinks,
): Promise<MailMessage> {
  const intro = [
    `Hello ${name},`,
    `Your parking at ${booking.parkingName} starts in about an hour, at ${formatIndia(booking.inTime)} (India time).`,
  ];
  const rows: [string, string][] = [
    ["Booking code", booking.code],
    ["Car park", `${booking.parkingName} (${booking.parkingCode})`],
    ["Address", booking.address],
    ["Arrival", `${formatIndia(booking.inTime)} (India time)`],
    ["Departure", `${formatIndia(booking.outTime)} (India time)`],
    ["Vehicle", `${booking.vehicle.name}, ${booking.vehicle.number} (${booking.vehicle.type})`],
  ];
  const after = [
    "Your booking voucher is attached as a PDF. Show it, printed or on your phone, or tell the booking code at the entrance.",
    contactLine(links.supportEmail ?? SUPPORT_EMAIL),
  ];
  // Loaded here, not at the top: pdf-lib and its fonts only when a voucher is attached (decision 033).
  const { directionsUrl, voucherFileName, voucherPdf } = await import("./documents/voucher");
  const directions = { label: "Directions", url: directionsUrl(booking) };
  const bookings = bookingsLink(links.appUrl);
  return {
    to,
    subject: `Your parking starts in 1 hour: ${booking.code}`,
    text: textBody(intro, rows, after, [directions, bookings]),
    html: layout("Your parking starts soon", intro, rows, after, directions, [bookings]),
    attachments: [{ filename: voucherFileName(booking), contentType: "application/pdf", content: await voucherPdf(booking, { name }) }],
  };
}

export function departureReminderEmail(booking: DocumentBooking, to: string, name: string, links: ReminderMailLinks): MailMessage {
  const intro = [
    `Hello ${name},`,
    `Your booked time at ${booking.parkingName} ends in about 15 minutes, at ${formatIndia(booking.outTime)} (India time).`,
    "Need more time? Extend your stay and pay only the difference.",
  ];
  const rows: [string, string][] = [
    ["Booking code", booking.code],
    ["Car park", `${booking.parkingName} (${booking.parkingCode})`],
    ["Departure", `${formatIndia(booking.outTime)} (India time)`],
    ["Vehicle", `${booking.vehicle.name}, ${booking.vehicle.number} (${booking.vehicle.type})`],
  ];
  const after = [contactLine(links.supportEmail ?? SUPPORT_EMAIL)];
  const extend = { label: "Extend my stay", url: extendUrl(links.appUrl, booking.id) };
  const bookings = bookingsLink(links.appUrl);
  return {
    to,
    subject: `Your parking ends in 15 minutes: ${booking.code}`,
    text: textBody(intro, rows, after, [extend, bookings]),
    html: layout("Your parking ends soon", intro, rows, after, extend, [bookings]),
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
): MailMessage {
  const lastDay = formatIndiaDay(new Date(Date.parse(pass.outTime) - 1));
  const intro = [
    `Hello ${name},`,
    `Your monthly pass at ${pass.parkingName} ends after ${lastDay}.`,
    "Renew it now to keep your space: the new pass starts the day this one ends.",
  ];
  const rows: [string, string][] = [
    ["Pass code", pass.code],
    ["Car park", `${pass.parkingName} (${pass.parkingCode})`],
    ["Plan", pass.pass ? `${planHoursLabel(pass.pass)} (India time)` : ""],
    ["Last day", lastDay],
    ["Vehicle", `${pass.vehicle.name}, ${pass.vehicle.number} (${pass.vehicle.type})`],
  ];
  const after = [contactLine(links.supportEmail ?? SUPPORT_EMAIL)];
  const renew = { label: "Renew my pass", url: renewUrl(links.appUrl, pass) };
  const passes = { label: "My passes", url: new URL("/booking?status=Passes", links.appUrl).toString() };
  return {
    to,
    subject: `Your pass ends in 3 days: ${pass.code}`,
    text: textBody(intro, rows, after, [renew, passes]),
    html: layout("Your pass ends soon", intro, rows, after, renew, [passes]),
  };
}
