/**
 * Hindi for core's moderation messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is.
 */
export const MODERATION_HINDI: Record<string, string> = {
  // bans.ts (BAN_MESSAGES, moderation-texts.ts)
  "Please give a reason for the ban.": "कृपया बैन की वजह लिखें।",
  "Please keep the reason under 500 characters.": "कृपया वजह 500 अक्षरों से कम रखें।",
  "Please choose how long the ban lasts.": "कृपया चुनें कि बैन कितने समय का है।",
  "You cannot ban yourself.": "आप ख़ुद को बैन नहीं कर सकते।",
  "A moderator cannot be banned.": "मॉडरेटर को बैन नहीं किया जा सकता।",
  "There is no such member.": "ऐसा कोई सदस्य नहीं है।",
  "This member is not banned.": "यह सदस्य बैन नहीं है।",
  // Thrown by community/membership.ts and shown on the community's pages (BAN_MESSAGES.banned, mayJoinAgain).
  "You are banned from {community} until {until}.": "आप {until} तक {community} से बैन हैं।",
  "You are banned from {community} permanently.": "आप {community} से हमेशा के लिए बैन हैं।",
  "The moderators of {community} lifted your ban. You may join the community again.":
    "{community} के मॉडरेटरों ने आपका बैन हटा दिया है। आप कम्युनिटी में फिर से जुड़ सकते हैं।",
  "Your ban from {community} has ended. You may join the community again.":
    "{community} से आपका बैन ख़त्म हो गया है। आप कम्युनिटी में फिर से जुड़ सकते हैं।",
  // moderation-queue.ts, reports.ts (MODERATION_MESSAGES, REPORT_MESSAGES, POST_MESSAGES)
  "Please give a reason.": "कृपया वजह लिखें।",
  "Post not found.": "पोस्ट नहीं मिली।",
  "This post is not in that community.": "यह पोस्ट उस कम्युनिटी में नहीं है।",
  "This post has no reports to dismiss.": "इस पोस्ट पर ख़ारिज करने के लिए कोई रिपोर्ट नहीं है।",
  "Please choose a reason for the report.": "कृपया रिपोर्ट की वजह चुनें।",
  "Please keep the details under 500 characters.": "कृपया ब्योरा 500 अक्षरों से कम रखें।",
  // post-review.ts (REVIEW_MESSAGES)
  "This post is no longer waiting: another moderator may have decided on it already.":
    "यह पोस्ट अब इंतज़ार में नहीं है: शायद किसी और मॉडरेटर ने इस पर पहले ही फ़ैसला कर लिया है।",
  "This post is still in its content check; it can be approved once the check has finished.":
    "यह पोस्ट अभी कंटेंट जाँच में है; जाँच पूरी होने के बाद ही इसे मंज़ूरी दी जा सकती है।",
  "Only posts still in their content check after an hour can be purged.": "सिर्फ़ वही पोस्ट हटाई जा सकती हैं जो एक घंटे बाद भी कंटेंट जाँच में अटकी हों।",
  "Your post was removed by the moderators": "मॉडरेटर ने आपकी पोस्ट हटा दी",
  "It does not follow this community's rules.": "यह इस कम्युनिटी के नियमों के मुताबिक नहीं है।",
  "Your post was not published": "आपकी पोस्ट प्रकाशित नहीं हुई",
};
