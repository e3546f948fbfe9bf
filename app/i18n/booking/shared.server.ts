import type { Language } from "@core/i18n/languages";
import { defineCatalogue } from "../catalogue";

/**
 * Texts the booking pages share (issue 35): the vehicle kinds, the booking statuses (My bookings'
 * tabs and badges, the cancel page), and the price panel's heading and duration. Formatted on the
 * server, so the pages' components receive finished texts.
 */
export const BOOKING_SHARED = defineCatalogue({
  en: {
    fourWheeler: "Four Wheeler",
    twoWheeler: "Two Wheeler",
    Confirmed: "Confirmed",
    Parked: "Parked",
    Completed: "Completed",
    Cancelled: "Cancelled",
    PendingPayment: "Waiting for payment",
    Expired: "Expired",
    priceFor: "Price for a {kind}",
    duration: "Duration: {hours} h",
    validity: "Validity: {days} days",
  },
  hi: {
    fourWheeler: "चारपहिया",
    twoWheeler: "दोपहिया",
    Confirmed: "कन्फ़र्म",
    Parked: "पार्क है",
    Completed: "पूरी हुई",
    Cancelled: "रद्द",
    PendingPayment: "भुगतान बाकी",
    Expired: "समाप्त",
    priceFor: "{kind} की कीमत",
    duration: "अवधि: {hours} घंटे",
    validity: "वैधता: {days} दिन",
  },
});

const STATUS_KEYS = ["Confirmed", "Parked", "Completed", "Cancelled", "PendingPayment", "Expired"] as const;

/** A booking's status as the reader reads it ("Confirmed", "कन्फ़र्म"); an unknown one as stored. */
export function statusLabel(status: string, language: Language): string {
  const key = STATUS_KEYS.find((k) => k === status);
  return key ? BOOKING_SHARED.pick(language)[key] : status;
}

/** A vehicle's stored type ("Four Wheeler", "Two Wheeler") in the reader's language. */
export function vehicleTypeLabel(type: string, language: Language): string {
  const t = BOOKING_SHARED.pick(language);
  if (type === "Four Wheeler") return t.fourWheeler;
  if (type === "Two Wheeler") return t.twoWheeler;
  return type;
}
