import { defineCatalogue } from "../i18n/catalogue";

/** The "your data is ready" mail (export-job.ts) in the member's language (issue 35 §4). */
export const EXPORT_MAIL_TEXTS = defineCatalogue({
  en: {
    subject: "Your SMART PARKING data is ready",
    title: "Your data is ready",
    ready:
      "The copy of your SMART PARKING data you asked for is ready: one ZIP file with your profile, bookings, payments, invoices, posts and the rest, and a summary to read first.",
    until: "The link works until {until} (India time), and only when you are signed in to your account.",
    notYou: "If you did not ask for this, sign in and change your password.",
    download: "Download your data",
  },
  hi: {
    subject: "आपका SMART PARKING डेटा तैयार है",
    title: "आपका डेटा तैयार है",
    ready:
      "आपने अपने SMART PARKING डेटा की जो कॉपी माँगी थी, वह तैयार है: एक ZIP फ़ाइल, जिसमें आपकी प्रोफ़ाइल, बुकिंग, भुगतान, इनवॉइस, पोस्ट और बाकी सब है, और पहले पढ़ने के लिए एक सारांश।",
    until: "यह लिंक {until} (भारतीय समय) तक काम करेगा, और सिर्फ़ तब जब आप अपने खाते में साइन इन हों।",
    notYou: "अगर यह अनुरोध आपने नहीं किया, तो साइन इन करें और अपना पासवर्ड बदलें।",
    download: "अपना डेटा डाउनलोड करें",
  },
});
