import { defineCatalogue } from "../i18n/catalogue";

/** The deletion mails' texts (deletion-mails.ts) in the member's language (issue 35 §4). */
export const DELETION_MAIL_TEXTS = defineCatalogue({
  en: {
    requestedSubject: "Your account will be deleted",
    requestedWhen: "You asked us to delete your SMART PARKING account. It will be erased on {when} (India time), {days} days from now.",
    changedMind: "Changed your mind? Sign in before then and the deletion is cancelled.",
    notYou: "If you did not ask for this, sign in now and change your password.",
    signIn: "Sign in",
    signInToCancel: "Sign in to cancel",
    erasedSubject: "Your account has been deleted",
    erasedWhat:
      "Your SMART PARKING account has been deleted, as you asked. Your profile, vehicles, devices, favourites, follows, likes and saves are erased, and so is this e-mail address from our records.",
    erasedKept: "We keep your bookings, payments, refunds and tax invoices without your name or e-mail address, as the GST law requires.",
    erasedLast: "This is the last e-mail we send you. You are welcome to sign up again at any time.",
  },
  hi: {
    requestedSubject: "आपका खाता हटा दिया जाएगा",
    requestedWhen: "आपने अपना SMART PARKING खाता हटाने को कहा है। यह {when} (भारतीय समय) को, आज से {days} दिन बाद, मिटा दिया जाएगा।",
    changedMind: "इरादा बदल गया? उससे पहले साइन इन करें, खाता हटाना रद्द हो जाएगा।",
    notYou: "अगर यह अनुरोध आपने नहीं किया, तो अभी साइन इन करें और अपना पासवर्ड बदलें।",
    signIn: "साइन इन करें",
    signInToCancel: "रद्द करने के लिए साइन इन करें",
    erasedSubject: "आपका खाता हटा दिया गया है",
    erasedWhat:
      "आपके कहे अनुसार आपका SMART PARKING खाता हटा दिया गया है। आपकी प्रोफ़ाइल, वाहन, डिवाइस, पसंदीदा, फ़ॉलो, लाइक और सेव मिटा दिए गए हैं, और हमारे रिकॉर्ड से यह ई-मेल पता भी।",
    erasedKept: "GST कानून के अनुसार हम आपकी बुकिंग, भुगतान, रिफ़ंड और टैक्स इनवॉइस आपके नाम या ई-मेल पते के बिना रखते हैं।",
    erasedLast: "यह आपको भेजा गया आखिरी ई-मेल है। आप कभी भी फिर से साइन अप कर सकते हैं।",
  },
});
