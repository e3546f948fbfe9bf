import { defineCatalogue } from "../i18n/catalogue";

/** The unsubscribe footer of every optional mail (optional-mail.ts), in the member's language (issue 35 §4). */
export const OPTIONAL_MAIL_TEXTS = defineCatalogue({
  en: {
    footer: "You get this mail because {kind} are on in your SMART PARKING settings. Stop {kind}:",
    unsubscribe: "Unsubscribe",
    reminders: "booking reminders",
    community: "community notifications",
    offers: "offers and coupons",
  },
  hi: {
    footer: "आपको यह मेल इसलिए मिला है क्योंकि आपकी SMART PARKING सेटिंग में {kind} चालू हैं। {kind} बंद करें:",
    unsubscribe: "सदस्यता छोड़ें",
    reminders: "बुकिंग रिमाइंडर",
    community: "कम्युनिटी सूचनाएँ",
    offers: "ऑफ़र और कूपन",
  },
});
