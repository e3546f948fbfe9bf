import { defineCatalogue } from "../catalogue";

/**
 * The logs (/admin/logs, issue 13). Each entry's summary is the record as written when it happened
 * (English), shown as data; the page around it is in the page's language. The delete form's texts
 * are core's (activity-log-schema.ts), translated by core's catalogue.
 */
export const ADMIN_LOGS = defineCatalogue({
  en: {
    title: "Logs · Admin",
    administration: "Administration",
    heading: "Logs",
    intro: "Sign-ins and admin and moderator actions of the last 7 days, newest first.",
    deletedOne: "Deleted 1 sign-in entry. Admin and moderator actions are kept.",
    deletedMany: "Deleted {count} sign-in entries. Admin and moderator actions are kept.",
    kind: "Kind",
    all: "All",
    "sign-in": "Sign-ins",
    admin: "Admin actions",
    moderator: "Moderator actions",
    who: "Who (e-mail)",
    filter: "Filter",
    entries: "Log entries",
    about: "About: {who}",
    reason: "Reason: {reason}",
    community: "Community: {name}",
    removedCommunity: "A removed community",
    formerMember: "A former member",
    older: "Older entries",
    deleting: "Deleting...",
  },
  hi: {
    title: "लॉग · एडमिन",
    administration: "प्रशासन",
    heading: "लॉग",
    intro: "पिछले 7 दिनों के साइन-इन और एडमिन व मॉडरेटर की कार्रवाइयाँ, सबसे नई पहले।",
    deletedOne: "1 साइन-इन एंट्री हटा दी गई। एडमिन और मॉडरेटर की कार्रवाइयाँ रखी गई हैं।",
    deletedMany: "{count} साइन-इन एंट्री हटा दी गईं। एडमिन और मॉडरेटर की कार्रवाइयाँ रखी गई हैं।",
    kind: "प्रकार",
    all: "सभी",
    "sign-in": "साइन-इन",
    admin: "एडमिन की कार्रवाइयाँ",
    moderator: "मॉडरेटर की कार्रवाइयाँ",
    who: "किसने (ई-मेल)",
    filter: "छाँटें",
    entries: "लॉग एंट्री",
    about: "किसके बारे में: {who}",
    reason: "कारण: {reason}",
    community: "कम्युनिटी: {name}",
    removedCommunity: "हटाई गई कम्युनिटी",
    formerMember: "एक पूर्व सदस्य",
    older: "पुरानी एंट्री",
    deleting: "हटाया जा रहा है...",
  },
});

export type AdminLogsMessages = { readonly [K in keyof typeof ADMIN_LOGS.en]: string };
