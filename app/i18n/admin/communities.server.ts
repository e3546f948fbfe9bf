import { defineCatalogue } from "../catalogue";

/**
 * The admin's Communities pages (issue 13, issue 35): the list, adding one, and a community's edit
 * page with its forms (app/components/admin/CommunityAdminForm.tsx, AdminCommunityForms.tsx).
 * English exactly as the pages had it; communities' names, moderators' names and e-mail addresses,
 * and what moderators wrote stay as they are.
 */
export const ADMIN_COMMUNITIES = defineCatalogue({
  en: {
    title: "Communities",
    metaTitle: "Communities · Admin",
    add: "Add a community",
    none: "No communities yet.",
    oneModerator: "1 moderator",
    manyModerators: "{count} moderators",
  },
  hi: {
    title: "कम्युनिटी",
    metaTitle: "कम्युनिटी · एडमिन",
    add: "कम्युनिटी जोड़ें",
    none: "अभी कोई कम्युनिटी नहीं है।",
    oneModerator: "1 मॉडरेटर",
    manyModerators: "{count} मॉडरेटर",
  },
});

export type AdminCommunitiesMessages = { readonly [K in keyof typeof ADMIN_COMMUNITIES.en]: string };

/** The community form (CommunityAdminForm), on the new and the edit page. */
export const COMMUNITY_FORM = defineCatalogue({
  en: {
    name: "Name",
    nameHint: "Unique; members find the community by it.",
    description: "Description",
    rules: "Rules",
    rulesHint: "One rule a line, at most 10.",
    descriptionHi: "Description in Hindi (optional)",
    descriptionHiHint: "Shown on Hindi pages; the English one when empty.",
    rulesHi: "Rules in Hindi (optional)",
    rulesHiHint: "One rule a line, at most 10; shown on Hindi pages, the English ones when empty.",
    banner: "Banner",
    noBanner: "No banner",
    saving: "Saving...",
  },
  hi: {
    name: "नाम",
    nameHint: "दूसरी किसी कम्युनिटी का न हो; सदस्य इसी नाम से कम्युनिटी ढूँढते हैं।",
    description: "विवरण (अंग्रेज़ी में)",
    rules: "नियम (अंग्रेज़ी में)",
    rulesHint: "हर लाइन में एक नियम, ज़्यादा से ज़्यादा 10।",
    descriptionHi: "हिन्दी में विवरण (वैकल्पिक)",
    descriptionHiHint: "हिन्दी पेजों पर दिखता है; खाली हो तो अंग्रेज़ी वाला।",
    rulesHi: "हिन्दी में नियम (वैकल्पिक)",
    rulesHiHint: "हर लाइन में एक नियम, ज़्यादा से ज़्यादा 10; हिन्दी पेजों पर दिखते हैं, खाली हों तो अंग्रेज़ी वाले।",
    banner: "बैनर",
    noBanner: "कोई बैनर नहीं",
    saving: "सेव हो रहा है...",
  },
});

export type CommunityFormMessages = { readonly [K in keyof typeof COMMUNITY_FORM.en]: string };

/** /admin/communities/new. */
export const NEW_COMMUNITY = defineCatalogue({
  en: {
    communities: "Communities",
    title: "Add a community",
    metaTitle: "Add a community · Admin",
    submit: "Add community",
  },
  hi: {
    communities: "कम्युनिटी",
    title: "कम्युनिटी जोड़ें",
    metaTitle: "कम्युनिटी जोड़ें · एडमिन",
    submit: "कम्युनिटी जोड़ें",
  },
});

/** /admin/communities/{id}: the page, its moderators and mod log, and the moderator and banner forms (AdminCommunityForms). */
export const ADMIN_COMMUNITY = defineCatalogue({
  en: {
    communities: "Communities",
    metaTitle: "{name} · Admin",
    communityPage: "Community page",
    submit: "Save changes",
    created: "The community is created.",
    saved: "Your changes are saved.",
    banner: "The new banner is saved.",
    "moderator-added": "The moderator is added (and is a member now).",
    "moderator-removed": "The moderator is removed (they stay a member).",
    moderators: "Moderators",
    noModerators: "No moderators yet.",
    remove: "Remove {name}",
    removing: "Removing...",
    modLog: "Mod log",
    nothingYet: "Nothing yet.",
    when: "When",
    who: "Who",
    what: "What",
    reason: "Reason",
    newest: "Newest entries",
    older: "Older entries",
    // The moderator form.
    moderatorEmail: "Add a moderator by e-mail",
    adding: "Adding...",
    addModerator: "Add moderator",
    // The banner upload.
    uploadHeading: "Upload a new banner",
    bannerNow: "The banner now.",
    noBannerNow: "No banner now (the placeholder).",
    uploaded: "Banner uploaded ({size}).",
    saving: "Saving...",
    useBanner: "Use this banner",
    bannerFile: "New banner picture",
    bannerFileHint: "A wide JPEG, PNG, GIF or WebP picture of at most 5MB, at least 600 by 150 pixels.",
    uploadBanner: "Upload banner",
  },
  hi: {
    communities: "कम्युनिटी",
    metaTitle: "{name} · एडमिन",
    communityPage: "कम्युनिटी पेज",
    submit: "बदलाव सेव करें",
    created: "कम्युनिटी बन गई है।",
    saved: "आपके बदलाव सेव हो गए हैं।",
    banner: "नया बैनर सेव हो गया है।",
    "moderator-added": "मॉडरेटर जोड़ दिया गया है (और अब वे सदस्य भी हैं)।",
    "moderator-removed": "मॉडरेटर हटा दिया गया है (वे सदस्य बने रहते हैं)।",
    moderators: "मॉडरेटर",
    noModerators: "अभी कोई मॉडरेटर नहीं है।",
    remove: "{name} को हटाएँ",
    removing: "हटाया जा रहा है...",
    modLog: "मॉडरेशन लॉग",
    nothingYet: "अभी कुछ नहीं।",
    when: "कब",
    who: "किसने",
    what: "क्या",
    reason: "वजह",
    newest: "सबसे नई एंट्री",
    older: "पुरानी एंट्री",
    moderatorEmail: "ई-मेल से मॉडरेटर जोड़ें",
    adding: "जोड़ा जा रहा है...",
    addModerator: "मॉडरेटर जोड़ें",
    uploadHeading: "नया बैनर अपलोड करें",
    bannerNow: "अभी का बैनर।",
    noBannerNow: "अभी कोई बैनर नहीं (उसकी जगह सादी तस्वीर)।",
    uploaded: "बैनर अपलोड हो गया ({size})।",
    saving: "सेव हो रहा है...",
    useBanner: "यह बैनर लगाएँ",
    bannerFile: "नए बैनर की तस्वीर",
    bannerFileHint: "चौड़ी JPEG, PNG, GIF या WebP तस्वीर, ज़्यादा से ज़्यादा 5MB की, कम से कम 600 × 150 पिक्सेल।",
    uploadBanner: "बैनर अपलोड करें",
  },
});

export type AdminCommunityMessages = { readonly [K in keyof typeof ADMIN_COMMUNITY.en]: string };

/** What the pages' server half writes into its data: a mod-log entry's detail core stored in English. */
export const COMMUNITY_ADMIN_DATA = defineCatalogue({
  en: { newBanner: "{name} (a new banner)", renamed: "{name} (now {now})" },
  hi: { newBanner: "{name} (नया बैनर)", renamed: "{name} (अब {now})" },
});
