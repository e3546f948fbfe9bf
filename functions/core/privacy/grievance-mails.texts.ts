import { defineCatalogue } from "../i18n/catalogue";

/**
 * The two grievance mails to the person who wrote (grievance-mails.ts), in the language of the page
 * the request was sent from (issue 35 §4): the requester may have no account, so the request keeps
 * the page's language. The officer's notice stays English: it is staff mail.
 */
export const GRIEVANCE_MAIL_TEXTS = defineCatalogue({
  en: {
    hello: "Hello,",
    ackSubject: "Your privacy request {reference} has been received",
    ackTitle: "Your privacy request has been received",
    ackReceived: "We have received your privacy request. Its reference is {reference}.",
    ackWhen: "Received: {received} (India time).",
    ackDue: "We will answer it by {due}, by e-mail to this address.",
    ackQuote: "Please quote the reference if you write to us about it. If you did not send this request, you can ignore this e-mail.",
    answerSubject: "Our answer to your privacy request {reference}",
    answerTitle: "Your privacy request {reference}",
    answerIntro: "This is our answer to your privacy request {reference} of {received}.",
  },
  hi: {
    hello: "नमस्ते,",
    ackSubject: "आपका गोपनीयता अनुरोध {reference} हमें मिल गया है",
    ackTitle: "आपका गोपनीयता अनुरोध हमें मिल गया है",
    ackReceived: "हमें आपका गोपनीयता अनुरोध मिल गया है। इसका रेफ़रेंस {reference} है।",
    ackWhen: "मिला: {received} (भारतीय समय)।",
    ackDue: "हम {due} तक इसी पते पर ई-मेल से इसका जवाब देंगे।",
    ackQuote: "इसके बारे में हमें लिखें तो यह रेफ़रेंस ज़रूर लिखें। अगर यह अनुरोध आपने नहीं भेजा, तो इस ई-मेल को अनदेखा कर सकते हैं।",
    answerSubject: "आपके गोपनीयता अनुरोध {reference} का हमारा जवाब",
    answerTitle: "आपका गोपनीयता अनुरोध {reference}",
    answerIntro: "यह {received} के आपके गोपनीयता अनुरोध {reference} का हमारा जवाब है।",
  },
});
