import { defineCatalogue } from "../catalogue";

/** The admin's own settings (/admin/settings): the second factor's recovery codes. */
export const ADMIN_SETTINGS = defineCatalogue({
  en: {
    title: "Settings · Admin",
    heading: "Settings",
    intro: "Your own settings as {email}.",
    recoveryHeading: "Recovery codes",
    newCodesIntro:
      "Your old codes no longer work. Each of these signs you in once instead of the app's code. Keep them somewhere safe: they are shown only now.",
    recoveryCodes: "Recovery codes",
    saved: "I have saved them",
    left: "Recovery codes left: {left} of 10. Each signs you in once instead of the authenticator app's code.",
    replaces: "New codes replace all the old ones, used or not.",
    make: "Make new recovery codes",
    making: "Making codes...",
  },
  hi: {
    title: "सेटिंग · एडमिन",
    heading: "सेटिंग",
    intro: "{email} के रूप में आपकी अपनी सेटिंग।",
    recoveryHeading: "रिकवरी कोड",
    newCodesIntro:
      "आपके पुराने कोड अब काम नहीं करेंगे। इनमें से हर कोड ऐप के कोड की जगह एक बार साइन इन कराता है। इन्हें किसी सुरक्षित जगह रखें: ये सिर्फ़ अभी दिखाए जा रहे हैं।",
    recoveryCodes: "रिकवरी कोड",
    saved: "मैंने इन्हें सँभाल लिया",
    left: "बचे हुए रिकवरी कोड: 10 में से {left}। हर कोड ऑथेंटिकेटर ऐप के कोड की जगह एक बार साइन इन कराता है।",
    replaces: "नए कोड सभी पुराने कोड की जगह ले लेते हैं, चाहे वे इस्तेमाल हुए हों या नहीं।",
    make: "नए रिकवरी कोड बनाएँ",
    making: "कोड बन रहे हैं...",
  },
});

export type AdminSettingsMessages = { readonly [K in keyof typeof ADMIN_SETTINGS.en]: string };
