import { defineCatalogue } from "../catalogue";

/**
 * The admin's Grievances pages (issue 32 §5, issue 35): the list and one request with its answer
 * form. English exactly as the pages had it; the requester's name, e-mail address and words, and
 * the answer as written, stay as they are. The topics are the public form's (app/i18n/public/grievance.server.ts).
 */
export const ADMIN_GRIEVANCES = defineCatalogue({
  en: {
    administration: "Administration",
    title: "Grievances",
    metaTitle: "Grievances · Admin",
    intro: "Privacy requests to the Grievance Officer. Each is due {days} days after it was received.",
    answeredNotice: "Answered {reference}; the answer was e-mailed.",
    statusTabs: "Grievance status",
    open: "Open",
    answered: "Answered",
    noOpen: "No open requests.",
    noAnswered: "No answered requests yet.",
    openList: "Open requests",
    answeredList: "Answered requests",
    from: "From {name}",
    received: "Received {date}",
    answeredOn: "Answered {date}",
    due: "Due {date}",
    overdue: "Overdue",
    more: "More requests",
  },
  hi: {
    administration: "प्रशासन",
    title: "शिकायतें",
    metaTitle: "शिकायतें · एडमिन",
    intro: "शिकायत अधिकारी को भेजे गए गोपनीयता अनुरोध। हर अनुरोध का जवाब उसके मिलने के {days} दिनों के अंदर देना है।",
    answeredNotice: "{reference} का जवाब दे दिया गया; जवाब ई-मेल से भेजा गया।",
    statusTabs: "शिकायत की स्थिति",
    open: "खुले",
    answered: "जवाब दिए गए",
    noOpen: "कोई खुला अनुरोध नहीं।",
    noAnswered: "अभी तक किसी अनुरोध का जवाब नहीं दिया गया।",
    openList: "खुले अनुरोध",
    answeredList: "जवाब दिए गए अनुरोध",
    from: "भेजने वाले: {name}",
    received: "मिला: {date}",
    answeredOn: "जवाब दिया: {date}",
    due: "आख़िरी तारीख़: {date}",
    overdue: "समय निकल गया",
    more: "और अनुरोध",
  },
});

export type AdminGrievancesMessages = { readonly [K in keyof typeof ADMIN_GRIEVANCES.en]: string };

/** /admin/grievances/{reference}: one request, and the answer form. */
export const ADMIN_GRIEVANCE = defineCatalogue({
  en: {
    grievances: "Grievances",
    metaTitle: "{reference} · Admin",
    openDue: "Open: due {date}.",
    answeredOn: "Answered {date}.",
    overdue: "Overdue",
    about: "About",
    from: "From",
    email: "E-mail",
    signedInAs: "Signed in as",
    notSignedIn: "Not signed in",
    received: "Received",
    receivedAt: "{date} (India time)",
    due: "Due",
    request: "Request",
    answer: "Answer",
    answeredBy: "By {name}, {date}",
    yourAnswer: "Your answer",
    answerHint: "E-mailed to the person as written, signed by the Grievance Officer.",
    sending: "Sending...",
    send: "Send answer and mark answered",
  },
  hi: {
    grievances: "शिकायतें",
    metaTitle: "{reference} · एडमिन",
    openDue: "खुला: जवाब {date} तक देना है।",
    answeredOn: "जवाब दिया गया: {date}।",
    overdue: "समय निकल गया",
    about: "विषय",
    from: "भेजने वाले",
    email: "ई-मेल",
    signedInAs: "साइन इन खाता",
    notSignedIn: "साइन इन नहीं थे",
    received: "मिला",
    receivedAt: "{date} (भारतीय समय)",
    due: "आख़िरी तारीख़",
    request: "अनुरोध",
    answer: "जवाब",
    answeredBy: "{name} ने, {date}",
    yourAnswer: "आपका जवाब",
    answerHint: "जैसा लिखा है वैसा ही, शिकायत अधिकारी के नाम से, उस व्यक्ति को ई-मेल किया जाता है।",
    sending: "भेजा जा रहा है...",
    send: "जवाब भेजें और पूरा हुआ मार्क करें",
  },
});

export type AdminGrievanceMessages = { readonly [K in keyof typeof ADMIN_GRIEVANCE.en]: string };
