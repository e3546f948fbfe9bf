import type { Booking } from "../booking/booking";
import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import { PASS_WORDING_TEXTS } from "./pass-wording.texts";
import { DAY_MS, formatIndia, formatIndiaDay } from "../time/india-time";
import { ACTIVATION_DAYS } from "./network";
import { planHoursLabel } from "./pass-plan";
import { passLengthText } from "./pass-terms";

/**
 * How a pass is described on its voucher, tax invoice, mails and the Passes tab: one place, so a
 * monthly pass and a multi-location pass read the same wherever they are printed.
 */
type PassBooking = Pick<Booking, "inTime" | "outTime" | "parkingName"> & { pass: NonNullable<Booking["pass"]> };

/** "Daytime, 08:00–18:00 (India time), 1 month" / "Multi-location, any time of day, 2 days". */
export function passPlanText(b: PassBooking): string {
  if (b.pass.network) return `Multi-location, any time of day, ${passLengthText(b.pass)}`;
  return `${planHoursLabel(b.pass)} (India time), ${passLengthText(b.pass)}`;
}

/** The days it is valid, or for a multi-location pass not activated yet, when a booth may activate it. */
export function passValidityText(b: PassBooking, language: Language = "en"): string {
  const t = PASS_WORDING_TEXTS.pick(language);
  if (b.pass.network && !b.pass.activatedAt) {
    const lastDay = new Date(Date.parse(b.inTime) + ACTIVATION_DAYS * DAY_MS - 1);
    return fill(t.fromActivation, {
      length: passLengthText(b.pass, language),
      first: formatIndiaDay(b.inTime, language),
      last: formatIndiaDay(lastDay, language),
    });
  }
  if (b.pass.network) return fill(t.range, { from: formatIndia(b.pass.activatedAt!, language), to: formatIndia(b.outTime, language) });
  return fill(t.range, { from: formatIndiaDay(b.inTime, language), to: formatIndiaDay(new Date(Date.parse(b.outTime) - 1), language) });
}

/** The invoice's line for the pass. */
export function passInvoiceLine(b: PassBooking): string {
  if (b.pass.network) return `Multi-location parking pass, ${b.parkingName}: ${passLengthText(b.pass)} from ${formatIndiaDay(b.inTime)}`;
  return `Monthly parking pass at ${b.parkingName}: ${planHoursLabel(b.pass)}, ${passLengthText(b.pass)} from ${formatIndiaDay(b.inTime)}`;
}

/** The voucher's sentence on how to use it. */
export function passUseText(b: PassBooking): string {
  if (b.pass.network)
    return `Show this pass at the booth of the first car park of ${b.parkingName} you use, from ${formatIndiaDay(b.inTime)}: the staff activate it, and for ${passLengthText(b.pass)} from then you may enter and leave any of its car parks as often as you like.`;
  return `Enter and leave as often as you like during the plan's hours (${planHoursLabel(b.pass)}, India time), every day from ${passValidityText(b)}.`;
}
