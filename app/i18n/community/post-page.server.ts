import { defineCatalogue } from "../catalogue";
import { translateMessage } from "@core/i18n/messages";
import type { Language } from "@core/i18n/languages";
import { COMMENT_MESSAGES } from "@core/community/comment";
import { CONTENT_MESSAGES } from "@core/content-check/content-messages";
import { UNEXPECTED_MESSAGE } from "@core/errors";
import { MODERATION_TEXTS } from "@core/moderation/moderation.texts";
import { POST_CARD, type PostCardMessages } from "./posts.server";

/** The report reasons' labels, worded once by moderation (the moderators' pages show the same). */
function reasonLabels(language: Language) {
  const t = MODERATION_TEXTS[language];
  return {
    reasonSpam: t.reasonSpam,
    reasonHarassment: t.reasonHarassment,
    reasonInappropriate: t.reasonInappropriate,
    reasonMisinformation: t.reasonMisinformation,
    reasonOffTopic: t.reasonOffTopic,
    reasonOther: t.reasonOther,
  };
}

/**
 * The single-post view (spec community.md §2, §4, §5): its controls, the delete and report dialogs
 * and their no-JavaScript pages, and the comments. The island renders from these texts in its props.
 * The report reasons are sent as core's English values; only their labels are translated.
 */
export const POST_PAGE = defineCatalogue({
  en: {
    title: "Post",
    postHeading: "Post by {name}",
    yourPost: "Your post",
    back: "Back",
    zoom: "Zoom the picture",
    zoomed: "Picture, zoomed",
    close: "Close",
    like: "Like",
    liked: "Liked",
    save: "Save",
    unsave: "Unsave",
    saving: "Saving...",
    saveTip: "Save to read later in Your saved posts",
    unsaveTip: "Remove from your saved posts",
    delete: "Delete",
    deleting: "Deleting...",
    deleteQuestion: "Are you sure you want to delete? This action cannot be undo.",
    deleteTitle: "Delete post",
    cancel: "Cancel",
    report: "Report",
    reported: "Reported",
    reporting: "Reporting...",
    reportTitle: "Report this post",
    reportPostTitle: "Report post",
    whyReport: "Why are you reporting it?",
    details: "Details (optional)",
    ...reasonLabels("en"),
    reportedNotice: "Thank you. The moderators will review this post.",
    mediaPost: "A post with a picture or video",
    comments: "Comments",
    comment: "Comment",
    commentLoading: "Loading...",
    loading: "Loading...",
    newestComments: "Newest comments",
    loadMore: "Load More",
  },
  hi: {
    title: "पोस्ट",
    postHeading: "{name} की पोस्ट",
    yourPost: "आपकी पोस्ट",
    back: "वापस",
    zoom: "फ़ोटो बड़ी करके देखें",
    zoomed: "बड़ी की गई फ़ोटो",
    close: "बंद करें",
    like: "लाइक करें",
    liked: "लाइक किया",
    save: "सेव करें",
    unsave: "सेव हटाएँ",
    saving: "सेव हो रहा है...",
    saveTip: "बाद में पढ़ने के लिए 'सेव की गई पोस्ट' में सेव करें",
    unsaveTip: "अपनी सेव की गई पोस्ट से हटाएँ",
    delete: "डिलीट करें",
    deleting: "डिलीट हो रहा है...",
    deleteQuestion: "क्या आप सच में डिलीट करना चाहते हैं? इसे वापस नहीं लिया जा सकता।",
    deleteTitle: "पोस्ट डिलीट करें",
    cancel: "रद्द करें",
    report: "रिपोर्ट करें",
    reported: "रिपोर्ट की गई",
    reporting: "रिपोर्ट हो रही है...",
    reportTitle: "इस पोस्ट की रिपोर्ट करें",
    reportPostTitle: "पोस्ट की रिपोर्ट करें",
    whyReport: "आप इसकी रिपोर्ट क्यों कर रहे हैं?",
    details: "विवरण (वैकल्पिक)",
    ...reasonLabels("hi"),
    reportedNotice: "धन्यवाद। मॉडरेटर इस पोस्ट की समीक्षा करेंगे।",
    mediaPost: "फ़ोटो या वीडियो वाली पोस्ट",
    comments: "टिप्पणियाँ",
    comment: "टिप्पणी करें",
    commentLoading: "भेजी जा रही है...",
    loading: "लोड हो रहा है...",
    newestComments: "सबसे नई टिप्पणियाँ",
    loadMore: "और देखें",
  },
});

/** Core's texts the island itself shows (the comment form's checks and warning), in the page's language. */
function coreTexts(language: Language) {
  const t = (message: string) => translateMessage(message, language);
  return {
    commentPlaceholder: t(COMMENT_MESSAGES.placeholder),
    noComments: t(COMMENT_MESSAGES.none),
    commentRequired: t(COMMENT_MESSAGES.required),
    commentTooLong: t(COMMENT_MESSAGES.tooLong),
    inappropriateComment: t(CONTENT_MESSAGES.inappropriateComment),
    warningTitle: t(CONTENT_MESSAGES.warningTitle),
    unexpected: t(UNEXPECTED_MESSAGE),
  };
}

export type PostPageMessages = { readonly [K in keyof typeof POST_PAGE.en]: string } & ReturnType<typeof coreTexts> & PostCardMessages;

export function postPageTexts(language: Language): PostPageMessages {
  return { ...POST_PAGE.pick(language), ...POST_CARD.pick(language), ...coreTexts(language) };
}
