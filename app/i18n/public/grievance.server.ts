import { GRIEVANCE_TOPICS } from "@core/privacy/grievance-schema";
import { defineCatalogue } from "../catalogue";

/** /privacy/grievance (issue 32 §5, decision 050): a request to the Grievance Officer, and its receipt. */
export const GRIEVANCE = defineCatalogue({
  en: {
    title: "Write to the Grievance Officer",
    description: "A request or complaint about your personal data, answered by our Grievance Officer.",
    privacyNotice: "Privacy notice",
    heading: "Write to the Grievance Officer",
    received: "Thank you. We have received your request.",
    referenceBefore: "Your reference is",
    referenceAfter: ". We will answer by {date}, by e-mail; an acknowledgement with the reference is on its way.",
    back: "Back to the privacy notice",
    intro:
      "Ask for something about your personal data, or complain about how we handle it. You get a reference number by e-mail, and an answer within {days} days. All fields are required.",
    topic: "What is it about?",
    choose: "Choose one",
    request: "Your request",
    requestHint: "To nominate someone, give their name and e-mail address here.",
    send: "Send request",
    // The topics in English are core's GRIEVANCE_TOPICS (functions/core/privacy/grievance-schema.ts), by
    // key: the page reads `t[topic]`, and the Hindi side must then have each of them.
    ...GRIEVANCE_TOPICS,
  },
  hi: {
    title: "शिकायत अधिकारी को लिखें",
    description: "आपके व्यक्तिगत डेटा के बारे में कोई अनुरोध या शिकायत, जिसका जवाब हमारे शिकायत अधिकारी देते हैं।",
    privacyNotice: "गोपनीयता सूचना",
    heading: "शिकायत अधिकारी को लिखें",
    received: "धन्यवाद। हमें आपका अनुरोध मिल गया है।",
    referenceBefore: "आपका रेफ़रेंस नंबर है",
    referenceAfter: "। हम {date} तक ई-मेल से जवाब देंगे; रेफ़रेंस नंबर के साथ पावती आपको भेजी जा रही है।",
    back: "गोपनीयता सूचना पर वापस जाएँ",
    intro:
      "अपने व्यक्तिगत डेटा के बारे में कुछ माँगें, या हम उसे जिस तरह संभालते हैं उसकी शिकायत करें। आपको ई-मेल से एक रेफ़रेंस नंबर मिलेगा, और {days} दिनों के अंदर जवाब। सभी फ़ील्ड ज़रूरी हैं।",
    topic: "यह किस बारे में है?",
    choose: "एक चुनें",
    request: "आपका अनुरोध",
    requestHint: "किसी को नामित करने के लिए, यहाँ उनका नाम और ई-मेल पता लिखें।",
    send: "अनुरोध भेजें",
    access: "मेरे डेटा का सारांश",
    correction: "मेरे डेटा में सुधार",
    erasure: "मेरा डेटा मिटाना",
    consent: "सहमति वापस लेना या ई-मेल बंद करना",
    nomination: "मेरी ओर से काम करने के लिए किसी को नामित करना",
    complaint: "मेरे डेटा को संभालने के तरीके की शिकायत",
    other: "कुछ और",
  },
});

export type GrievanceMessages = { readonly [K in keyof typeof GRIEVANCE.en]: string };

