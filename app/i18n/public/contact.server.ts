import { defineCatalogue } from "../catalogue";

/**
 * What /contact, /professionals and /privacy/grievance share (app/components/public/ContactFormParts.tsx):
 * who is writing, the busy label and the thank-you (core's CONTACT_THANK_YOU, spec §9).
 */
export const CONTACT_FORM = defineCatalogue({
  en: {
    name: "Name",
    email: "Email",
    phone: "Phone number",
    sending: "Sending...",
    thankYou: "Thank you for contacting us. We reply within 24 hours.",
  },
  hi: {
    name: "नाम",
    email: "ई-मेल",
    phone: "फ़ोन नंबर",
    sending: "भेजा जा रहा है...",
    thankYou: "हमसे संपर्क करने के लिए धन्यवाद। हम 24 घंटे के अंदर जवाब देते हैं।",
  },
});

export type ContactFormMessages = { readonly [K in keyof typeof CONTACT_FORM.en]: string };

/** /contact (spec §2, Contact Us; parking-and-account.md §5, Get in Touch). */
export const CONTACT = defineCatalogue({
  en: {
    title: "Contact Us",
    description: "Write to SMART PARKING support, call us or visit us. We reply within 24 hours.",
    heading: "Contact Us",
    intro: "Questions about a booking, a payment or your account? We are here to help, and we reply within 24 hours.",
    formHeading: "Get in Touch",
    reachUs: "Reach Us",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    manyAnswers: "Many answers are already in our",
    helpPages: "help pages",
    sentenceEnd: ".",
    sendAnother: "Send another message",
    allRequired: "All fields are required.",
    subject: "Subject",
    message: "Message",
    send: "Send message",
  },
  hi: {
    title: "संपर्क करें",
    description: "SMART PARKING सपोर्ट को लिखें, हमें कॉल करें या हमसे मिलने आएँ। हम 24 घंटे के अंदर जवाब देते हैं।",
    heading: "संपर्क करें",
    intro: "किसी बुकिंग, भुगतान या अपने खाते के बारे में सवाल है? हम मदद के लिए यहाँ हैं, और 24 घंटे के अंदर जवाब देते हैं।",
    formHeading: "हमें लिखें",
    reachUs: "हम तक पहुँचें",
    address: "पता",
    phone: "फ़ोन",
    email: "ई-मेल",
    manyAnswers: "कई सवालों के जवाब पहले से हमारे",
    helpPages: "मदद पेजों में हैं",
    sentenceEnd: "।",
    sendAnother: "एक और संदेश भेजें",
    allRequired: "सभी फ़ील्ड ज़रूरी हैं।",
    subject: "विषय",
    message: "संदेश",
    send: "संदेश भेजें",
  },
});

export type ContactMessages = { readonly [K in keyof typeof CONTACT.en]: string };
