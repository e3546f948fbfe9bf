import { defineCatalogue } from "../catalogue";
import type { Language } from "@core/i18n/languages";

/**
 * The admin area's frame (issue 29, issue 35): its header, the navigation's names (by ADMIN_NAV's
 * keys), and the "Administration" line above a page's title. The admin area's language is the
 * cookie or Accept-Language only (root.tsx's `languageOf(request)`): it reads no member profile.
 */
export const ADMIN_FRAME = defineCatalogue({
  en: {
    badge: "Admin",
    logoAlt: "{brand} logo",
    signedInAs: "Signed in as {name} ({email})",
    navigation: "Admin",
    menu: "Menu",
    signOut: "Sign out",
    signingOut: "Signing out...",
    administration: "Administration",
    saved: "Saved: {name}.",
    dashboard: "Dashboard",
    carParks: "Car parks",
    networks: "Networks",
    coupons: "Coupons",
    offers: "Offers",
    users: "Users",
    communities: "Communities",
    operators: "Operators",
    contentChecks: "Content checks",
    logs: "Logs",
    grievances: "Grievances",
    settings: "Settings",
  },
  hi: {
    badge: "एडमिन",
    logoAlt: "{brand} लोगो",
    signedInAs: "{name} ({email}) के रूप में साइन इन",
    navigation: "एडमिन",
    menu: "मेन्यू",
    signOut: "साइन आउट",
    signingOut: "साइन आउट हो रहा है...",
    administration: "प्रशासन",
    saved: "सेव हो गया: {name}।",
    dashboard: "डैशबोर्ड",
    carParks: "पार्किंग स्थल",
    networks: "नेटवर्क",
    coupons: "कूपन",
    offers: "ऑफ़र",
    users: "यूज़र",
    communities: "कम्युनिटी",
    operators: "ऑपरेटर",
    contentChecks: "कंटेंट जाँच",
    logs: "लॉग",
    grievances: "शिकायतें",
    settings: "सेटिंग",
  },
});

export type AdminFrameMessages = { readonly [K in keyof typeof ADMIN_FRAME.en]: string };

/** The list pages' header (AdminListHeader) in `language`: its way back and its "Saved" note. */
export function listHeaderTexts(language: Language): { administration: string; saved: string } {
  const { administration, saved } = ADMIN_FRAME.pick(language);
  return { administration, saved };
}
