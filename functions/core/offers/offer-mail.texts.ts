import { defineCatalogue } from "../i18n/catalogue";

/**
 * The offer mail's own words (offer-mail.ts) in the member's language (issue 35 §4); the admin's
 * subject and text are sent as the admin wrote them.
 */
export const OFFER_MAIL_TEXTS = defineCatalogue({
  en: {
    useCode: "Use the code {code} at checkout: {amount}{where}, until {until} (India time).",
    where: " at car parks in {city}",
    flat: "{amount} off",
    percent: "{percent}% off",
    percentUpTo: "{percent}% off, up to {max}",
    findParking: "Find parking",
  },
  hi: {
    useCode: "चेकआउट पर कोड {code} इस्तेमाल करें: {amount}{where}, {until} (भारतीय समय) तक।",
    where: ", {city} की पार्किंग में",
    flat: "{amount} की छूट",
    percent: "{percent}% की छूट",
    percentUpTo: "{percent}% की छूट, {max} तक",
    findParking: "पार्किंग खोजें",
  },
});
