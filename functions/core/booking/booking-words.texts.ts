import { defineCatalogue } from "../i18n/catalogue";

/**
 * The words the booking mails and documents share (booking-words.ts): vehicle types, statuses, a
 * pass's plan, length and validity (the cancellation line is policy.ts's own). English exactly as
 * pass-plan.ts, pass-terms.ts and pass-wording.ts print it for the pages.
 */
export const BOOKING_WORDS = defineCatalogue({
  en: {
    fourWheeler: "Four Wheeler",
    twoWheeler: "Two Wheeler",
    PendingPayment: "PendingPayment",
    Confirmed: "Confirmed",
    Parked: "Parked",
    Completed: "Completed",
    Cancelled: "Cancelled",
    Expired: "Expired",
    PaymentFailed: "PaymentFailed",
    day: "1 day",
    days: "{n} days",
    month: "1 month",
    months: "{n} months",
    plan24h: "24 hours",
    planDay: "Daytime, {from}–{to}",
    planNight: "Night, {from}–{to}",
    passPlanNetwork: "Multi-location, any time of day, {length}",
    passPlan: "{plan} (India time), {length}",
    passInvoiceNetwork: "Multi-location parking pass, {network}: {length} from {first}",
    passInvoice: "Monthly parking pass at {parking}: {plan}, {length} from {first}",
    passUseNetwork:
      "Show this pass at the booth of the first car park of {network} you use, from {first}: the staff activate it, and for {length} from then you may enter and leave any of its car parks as often as you like.",
    passUse: "Enter and leave as often as you like during the plan's hours ({plan}, India time), every day from {validity}.",
  },
  hi: {
    fourWheeler: "चारपहिया",
    twoWheeler: "दोपहिया",
    PendingPayment: "भुगतान बाकी",
    Confirmed: "कन्फ़र्म",
    Parked: "पार्क है",
    Completed: "पूरी हुई",
    Cancelled: "रद्द",
    Expired: "समय खत्म",
    PaymentFailed: "भुगतान विफल",
    day: "1 दिन",
    days: "{n} दिन",
    month: "1 महीना",
    months: "{n} महीने",
    plan24h: "24 घंटे",
    planDay: "दिन, {from}–{to}",
    planNight: "रात, {from}–{to}",
    passPlanNetwork: "मल्टी-लोकेशन, दिन में किसी भी समय, {length}",
    passPlan: "{plan} (भारतीय समय), {length}",
    passInvoiceNetwork: "मल्टी-लोकेशन पार्किंग पास, {network}: {first} से {length}",
    passInvoice: "{parking} का मासिक पार्किंग पास: {plan}, {first} से {length}",
    passUseNetwork:
      "{first} से, {network} की जिस पहली पार्किंग में आप जाएँ, उसके बूथ पर यह पास दिखाएँ: स्टाफ़ इसे चालू करेगा, और तब से {length} तक आप इसकी किसी भी पार्किंग में जितनी बार चाहें आ-जा सकते हैं।",
    passUse: "प्लान के घंटों में ({plan}, भारतीय समय) जितनी बार चाहें आएँ-जाएँ, हर दिन, {validity}।",
  },
});
