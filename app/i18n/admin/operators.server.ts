import { defineCatalogue } from "../catalogue";

/** Car park staff (/admin/operators, decision 021): which car parks a member operates. */
export const ADMIN_OPERATORS = defineCatalogue({
  en: {
    title: "Car park staff · Admin",
    administration: "Administration",
    heading: "Car park staff",
    intro:
      "A member's account becomes an operator of the car parks listed: they sign in as usual and open {link}. The list replaces the one they had; leave it empty to make them a member again.",
    operatorDesk: "the operator desk",
    email: "E-mail address",
    parkingIds: "Car park ids",
    parkingIdsHint: "Separated by commas, e.g. pk-mumbai-01, pk-mumbai-02 (at most 20).",
    save: "Save",
    operates: "{email} now operates {parks}.",
    operatesNone: "{email} no longer operates any car park.",
  },
  hi: {
    title: "पार्किंग स्टाफ़ · एडमिन",
    administration: "प्रशासन",
    heading: "पार्किंग स्टाफ़",
    intro:
      "सदस्य का खाता सूची के पार्किंग स्थलों का ऑपरेटर बन जाता है: वे हमेशा की तरह साइन इन करके {link} खोलते हैं। यह सूची उनकी पिछली सूची की जगह लेती है; उन्हें फिर से सदस्य बनाने के लिए इसे खाली छोड़ें।",
    operatorDesk: "ऑपरेटर डेस्क",
    email: "ई-मेल पता",
    parkingIds: "पार्किंग स्थल की id",
    parkingIdsHint: "कॉमा से अलग करें, जैसे pk-mumbai-01, pk-mumbai-02 (ज़्यादा से ज़्यादा 20)।",
    save: "सेव करें",
    operates: "{email} अब {parks} चलाते हैं।",
    operatesNone: "{email} अब कोई पार्किंग स्थल नहीं चलाते।",
  },
});

export type AdminOperatorsMessages = { readonly [K in keyof typeof ADMIN_OPERATORS.en]: string };
