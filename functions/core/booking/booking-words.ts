import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import type { PassTerms } from "../pass/pass-terms";
import { passValidityText } from "../pass/pass-wording";
import { formatIndiaDay } from "../time/india-time";
import type { Booking, BookingStatus } from "./booking";
import { BOOKING_WORDS } from "./booking-words.texts";
import { policyLines, policyOf, type BookingPolicy } from "./policy";

/**
 * The booking's words in the member's language, for the mails and the PDFs (issue 35 §4). In English
 * these print exactly what policy.ts, pass-plan.ts, pass-terms.ts and pass-wording.ts print.
 */
export function vehicleTypeText(type: string, language: Language = "en"): string {
  const t = BOOKING_WORDS.pick(language);
  return type === "Four Wheeler" ? t.fourWheeler : type === "Two Wheeler" ? t.twoWheeler : type;
}

/** "Swift Dzire, KA01AB1234 (Four Wheeler)": the plate stays as written. */
export function vehicleLine(v: Booking["vehicle"], language: Language = "en"): string {
  return `${v.name}, ${v.number} (${vehicleTypeText(v.type, language)})`;
}

export function statusText(status: BookingStatus, language: Language = "en"): string {
  return BOOKING_WORDS.pick(language)[status] ?? status;
}

function count(n: number, one: string, many: string): string {
  return n === 1 ? one : fill(many, { n });
}

/** The booking's cancellation line: policy.ts's own words, as the detail page and checkout print it. */
export function cancellationLine(source: { policy?: Partial<BookingPolicy> }, language: Language = "en"): string {
  return policyLines(policyOf(source), language).cancellation;
}

/** "Daytime, 08:00–18:00" / "Night, 20:00–08:00" / "24 hours" (planHoursLabel). */
export function planHoursText(plan: Pick<PassTerms, "hours" | "startHour" | "hoursPerDay">, language: Language = "en"): string {
  const t = BOOKING_WORDS.pick(language);
  if (plan.hours === "24h") return t.plan24h;
  const hh = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
  return fill(plan.hours === "day" ? t.planDay : t.planNight, { from: hh(plan.startHour), to: hh(plan.startHour + plan.hoursPerDay) });
}

/** "3 months" / "2 days" (passLengthText). */
export function passLength(pass: Pick<PassTerms, "months" | "days">, language: Language = "en"): string {
  const t = BOOKING_WORDS.pick(language);
  return pass.days ? count(pass.days, t.day, t.days) : count(pass.months, t.month, t.months);
}

type PassBooking = Pick<Booking, "inTime" | "outTime" | "parkingName"> & { pass: PassTerms };

export function passPlanLine(b: PassBooking, language: Language = "en"): string {
  const t = BOOKING_WORDS.pick(language);
  const length = passLength(b.pass, language);
  return b.pass.network ? fill(t.passPlanNetwork, { length }) : fill(t.passPlan, { plan: planHoursText(b.pass, language), length });
}

export function passInvoiceText(b: PassBooking, language: Language = "en"): string {
  const t = BOOKING_WORDS.pick(language);
  const values = {
    parking: b.parkingName,
    network: b.parkingName,
    length: passLength(b.pass, language),
    first: formatIndiaDay(b.inTime, language),
  };
  return b.pass.network ? fill(t.passInvoiceNetwork, values) : fill(t.passInvoice, { ...values, plan: planHoursText(b.pass, language) });
}

export function passUseLine(b: PassBooking, language: Language = "en"): string {
  const t = BOOKING_WORDS.pick(language);
  if (b.pass.network)
    return fill(t.passUseNetwork, {
      network: b.parkingName,
      first: formatIndiaDay(b.inTime, language),
      length: passLength(b.pass, language),
    });
  return fill(t.passUse, { plan: planHoursText(b.pass, language), validity: passValidityText(b, language) });
}
