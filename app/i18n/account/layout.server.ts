import { defineCatalogue } from "../catalogue";

/** The signed-in pages' frame (app/routes/account/_app.tsx): the account menu and the e-mail verification notice. */
export const ACCOUNT_LAYOUT = defineCatalogue({
  en: {
    menuLabel: "Account",
    dashboard: "Dashboard",
    profile: "Profile",
    booking: "Booking",
    vehicle: "Vehicle",
    favourites: "Favourites",
    communities: "Communities",
    saved: "Saved",
    following: "Following",
    setting: "Setting",
    verificationLabel: "E-mail verification",
    verifyPrompt: "Please verify your e-mail address. We sent you a link when you signed up.",
    verificationSent: "We have sent you a new verification link.",
    verificationLimited: "Too many attempts. Please wait a few minutes and try again.",
    verificationFailed: "Something went wrong.",
    resend: "Send the link again",
  },
  hi: {
    menuLabel: "खाता",
    dashboard: "डैशबोर्ड",
    profile: "प्रोफ़ाइल",
    booking: "बुकिंग",
    vehicle: "वाहन",
    favourites: "पसंदीदा",
    communities: "कम्युनिटी",
    saved: "सेव किए गए",
    following: "फ़ॉलो किए गए",
    setting: "सेटिंग",
    verificationLabel: "ई-मेल सत्यापन",
    verifyPrompt: "कृपया अपना ई-मेल पता सत्यापित करें। साइन अप के समय हमने आपको एक लिंक भेजा था।",
    verificationSent: "हमने आपको सत्यापन का नया लिंक भेज दिया है।",
    verificationLimited: "बहुत ज़्यादा कोशिशें हुईं। कृपया कुछ मिनट रुककर फिर कोशिश करें।",
    verificationFailed: "कुछ गड़बड़ हो गई।",
    resend: "लिंक फिर से भेजें",
  },
});

export type AccountLayoutMessages = { readonly [K in keyof typeof ACCOUNT_LAYOUT.en]: string };

/** The settings pages' tabs (app/components/account/SettingsNav.tsx), sent by each settings page. */
export const SETTINGS_NAV = defineCatalogue({
  en: {
    label: "Settings",
    devices: "Devices & locations",
    mail: "Mail",
    offers: "Offers",
    data: "Your data",
    delete: "Delete account",
  },
  hi: {
    label: "सेटिंग",
    devices: "डिवाइस और लोकेशन",
    mail: "मेल",
    offers: "ऑफ़र",
    data: "आपका डेटा",
    delete: "खाता हटाएँ",
  },
});

export type SettingsNavMessages = { readonly [K in keyof typeof SETTINGS_NAV.en]: string };
