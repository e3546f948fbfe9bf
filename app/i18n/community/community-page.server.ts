import { defineCatalogue } from "../catalogue";
import { translateMessage } from "@core/i18n/messages";
import type { Language } from "@core/i18n/languages";
import { POST_MESSAGES } from "@core/community/post";
import { CONTENT_MESSAGES } from "@core/content-check/content-messages";
import { UNEXPECTED_MESSAGE } from "@core/errors";
import { POST_CARD, type PostCardMessages } from "./posts.server";

/**
 * The community page (spec community.md §2, §4, §5): its header, tabs, feed, the composer, the
 * content check's dialogs, the author's waiting posts and the side panel. The island renders from
 * these texts in its props (decision 005: no catalogue in the browser's code).
 */
export const COMMUNITY_PAGE = defineCatalogue({
  en: {
    title: "Community",
    published: "Your post is published.",
    deleted: "Your post is deleted.",
    discarded: "Your post is discarded.",
    done: "Done.",
    moderationPanel: "Moderation Panel",
    leaveCommunity: "Leave Community",
    feeds: "Feeds",
    allPosts: "All posts",
    youreFollowing: "You're following",
    backToNewest: "Back to the newest posts",
    postsByFollowed: "Posts by people you follow",
    followingEmpty: "None of your following users have posted anything yet. Check back later!",
    noPosts: "No posts yet. Be the first to post here.",
    loading: "Loading...",
    loadMorePosts: "Load More Posts",
    waitingHeading: "Your posts and their content check (only you can see them)",
    waitingHeld: "Waiting for its content check",
    waitingChecking: "Its video is being checked",
    dismiss: "Dismiss",
    about: "About {name}",
    rules: "Rules",
    moderators: "Moderators",
    communitiesToJoin: "Communities to join",
    join: "Join",
    writeIn: "Write a post in {name}",
    placeholder: "Share a tip, a question or a picture from the road...",
    charsHint: "{min} to {max} characters",
    changeFile: "Change photo or video",
    addFile: "Add a photo or video",
    remove: "Remove",
    fileHint: "One picture or video, up to 50MB.",
    uploadedChecking: "Uploaded. Checking your post...",
    checking: "Checking your post...",
    post: "Post",
    uploading: "Uploading... {percent}%",
    mismatchTitle: "This post may belong in another community",
    undeterminedTitle: "We could not check this post's topic",
    postIn: "Post in {name}",
    discard: "Discard",
    posting: "Posting...",
    postAnyway: "Post Anyway",
    ok: "OK",
    cancel: "Cancel",
    uploadFailed: "The upload did not finish. Please check your connection and try again.",
  },
  hi: {
    title: "कम्युनिटी",
    published: "आपकी पोस्ट प्रकाशित हो गई है।",
    deleted: "आपकी पोस्ट डिलीट हो गई है।",
    discarded: "आपकी पोस्ट हटा दी गई है।",
    done: "हो गया।",
    moderationPanel: "मॉडरेशन पैनल",
    leaveCommunity: "कम्युनिटी छोड़ें",
    feeds: "फ़ीड",
    allPosts: "सभी पोस्ट",
    youreFollowing: "जिन्हें आप फ़ॉलो करते हैं",
    backToNewest: "सबसे नई पोस्ट पर वापस जाएँ",
    postsByFollowed: "जिन्हें आप फ़ॉलो करते हैं, उनकी पोस्ट",
    followingEmpty: "आप जिन्हें फ़ॉलो करते हैं, उनमें से किसी ने अभी तक कुछ पोस्ट नहीं किया है। बाद में फिर देखें!",
    noPosts: "अभी कोई पोस्ट नहीं है। यहाँ सबसे पहले पोस्ट करें।",
    loading: "लोड हो रहा है...",
    loadMorePosts: "और पोस्ट देखें",
    waitingHeading: "आपकी पोस्ट और उनकी सामग्री जाँच (इन्हें सिर्फ़ आप देख सकते हैं)",
    waitingHeld: "सामग्री जाँच का इंतज़ार है",
    waitingChecking: "इसके वीडियो की जाँच हो रही है",
    dismiss: "हटाएँ",
    about: "{name} के बारे में",
    rules: "नियम",
    moderators: "मॉडरेटर",
    communitiesToJoin: "जुड़ने के लिए कम्युनिटी",
    join: "जुड़ें",
    writeIn: "{name} में पोस्ट लिखें",
    placeholder: "कोई टिप, सवाल या रास्ते की कोई फ़ोटो शेयर करें...",
    charsHint: "{min} से {max} अक्षर",
    changeFile: "फ़ोटो या वीडियो बदलें",
    addFile: "फ़ोटो या वीडियो जोड़ें",
    remove: "हटाएँ",
    fileHint: "एक फ़ोटो या वीडियो, 50MB तक।",
    uploadedChecking: "अपलोड हो गया। आपकी पोस्ट की जाँच हो रही है...",
    checking: "आपकी पोस्ट की जाँच हो रही है...",
    post: "पोस्ट करें",
    uploading: "अपलोड हो रहा है... {percent}%",
    mismatchTitle: "यह पोस्ट शायद किसी दूसरी कम्युनिटी की है",
    undeterminedTitle: "हम इस पोस्ट का विषय नहीं जाँच पाए",
    postIn: "{name} में पोस्ट करें",
    discard: "हटाएँ",
    posting: "पोस्ट हो रही है...",
    postAnyway: "फिर भी पोस्ट करें",
    ok: "ठीक है",
    cancel: "रद्द करें",
    uploadFailed: "अपलोड पूरा नहीं हुआ। कृपया अपना कनेक्शन देखें और फिर से कोशिश करें।",
  },
});

/** Core's texts the island itself shows (its checks before sending, the dialogs), in the page's language. */
function coreTexts(language: Language) {
  const t = (message: string) => translateMessage(message, language);
  return {
    empty: t(POST_MESSAGES.empty),
    badFile: t(POST_MESSAGES.badFile),
    tooShort: t(POST_MESSAGES.tooShort),
    tooLong: t(POST_MESSAGES.tooLong),
    unexpected: t(UNEXPECTED_MESSAGE),
    warningTitle: t(CONTENT_MESSAGES.warningTitle),
    banWarning: t(CONTENT_MESSAGES.banWarning),
  };
}

export type CommunityPageMessages = { readonly [K in keyof typeof COMMUNITY_PAGE.en]: string } & ReturnType<typeof coreTexts> &
  PostCardMessages;

/** What the dialogs of the content check need (the community page and the upload page). */
export type RefusalMessages = Pick<
  CommunityPageMessages,
  | "mismatchTitle"
  | "undeterminedTitle"
  | "postIn"
  | "discard"
  | "posting"
  | "postAnyway"
  | "ok"
  | "cancel"
  | "published"
  | "done"
  | "warningTitle"
  | "banWarning"
  | "unexpected"
>;

/** The community page's texts in `language`: its own, the post cards', and core's that the island shows. */
export function communityPageTexts(language: Language): CommunityPageMessages {
  return { ...COMMUNITY_PAGE.pick(language), ...POST_CARD.pick(language), ...coreTexts(language) };
}

/** Only the content check's dialogs' texts (the upload page shows the same dialogs). */
export function refusalTexts(language: Language): RefusalMessages {
  const all = communityPageTexts(language);
  const keys: (keyof RefusalMessages)[] = [
    "mismatchTitle",
    "undeterminedTitle",
    "postIn",
    "discard",
    "posting",
    "postAnyway",
    "ok",
    "cancel",
    "published",
    "done",
    "warningTitle",
    "banWarning",
    "unexpected",
  ];
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as RefusalMessages;
}
