/**
 * Hindi for core's community messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is.
 * Covers functions/core/community (communities, membership, posts, comments, likes and saves,
 * following, uploads, the content check's answers) and functions/core/content-check (its refusals
 * per community.md §4 and §8, and the admin's check settings).
 */
export const COMMUNITY_HINDI: Record<string, string> = {
  // Communities and membership (community.ts, membership.ts, spec §8)
  "Error joining community": "कम्युनिटी से जुड़ने में गड़बड़ी हुई।",
  "Error leaving community": "कम्युनिटी छोड़ने में गड़बड़ी हुई।",
  "Community not found.": "कम्युनिटी नहीं मिली।",
  "Only members of this community can see it. Join the community first.": "इसे सिर्फ़ इस कम्युनिटी के सदस्य देख सकते हैं। पहले कम्युनिटी से जुड़ें।",
  "Moderators cannot leave their community.": "मॉडरेटर अपनी कम्युनिटी नहीं छोड़ सकते।",
  "Only this community's moderators can do that.": "यह सिर्फ़ इस कम्युनिटी के मॉडरेटर कर सकते हैं।",

  // Posts (post.ts, posts.ts, composer-drafts.ts, post-media.ts; spec §5)
  "Please enter a message or select a file.": "कृपया कोई संदेश लिखें या फ़ाइल चुनें।",
  "Please select an image or video file under 50MB.": "कृपया 50MB से छोटी कोई फ़ोटो या वीडियो फ़ाइल चुनें।",
  "Please write at least 10 characters.": "कृपया कम से कम 10 अक्षर लिखें।",
  "A post can be at most 3000 characters.": "पोस्ट ज़्यादा से ज़्यादा 3000 अक्षरों की हो सकती है।",
  "Post not found.": "पोस्ट नहीं मिली।",
  "Only the author can delete this post.": "यह पोस्ट सिर्फ़ इसे लिखने वाला ही डिलीट कर सकता है।",
  "The file was not found. Please select it again.": "फ़ाइल नहीं मिली। कृपया इसे फिर से चुनें।",
  "This upload belongs to someone else.": "यह अपलोड किसी और का है।",
  "This post has no picture or video.": "इस पोस्ट में कोई फ़ोटो या वीडियो नहीं है।",
  "The upload's return address must be a page of this site.": "अपलोड के बाद लौटने का पता इसी साइट का कोई पेज होना चाहिए।",
  "Use the cursor to page further than {max} posts.": "{max} से आगे की पोस्ट देखने के लिए अगला पेज खोलें।",

  // Comments (comment.ts, comments.ts; spec §5)
  "Please write a comment.": "कृपया टिप्पणी लिखें।",
  "A comment can be at most 500 characters.": "टिप्पणी ज़्यादा से ज़्यादा 500 अक्षरों की हो सकती है।",
  "The comment's post does not match the address.": "टिप्पणी की पोस्ट इस पते से मेल नहीं खाती।",
  "Write a comment...": "टिप्पणी लिखें...",
  "No Comments Yet": "अभी कोई टिप्पणी नहीं",

  // The pages' own refusals of a form they did not send (app/routes/community)
  "Choose to follow or unfollow.": "फ़ॉलो या अनफ़ॉलो में से एक चुनें।",
  "Unknown action.": "यह काम पहचाना नहीं गया।",

  // Following and profiles (follows.ts, feeds.ts, profiles.ts)
  "You are not following anyone yet.": "आप अभी किसी को फ़ॉलो नहीं करते।",
  "You cannot follow yourself.": "आप ख़ुद को फ़ॉलो नहीं कर सकते।",
  "User not found.": "यूज़र नहीं मिला।",
  "Moderators cannot be followed.": "मॉडरेटर को फ़ॉलो नहीं किया जा सकता।",
  "Follow this member to see their posts.": "इनकी पोस्ट देखने के लिए इन्हें फ़ॉलो करें।",

  // The content check's answers (content-messages.ts; spec §4, §5, §8)
  "Warning: Inappropriate Content": "चेतावनी: अनुचित सामग्री",
  "This post violates the community guidelines. Please clean it up before posting.":
    "यह पोस्ट कम्युनिटी के दिशानिर्देशों का उल्लंघन करती है। कृपया पोस्ट करने से पहले इसे ठीक करें।",
  "This comment violates the community guidelines. Please clean it up before posting.":
    "यह टिप्पणी कम्युनिटी के दिशानिर्देशों का उल्लंघन करती है। कृपया पोस्ट करने से पहले इसे ठीक करें।",
  "This post looks like it belongs in {recommended}, not {community}.": "यह पोस्ट {community} के बजाय {recommended} की लगती है।",
  "We could not tell whether this post fits this community. You can post it anyway or discard it.":
    "हम यह तय नहीं कर पाए कि यह पोस्ट इस कम्युनिटी के लायक है या नहीं। आप इसे फिर भी पोस्ट कर सकते हैं या हटा सकते हैं।",
  "Moderators may remove posts that break the community guidelines, which can lead to a ban.":
    "मॉडरेटर दिशानिर्देश तोड़ने वाली पोस्ट हटा सकते हैं, और इससे बैन भी हो सकता है।",
  "Your post is waiting for its content check. Only you can see it until it has passed.":
    "आपकी पोस्ट की सामग्री जाँच बाक़ी है। जाँच पूरी होने तक इसे सिर्फ़ आप देख सकते हैं।",
  "Your post is waiting for a moderator's review. Only you can see it until a moderator approves it.":
    "आपकी पोस्ट मॉडरेटर की समीक्षा का इंतज़ार कर रही है। मॉडरेटर की मंज़ूरी तक इसे सिर्फ़ आप देख सकते हैं।",
  "Waiting for a moderator's review.": "मॉडरेटर की समीक्षा का इंतज़ार है।",
  "Not posted: its picture did not pass the content check. This post violates the community guidelines.":
    "पोस्ट नहीं हुई: इसकी फ़ोटो सामग्री जाँच में पास नहीं हुई। यह पोस्ट कम्युनिटी के दिशानिर्देशों का उल्लंघन करती है।",
  "Not posted: its video did not pass the content check. This post violates the community guidelines.":
    "पोस्ट नहीं हुई: इसका वीडियो सामग्री जाँच में पास नहीं हुआ। यह पोस्ट कम्युनिटी के दिशानिर्देशों का उल्लंघन करती है।",

  // Answering the undetermined modal (post-drafts.ts, answer-draft.ts)
  "This confirmation has expired or was already used.": "यह पुष्टि की समय-सीमा ख़त्म हो गई है या इसका पहले ही इस्तेमाल हो चुका है।",
  "Only the post's author can answer this.": "इसका जवाब सिर्फ़ पोस्ट लिखने वाला ही दे सकता है।",

  // The admin's communities and moderators (community-admin*.ts, community-banner-admin.ts, moderator-admin.ts)
  "Please enter a name of 3 to 40 letters, digits, spaces, hyphens, ampersands or apostrophes.":
    "कृपया 3 से 40 अक्षरों का नाम लिखें: अक्षर, अंक, स्पेस, हाइफ़न, & या अपॉस्ट्रॉफ़ी।",
  "A community with this name already exists.": "इस नाम की कम्युनिटी पहले से मौजूद है।",
  "Please enter a description of up to 500 characters.": "कृपया 500 अक्षरों तक का विवरण लिखें।",
  "Please enter up to 10 rules, one a line, each up to 200 characters.":
    "कृपया ज़्यादा से ज़्यादा 10 नियम लिखें, हर पंक्ति में एक, और हर नियम 200 अक्षरों तक।",
  "Please choose one of the listed banners.": "कृपया दिए गए बैनरों में से कोई एक चुनें।",
  "Please choose a JPEG, PNG, GIF or WebP picture of at most 5MB, at least 600 by 150 pixels and at least one and a half times as wide as it is tall.":
    "कृपया ज़्यादा से ज़्यादा 5MB की JPEG, PNG, GIF या WebP फ़ोटो चुनें, जो कम से कम 600 × 150 पिक्सेल की हो और ऊँचाई से कम से कम डेढ़ गुना चौड़ी हो।",
  "This upload was not made for this community's banner. Please upload the picture again.":
    "यह अपलोड इस कम्युनिटी के बैनर के लिए नहीं था। कृपया फ़ोटो फिर से अपलोड करें।",
  "Please enter the e-mail address of a member.": "कृपया किसी सदस्य का ई-मेल पता लिखें।",
  "No account has this e-mail address.": "इस ई-मेल पते का कोई खाता नहीं है।",
  "Please choose a community.": "कृपया कोई कम्युनिटी चुनें।",
  "This person is already a moderator of this community.": "यह व्यक्ति पहले से इस कम्युनिटी का मॉडरेटर है।",
  "This person is not a moderator of this community.": "यह व्यक्ति इस कम्युनिटी का मॉडरेटर नहीं है।",
  "This person is banned from this community: lift the ban first.": "इस व्यक्ति पर इस कम्युनिटी में बैन है: पहले बैन हटाएँ।",
  "This account is suspended: lift the suspension first.": "यह खाता निलंबित है: पहले निलंबन हटाएँ।",
  "Someone else changed this community meanwhile. Here it is as it is now: make your change again.":
    "इस बीच किसी और ने यह कम्युनिटी बदल दी है। यह अब जैसी है वैसी दिखाई गई है: अपना बदलाव फिर से करें।",

  // The content check's settings (content-check/check-settings.ts)
  "Another admin changed these settings meanwhile. Please look at the current values and save again.":
    "इस बीच किसी दूसरे एडमिन ने ये सेटिंग बदल दी हैं। कृपया मौजूदा मान देखें और फिर से सेव करें।",
  "Nothing changed: these are the settings already in force.": "कुछ नहीं बदला: यही सेटिंग पहले से लागू हैं।",
};
