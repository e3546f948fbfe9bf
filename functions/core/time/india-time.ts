/**
 * India time (Asia/Kolkata) for forms and display: the one implementation, used by the pages, the
 * islands in the browser (through app/utils/india-time.ts), the e-mails and the PDF documents.
 *
 * India has kept UTC+05:30 with no daylight saving since 1945, so converting is plain arithmetic:
 * it never depends on the time zone of the machine running the code (a Lambda in UTC, a browser in
 * Europe). Times are stored as UTC instants (ARCHITECTURE §7); these helpers are the only place the
 * offset is applied. This file runs in the browser too: no Node-only or framework imports here.
 */
import type { Language } from "../i18n/languages";

const OFFSET_MS = (5 * 60 + 30) * 60_000;
/** A day in milliseconds: India has no daylight saving, so every India day is this long. */
export const DAY_MS = 86_400_000;
const QUARTER_HOUR_MS = 15 * 60_000;
/** Spec §9: departure defaults to two hours after arrival. */
export const DEFAULT_STAY_MS = 2 * 3600_000;

/** Spec §9: arrival now (rounded up to the next quarter hour), departure 2 hours later. */
export interface DefaultWindow {
  inTime: Date;
  outTime: Date;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** "YYYY-MM-DDTHH:mm" in India time, the value format of `<input type="datetime-local">`. */
export function toIndiaInputValue(date: Date): string {
  const d = new Date(date.getTime() + OFFSET_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A wall-clock date and time, optionally followed by a zone: "Z", "+05:30" or "+0530". */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A wall-clock time read as if it were UTC, and its zone's offset in ms (undefined when none was
 * written); undefined for anything that is not a real calendar date and time.
 */
function readDateTime(value: unknown): { wallMs: number; offsetMs: number | undefined } | undefined {
  const m = typeof value === "string" ? DATE_TIME.exec(value.trim()) : null;
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // ".5" is half a second: the fraction's digits are tenths, hundredths, thousandths.
  const milli = Number((m[7] ?? "0").padEnd(3, "0"));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second, milli);
  // Date.UTC rolls 30 February over into March: a value that does not come back unchanged is not a date.
  if (new Date(wallMs).getUTCDate() !== day) return undefined;
  const zone = m[8];
  if (!zone) return { wallMs, offsetMs: undefined };
  if (zone.toUpperCase() === "Z") return { wallMs, offsetMs: 0 };
  const zoneHours = Number(zone.slice(1, 3));
  const zoneMinutes = Number(zone.slice(-2));
  if (zoneHours > 14 || zoneMinutes > 59) return undefined;
  const sign = zone.startsWith("-") ? -1 : 1;
  return { wallMs, offsetMs: sign * (zoneHours * 60 + zoneMinutes) * 60_000 };
}

/**
 * The instant a datetime-local value means when read as India time; undefined for anything that is
 * not a real calendar date and time (e.g. "2026-02-30T10:00", "25:00", "tomorrow") or that names a zone.
 */
export function fromIndiaInputValue(value: string | null | undefined): Date | undefined {
  const read = readDateTime(value);
  if (!read || read.offsetMs !== undefined) return undefined;
  return new Date(read.wallMs - OFFSET_MS);
}

/**
 * The one reader of an arrival or departure as a URL, a form or an API client sends it: a
 * datetime-local value (no zone) is India time, whatever the machine's zone; an ISO date-time with
 * its zone ("Z", "+05:30" or "+0530") is that instant; a number is milliseconds since the epoch
 * (API clients). Anything else (a date without a time, "tomorrow", 30 February) is undefined: the
 * window's "valid date and time" message, never a guess by the machine's Date parser.
 */
export function readInstant(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : undefined;
  const read = readDateTime(value);
  if (!read) return undefined;
  return new Date(read.wallMs - (read.offsetMs ?? OFFSET_MS));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** Hindi's weekdays (short, as Indian apps print them), months, and the hour's part of the day. */
const HINDI_WEEKDAYS = ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"] as const;
const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"] as const;
/** रात before 4 am and from 8 pm, सुबह to noon, दोपहर to 4 pm, शाम to 8 pm: "सुबह 10:00", "रात 11:30". */
function hindiDayPart(hour: number): string {
  if (hour < 4 || hour >= 20) return "रात";
  if (hour < 12) return "सुबह";
  if (hour < 16) return "दोपहर";
  return "शाम";
}

function indiaParts(date: Date | string): Date {
  const d = new Date((typeof date === "string" ? Date.parse(date) : date.getTime()) + OFFSET_MS);
  // As Intl does: a bad time is a bug to see, never "NaN" printed on a voucher.
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid time value");
  return d;
}

/**
 * "Sun, 22 Nov 2026, 10:00 am" in India time, from a Date or a stored UTC ISO string; in Hindi
 * "रवि, 22 नवंबर 2026, सुबह 10:00". Plain arithmetic on the fixed offset, no locale data (month and
 * day-period names differ between ICU builds: en-IN prints "Sept" in some), so the server, any
 * browser and the PDF documents print the very same text.
 */
export function formatIndia(date: Date | string, language: Language = "en"): string {
  const d = indiaParts(date);
  const hour = d.getUTCHours();
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  if (language === "hi") {
    return `${HINDI_WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${HINDI_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hindiDayPart(hour)} ${hour12}:${pad(d.getUTCMinutes())}`;
  }
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hour12}:${pad(d.getUTCMinutes())} ${hour < 12 ? "am" : "pm"}`;
}

/** "Thu, 26 Nov 2026" ("गुरु, 26 नवंबर 2026"): the day in India time, without the hour (the operator desk's wrong-day refusal). */
export function formatIndiaDay(date: Date | string, language: Language = "en"): string {
  return formatIndia(date, language).split(", ").slice(0, 2).join(", ");
}

/** The India day (midnight to midnight, Asia/Kolkata) that `now` falls in, as UTC instants; `end` is exclusive. */
export function indiaDayOf(now: Date): { start: Date; end: Date } {
  const start = Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** The India date `date` falls on, "YYYY-MM-DD" (a pass's first day, `<input type="date">`). */
export function indiaDate(date: Date = new Date()): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight India time at the start of an India date "YYYY-MM-DD", as a UTC instant; undefined for a date that does not exist. */
export function indiaMidnight(date: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const at = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date) return undefined;
  return new Date(at.getTime() - OFFSET_MS);
}

const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "November 24, 2026": the long US date (what Intl's en-US `dateStyle: "long"` prints) of the day
 * in India time, for the spec's following-since dates (community.md §2). Same arithmetic as
 * `formatIndia`, so it never depends on the machine's ICU data or time zone.
 */
export function formatLongUsDateIndia(date: Date | string, language: Language = "en"): string {
  const d = indiaParts(date);
  // Hindi puts the day first: "24 नवंबर 2026".
  if (language === "hi") return `${d.getUTCDate()} ${HINDI_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return `${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** The search's starting window: arrival `now` rounded up to the next quarter hour, departure 2 hours on. */
export function defaultWindow(now: Date = new Date()): DefaultWindow {
  const inTime = new Date(Math.ceil(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  return { inTime, outTime: new Date(inTime.getTime() + DEFAULT_STAY_MS) };
}
