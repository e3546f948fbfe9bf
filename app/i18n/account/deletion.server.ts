import { defineCatalogue } from "../catalogue";

/** The page after asking to delete the account (/deletion-requested, decision 052). */
export const DELETION_REQUESTED = defineCatalogue({
  en: {
    title: "Account deletion requested",
    heading: "Your account will be deleted",
    text: "You are signed out everywhere. Your account will be erased {when}, and we will e-mail you when it is done.",
    on: "on {date} (India time)",
    in: "in {days} days",
    changedMind: "Changed your mind? Signing in before then cancels the deletion.",
    signIn: "Sign in to cancel",
  },
  hi: {
    title: "खाता हटाने का अनुरोध मिल गया",
    heading: "आपका खाता हटा दिया जाएगा",
    text: "आप हर जगह से साइन आउट हो गए हैं। आपका खाता {when} मिटा दिया जाएगा, और काम पूरा होने पर हम आपको ई-मेल करेंगे।",
    on: "{date} (भारतीय समय) को",
    in: "{days} दिन में",
    changedMind: "इरादा बदल गया? उससे पहले साइन इन करने पर हटाना रद्द हो जाएगा।",
    signIn: "रद्द करने के लिए साइन इन करें",
  },
});

export type DeletionRequestedMessages = { readonly [K in keyof typeof DELETION_REQUESTED.en]: string };

/** The unsubscribe link's page (/unsubscribe/{token}, decision 049). `{kind}` is the kind in a sentence, `{label}` at its start. */
export const UNSUBSCRIBE = defineCatalogue({
  en: {
    title: "Unsubscribe",
    invalidTitle: "This link cannot be used",
    invalid:
      "This unsubscribe link is not valid. It may have been copied incompletely. You can choose what we send you under Settings → Mail after signing in.",
    doneTitle: "You are unsubscribed",
    done: "We will send you no more {kind}. Other mail is not affected.",
    askTitle: "Stop {kind}?",
    on: "You get {kind} by e-mail. Unsubscribe to stop them; other mail is not affected.",
    off: "{label} are already off. You will not get them by e-mail.",
    unsubscribing: "Unsubscribing...",
    unsubscribe: "Unsubscribe",
    settingsHint: "You can turn each kind of mail on or off at any time in {link}.",
    settingsLink: "Settings → Mail",
    home: "Go to the home page",
    reminders: "Booking reminders",
    community: "Community notifications",
    offers: "Offers and coupons",
  },
  hi: {
    title: "अनसब्सक्राइब",
    invalidTitle: "यह लिंक इस्तेमाल नहीं किया जा सकता",
    invalid: "यह अनसब्सक्राइब लिंक मान्य नहीं है। हो सकता है यह पूरा कॉपी न हुआ हो। साइन इन करके आप सेटिंग → मेल में चुन सकते हैं कि हम आपको क्या भेजें।",
    doneTitle: "आपको अनसब्सक्राइब कर दिया गया है",
    done: "अब हम आपको {kind} नहीं भेजेंगे। दूसरे मेल पर इसका कोई असर नहीं है।",
    askTitle: "{kind} बंद करें?",
    on: "आपको ई-मेल से {kind} मिलते हैं। इन्हें रोकने के लिए अनसब्सक्राइब करें; दूसरे मेल पर इसका कोई असर नहीं है।",
    off: "{label} पहले से बंद हैं। ये आपको ई-मेल से नहीं मिलेंगे।",
    unsubscribing: "अनसब्सक्राइब हो रहा है...",
    unsubscribe: "अनसब्सक्राइब करें",
    settingsHint: "आप हर तरह के मेल को कभी भी {link} में चालू या बंद कर सकते हैं।",
    settingsLink: "सेटिंग → मेल",
    home: "होम पेज पर जाएँ",
    reminders: "बुकिंग रिमाइंडर",
    community: "कम्युनिटी की सूचनाएँ",
    offers: "ऑफ़र और कूपन",
  },
});

export type UnsubscribeMessages = { readonly [K in keyof typeof UNSUBSCRIBE.en]: string };
