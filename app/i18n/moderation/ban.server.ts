import { defineCatalogue } from "../catalogue";
import { banLengthLabel } from "@core/moderation/moderation.texts";
import { BAN_LENGTHS, type BanLength } from "@core/moderation/moderation-texts";
import type { Language } from "@core/i18n/languages";
import type { BanFormTexts } from "./texts";

/**
 * Banning and unbanning (issue 29 item 11): the ban form (in the panel's dialog and on the ban page),
 * the ban page and the unban confirmation page. English exactly as the pages had it.
 */
export const BAN_FORM = defineCatalogue({
  en: {
    question: "Ban {name}?",
    reason: "Reason",
    length: "Length",
    chooseLength: "Choose a length",
    ban: "Ban",
    banHidden: " {name}",
    banning: "Banning...",
    cancel: "Cancel",
  },
  hi: {
    question: "{name} को बैन करें?",
    reason: "वजह",
    length: "अवधि",
    chooseLength: "अवधि चुनें",
    ban: "बैन करें",
    banHidden: " ({name} को)",
    banning: "बैन हो रहा है...",
    cancel: "रद्द करें",
  },
});

export type BanFormMessages = { readonly [K in keyof typeof BAN_FORM.en]: string };

export function banFormTexts(language: Language): BanFormTexts {
  const lengths = (Object.keys(BAN_LENGTHS) as BanLength[]).map((value) => ({ value, label: banLengthLabel(value, language) }));
  return { t: BAN_FORM.pick(language), lengths };
}

export const BAN_PAGE = defineCatalogue({
  en: {
    title: "Ban {name}",
    titleFallback: "Ban",
    backToPanel: "Back to the Moderation Panel",
    heading: "Ban {name}?",
    from: "From {community}.",
    seeProfile: "See their profile",
    region: "Ban {name}",
    alreadyBanned: "Already banned until {ends}. Banning again replaces that ban.",
    notMember: "Not a member now: the ban stops them from joining.",
  },
  hi: {
    title: "{name} को बैन करें",
    titleFallback: "बैन करें",
    backToPanel: "मॉडरेशन पैनल पर वापस जाएँ",
    heading: "{name} को बैन करें?",
    from: "{community} से।",
    seeProfile: "उनकी प्रोफ़ाइल देखें",
    region: "{name} को बैन करें",
    alreadyBanned: "पहले से {ends} तक बैन हैं। फिर से बैन करने पर वह बैन बदल जाएगा।",
    notMember: "अभी सदस्य नहीं हैं: बैन उन्हें जुड़ने से रोकेगा।",
  },
});

export type BanPageMessages = { readonly [K in keyof typeof BAN_PAGE.en]: string };

export const UNBAN_PAGE = defineCatalogue({
  en: {
    title: "Unban {name}",
    titleFallback: "Unban",
    backToPanel: "Back to the Moderation Panel",
    heading: "Unban {name}?",
    region: "Unban {name}",
    reason: "Reason",
    bannedBy: "Banned by",
    byLine: "{by}, {at} ({length})",
    ends: "Ends",
    mayJoin: "They may join {community} again; they are not added back.",
    unban: "Unban",
    unbanning: "Unbanning...",
    cancel: "Cancel",
  },
  hi: {
    title: "{name} का बैन हटाएँ",
    titleFallback: "बैन हटाएँ",
    backToPanel: "मॉडरेशन पैनल पर वापस जाएँ",
    heading: "{name} का बैन हटाएँ?",
    region: "{name} का बैन हटाएँ",
    reason: "वजह",
    bannedBy: "बैन किया",
    byLine: "{by} ने, {at} को ({length})",
    ends: "कब तक",
    mayJoin: "वे {community} में फिर से जुड़ सकते हैं; उन्हें अपने-आप वापस नहीं जोड़ा जाता।",
    unban: "बैन हटाएँ",
    unbanning: "बैन हटाया जा रहा है...",
    cancel: "रद्द करें",
  },
});

export type UnbanPageMessages = { readonly [K in keyof typeof UNBAN_PAGE.en]: string };
