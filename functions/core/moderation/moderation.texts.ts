import { defineCatalogue, fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import { formatIndia } from "../time/india-time";
import { REPORT_REASON_KEYS, type ReportReason } from "./report";
import { BAN_LENGTHS, BAN_NOTICE_TEMPLATES, MODERATION_MESSAGES, type BanLength } from "./moderation-texts";

/**
 * The moderation's texts that are shown rather than thrown (issue 35): the ban lengths, the report
 * reasons as members choose them and moderators read them, and what a banned or unbanned member is
 * told on the community's pages and by mail. The English is moderation-texts.ts's (which the browser
 * may load, so it holds no Hindi) and report.ts's; the refusals core throws are translated by
 * functions/core/i18n/hindi/moderation.ts instead. A server-side module: pages pick one language.
 */
export const MODERATION_TEXTS = defineCatalogue({
  en: {
    length1d: BAN_LENGTHS["1d"].label,
    length7d: BAN_LENGTHS["7d"].label,
    length30d: BAN_LENGTHS["30d"].label,
    permanent: BAN_LENGTHS.permanent.label,
    reasonSpam: "Spam",
    reasonHarassment: "Harassment or hate",
    reasonInappropriate: "Inappropriate content",
    reasonMisinformation: "Misinformation",
    reasonOffTopic: "Off-topic",
    reasonOther: "Other",
    ...BAN_NOTICE_TEMPLATES,
    removedSubject: MODERATION_MESSAGES.removedSubject,
    standardRemovalReason: MODERATION_MESSAGES.standardRemovalReason,
  },
  hi: {
    length1d: "1 दिन",
    length7d: "7 दिन",
    length30d: "30 दिन",
    permanent: "हमेशा के लिए",
    reasonSpam: "स्पैम",
    reasonHarassment: "उत्पीड़न या नफ़रत",
    reasonInappropriate: "अनुचित सामग्री",
    reasonMisinformation: "ग़लत जानकारी",
    reasonOffTopic: "विषय से हटकर",
    reasonOther: "अन्य",
    bannedUntil: "आप {until} तक {community} से बैन हैं।",
    bannedPermanently: "आप {community} से हमेशा के लिए बैन हैं।",
    liftedSubject: "आप {community} में फिर से जुड़ सकते हैं",
    lifted: "{community} के मॉडरेटरों ने आपका बैन हटा दिया है। आप कम्युनिटी में फिर से जुड़ सकते हैं।",
    ended: "{community} से आपका बैन ख़त्म हो गया है। आप कम्युनिटी में फिर से जुड़ सकते हैं।",
    removedSubject: "मॉडरेटरों ने आपकी पोस्ट हटा दी है",
    standardRemovalReason: "यह इस कम्युनिटी के नियमों के अनुसार नहीं है।",
  },
});

export type ModerationTexts = { readonly [K in keyof typeof MODERATION_TEXTS.en]: string };

/** A ban length's key (bans.ts's BAN_LENGTHS) and its text. */
const LENGTH_KEYS = { "1d": "length1d", "7d": "length7d", "30d": "length30d", permanent: "permanent" } as const satisfies Record<
  BanLength,
  keyof ModerationTexts
>;

export function banLengthLabel(length: BanLength, language: Language): string {
  return MODERATION_TEXTS.pick(language)[LENGTH_KEYS[length]];
}

/**
 * A ban length as the mod log stored it (its English label, "7 days"), in `language`; anything
 * else (an older entry's own words) as it is.
 */
export function banLengthText(english: string, language: Language): string {
  const key = Object.values(LENGTH_KEYS).find((k) => MODERATION_TEXTS.en[k] === english);
  return key ? MODERATION_TEXTS.pick(language)[key] : english;
}

/** A report reason (report.ts's REPORT_REASONS, stored in English) as members and moderators read it. */
export function reportReasonLabel(reason: string, language: Language): string {
  const key = REPORT_REASON_KEYS[reason as ReportReason] as keyof ModerationTexts | undefined;
  return key ? MODERATION_TEXTS.pick(language)[key] : reason;
}

/** What a banned member is told (the community's pages, a refused join or post); the date in India time. */
export function bannedText(communityName: string, until: string | null, language: Language = "en"): string {
  const t = MODERATION_TEXTS.pick(language);
  return until
    ? fill(t.bannedUntil, { community: communityName, until: formatIndia(until, language) })
    : fill(t.bannedPermanently, { community: communityName });
}

/** What an unbanned (or no longer banned) member is told, by mail and on the community's pages. */
export function mayJoinAgainText(communityName: string, lifted: boolean, language: Language = "en"): string {
  const t = MODERATION_TEXTS.pick(language);
  return fill(lifted ? t.lifted : t.ended, { community: communityName });
}

export function liftedSubjectText(communityName: string, language: Language = "en"): string {
  return fill(MODERATION_TEXTS.pick(language).liftedSubject, { community: communityName });
}
