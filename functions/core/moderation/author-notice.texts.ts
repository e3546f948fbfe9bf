import { defineCatalogue } from "../i18n/catalogue";

/**
 * A moderator's decision as mailed to the member (author-notice.ts), in the member's language
 * (issue 35 §4). English exactly as moderation-queue.ts, post-review.ts and bans.ts wrote it; the
 * moderator's own reason is sent as typed, the standard one translated.
 */
export const AUTHOR_NOTICE_TEXTS = defineCatalogue({
  en: {
    helloName: "Hello {name},",
    removedSubject: "Your post was removed by the moderators",
    removed: "The moderators of {community} removed your post of {date}.",
    rejectedSubject: "Your post was not published",
    rejected: "The moderators of {community} reviewed your post of {date} and did not publish it.",
    reason: "Their reason: {reason}",
    readRules: "Please read the community's rules before posting again. Repeated breaches can lead to a ban.",
    standardReason: "It does not follow this community's rules.",
    liftedSubject: "You may join {community} again",
    lifted: "The moderators of {community} lifted your ban. You may join the community again.",
    join: "Join {community}",
  },
  hi: {
    helloName: "नमस्ते {name},",
    removedSubject: "मॉडरेटर ने आपकी पोस्ट हटा दी",
    removed: "{community} के मॉडरेटर ने {date} की आपकी पोस्ट हटा दी है।",
    rejectedSubject: "आपकी पोस्ट प्रकाशित नहीं हुई",
    rejected: "{community} के मॉडरेटर ने {date} की आपकी पोस्ट देखी और उसे प्रकाशित नहीं किया।",
    reason: "उनका कारण: {reason}",
    readRules: "फिर से पोस्ट करने से पहले कृपया कम्युनिटी के नियम पढ़ें। बार-बार नियम तोड़ने पर बैन हो सकता है।",
    standardReason: "यह इस कम्युनिटी के नियमों के अनुसार नहीं है।",
    liftedSubject: "आप {community} में फिर से शामिल हो सकते हैं",
    lifted: "{community} के मॉडरेटर ने आपका बैन हटा दिया है। आप कम्युनिटी में फिर से शामिल हो सकते हैं।",
    join: "{community} में शामिल हों",
  },
});
