import { INVOICE_PREFIX } from "../brand";
import { getParking } from "../parking/parking-store";
import { ConditionFailedError, type Table } from "../ports/table/table";
import { toIndiaInputValue } from "../time/india-time";
import type { Booking } from "./booking";
import { bookingKeys, getBooking } from "./booking-store";

/**
 * The GST tax invoice of a paid booking (decision 024): its number from a series per Indian
 * financial year, allocated once and stored on the booking so a re-download never renumbers it, and
 * what else the invoice must show that the booking does not hold (place of supply, recipient).
 */

export interface Invoice {
  /** "SP/2026-27/000123". */
  number: string;
  /** The financial year of the series, "2026-27". */
  series: string;
  /** The date of the invoice: the payment's (confirmedAt). */
  date: string;
  /** The car park's state, where a parking service is supplied, with its GST state code. */
  placeOfSupply: { state: string; code?: string };
  /** The member, as their account named them when the invoice was issued. */
  recipient: { name: string; email: string };
  issuedAt: string;
}

/** SAC (services accounting code) for parking lot services, heading 9967 "Supporting services in transport". */
export const PARKING_SAC = "996743";

/** GST state codes (the first two digits of a GSTIN), by state or union territory. */
const GST_STATE_CODES: Record<string, string> = {
  "jammu and kashmir": "01",
  "himachal pradesh": "02",
  punjab: "03",
  chandigarh: "04",
  uttarakhand: "05",
  haryana: "06",
  delhi: "07",
  rajasthan: "08",
  "uttar pradesh": "09",
  bihar: "10",
  sikkim: "11",
  "arunachal pradesh": "12",
  nagaland: "13",
  manipur: "14",
  mizoram: "15",
  tripura: "16",
  meghalaya: "17",
  assam: "18",
  "west bengal": "19",
  jharkhand: "20",
  odisha: "21",
  chhattisgarh: "22",
  "madhya pradesh": "23",
  gujarat: "24",
  "dadra and nagar haveli and daman and diu": "26",
  maharashtra: "27",
  karnataka: "29",
  goa: "30",
  lakshadweep: "31",
  kerala: "32",
  "tamil nadu": "33",
  puducherry: "34",
  "andaman and nicobar islands": "35",
  telangana: "36",
  "andhra pradesh": "37",
  ladakh: "38",
};

/** The GST state code of a state as a car park's address spells it ("Tamil Nadu", "NCT of Delhi"). */
export function gstStateCode(state: string): string | undefined {
  const key = state
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/^nct of /, "")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return GST_STATE_CODES[key] ?? (key === "orissa" ? "21" : key === "pondicherry" ? "34" : undefined);
}

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character of a GSTIN's first 14 characters (a Luhn mod 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN: state code, PAN, entity number, "Z", check character. */
export function isValidGstin(gstin: string): boolean {
  return /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** The Indian financial year (April to March, India time) a moment falls in: "2026-27". */
export function financialYear(at: Date | string): string {
  const [y, m] = toIndiaInputValue(new Date(at)).split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const invoiceKeys = {
  /** One counter item per financial year's series. */
  series: (series: string) => ({ pk: `INVOICESERIES#${series}`, sk: "COUNTER" }),
};

export function invoiceNumber(series: string, n: number): string {
  return `${INVOICE_PREFIX}/${series}/${String(n).padStart(6, "0")}`;
}

export type InvoicedBooking = Booking & { invoice: Invoice };

/**
 * The booking with its invoice, issuing one if it has none yet: at confirmation (the mail attaches
 * it), or lazily on the first download of a booking paid before invoices existed.
 *
 * The number is taken from the series' counter (an atomic ADD, outside any booking transaction)
 * and then written to the booking only if it still has no invoice. Two first renders at once each
 * take a number, one write wins and both return the winner's invoice; the loser's number is left
 * unused (a gap, rare, and the counter never hands a number out twice). A stale copy of a booking
 * invoiced meanwhile takes no number: the stored booking is read first.
 */
export async function ensureInvoice(
  table: Table,
  booking: Booking,
  recipient: { name: string; email: string },
  now = new Date(),
): Promise<InvoicedBooking> {
  if (booking.invoice) return booking as InvoicedBooking;
  if (!booking.confirmedAt || !booking.transaction_id) throw new Error(`booking ${booking.id} was not paid: it has no invoice`);
  // The caller's copy may be older than an invoice issued meanwhile: look before taking a number.
  const stored = (await getBooking(table, booking.id))?.invoice;
  if (stored) return { ...booking, invoice: stored };
  const series = financialYear(booking.confirmedAt);
  const parking = await getParking(table, booking.parkingId);
  const counter = await table.update<{ pk: string; sk: string; next: number }>(
    invoiceKeys.series(series).pk,
    invoiceKeys.series(series).sk,
    {
      expression: "ADD #next :one SET #entity = :entity",
      names: { "#next": "next", "#entity": "entity" },
      values: { ":one": 1, ":entity": "invoice-series" },
    },
  );
  const invoice: Invoice = {
    number: invoiceNumber(series, counter.next),
    series,
    date: booking.confirmedAt,
    placeOfSupply: parking ? { state: parking.state, code: gstStateCode(parking.state) } : { state: "-" },
    recipient: { name: recipient.name, email: recipient.email },
    issuedAt: now.toISOString(),
  };
  const key = bookingKeys.item(booking.id);
  try {
    await table.update(
      key.pk,
      key.sk,
      { expression: "SET #invoice = :invoice", names: { "#invoice": "invoice" }, values: { ":invoice": invoice } },
      "attribute_exists(pk) AND attribute_not_exists(#invoice)",
    );
    return { ...booking, invoice };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const current = await getBooking(table, booking.id);
    if (!current?.invoice) throw error;
    return { ...booking, invoice: current.invoice };
  }
}
